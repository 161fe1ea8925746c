#include "pricechanges.h"

namespace cq {

namespace {
const PriceItem *find(const QList<PriceItem> &items, const QString &sku, const QString &region)
{
    for (const PriceItem &item : items) {
        if (item.sku == sku && item.region == region)
            return &item;
    }
    return nullptr;
}
} // namespace

PriceItemChanges PriceItemChanges::between(const QList<PriceItem> &loaded, const QList<PriceItem> &edited)
{
    PriceItemChanges changes;
    for (const PriceItem &item : edited) {
        const PriceItem *before = find(loaded, item.sku, item.region);
        if (!before)
            changes.added << item;
        else if (!(*before == item))
            changes.changed << Change{*before, item};
    }
    for (const PriceItem &item : loaded) {
        if (!find(edited, item.sku, item.region))
            changes.removed << item;
    }
    return changes;
}

QList<PriceItem> withRowsFrom(const QList<PriceItem> &items, const QList<std::pair<QString, QString>> &keys,
                              const QList<PriceItem> &source)
{
    QList<PriceItem> out;
    const auto listed = [&](const PriceItem &item) {
        return keys.contains(std::pair<QString, QString>{item.sku, item.region});
    };
    for (const PriceItem &item : items) {
        if (!listed(item))
            out << item;
        else if (const PriceItem *replacement = find(source, item.sku, item.region))
            out << *replacement;
    }
    for (const auto &[sku, region] : keys) {
        const PriceItem *added = find(source, sku, region);
        if (added && !find(items, sku, region))
            out << *added;
    }
    return out;
}

} // namespace cq
