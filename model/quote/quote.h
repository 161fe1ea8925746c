#pragma once

#include "domain/money.h"
#include "ppm.h"
#include "domain/priceitem.h"
#include "pricingrules.h"
#include "domain/quoteextras.h"
#include "domain/quotesettings.h"

#include <QList>
#include <QString>

namespace cq {

/**
 * One line of a quote. amount = round(quantity x unit price x months x share x (1 - discount)),
 * one rounding per line; with a target price, round(quantity x target x months x share).
 */
struct QuoteLine {
    enum class Section { Included, AddOn };
    QString sku;
    QString description;     ///< English
    QString descriptionZh;   ///< zh_CN
    double quantity = 0;     ///< items, ports, Mb/s
    PriceUnit unit = PriceUnit::PerMonth;
    PriceKind kind = PriceKind::List;
    MoneyRange unitPrice;    ///< per unit per month (or per kWh / one-off)
    int months = 1;          ///< 1 monthly, 12 annual
    int sharePpm = Ppm::kWhole; ///< annual share of 12 x monthly in ppm, 1,000,000 = 100 % (none)
    MoneyRange amount;       ///< zero for lines included in rent
    bool included = false;   ///< shown for information (包内), not charged
    QString note;            ///< e.g. "34.0 kW at full load, included in rent"
    QuoteBlock block = QuoteBlock::Hardware; ///< hardware, network or services
    enum class Origin { Design, Manual, HiddenFee, Contingency };
    Origin origin = Origin::Design;
    int discountPpm = 0;         ///< off this line in ppm (rule or manual), 0 = none; derived when targetPrice is set
    QString discountName;        ///< the rule that gave it
    /** The exact discounted unit price a rule set (see DiscountRule::targetPrice), per unit per
     *  month of this term: amount = quantity x target x months (sharePpm is then 100 %), and
     *  discountPpm only shows the percentage it implies. */
    std::optional<Money> targetPrice;
    MoneyRange vat;          ///< this line's VAT under the per-line policy; zero under per-document
    /** The price book has no price for the SKU (or the amount cannot be represented): the
     *  line is shown as "price missing", never as a silent 0.00, and the quote warns. */
    bool priceMissing = false;
    /** Hourly term: unitPrice is per hour, round(monthly / PriceBook::hoursPerMonth). */
    bool perHour = false;
    /** Charged once per contract, not every month (year, hour) of the term: cables and optics,
     *  a manual line with a one-off unit, and the contingency on them. Its amount counts in
     *  Quote::oneOff, never in the recurring total; months is 1 whatever the term. */
    bool oneOff = false;
    /** A server line: what its price includes (PriceItem::inclusions), shown in the included
     *  block and never charged again by another line. */
    Inclusions includes;
    /** A port-fee line: the servers whose cabled NICs it counts (quantity = those NICs). */
    int countedServers = 0;
    /** The power line: the design's full-load power, kW (designPower(), every server and
     *  switch), and, when charged per kWh, the hours and utilisation (%) its kWh are for. */
    double powerKw = 0;
    int powerHours = 0;
    int powerUtilisationPercent = 0;

    /** An estimate (预估价格): kind Estimate, whatever its range. */
    bool isEstimate() const { return kind == PriceKind::Estimate; }
    /** A published list range (官网明示价区间, e.g. 8x H100 80,000-120,000): a list price that is a range. */
    bool isPublishedRange() const { return kind == PriceKind::List && !unitPrice.isFixed(); }
    /** Its amount is a range, for either reason above. */
    bool isRange() const { return isEstimate() || !unitPrice.isFixed(); }
};

/** The subtotal, VAT and total of one part of a quote (its recurring or its one-off lines). */
struct QuoteSum {
    MoneyRange subtotal;
    MoneyRange vat;   ///< added (or contained, when prices include it)
    MoneyRange total; ///< subtotal + VAT (the subtotal when prices include VAT)
};

/**
 * A priced quote for one design and term. Its recurring lines (every month, year or hour of
 * the term) and its one-off lines (QuoteLine::oneOff) are totalled apart, and the quote's
 * subtotal, VAT and total are their sums: for a monthly term the total is the first invoice
 * (the first month + the one-off charges), for an annual one the year + the one-off charges.
 */
struct Quote {
    QuoteSettings settings;  ///< number, customer, date, validity, term used
    QString currency = QStringLiteral("CNY");
    QList<QuoteLine> lines;
    MoneyRange subtotal;
    int vatBasisPoints = 600;
    bool pricesIncludeVat = false;
    MoneyRange vat;          ///< VAT added (or contained, when prices include it)
    MoneyRange total;
    QuoteSum recurring; ///< the lines charged every month (year, hour) of the term
    QuoteSum oneOff;    ///< the lines charged once (cables and optics, one-off manual lines)
    /** The declared rounding rule, shown on the quote. */
    QString roundingRule;
    RoundingPolicy roundingPolicy = RoundingPolicy::PerLine;
    QList<HiddenFeeCheck> checklist; ///< every hidden fee, in HiddenFee order, with its state
    QString region;                  ///< the price-book region used; empty: default prices
    QStringList warnings;    ///< e.g. "no price for SKU X": such lines are shown as "price missing"
    /** Statements the customer document repeats, e.g. how hourly prices were derived or the USD rate. */
    QStringList assumptions;
    /** "Prices as of 2026-12-06 08:55 (offline copy of the team price book)" when the price book
     *  was an offline copy (pricesAsOfNote()), else empty; also the first of assumptions. Shown
     *  in the quote dock and written to the CSV, which show no other assumption. */
    QString priceBookNote;
    /** CNY per USD x 10000 and its date when the quote was converted to USD (0: not converted). */
    qint64 cnyPerUsdE4 = 0;
    QDate usdRateDate;

    int hoursPerMonth = 730; ///< the price book's figure the hourly term used
    /**
     * No revision of this quote has been issued (Quote > Issue Revision): every surface marks
     * it DRAFT (草稿) and shows no quote number. buildQuote() makes drafts; an issued
     * revision's quote (QuoteRevision::quote()) and the export of a design whose number has
     * issued revisions are not.
     */
    bool draft = true;

    /** The number a customer sees: settings.quoteNumber, or empty for a draft. */
    QString shownNumber() const { return draft ? QString() : settings.quoteNumber; }

    /** The recurring total per month: annual / 12, hourly x hoursPerMonth (one rounding, half away
     *  from zero); one-off charges are not spread over the months (see oneOff). */
    MoneyRange totalPerMonth() const;
    /** A charged one-off line exists, so the totals show the recurring and one-off parts apart. */
    bool hasOneOff() const;
    /** A charged line is an estimate. */
    bool hasEstimates() const;
    /** A charged line is a published list range (not an estimate). */
    bool hasPublishedRanges() const;
    /** A line has no price (see QuoteLine::priceMissing). */
    bool hasMissingPrices() const;
};

} // namespace cq
