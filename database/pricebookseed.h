#pragma once

#include "catalog/catalog.h"
#include "quote/pricebook.h"

namespace cq {

/**
 * The figures a new price-book database starts from. Every figure names its source in words
 * a customer may read (published prices, vendor datasheets, the usable bandwidth as NCCL
 * models it); estimates with no published figure say "editable default". Samples and other
 * libraries rely on these SKUs, so change them only together with those users.
 */
class PriceBookSeed
{
public:
    /** 11 GPU models, 14 server models, 9 switch models, 12 cable and optic models. */
    static Catalog catalog();
    /** 47 price items in CNY fen (PriceBookSeedItems::items()), VAT 6 % excluded, annual shares
     *  A100 80 % / H100 85 % (other families: see PriceBook::annualSharePpm), version 1,
     *  effective 2026-11-01. */
    static PriceBook priceBook();
};

} // namespace cq
