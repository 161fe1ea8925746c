#include "pdf/pdfpaginator.h"

#include <QTest>

using cq::PdfBlock;
using cq::PdfPaginator;
using cq::PdfPlacement;

namespace {
PdfBlock block(qreal height, bool tableRow = false, qreal spaceBefore = 0, bool keepWithNext = false)
{
    PdfBlock b;
    b.heightPx = height;
    b.tableRow = tableRow;
    b.spaceBeforePx = spaceBefore;
    b.keepWithNext = keepWithNext;
    return b;
}

// "block@top+H" per placement (H = table head above), pages separated by " | ".
QString describe(const QList<QList<PdfPlacement>> &pages)
{
    QStringList out;
    for (const auto &page : pages) {
        QStringList items;
        for (const PdfPlacement &p : page)
            items << QStringLiteral("%1@%2%3").arg(p.block).arg(p.topPx).arg(p.headAbove ? "+H" : "");
        out << items.join(QLatin1Char(' '));
    }
    return out.join(QStringLiteral(" | "));
}
} // namespace

class TestPdfPaginator : public QObject
{
    Q_OBJECT
private slots:
    void paginate_data()
    {
        QTest::addColumn<QList<PdfBlock>>("blocks");
        QTest::addColumn<QString>("expected");
        // Page height 100, table head 10 in every row below.
        // Title 30, then rows of 20: head at 30..40, rows at 40, 60, 80 (ends 100 = fits exactly),
        // the next row opens page 2 under a repeated head.
        QTest::newRow("head repeats") << QList<PdfBlock>{block(30), block(20, true), block(20, true), block(20, true),
                                                         block(20, true)}
                                      << QStringLiteral("0@0 1@40+H 2@60 3@80 | 4@10+H");
        // Gap 5 before block 1 counts mid-page and is dropped at the top of a page.
        QTest::newRow("gap dropped at top") << QList<PdfBlock>{block(90), block(20, false, 5), block(20, false, 5)}
                                            << QStringLiteral("0@0 | 1@0 2@25");
        // Section title (keep with next) at 70 would fit (70+10+10 = 90) but its row would not
        // (90 + 20 > 100): both move to page 2.
        QTest::newRow("keep with next") << QList<PdfBlock>{block(70), block(10, true, 0, true), block(20, true)}
                                        << QStringLiteral("0@0 | 1@10+H 2@20");
        // A block taller than a page gets its own page and does not loop.
        QTest::newRow("oversized") << QList<PdfBlock>{block(10), block(150), block(10)}
                                   << QStringLiteral("0@0 | 1@0 | 2@0");
        QTest::newRow("empty") << QList<PdfBlock>{} << QString();
    }
    void paginate()
    {
        QFETCH(QList<PdfBlock>, blocks);
        QFETCH(QString, expected);
        QCOMPARE(describe(PdfPaginator::paginate(blocks, 100, 10)), expected);
    }
};

QTEST_GUILESS_MAIN(TestPdfPaginator)
#include "tst_pdfpaginator.moc"
