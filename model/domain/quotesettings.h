#pragma once

#include "quoteextras.h"

#include <QDate>
#include <QString>

namespace cq {

/**
 * Contract term a quote is priced for (DOMAIN.md: monthly is the base, hourly for trials,
 * annual at a per-family share of 12 x monthly). The values are stored as ints by views:
 * new terms go at the end.
 */
enum class Term { Monthly, Annual, Hourly };

/** Per-design quote metadata and commercial inputs, saved with the design. */
struct QuoteSettings {
    QString quoteNumber;        ///< e.g. "CQ-2026-0001"; empty: generated when quoting
    QString customer;
    QString salesEngineer;
    QDate date;                 ///< invalid: today
    int validityDays = 30;
    Term term = Term::Monthly;
    /** Dedicated BGP bandwidth commit quoted with the servers, Mb/s; 0 for none;
     *  kPriceBookBandwidth (the default): the price book's PriceBook::defaultBandwidthMbps. */
    int publicBandwidthMbps = kPriceBookBandwidth;
    static constexpr int kPriceBookBandwidth = -1;
    QString notes;
    /** Language of the customer document: "zh_CN" (default when empty) or "en". */
    QString language;
    /** Manual lines, hidden-fee checklist, contingency, region and display currency. */
    QuoteExtras extras;

    /** language, or "zh_CN" when it is empty. */
    QString documentLanguage() const { return language.isEmpty() ? QStringLiteral("zh_CN") : language; }
    bool operator==(const QuoteSettings &) const = default;
};

/** One field of QuoteSettings, as a bit of QuoteSettingsFields (which fields an edit changes). */
enum class QuoteSettingsField : unsigned {
    QuoteNumber = 1u << 0, Customer = 1u << 1, SalesEngineer = 1u << 2, Date = 1u << 3,
    ValidityDays = 1u << 4, Term = 1u << 5, PublicBandwidth = 1u << 6, Notes = 1u << 7,
    Language = 1u << 8, Extras = 1u << 9,
};
/** A set of QuoteSettingsField bits. */
using QuoteSettingsFields = unsigned;

/** The fields whose values differ between @p a and @p b (0 when a == b). */
QuoteSettingsFields changedQuoteSettingsFields(const QuoteSettings &a, const QuoteSettings &b);

/** "monthly" / "annual" / "hourly". */
QString termKey(Term term);
/** Parses "monthly" / "annual" / "hourly"; returns false otherwise. */
bool termFromKey(const QString &key, Term *term);

} // namespace cq
