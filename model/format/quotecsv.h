#pragma once

#include "quote/quote.h"

#include <QByteArray>

namespace cq {

/**
 * A quote as CSV (RFC 4180, UTF-8 with BOM so spreadsheet programs read Chinese text):
 * one row per line (sku, description, quantity, unit, kind, unit price min/max, months,
 * share %, discount %, target price, amount min/max, included; amount = quantity x unit
 * price x months x share x (1 - discount), or x target price instead when one is given),
 * then subtotal, VAT and total rows (quoteTotalRows(): with one-off lines "recurring subtotal",
 * "recurring VAT 6%", "recurring total", "one-off ..." and "total", their sum) and a last row with
 * the quote number, or "DRAFT" when no revision has been issued; a quote priced from the offline
 * copy of a team price book ends with one more row, Quote::priceBookNote ("Prices as of ...").
 * A one-off line (unit "one-off")
 * has an empty months cell. Money as decimal strings with two places; percentages
 * exact to four decimals. A line whose price is missing has empty unit price, target price
 * and amount cells and kind "price-missing" (never 0.00).
 */
class QuoteCsv
{
public:
    static QByteArray write(const Quote &quote);
};

} // namespace cq
