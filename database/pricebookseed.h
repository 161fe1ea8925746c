#pragma once

#include "catalog/catalog.h"
#include "quote/pricebook.h"

namespace cq {

/**
 * The figures a new price-book database starts from. Every figure names its source
 * (DOMAIN.md prices, NVIDIA datasheets, NCCL topo.h bandwidths); estimates with no
 * published figure say "editable default". Samples and other libraries rely on these
 * SKUs, so change them only together with those users.
 */
class PriceBookSeed
{
public:
    /** 5 GPU models, 7 server models, 4 switch models. */
    static Catalog catalog();
    /** 14 price items in CNY fen, VAT 6 % excluded, annual shares A100 8000 / H100 8500 bp,
     *  version 1, effective 2026-11-01. */
    static PriceBook priceBook();
};

} // namespace cq
