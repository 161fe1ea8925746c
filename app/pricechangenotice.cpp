#include "pricechangenotice.h"

#include "pricebookdatabase.h"
#include "quote/quotebuilder.h"
#include "quote/quoterevision.h"

#include <QLocale>

namespace cq {

QString PriceChangeNotice::sentence(bool server, const QTime &at, int fromVersion, int toVersion, const Issued &issued)
{
    const QString time = QLocale().toString(at, QLocale::ShortFormat);
    const QString from = QString::number(fromVersion), to = QString::number(toVersion);
    if (issued.revision <= 0)
        return server ? tr("Prices changed on the team server at %1 (version %2 → %3); the quote was recomputed.")
                            .arg(time, from, to)
                      : tr("Prices changed in the price book file at %1 (version %2 → %3); the quote was recomputed.")
                            .arg(time, from, to);
    const QString revision = QString::number(issued.revision);
    if (issued.pricesDiffer)
        return server ? tr("Prices changed on the team server at %1 (version %2 → %3); the quote was recomputed, "
                           "and issued revision %4 keeps the prices it was issued with, which now differ from the "
                           "price book.").arg(time, from, to, revision)
                      : tr("Prices changed in the price book file at %1 (version %2 → %3); the quote was recomputed, "
                           "and issued revision %4 keeps the prices it was issued with, which now differ from the "
                           "price book.").arg(time, from, to, revision);
    return server ? tr("Prices changed on the team server at %1 (version %2 → %3); the quote was recomputed, and "
                       "issued revision %4 is not affected.").arg(time, from, to, revision)
                  : tr("Prices changed in the price book file at %1 (version %2 → %3); the quote was recomputed, and "
                       "issued revision %4 is not affected.").arg(time, from, to, revision);
}

PriceChangeNotice::Issued PriceChangeNotice::issuedState(PriceBookDatabase *database, const Design &design,
                                                         const PriceBook &book)
{
    Issued issued;
    const QString number = design.quote.quoteNumber;
    QList<QuoteRevision> revisions;
    // A role that may not read revisions (cq_viewer) gets the plain sentence.
    if (number.isEmpty() || !database->capabilities().canReadRevisions || !database->revisions(number, &revisions)
        || revisions.isEmpty())
        return issued;
    const QuoteRevision &last = revisions.last();
    issued.revision = last.number;
    issued.pricesDiffer = buildQuote(last.design, book, last.term, last.extras).total != last.quote().total;
    return issued;
}

} // namespace cq
