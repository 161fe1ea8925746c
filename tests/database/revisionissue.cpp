// For tst_pricebookoptimistic (issue #21): opens the price book LOCATION (a file or a
// postgresql:// URI) and issues N quote revisions as Quote > Issue Revision does: a number
// from PriceBookDatabase::nextQuoteNumber(), then the revision with its snapshots of an empty
// design and the whole price book stored under it (saveRevision()). Prints each number, then
// "DONE <milliseconds>", and exits 0; the error and 1 on the first failure.
#include "pricebookdatabase.h"
#include "quote/quoterevision.h"

#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream out(stdout);
    if (args.size() != 3) {
        out << "usage: revisionissue LOCATION N" << Qt::endl;
        return 2;
    }
    cq::PriceBookDatabase db;
    if (!db.open(args.at(1))) {
        out << "open: " << db.error() << Qt::endl;
        return 1;
    }
    const int n = args.at(2).toInt();
    const QDateTime issuedAt(QDate(2026, 12, 6), QTime(9, 0), Qt::UTC);
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < n; ++i) {
        const QString number = db.nextQuoteNumber(issuedAt.date());
        cq::QuoteRevision revision = cq::issueRevision(0, cq::Design{}, db.priceBook(), cq::Term::Monthly, {}, issuedAt);
        if (number.isEmpty() || !db.saveRevision(number, &revision)) {
            out << "issue " << i << ": " << db.error() << Qt::endl;
            return 1;
        }
        out << number << '\n';
    }
    out << "DONE " << timer.elapsed() << Qt::endl;
    return 0;
}
