#include "pricebook.h"

#include "ppm.h"

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

bool PriceBook::includes(const QString &sku, Inclusion inclusion, const QString &region) const
{
    const PriceItem *found = item(sku, region);
    return found && found->includes(inclusion);
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

int PriceBook::annualSharePpm(const QString &family) const
{
    return annualSharesPpm.value(family, Ppm::kWhole);
}

} // namespace cq
