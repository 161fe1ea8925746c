#pragma once

#include "quote/quote.h"

#include <QByteArray>

namespace cq {

/**
 * A quote as CSV (RFC 4180, UTF-8 with BOM so spreadsheet programs read Chinese text):
 * one row per line (sku, description, quantity, unit, kind, unit price min/max, months,
 * share %, amount min/max, included), then subtotal, VAT and total rows. Money as
 * decimal strings with two places.
 */
class QuoteCsv
{
public:
    static QByteArray write(const Quote &quote);
};

} // namespace cq
