#pragma once

#include "pricebook.h"
#include "quote.h"
#include "domain/quoteextras.h"
#include "domain/design.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

namespace cq {

/**
 * Revision N of a quote: value snapshots of the design, the price book and the extras
 * taken when it was issued. quote() prices the snapshots, so a later price-book or design
 * change never alters an issued revision (the database stores the same snapshots).
 */
struct QuoteRevision {
    int number = 1;
    QDateTime issuedAt;   ///< UTC
    Term term = Term::Monthly;
    Design design;        ///< quote settings carry a fixed date (issue date when it was empty)
    PriceBook priceBook;
    QuoteExtras extras;

    /** The quote as issued. */
    Quote quote() const;
};

/**
 * Snapshots the inputs as revision @p number. An empty quote date becomes the issue date,
 * so re-pricing later does not move "valid until".
 */
QuoteRevision issueRevision(int number, const Design &design, const PriceBook &priceBook, Term term,
                            const QuoteExtras &extras, const QDateTime &issuedAtUtc);

/** What changed from one revision to the next, for the diff view. */
struct RevisionDiff {
    QStringList changes;   ///< "+2 servers (SRV-A100-SXM-8-IB)", "-1 switch (SW-IB-HDR-40)", "price of X: a -> b"
    MoneyRange totalDelta; ///< to.total - from.total at each end, ordered low to high
    Term term = Term::Monthly; ///< the term of @c to (the delta is per month or per year)
};

/**
 * Compares two revisions: device counts per SKU, line unit prices per SKU, manual-line
 * count, term, and the total. English text (context "cq::RevisionDiff").
 */
RevisionDiff diffRevisions(const QuoteRevision &from, const QuoteRevision &to);

/** One line summary, e.g. "+2 servers (SRV-A100-SXM-8-IB); +CNY 71776.00/month". */
QString describeDiff(const RevisionDiff &diff, const QString &currency);

} // namespace cq
