#pragma once

#include "domain/priceitem.h"

#include <QList>

namespace cq {

/**
 * The price items of the seed price book (PriceBookSeed::priceBook()): CNY, VAT excluded.
 * List prices are the guides' published figures (DOMAIN.md); every other figure is an
 * estimate range whose source says how it was set, "editable default; no published figure"
 * where nothing is published.
 */
class PriceBookSeedItems
{
public:
    /** 47 items: 14 servers, 9 switches, 12 cables and optics, 3 cloud slices, 2 storage,
     *  3 services, and 4 regional bandwidth rows (Beijing, Shenzhen, Singapore, Los Angeles)
     *  beside the default one, so PriceBook::regions() lists those four. */
    static QList<PriceItem> items();
};

} // namespace cq
