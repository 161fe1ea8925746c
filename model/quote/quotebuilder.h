#pragma once

#include "pricebook.h"
#include "quote.h"
#include "quoteextras.h"
#include "domain/design.h"

#include <QtGlobal>

namespace cq {

/**
 * Prices a design from a price book for a term. Lines: server rent per SKU, switch rent
 * per SKU, IB port fees per used IB switch port, dedicated bandwidth, power (included in
 * rent, with its kW). Annual = 12 months x the family's annual share. Each line is
 * rounded once to the fen (half away from zero) after multiplying; VAT on the subtotal.
 * Worked examples: 2 x A100 (35,888) monthly = 71,776.00; 4 x A100 annual at 80 % =
 * 1,378,099.20.
 *
 * The power line (SVC-POWER) is informational: amount 0, quantity = the servers'
 * full-load power in kW (sum of Server::powerW / 1000, one decimal) and a note saying so.
 * A SKU the price book lacks still gets a line marked priceMissing (amount 0, not charged)
 * and a warning naming the SKU. Hourly: monthly prices become per-hour prices (see
 * QuoteTotals::termUnitPrice) and the rule is added to Quote::assumptions.
 * The extras saved with the design (design.quote.extras) apply.
 */
Quote buildQuote(const Design &design, const PriceBook &priceBook, Term term);

/**
 * As above plus the quote's extras, in this line order: design lines, manual lines,
 * priced hidden fees, then (when extras.contingency) one "20 % contingency" line per block
 * (hardware, network, services) worth round(20 % x the block's charged amount).
 * Prices come from extras.region where the price book has a regional price. A design
 * line gets the best matching DiscountRule of the book (on top of the annual share).
 * Totals follow priceBook.roundingPolicy (see RoundingPolicy). A manual line with a
 * quantity outside 0..1,000,000 units or a discount outside 0..100 % is priced at 0
 * with a warning.
 */
Quote buildQuote(const Design &design, const PriceBook &priceBook, Term term, const QuoteExtras &extras);

/**
 * The amount of one line: round(unitPrice x quantity x months x shareBasisPoints / 10000)
 * for each end of the range, in exact 128-bit arithmetic with one rounding (half away from
 * zero) per end. Multiplying before rounding matters: 30 x 19.75 at a 50 % share is
 * 296.25, not 30 x round(9.875) = 296.40.
 */
MoneyRange lineAmount(const MoneyRange &unitPrice, qint64 quantity, int months, int shareBasisPoints);

/**
 * The general line amount: round(unitPrice x quantityMilli / 1000 x months x share / 10000
 * x (10000 - discount) / 10000), one rounding per end after every multiplication
 * (2.25 x 64.22 at 100 % off = 0.00). quantityMilli must be 0..10^9, discount 0..10000.
 */
MoneyRange lineAmountMilli(const MoneyRange &unitPrice, qint64 quantityMilli, int months, int shareBasisPoints,
                           int discountBasisPoints);
/** The exact numerator of lineAmountMilli over kLineDenominator (for per-document rounding). */
qint64 lineNumerator(qint64 quantityMilli, int months, int shareBasisPoints, int discountBasisPoints);
/** 1000 (milli-units) x 10000 (share) x 10000 (discount). */
inline constexpr qint64 kLineDenominator = 100000000000LL;
/** Contingency per block: 20 % (DOMAIN.md: "add a 20% margin of safety to each"). */
inline constexpr int kContingencyBasisPoints = 2000;

/**
 * Number of InfiniBand switch ports that hold a cable: distinct (switch, port) pairs over
 * all cable ends on switches of kind InfiniBand. A cable between two IB switches uses two
 * ports; cable ends on servers or on RoCE/Ethernet switches are not counted.
 */
int cabledInfiniBandPortCount(const Design &design);

/** English source texts the builder translates (context "cq::QuoteBuilder"); views that
 *  render a quote in another language than the UI's key their own translations on them. */
namespace QuoteText {
inline constexpr char Context[] = "cq::QuoteBuilder";
inline constexpr char RoundingRule[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Each line and its VAT are rounded once to the fen, halves away from zero; the totals are sums of the "
    "rounded lines.");
inline constexpr char RoundingRulePerDocument[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Lines are summed exactly; the subtotal is rounded once to the fen, halves away from zero, and VAT is "
    "computed on it.");
/** %1 = block name ("hardware"). */
inline constexpr char ContingencyLine[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "Contingency 20 %: %1");
inline constexpr char ContingencyLineZh[] = "不可预见费 20%：%1";
/** %1 = kW with one decimal. */
inline constexpr char PowerNote[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "%1 kW at full load, included in server rent");
/** %1 = SKU. */
inline constexpr char MissingPrice[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "No price for SKU %1 in the price book: the line is marked \"price missing\" and not in the total.");
/** %1 = price per GPU-hour ("6.15"), %2 = GPUs per server. */
inline constexpr char GpuHourNote[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "%1 per GPU-hour (%2 GPUs per server)");
/** %1 = hours per month (730). */
inline constexpr char HourlyRule[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Hourly prices are the monthly list price divided by %1 hours per month (8,760 hours a year / 12), rounded "
    "once to the fen, halves away from zero; a GPU-hour is a server-hour divided by the server's GPUs.");
} // namespace QuoteText

} // namespace cq
