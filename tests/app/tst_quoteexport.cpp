#include "../views/xlsxreader.h"
#include "clirun.h"
#include "document/clusterdocument.h"
#include "format/designformat.h"
#include "mainwindow.h"
#include "panels/quotetablewidget.h"
#include "pricebookdatabase.h"
#include "quoteactions.h"
#include "canvas/designscene.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QGraphicsView>
#include <QMenuBar>
#include <QMimeData>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace cq;
using namespace cqtest;

/**
 * The quote leaves the window as people pass it on (issue #20): `quote --xlsx`, File / Quote >
 * Export Quote XLSX..., and Ctrl+A / Ctrl+C in the quote table rather than on the canvas.
 *
 * Hand-worked figures of resources/samples/a100-2node-ib.cqd, monthly (README's sample table):
 *   line 1  2 x 8x A100 server at 35,888.00        = 71,776.00, VAT 6 % 4,306.56
 *   line 2  1 x InfiniBand HDR switch              included (包内)
 *   line 3  16 x 200G DAC (2 servers x 8 NICs)     included: the fabric is in the server price
 *   line 4  16 x IB port fee                       included
 *   line 5  100 Mb/s BGP at 20.00 .. 30.00 (est.)  = 2,000.00 .. 3,000.00, VAT 120.00 .. 180.00
 *   line 6  13.75 kW power                         included
 *   line 7  storage 2 x 1,100 .. 2 x 2,100 (est.)  = 2,200.00 .. 4,200.00, VAT 132.00 .. 252.00
 *   subtotal 71,776 + 2,000 + 2,200 = 75,976.00 .. 71,776 + 3,000 + 4,200 = 78,976.00
 *   VAT 4,306.56 + 120 + 132 = 4,558.56 .. 4,306.56 + 180 + 252 = 4,738.56
 *   total 80,534.56 .. 83,714.56
 * The sheet: heads on row 6, lines on rows 7-13, subtotal 14, VAT 15, total 16.
 */
class TestQuoteExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString priceBook() const { return m_dir.filePath(QStringLiteral("pricebook.sqlite")); }
    static QString sample() { return QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"); }

    static void checkSampleFigures(const QHash<QString, XlsxCell> &c)
    {
        QCOMPARE(c.value(QStringLiteral("K7")).value.toDouble(), 71776.0);
        QCOMPARE(c.value(QStringLiteral("L7")).value.toDouble(), 71776.0);
        QCOMPARE(c.value(QStringLiteral("M7")).value.toDouble(), 4306.56);
        for (const char *included : {"K8", "K9", "K10", "K12"}) // switch, cables, port fee, power: not summed
            QVERIFY2(c.value(QString::fromLatin1(included)).isString, included);
        QCOMPARE(c.value(QStringLiteral("K11")).value.toDouble(), 2000.0);
        QCOMPARE(c.value(QStringLiteral("L11")).value.toDouble(), 3000.0);
        QCOMPARE(c.value(QStringLiteral("K13")).value.toDouble(), 2200.0);
        QCOMPARE(c.value(QStringLiteral("L13")).value.toDouble(), 4200.0);
        QCOMPARE(c.value(QStringLiteral("K14")).formula, QStringLiteral("SUM(K7:K13)"));
        QCOMPARE(c.value(QStringLiteral("K14")).value.toDouble(), 75976.0);
        QCOMPARE(c.value(QStringLiteral("L14")).formula, QStringLiteral("SUM(L7:L13)"));
        QCOMPARE(c.value(QStringLiteral("L14")).value.toDouble(), 78976.0);
        QCOMPARE(c.value(QStringLiteral("K15")).formula, QStringLiteral("SUM(M7:M13)"));
        QCOMPARE(c.value(QStringLiteral("K15")).value.toDouble(), 4558.56);
        QCOMPARE(c.value(QStringLiteral("L15")).formula, QStringLiteral("SUM(N7:N13)"));
        QCOMPARE(c.value(QStringLiteral("L15")).value.toDouble(), 4738.56);
        QCOMPARE(c.value(QStringLiteral("K16")).formula, QStringLiteral("K14+K15"));
        QCOMPARE(c.value(QStringLiteral("K16")).value.toDouble(), 80534.56);
        QCOMPARE(c.value(QStringLiteral("L16")).value.toDouble(), 83714.56);
    }

private slots:
    void cliXlsxChinese()
    {
        const QString xlsx = m_dir.filePath(QStringLiteral("q-zh.xlsx"));
        const CliRun r = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--xlsx"), xlsx, QStringLiteral("--lang"),
                                 QStringLiteral("zh_CN"), QStringLiteral("--pricebook"), priceBook()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QHash<QString, XlsxCell> c = xlsxCells(xlsx);
        checkSampleFigures(c);
        QCOMPARE(c.value(QStringLiteral("C3")).text, QStringLiteral("深圳某智算公司")); // the customer
        QCOMPARE(c.value(QStringLiteral("C7")).text, QStringLiteral("8卡 A100 80G SXM 服务器（含 IB 200Gb/s）"));
        QCOMPARE(c.value(QStringLiteral("K8")).text, QStringLiteral("包内"));
        QCOMPARE(c.value(QStringLiteral("O11")).text, QStringLiteral("预估价"));
        QCOMPARE(c.value(QStringLiteral("C16")).text, QStringLiteral("合计（区间）"));
        QCOMPARE(c.value(QStringLiteral("C2")).text, QStringLiteral("草稿")); // a draft: no number
        QCOMPARE(xlsxNumberFormat(xlsx, c.value(QStringLiteral("K7")).style), QStringLiteral("#,##0.00"));
    }

    void cliXlsxEnglishAndAnUnwritableFile()
    {
        const QString xlsx = m_dir.filePath(QStringLiteral("q-en.xlsx"));
        CliRun r = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--xlsx"), xlsx, QStringLiteral("--lang"),
                           QStringLiteral("en"), QStringLiteral("--pricebook"), priceBook()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QHash<QString, XlsxCell> c = xlsxCells(xlsx);
        checkSampleFigures(c);
        QCOMPARE(c.value(QStringLiteral("K8")).text, QStringLiteral("Included"));
        QCOMPARE(c.value(QStringLiteral("C14")).text, QStringLiteral("Subtotal"));

        const QString bad = m_dir.filePath(QStringLiteral("missing-folder/q.xlsx"));
        r = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--xlsx"), bad, QStringLiteral("--pricebook"), priceBook()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(bad + QStringLiteral(": cannot write the workbook")), qPrintable(r.err));
        r = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--xlsx")}); // a forgotten value
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--xlsx needs a value")), qPrintable(r.err));
    }

    void quoteActionsExportTheSameQuote()
    {
        PriceBookDatabase database;
        QVERIFY2(database.open(priceBook()), qPrintable(database.error()));
        const DesignReadResult loaded = DesignFormat::load(sample());
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        ClusterDocument document;
        document.reset(loaded.design);
        QWidget window;
        QuoteActions actions(&database, &document, &window);
        QVERIFY(actions.exportXlsxAction());
        const QString xlsx = m_dir.filePath(QStringLiteral("window.xlsx"));
        QCOMPARE(actions.exportXlsx(xlsx), QString());
        checkSampleFigures(xlsxCells(xlsx));
    }

    void windowMenusAndFocusedCopy()
    {
        MainWindow window(priceBook());
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(sample()));
        // File > and Quote > Export Quote XLSX... are one action.
        QStringList menusWithXlsx;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu())
                for (QAction *a : menu->menu()->actions())
                    if (a->objectName() == QLatin1String("exportXlsx"))
                        menusWithXlsx << menu->text();
        QCOMPARE(menusWithXlsx, (QStringList{window.tr("&File"), window.tr("&Quote")}));

        auto *canvas = window.findChild<QGraphicsView *>();
        QVERIFY(canvas && canvas->scene());
        QVERIFY(canvas->focusPolicy() & Qt::ClickFocus); // a click on the canvas gives it its keys
        canvas->scene()->clearSelection();
        auto *table = window.findChild<QTableView *>(QStringLiteral("quoteTable"));
        QVERIFY(table);
        table->setFocus();
        QTRY_VERIFY(table->hasFocus());
        QApplication::clipboard()->clear();
        QTest::keyClick(table, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        // The keys went to the table: nothing on the canvas was selected, the quote is on the clipboard.
        QCOMPARE(canvas->scene()->selectedItems().size(), 0);
        const QMimeData *data = QApplication::clipboard()->mimeData();
        QVERIFY(data && data->hasHtml());
        QVERIFY2(data->html().contains(QStringLiteral("71,776.00")), qPrintable(data->html()));
        const QStringList rows = data->text().split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 1 + 7 + 3); // heads, the 7 lines, subtotal / VAT / total
        QVERIFY2(rows.last().contains(QStringLiteral("80,534.56 \u2013 83,714.56")), qPrintable(rows.last()));

        // Edit > Copy from the menu, the table still focused: the table's rows, not the canvas's devices.
        QAction *editCopy = nullptr;
        QAction *editSelectAll = nullptr;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu() && menu->text() == QLatin1String("&Edit"))
                for (QAction *a : menu->menu()->actions()) {
                    if (a->text() == QLatin1String("&Copy"))
                        editCopy = a;
                    if (a->text() == QLatin1String("Select &All"))
                        editSelectAll = a;
                }
        QVERIFY(editCopy && editSelectAll);
        table->clearSelection();
        table->selectRow(0);
        QApplication::clipboard()->clear();
        editCopy->trigger();
        QVERIFY(QApplication::clipboard()->mimeData()->hasHtml());
        QCOMPARE(QApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts).size(), 2); // heads and line 1
        QCOMPARE(canvas->scene()->selectedItems().size(), 0);

        // Another list outside the canvas (the palette): Ctrl+A and Edit > Select All stay there.
        auto *palette = window.findChild<QAbstractItemView *>(QStringLiteral("paletteTree"));
        if (!palette) // whatever the palette's view is called: the first item view that is not the quote's
            for (QAbstractItemView *v : window.findChildren<QAbstractItemView *>())
                if (v != table && v->objectName() != QLatin1String("quoteTotals") && v->isVisible()) {
                    palette = v;
                    break;
                }
        QVERIFY(palette);
        palette->setFocus();
        QTRY_VERIFY(palette->hasFocus());
        QTest::keyClick(palette, Qt::Key_A, Qt::ControlModifier);
        editSelectAll->trigger();
        QCOMPARE(canvas->scene()->selectedItems().size(), 0);

        // On the canvas, Ctrl+A is still the canvas's: every device selected.
        canvas->setFocus();
        QTRY_VERIFY(canvas->hasFocus());
        QTest::keyClick(canvas, Qt::Key_A, Qt::ControlModifier);
        QVERIFY(canvas->scene()->selectedItems().size() >= 3); // 2 servers and the switch at least
    }
};

QTEST_MAIN(TestQuoteExport)
#include "tst_quoteexport.moc"
