#pragma once

#include "pricebook.h"
#include "quote.h"
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
 * A SKU the price book lacks still gets a line, priced 0, and a warning naming the SKU.
 */
Quote buildQuote(const Design &design, const PriceBook &priceBook, Term term);

/**
 * The amount of one line: round(unitPrice x quantity x months x shareBasisPoints / 10000)
 * for each end of the range, in exact 128-bit arithmetic with one rounding (half away from
 * zero) per end. Multiplying before rounding matters: 30 x 19.75 at a 50 % share is
 * 296.25, not 30 x round(9.875) = 296.40.
 */
MoneyRange lineAmount(const MoneyRange &unitPrice, qint64 quantity, int months, int shareBasisPoints);

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
    "Each line is rounded once to the fen, halves away from zero; VAT is computed on the subtotal.");
/** %1 = kW with one decimal. */
inline constexpr char PowerNote[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "%1 kW at full load, included in server rent");
/** %1 = SKU. */
inline constexpr char MissingPrice[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "No price for SKU %1 in the price book: the line is priced at 0.");
} // namespace QuoteText

} // namespace cq
