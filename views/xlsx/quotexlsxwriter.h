#pragma once

#include "quote/quote.h"

#include <QString>

namespace cq {

/**
 * A quote as an Excel workbook (one sheet, "Quote" / "报价单"), in the document language
 * ("en" or "zh_CN") as the PDF is. Every figure is the Quote's own (one source of truth;
 * nothing is re-priced here): one row per line with quantity, unit, unit price min/max,
 * months (hours in the hourly term), share, discount, amount min/max, the line's VAT min/max
 * (per-line VAT policy), kind and note; a list price has min == max, an estimate or a
 * published range keeps both ends. Included (包内) lines show "Included" in the amount and
 * are never summed. Below the lines, formulas that a spreadsheet keeps live:
 * subtotal = SUM(amounts), VAT = SUM(line VAT) under the per-line policy or
 * ROUND(subtotal x rate, 2) under the per-document one (rate = bp / 10,000 added, or
 * bp / (10,000 + bp) contained in the prices), total = subtotal + VAT (or the subtotal when
 * the prices include VAT), each with the Quote's figure as its cached result. A formula is
 * written only when it gives exactly the Quote's figure, else the figure itself.
 */
class QuoteXlsxWriter
{
public:
    /** Writes @p quote to @p path (replacing it only on success); empty on success, else the error. */
    static QString write(const Quote &quote, const QString &path, const QString &language);
};

} // namespace cq
