#include "pricebook.h"

#include <algorithm>

namespace cq {

const PriceItem *PriceBook::item(const QString &sku) const
{
    auto it = std::find_if(items.cbegin(), items.cend(), [&](const PriceItem &i) { return i.sku == sku; });
    return it == items.cend() ? nullptr : &*it;
}

int PriceBook::annualShareBasisPoints(const QString &family) const
{
    return annualDiscountBasisPoints.value(family, 10000);
}

} // namespace cq
