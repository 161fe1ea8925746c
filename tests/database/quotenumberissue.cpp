// For tst_pricebookpostgres: opens the price book LOCATION (a file or a postgresql:// URI) and
// issues N quote numbers through PriceBookDatabase::nextQuoteNumber(), one per line on stdout,
// then "DONE <milliseconds>". Exits 1 with the error on the first failure.
#include "pricebookdatabase.h"

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
        out << "usage: quotenumberissue LOCATION N" << Qt::endl;
        return 2;
    }
    cq::PriceBookDatabase db;
    if (!db.open(args.at(1))) {
        out << "open: " << db.error() << Qt::endl;
        return 1;
    }
    const int n = args.at(2).toInt();
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < n; ++i) {
        const QString number = db.nextQuoteNumber(QDate(2026, 12, 6));
        if (number.isEmpty()) {
            out << "issue " << i << ": " << db.error() << Qt::endl;
            return 1;
        }
        out << number << '\n';
    }
    out << "DONE " << timer.elapsed() << Qt::endl;
    return 0;
}
