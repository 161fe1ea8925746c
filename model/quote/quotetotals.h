#pragma once

#include "pricebook.h"
#include "quote.h"
#include "domain/quoteextras.h"

namespace cq {

/** A quote line with the exact numerator of its amount (over kLineDenominator). */
struct PricedLine {
    QuoteLine line;
    Int128 numerator = 0; ///< over kLineDenominator, applied to chargedUnitPrice(line); 0 for included lines
};

/**
 * The lines a quote gets from its extras, and its totals. Internal to the quote builder;
 * split out to keep each file short.
 */
namespace QuoteTotals {

/** A manual line priced for @p term (12 months when annual, except one-off/hourly/kWh units;
 *  per hour when hourly, see termUnitPrice). */
PricedLine manualLine(const ManualLine &manual, Term term, int hoursPerMonth, QStringList *warnings);
/** One charged line per Priced hidden fee of @p extras, per month (per hour when hourly). */
QList<PricedLine> hiddenFeeLines(const QuoteExtras &extras, Term term, int hoursPerMonth, QStringList *warnings);
/**
 * The exact factor of @p line for @p quantityMilli (see lineNumerator()): quantity x months
 * x share x (1 - discount), or without the discount when the line has a target price (the
 * target already is the discounted price; the builder then leaves the share at 100 %).
 */
Int128 lineFactor(const QuoteLine &line, qint64 quantityMilli);
/** The price the factor multiplies: the target price when a rule set one, else the unit price. */
MoneyRange chargedUnitPrice(const QuoteLine &line);
/** True for units priced per month (rent, port-month, Mb/s-month, kW-month). */
bool isMonthlyUnit(PriceUnit unit);
/**
 * The unit price a line of @p unit shows for @p term: the monthly price itself, except in
 * the hourly term, where a monthly unit becomes round(monthly / hoursPerMonth) to the fen,
 * halves away from zero (35,888.00 / 730 = 49.1616... -> 49.16 per server-hour).
 * hoursPerMonth <= 0 falls back to PriceBook::kDefaultHoursPerMonth.
 */
MoneyRange termUnitPrice(const MoneyRange &monthly, PriceUnit unit, Term term, int hoursPerMonth);
/**
 * Sets @p priced's amount = chargedUnitPrice x numerator / kLineDenominator. When that cannot be
 * represented in qint64 fen, the line gets no amount, is marked priceMissing and a warning
 * naming it is appended: an overflow is never a silently wrong figure.
 */
void setAmount(PricedLine *priced, QStringList *warnings);
/** One contingency line per block with a charged amount (20 % of its rounded amounts). */
QList<PricedLine> contingencyLines(const QList<PricedLine> &lines);
/** Months a line of @p unit is charged for in @p term. */
int monthsFor(PriceUnit unit, Term term);
/** Fills subtotal, per-line VAT, VAT and total under @p quote->roundingPolicy; an
 *  overflow adds a warning to @p quote and leaves the figure at 0. */
void addTotals(Quote *quote, const QList<PricedLine> &lines);

} // namespace QuoteTotals

} // namespace cq
