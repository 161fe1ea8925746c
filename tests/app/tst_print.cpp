#include "mainwindow.h"
#include "printactions.h"
#include "fileactions.h"
#include "canvas/designscene.h"
#include "print/designprinter.h"
#include "editor/canvasexport.h"
#include "../common/pdftext.h"

#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

namespace {

int pdfPages(const QString &pdf)
{
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                                          .match(test::runTool(QStringLiteral("pdfinfo"), {pdf}));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pdfPageSize(const QString &pdf)
{
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Page size:\\s+([^\\n]+)"))
                                          .match(test::runTool(QStringLiteral("pdfinfo"), {pdf}));
    return m.captured(1).trimmed();
}

void toPdf(QPrinter *printer, const QString &path)
{
    printer->setOutputFormat(QPrinter::PdfFormat);
    printer->setOutputFileName(path);
    printer->setPageSize(QPageSize(QPageSize::A4));
}

} // namespace

/** File > Print Quote / Print Design and their previews (issue #20), on the bundled a100-4node sample. */
class TestPrint : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void tiles_data()
    {
        QTest::addColumn<QSizeF>("source");
        QTest::addColumn<int>("pages");
        QTest::addColumn<QSize>("expected");
        // readable: 5 pt = 1.7639 mm over 11 units = 0.16035 mm per unit; body 269 x 160 mm.
        // 1000 x 600: fits at min(0.269, 0.2667) = 0.2667 >= 0.16035 -> one page.
        QTest::newRow("fits") << QSizeF(1000, 600) << 0 << QSize(1, 1);
        // 3000 x 900: 0.0897 < 0.16035; 3000 x 0.16035 = 481 mm / 269 = 1.79 -> 2; 144 / 160 -> 1.
        QTest::newRow("two wide") << QSizeF(3000, 900) << 0 << QSize(2, 1);
        QTest::newRow("one page asked") << QSizeF(3000, 900) << 1 << QSize(1, 1);
        // 20000 square: 3207 mm is 12 x 21 pages; x 0.95^27 = 802.9 mm: 3 x 6 = 18 > 16;
        // x 0.95^28 = 762.8 mm: ceil(2.84) = 3 columns, ceil(4.77) = 5 rows = 15 pages.
        QTest::newRow("capped at 16") << QSizeF(20000, 20000) << 0 << QSize(3, 5);
    }
    void tiles()
    {
        QFETCH(QSizeF, source);
        QFETCH(int, pages);
        QFETCH(QSize, expected);
        QCOMPARE(DesignPrinter::tiles(source, QSizeF(269, 160), DesignPrinter::Pages(pages)), expected);
    }

    void printAndPreview()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *print = window.findChild<PrintActions *>();
        QVERIFY(print);
        QVERIFY(!print->printQuoteAction()->isEnabled()); // the empty design
        QCOMPARE(print->printQuoteAction()->shortcut(), QKeySequence(QKeySequence::Print));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd")));
        QVERIFY(print->printQuoteAction()->isEnabled() && print->previewDesignAction()->isEnabled());
        QuoteSettings english = window.document()->design().quote;
        english.language = QStringLiteral("en");
        window.document()->changeQuoteSettings(english);

        // The quote: the printed pages are the PDF's pages, text for text.
        const QString exported = m_dir.filePath(QStringLiteral("quote.pdf"));
        QVERIFY(window.fileActions()->exportPdf(exported));
        const QString printed = m_dir.filePath(QStringLiteral("quote-printed.pdf"));
        {
            QPrinter printer(QPrinter::HighResolution);
            toPdf(&printer, printed);
            QCOMPARE(print->printQuote(&printer), QString());
        }
        const int quotePages = pdfPages(exported);
        QVERIFY(quotePages >= 1);
        QCOMPARE(pdfPages(printed), quotePages);
        // Hanzi are masked: the saved PDF's text maps are repaired (PdfUnicodeRepair), a printer's
        // are not, so pdftotext may read a shared glyph as its radical there; the paper is the same.
        const auto masked = [](const QString &pdf) {
            QString text = test::pdfText(pdf, false).simplified();
            for (QChar &c : text)
                c = c.unicode() >= 0x2E80 ? QChar(u'?') : c;
            return text;
        };
        // Word for word; pdftotext's reading order of a table head's wrapped cell ("Amount (CNY)")
        // varies with the resolution (1,200 dpi printer, 300 dpi PDF), so the words are compared sorted.
        QStringList printedWords = masked(printed).split(u' ');
        QStringList exportedWords = masked(exported).split(u' ');
        printedWords.sort();
        exportedWords.sort();
        QVERIFY(exportedWords.size() > 100);
        QCOMPARE(printedWords, exportedWords);

        // The design: one A4 landscape page with the header and the BOM's counts (4 servers,
        // the one 40-port switch, 4 x 8 = 32 cables: tst_bomwindow's figures).
        const QString design = m_dir.filePath(QStringLiteral("design.pdf"));
        {
            QPrinter printer(QPrinter::HighResolution);
            toPdf(&printer, design);
            QCOMPARE(print->printDesign(&printer), QString());
        }
        QCOMPARE(pdfPages(design), 1);
        QVERIFY2(pdfPageSize(design).startsWith(QStringLiteral("842 x 595")) /* A4 landscape: 297 x 210 mm */, qPrintable(pdfPageSize(design)));
        const QString designText = test::pdfText(design);
        QVERIFY2(designText.contains(QStringLiteral("4 x 8x A100 SXM, HDR 200G InfiniBand · cluster design")),
                 qPrintable(designText));
        QVERIFY(designText.contains(QStringLiteral("Page 1 of 1")));
        QVERIFY(designText.contains(QStringLiteral("Servers: 4 · Switches: 1 · Cables: 32")));

        // Spread out to 4,500-4,900 units wide (x 0.16035 = 722-786 mm over 269 mm: 3 columns), under
        // 990 high (159 mm of the 160 mm body: 1 row) -> 3 pages.
        const Design original = window.document()->design();
        Design wide = original;
        wide.servers.last().pos.rx() += 3500;
        window.document()->reset(wide);
        auto *scene = window.findChild<DesignScene *>();
        QTRY_VERIFY(CanvasExport::sourceRect(scene).width() > 1000);
        const qreal wideUnits = CanvasExport::sourceRect(scene).width();
        QVERIFY2(wideUnits > 4500 && wideUnits < 4900, qPrintable(QString::number(wideUnits)));
        QVERIFY(CanvasExport::sourceRect(scene).height() < 990);
        const QString tiled = m_dir.filePath(QStringLiteral("design-tiled.pdf"));
        {
            QPrinter printer(QPrinter::HighResolution);
            toPdf(&printer, tiled);
            QCOMPARE(print->printDesign(&printer), QString());
        }
        QCOMPARE(pdfPages(tiled), 3);
        QVERIFY(test::pdfText(tiled).contains(QStringLiteral("Part: row 1 of 1, column 3 of 3")));
        window.document()->reset(original);

        // The previews paint the same pages offscreen.
        for (bool ofDesign : {false, true}) {
            QPrintPreviewDialog *preview = print->createPreview(ofDesign);
            preview->resize(900, 900);
            preview->open();
            QVERIFY(QTest::qWaitForWindowExposed(preview));
            auto *widget = preview->findChild<QPrintPreviewWidget *>();
            QVERIFY(widget);
            QTRY_COMPARE(widget->pageCount(), ofDesign ? 1 : quotePages);
            QTest::qWait(100);
            QVERIFY(preview->grab().toImage().save(
                ofDesign ? QStringLiteral("/tmp/cq-print-preview-design.png") : QStringLiteral("/tmp/cq-print-preview-quote.png")));
            preview->close();
        }
        QFile::copy(printed, QStringLiteral("/tmp/cq-print-quote.pdf"));
        QFile::remove(QStringLiteral("/tmp/cq-print-design.pdf"));
        QFile::copy(design, QStringLiteral("/tmp/cq-print-design.pdf"));
        QFile::remove(QStringLiteral("/tmp/cq-print-tiled.pdf"));
        QFile::copy(tiled, QStringLiteral("/tmp/cq-print-tiled.pdf"));
    }
};

QTEST_MAIN(TestPrint)
#include "tst_print.moc"
