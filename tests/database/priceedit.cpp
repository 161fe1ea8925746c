// For tst_pricebookoptimistic (issue #21): opens the price book LOCATION (a file or a
// postgresql:// URI) and makes N optimistic edits of SKU's price (region ""), each adding
// FEN fen to both ends: read the row (PriceBookDatabase::readPriceItem), change it, save it
// with the row version read (savePriceItem); when another process saved first (a conflict),
// read again and retry. Prints "DONE <milliseconds> <conflicts>" and exits 0, or the error and 1.
#include "pricebookdatabase.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream out(stdout);
    if (args.size() != 5) {
        out << "usage: priceedit LOCATION SKU N FEN" << Qt::endl;
        return 2;
    }
    cq::PriceBookDatabase db;
    if (!db.open(args.at(1))) {
        out << "open: " << db.error() << Qt::endl;
        return 1;
    }
    const int n = args.at(3).toInt();
    const cq::Money step(args.at(4).toLongLong());
    int conflicts = 0;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < n; ++i) {
        for (;;) {
            std::optional<cq::PriceItem> item;
            if (!db.readPriceItem(args.at(2), QString(), &item) || !item) {
                out << "read " << i << ": " << db.error() << Qt::endl;
                return 1;
            }
            item->price.min += step;
            item->price.max += step;
            if (db.savePriceItem(*item))
                break;
            if (db.conflicts().isEmpty()) {
                out << "save " << i << ": " << db.error() << Qt::endl;
                return 1;
            }
            ++conflicts; // the other process saved first: read its value and add to that
        }
    }
    out << "DONE " << timer.elapsed() << ' ' << conflicts << Qt::endl;
    return 0;
}
