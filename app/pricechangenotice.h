#pragma once

#include "domain/design.h"
#include "quote/pricebook.h"

#include <QCoreApplication>
#include <QString>
#include <QTime>

namespace cq {

class PriceBookDatabase;

/**
 * The one sentence the quote dock shows when the price book changed underneath an open quote
 * (issue #21), as an editor says a file changed on disk: when it was noticed, the version the
 * quote had been priced on and the new one, and that the quote was recomputed. The open quote
 * is a live draft and always follows the book; an issued revision keeps the prices it was
 * issued with (QuoteRevision snapshots them), so when the design's quote number has one the
 * sentence says whether the new prices would change it.
 */
class PriceChangeNotice
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceChangeNotice)
public:
    /** The design's latest issued revision, as far as the new prices concern it. */
    struct Issued {
        int revision = 0;          ///< its number; 0 when none was issued (or the role may not read them)
        bool pricesDiffer = false; ///< the revision's design priced at the new book gives another total
    };

    /**
     * "Prices changed on the team server at 14:32 (version 12 → 13); the quote was
     * recomputed." (@p server; "in the price book file" otherwise), with the issued revision's
     * clause when @p issued names one. @p at is shown in the UI locale's short time format.
     */
    static QString sentence(bool server, const QTime &at, int fromVersion, int toVersion, const Issued &issued);
    /**
     * The latest issued revision of @p design's quote number in @p database, and whether its
     * total at @p book differs from its total as issued (same design, term and extras).
     */
    static Issued issuedState(PriceBookDatabase *database, const Design &design, const PriceBook &book);
};

} // namespace cq
