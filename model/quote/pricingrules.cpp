#include "pricingrules.h"

#include "ppm.h"
#include "domain/priceitem.h"

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

const DiscountRule *bestDiscount(const QList<DiscountRule> &rules, const PriceItem &item, Term term, qint64 quantity,
                                 int sharePpm)
{
    // What the customer pays per list fen, x 10^12: a target is the whole price (the share is
    // not taken again), a percentage is taken off the shared price.
    const Int128 list = item.price.max.fen();
    const DiscountRule *best = nullptr;
    Int128 bestPaid = 0;
    for (const DiscountRule &rule : rules) {
        if (!rule.matches(item, term, quantity))
            continue;
        if (rule.targetPrice && (*rule.targetPrice < Money() || *rule.targetPrice > item.price.min))
            continue; // not a discount on this item's price
        const Int128 paid = rule.targetPrice
            ? Int128(rule.targetPrice->fen()) * Ppm::kWhole * Ppm::kWhole
            : list * sharePpm * (Ppm::kWhole - rule.discountPpm);
        if (!best || paid < bestPaid) {
            best = &rule;
            bestPaid = paid;
        }
    }
    return best;
}

} // namespace cq
