#include "pricingrules.h"

#include "ppm.h"
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

int discountPpmOn(const DiscountRule &rule, Money listPrice)
{
    if (!rule.targetPrice)
        return rule.discountPpm;
    if (listPrice.fen() <= 0)
        return 0;
    return int(Money(listPrice.fen() - rule.targetPrice->fen()).mulDivRound(Ppm::kWhole, listPrice.fen()).fen());
}

const DiscountRule *bestDiscount(const QList<DiscountRule> &rules, const PriceItem &item, Term term, qint64 quantity)
{
    const DiscountRule *best = nullptr;
    int bestPpm = -1;
    for (const DiscountRule &rule : rules) {
        if (!rule.matches(item, term, quantity))
            continue;
        if (rule.targetPrice && (*rule.targetPrice < Money() || *rule.targetPrice > item.price.min))
            continue; // not a discount on this item's price
        const int ppm = discountPpmOn(rule, item.price.max);
        if (ppm > bestPpm) {
            best = &rule;
            bestPpm = ppm;
        }
    }
    return best;
}

} // namespace cq
