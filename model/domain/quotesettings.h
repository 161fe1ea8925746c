#pragma once

#include <QDate>
#include <QString>

namespace cq {

/** Contract term a quote is priced for. */
enum class Term { Monthly, Annual };

/** Per-design quote metadata and commercial inputs, saved with the design. */
struct QuoteSettings {
    QString quoteNumber;        ///< e.g. "CQ-2026-0001"; empty: generated when quoting
    QString customer;
    QString salesEngineer;
    QDate date;                 ///< invalid: today
    int validityDays = 30;
    Term term = Term::Monthly;
    int publicBandwidthMbps = 100; ///< dedicated BGP bandwidth commit, Mb/s; 0 for none
    QString notes;

    bool operator==(const QuoteSettings &) const = default;
};

/** "monthly" / "annual". */
QString termKey(Term term);
/** Parses "monthly" / "annual"; returns false otherwise. */
bool termFromKey(const QString &key, Term *term);

} // namespace cq
