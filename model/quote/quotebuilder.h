#pragma once

#include "pricebook.h"
#include "quote.h"
#include "domain/design.h"

namespace cq {

/**
 * Prices a design from a price book for a term. Lines: server rent per SKU, switch rent
 * per SKU, IB port fees per used IB switch port, dedicated bandwidth, power (included in
 * rent, with its kW). Annual = 12 months x the family's annual share. Each line is
 * rounded once to the fen (half away from zero) after multiplying; VAT on the subtotal.
 * Worked examples: 2 x A100 (35,888) monthly = 71,776.00; 4 x A100 annual at 80 % =
 * 1,378,099.20.
 */
Quote buildQuote(const Design &design, const PriceBook &priceBook, Term term);

} // namespace cq
