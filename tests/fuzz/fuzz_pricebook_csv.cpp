// libFuzzer target: the price-book CSV importer. Any input is imported whole or refused
// with "line N: reason", never a crash; what it imports must survive export + import.
#include "format/pricebookcsv.h"

#include <QByteArray>
#include <QRegularExpression>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    QList<cq::PriceItem> items{cq::PriceItem{}};
    const QList<cq::PriceItem> before = items;
    QString error;
    if (!cq::PriceBookCsv::read(bytes, &items, &error)) {
        static const QRegularExpression linePrefix(QStringLiteral("^line \\d+: ."));
        if (items != before || !linePrefix.match(error).hasMatch()) {
            std::fprintf(stderr, "bad refusal: %s\n", qPrintable(error));
            std::abort(); // a refused file changes nothing and says where
        }
        return 0;
    }
    QList<cq::PriceItem> again;
    if (!cq::PriceBookCsv::read(cq::PriceBookCsv::write(items), &again, &error) || again != items) {
        std::fprintf(stderr, "round trip failed: %s\n", qPrintable(error));
        std::abort();
    }
    return 0;
}
