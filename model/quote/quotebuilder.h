#pragma once

#include "pricebook.h"
#include "quote.h"
#include "domain/quoteextras.h"
#include "domain/design.h"

#include <QtGlobal>

namespace cq {

/**
 * Prices a design from a price book for a term. Lines: server rent per SKU and fitted GPU
 * count (a server with fewer GPUs than slots is named by what is fitted, fittedServerName),
 * switch rent per SKU, IB port fees (one port per cabled server NIC, NetworkCount), dedicated
 * bandwidth (with servers only: the design's commit, else PriceBook::defaultBandwidthMbps),
 * power (designPower(), domain/designpower.h: every server and switch), and cables and optics
 * per catalog part, one-off (quoteCableGroups(), cablelines.h: the bill of materials' parts and
 * counts, no spares; a quote says so in its assumptions). What a server's price includes (PriceItem::inclusions)
 * is not charged again: the switches and cables of an included fabric and the ports of included NICs are
 * lines marked included, amount 0, with a note; the IB port fee of the hidden-fee checklist
 * follows those lines (priced or included, HiddenFeeCheck::fromQuote). Annual = 12 months x the family's annual share. Each line is
 * rounded once to the fen (half away from zero) after multiplying; VAT on the subtotal.
 * Worked examples: 2 x A100 (35,888) monthly = 71,776.00; 4 x A100 annual at 80 % =
 * 1,378,099.20.
 *
 * The power line (SVC-POWER) is included when the price book's SVC-POWER item is "included in
 * rent" or every server's SKU includes Inclusion::Power: amount 0, quantity = the design's
 * full-load power in kW (two decimals), unit kW, note "26.75 kW at full load, included in server
 * rent". Otherwise it is charged at the SVC-POWER price: per kWh, quantity = kWh for the term
 * (kW x hours x kPowerUtilisationPercent: 730 h a month, 8,760 h a year, 1 h an hour), with a
 * note and an assumption saying so; per kW-month (unit kW), quantity = the kW.
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
 * Prices come from extras.region where the price book has a regional price; a server or
 * switch in a room whose site names a region pricing its SKU is priced there instead
 * (PricingRegion), its own line noting "<region> prices (the room's site)". A design
 * line gets the best matching DiscountRule of the book (on top of the annual share).
 * Totals follow priceBook.roundingPolicy (see RoundingPolicy). A manual line with a
 * quantity outside 0..1,000,000 units or a discount outside 0..100 % is priced at 0
 * with a warning.
 */
Quote buildQuote(const Design &design, const PriceBook &priceBook, Term term, const QuoteExtras &extras);

/**
 * The amount of one line: round(unitPrice x quantity x months x sharePpm / 10^6)
 * for each end of the range, in exact 128-bit arithmetic with one rounding (half away from
 * zero) per end. Multiplying before rounding matters: 30 x 19.75 at a 50 % share is
 * 296.25, not 30 x round(9.875) = 296.40.
 */
MoneyRange lineAmount(const MoneyRange &unitPrice, qint64 quantity, int months, int sharePpm);

/**
 * The general line amount: round(unitPrice x quantityMilli / 1000 x months x share / 10^6
 * x (10^6 - discount) / 10^6), one rounding per end after every multiplication
 * (2.25 x 64.22 at 100 % off = 0.00). quantityMilli must be 0..10^9, months 1..12, share
 * and discount 0..10^6 ppm (see Ppm). A product beyond 128 bits (a unit price above
 * about 1.4 x 10^16 fen at the largest factors) gives 0 with @p ok false, never a wrong figure.
 */
MoneyRange lineAmountMilli(const MoneyRange &unitPrice, qint64 quantityMilli, int months, int sharePpm,
                           int discountPpm, bool *ok = nullptr);
/**
 * The exact factor of a line over kLineDenominator: quantityMilli x months x sharePpm x
 * (10^6 - discountPpm); the amount is unitPrice x this / kLineDenominator (per-document
 * rounding sums these). At most 10^9 x 12 x 10^6 x 10^6 = 1.2 x 10^22: 128 bits, since it
 * exceeds qint64 (9.2 x 10^18).
 */
Int128 lineNumerator(qint64 quantityMilli, int months, int sharePpm, int discountPpm);
/** 1000 (milli-units) x 10^6 (share ppm) x 10^6 (discount ppm). */
inline constexpr qint64 kLineDenominator = 1000000000000000LL;
/** Contingency per block: 20 % (DOMAIN.md: "add a 20% margin of safety to each"). */
inline constexpr int kContingencyBasisPoints = 2000;


/**
 * Utilisation the kWh of a charged power line are counted at: 100 %, full load all month (730 h),
 * the safe side (DOMAIN.md gives full-load figures; a real run averages less).
 */
inline constexpr int kPowerUtilisationPercent = 100;

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
/** %1 = kW with two decimals ("26.75"). */
inline constexpr char PowerNote[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "%1 kW at full load, included in server rent");
/** %1 = kW ("26.75"), %2 = hours (730), %3 = utilisation percent (100), %4 = kWh ("19527.5"). */
inline constexpr char PowerKwhNote[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "%1 kW at full load x %2 h x %3 % utilisation = %4 kWh");
/** %1 = kW ("26.75"). */
inline constexpr char PowerKwNote[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "%1 kW at full load, servers and switches");
/** %1 = kW, %2 = utilisation percent, %3 = hours per month. */
inline constexpr char PowerAssumption[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Power is charged per kWh: the design's full-load power (%1 kW, every server and switch) at %2 % "
    "utilisation for %3 hours a month.");
/** %1 = kW, %2 = utilisation percent, %3 = hours a year (12 x %4), %4 = hours per month: the annual term. */
inline constexpr char PowerAssumptionAnnual[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Power is charged per kWh: the design's full-load power (%1 kW, every server and switch) at %2 % "
    "utilisation for %3 hours a year (12 x %4 hours).");
/** %1 = kW, %2 = utilisation percent: the hourly term, one hour of energy per line-hour. */
inline constexpr char PowerAssumptionHourly[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Power is charged per kWh: the design's full-load power (%1 kW, every server and switch) at %2 % "
    "utilisation for 1 hour.");
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
/** %1 = cabled server NICs counted, %2 = the servers they are on. */
inline constexpr char PortCount[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "one port per cabled server NIC: %1 NICs on %2 servers");
/** %1 = cabled server NICs, %2 = servers. */
inline constexpr char PortIncluded[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "%1 cabled server NIC ports on %2 servers, included in the server price");
inline constexpr char SwitchIncluded[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "the switches of the servers' fabric, included in the server price");
inline constexpr char CableIncluded[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "the cables and optics of the servers' fabric, included in the server price");
/** %1 = rate in Gb/s ("400"). */
inline constexpr char CableNoPart[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "%1 Gb/s cables: no catalog part covers the run");
inline constexpr char CableNoPartZh[] = "%1 Gb/s 线缆：目录中没有覆盖此距离的型号";
/** %n = cables. */
inline constexpr char CableNoPartWarning[] = QT_TRANSLATE_N_NOOP(
    "cq::QuoteBuilder",
    "%n cable(s) have no catalog part of their rate and length: their line is marked \"price missing\" and not in "
    "the total.");
inline constexpr char CableOneOff[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Cables and optics are one-off charges: each of the design's cables once (no spares), added to the total once, "
    "not every month.");
/** A one-off line's unit, where a monthly line says its months: "one-off" (一次性). */
inline constexpr char OneOffUnit[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "one-off");
/** The totals of a quote with one-off lines (quoteTotalRows(), quotetotalrows.h), by term. */
inline constexpr char MonthlyCharges[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "Monthly charges");
inline constexpr char AnnualCharges[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "Annual charges (12 months)");
inline constexpr char HourlyCharges[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "Hourly charges");
inline constexpr char MonthlyTotal[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "Monthly total");
inline constexpr char AnnualTotal[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "Annual total (12 months)");
inline constexpr char HourlyTotal[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "Hourly total");
inline constexpr char OneOffCharges[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "One-off charges");
inline constexpr char OneOffTotal[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "One-off total");
inline constexpr char FirstInvoice[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "First invoice (first month + one-off)");
inline constexpr char FirstInvoiceHourly[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "First invoice (first hour + one-off)");
inline constexpr char AnnualWithOneOff[] = QT_TRANSLATE_NOOP("cq::QuoteBuilder", "Total (12 months + one-off)");
inline constexpr char FeeAlreadyQuoted[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "The InfiniBand port fee ticked as priced in the hidden-fee checklist is already a line of this quote: it is not "
    "charged twice.");
} // namespace QuoteText

} // namespace cq
