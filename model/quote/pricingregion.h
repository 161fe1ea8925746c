#pragma once

#include "pricebook.h"
#include "domain/design.h"

#include <QCoreApplication>

namespace cq {

/**
 * Region by room site: a server or switch standing in a room whose site names a region the
 * price book prices its SKU in (PriceBook::regions(), PriceItem::region; compared trimmed,
 * case-insensitively) is priced at that region's item; every other device at the quote's
 * region (QuoteExtras::region), and failing that the default item (PriceBook::item()).
 */
class PricingRegion
{
    Q_DECLARE_TR_FUNCTIONS(cq::PricingRegion)
public:
    /** The region to look @p sku up in for a device in room @p roomId (null: no room). */
    static QString of(const Design &design, const PriceBook &book, const QString &sku, const QUuid &roomId,
                      const QString &quoteRegion);
    /** The line note for a line priced in @p region, "Shenzhen prices (the room's site)"; empty
     *  when @p region is empty or the quote's own region (the quote already names that). */
    static QString note(const QString &region, const QString &quoteRegion);
};

} // namespace cq
