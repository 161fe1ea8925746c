#include "pricebook.h"

#include <algorithm>

namespace cq {

const PriceItem *PriceBook::item(const QString &sku, const QString &region) const
{
    const auto find = [&](const QString &r) {
        auto it = std::find_if(items.cbegin(), items.cend(),
                               [&](const PriceItem &i) { return i.sku == sku && i.region == r; });
        return it == items.cend() ? nullptr : &*it;
    };
    const PriceItem *regional = region.isEmpty() ? nullptr : find(region);
    return regional ? regional : find(QString());
}

bool PriceBook::hasInternalCosts() const
{
    return std::any_of(items.cbegin(), items.cend(), [](const PriceItem &item) { return item.cost.fen() != 0; });
}

QStringList PriceBook::regions() const
{
    QStringList result;
    for (const PriceItem &i : items) {
        if (!i.region.isEmpty() && !result.contains(i.region))
            result << i.region;
    }
    result.sort();
    return result;
}

int PriceBook::annualShareBasisPoints(const QString &family) const
{
    return annualDiscountBasisPoints.value(family, 10000);
}

} // namespace cq
