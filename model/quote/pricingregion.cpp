#include "pricingregion.h"

namespace cq {

QString PricingRegion::of(const Design &design, const PriceBook &book, const QString &sku, const QUuid &roomId,
                          const QString &quoteRegion)
{
    if (!roomId.isNull()) {
        for (const Room &room : design.rooms) {
            if (room.id != roomId)
                continue;
            const QString site = room.site.trimmed();
            for (const QString &region : book.regions()) {
                if (!site.isEmpty() && region.compare(site, Qt::CaseInsensitive) == 0) {
                    const PriceItem *item = book.item(sku, region);
                    if (item && item->region == region)
                        return region;
                }
            }
            break;
        }
    }
    return quoteRegion;
}

QString PricingRegion::note(const QString &region, const QString &quoteRegion)
{
    if (region.isEmpty() || region == quoteRegion)
        return {};
    return tr("%1 prices (the room's site)").arg(region);
}

} // namespace cq
