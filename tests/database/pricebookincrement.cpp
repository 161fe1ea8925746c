// For tst_pricebookconcurrency: opens the price book PATH (creating it when absent) and runs
// N transactions, each adding 1 fen to both ends of SKU's price through
// PriceBookDatabase::updatePriceItem(). Prints "DONE" and exits 0, or the error and exits 1.
#include "pricebookdatabase.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream out(stdout);
    if (args.size() != 4) {
        out << "usage: pricebookincrement PATH SKU N" << Qt::endl;
        return 2;
    }
    cq::PriceBookDatabase db;
    if (!db.open(args.at(1))) {
        out << "open: " << db.error() << Qt::endl;
        return 1;
    }
    const int n = args.at(3).toInt();
    for (int i = 0; i < n; ++i) {
        const bool ok = db.updatePriceItem(args.at(2), QString(), [](cq::PriceItem &item) {
            item.price.min += cq::Money(1);
            item.price.max += cq::Money(1);
        });
        if (!ok) {
            out << "update " << i << ": " << db.error() << Qt::endl;
            return 1;
        }
    }
    out << "DONE" << Qt::endl;
    return 0;
}
