#pragma once

#include "pricebook.h"
#include "quote.h"
#include "quoteextras.h"

namespace cq {

/** A quote line with the exact numerator of its amount (over kLineDenominator). */
struct PricedLine {
    QuoteLine line;
    qint64 numerator = 0; ///< 0 for included lines
};

/**
 * The lines a quote gets from its extras, and its totals. Internal to the quote builder;
 * split out to keep each file short.
 */
namespace QuoteTotals {

/** A manual line priced for @p term (12 months when annual, except one-off/hourly/kWh units). */
PricedLine manualLine(const ManualLine &manual, Term term, QStringList *warnings);
/** One charged line per Priced hidden fee of @p extras, per month. */
QList<PricedLine> hiddenFeeLines(const QuoteExtras &extras, Term term);
/** One contingency line per block with a charged amount (20 % of its rounded amounts). */
QList<PricedLine> contingencyLines(const QList<PricedLine> &lines);
/** Months a line of @p unit is charged for in @p term. */
int monthsFor(PriceUnit unit, Term term);
/** Fills subtotal, per-line VAT, VAT and total under @p quote->roundingPolicy. */
void addTotals(Quote *quote, const QList<PricedLine> &lines);

} // namespace QuoteTotals

} // namespace cq
