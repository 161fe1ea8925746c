#include "mainwindow.h"
#include "panels/diagnosticspanel.h"
#include "panels/quotetablewidget.h"
#include "panels/analysispanel.h"

#include <QApplication>
#include <QDir>
#include <QTimer>
#include <QTemporaryDir>
#include <QTest>

// The designer window end to end: open a sample, see its quote and a clean validation,
// edit, undo; and save a screenshot to look at (CQ_TEST_ARTIFACTS, default the temp dir).
class TestMainWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QString serverRent(const cq::Quote &quote)
    {
        for (const cq::QuoteLine &line : quote.lines) {
            if (line.sku.startsWith(QLatin1String("SRV-")))
                return line.amount.toDecimalString();
        }
        return {};
    }

private slots:
    void openEditUndo()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd")));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("a100-4node-ib.cqd")));

        // 4 x 35,888.00 = 143,552.00 per month, shown in the table with grouping.
        QCOMPARE(serverRent(window.currentQuote()), QStringLiteral("143552.00"));
        auto *diagnostics = window.findChild<cq::DiagnosticsPanel *>();
        QVERIFY(diagnostics);
        QTRY_COMPARE(diagnostics->summaryText(), cq::DiagnosticsPanel::summaryFor(0, 0, 0));

        // Deleting one server (and its 8 cables) leaves 3 x 35,888.00 = 107,664.00.
        cq::ClusterDocument *doc = window.document();
        const QUuid first = doc->design().servers.first().id;
        doc->removeObjects({first});
        QCOMPARE(doc->design().cables.size(), 24);
        QCOMPARE(serverRent(window.currentQuote()), QStringLiteral("107664.00"));
        auto *quoteTable = window.findChild<cq::QuoteTableWidget *>();
        // The total falls by the server's rent with 6 % VAT, 35,888 x 1.06 = 38,041.28: its networked price
        // includes its 8 IB ports, so no port fee goes with it.
        QVERIFY2(quoteTable->deltaText().contains(QStringLiteral("-38,041.28 / month")), qPrintable(quoteTable->deltaText()));
        QVERIFY(window.isWindowModified());

        doc->undoStack()->undo();
        QCOMPARE(doc->design().cables.size(), 32);
        QCOMPARE(serverRent(window.currentQuote()), QStringLiteral("143552.00"));
        QVERIFY(!window.isWindowModified());

        // The annual term through the quote settings: 1,378,099.20 (80 % share).
        cq::QuoteSettings settings = doc->design().quote;
        settings.term = cq::Term::Annual;
        doc->changeQuoteSettings(settings);
        QCOMPARE(serverRent(window.currentQuote()), QStringLiteral("1378099.20"));
        doc->undoStack()->undo();

        QTest::qWait(200); // let the worker's analysis land before the screenshot
        const QString dir = qEnvironmentVariable("CQ_TEST_ARTIFACTS", QDir::tempPath());
        QVERIFY(window.grab().save(QDir(dir).filePath(QStringLiteral("mainwindow-a100-4node.png"))));
    }

    void brokenFileKeepsDesign()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        const QString broken = m_dir.filePath(QStringLiteral("broken.cqd"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\":\"clusterquote-design\",\"version\":1,\"servers\":[{");
        f.close();
        // The error dialog is modal: close it as soon as it shows.
        QTimer::singleShot(0, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!window.openFile(broken));
        QCOMPARE(window.document()->design().servers.size(), 2);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
