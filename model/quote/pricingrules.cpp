#include "pricingrules.h"

#include "priceitem.h"

namespace cq {

QString roundingPolicyKey(RoundingPolicy policy)
{
    return policy == RoundingPolicy::PerDocument ? QStringLiteral("per-document") : QStringLiteral("per-line");
}

bool roundingPolicyFromKey(const QString &key, RoundingPolicy *policy)
{
    if (key == QLatin1String("per-line") || key == QLatin1String("per-document")) {
        *policy = key == QLatin1String("per-line") ? RoundingPolicy::PerLine : RoundingPolicy::PerDocument;
        return true;
    }
    return false;
}

bool DiscountRule::matches(const PriceItem &item, Term lineTerm, qint64 quantity) const
{
    return (family.isEmpty() || family == item.family) && (sku.isEmpty() || sku == item.sku)
        && (anyTerm || term == lineTerm) && quantity >= minQuantity;
}

const DiscountRule *bestDiscount(const QList<DiscountRule> &rules, const PriceItem &item, Term term, qint64 quantity)
{
    const DiscountRule *best = nullptr;
    for (const DiscountRule &rule : rules) {
        if (rule.matches(item, term, quantity) && (!best || rule.discountBasisPoints > best->discountBasisPoints))
            best = &rule;
    }
    return best;
}

} // namespace cq
