#include "actionlookup.h"
#include "autosavesession.h"
#include "editactions.h"
#include "mainwindow.h"
#include "pricebookdatabase.h"

#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "document/clusterdocument.h"
#include "editor/newclusterwizard.h"
#include "panels/quotetablewidget.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QMessageBox>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

/**
 * What the designer window tells the user after an edit (issue #3 tester findings): a
 * generated cluster is unsaved work, the cost delta belongs to the last edit, the New Cluster
 * wizard fits its defaults to the GPU, and the undo texts read as English. Runs without the
 * English catalogue, so plural forms show their source "(s)" text.
 */
class TestEditFeedback : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The autosave goes under the temporary dir, every 200 ms.
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        qputenv("CQ_AUTOSAVE_INTERVAL_MS", "200");
    }

    void newClusterIsUnsavedWork()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *newCluster = cqtest::findAction(&window, QStringLiteral("New Cluster\u2026"));
        QVERIFY(newCluster);
        // File > New Cluster: pick RTX 4090 and 2 servers, keep every other default, Finish.
        QString wizardProblem = QStringLiteral("no wizard");
        QTimer::singleShot(0, this, [&] {
            auto *wizard = qobject_cast<cq::NewClusterWizard *>(QApplication::activeModalWidget());
            if (!wizard)
                return;
            wizard->gpuField()->setCurrentIndex(wizard->gpuField()->findData(QStringLiteral("rtx-4090")));
            wizard->serversField()->setValue(2);
            QString why;
            wizardProblem = wizard->generate(&why) ? QString() : why;
            // Finish only when it can generate: else the app's warning box would wait forever.
            wizardProblem.isEmpty() ? wizard->accept() : wizard->reject();
        });
        newCluster->trigger();
        QVERIFY2(wizardProblem.isEmpty(), qPrintable(wizardProblem));

        // Seed catalog: SRV-4090-8 holds 8 GPUs with 2 x 100 Gb/s RoCE NICs; 2 servers x 2 NICs
        // fit one 32-port SW-ROCE-100-32: 2 servers, 1 switch, 4 cables.
        cq::ClusterDocument *doc = window.document();
        QCOMPARE(doc->design().servers.size(), 2);
        QCOMPARE(doc->design().servers.first().gpuCount, 8);
        QCOMPARE(doc->design().switches.size(), 1);
        QCOMPARE(doc->design().switches.first().sku, QStringLiteral("SW-ROCE-100-32"));
        QCOMPARE(doc->design().cables.size(), 4);
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Generated 2 server(s), 1 switch(es) and 4 cable(s)"));
        QCOMPARE(window.windowTitle(), QStringLiteral("Untitled[*] \u2014 ClusterQuote"));
        QVERIFY(window.isWindowModified());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(window.autosave()->designPath()), 5000);

        // Closing asks; Cancel keeps the window and the design.
        QString asked;
        QTimer::singleShot(100, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                asked = box->windowTitle();
                box->button(QMessageBox::Cancel)->click();
            }
        });
        QVERIFY(!window.close());
        QCOMPARE(asked, QStringLiteral("Unsaved Changes"));
        QCOMPARE(doc->design().servers.size(), 2);
        doc->reset({}); // a clean document, so the window closes without asking
    }

    void costDeltaBelongsToTheLastEdit()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd")));
        cq::ClusterDocument *doc = window.document();
        auto *quote = window.findChild<cq::QuoteTableWidget *>();
        QVERIFY(quote);
        // Deleting a server: its rent 35,888 with 6 % VAT, 35,888 x 1.06 = 38,041.28 less (its networked
        // price includes its 8 IB ports; the sample's storage line and bandwidth stay as they are).
        doc->removeObjects({doc->design().servers.first().id});
        QCOMPARE(quote->deltaText(), QStringLiteral("\u0394 -38,041.28 / month since last edit"));

        // Drag another server 100 units down on the canvas: nothing priced changes.
        auto *view = window.findChild<cq::DesignView *>(QStringLiteral("canvas"));
        QVERIFY(view);
        const cq::Server server = doc->design().servers.first();
        view->resetZoom();
        view->centerOn(server.pos);
        QTest::qWait(100);
        QWidget *viewport = view->viewport();
        const QPoint from = view->mapFromScene(server.pos), to = view->mapFromScene(server.pos + QPointF(0, 100));
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QTest::mouseMove(viewport, (from + to) / 2);
        QTest::mouseMove(viewport, to);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QVERIFY(doc->design().server(server.id)->pos != server.pos);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Move 1 object(s)"));
        QCOMPARE(quote->deltaText(), QStringLiteral("\u0394 0.00 / month since last edit"));
        QTest::qWait(200);
        const QString shot = QDir(qEnvironmentVariable("CQ_TEST_ARTIFACTS", QDir::tempPath()))
                                 .filePath(QStringLiteral("cq-delta-after-move.png"));
        QVERIFY(window.grab().save(shot));

        // Undo the move, then the delete: the server and its cost come back, +38,041.28 ...
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(quote->deltaText(), QStringLiteral("\u0394 +38,041.28 / month since last edit"));
        // ... and Arrange > Auto-Layout by Tier only moves things: no change.
        QAction *layout = cqtest::findAction(&window, QStringLiteral("Auto-Layout by Tier"));
        QVERIFY(layout);
        layout->trigger();
        QCOMPARE(quote->deltaText(), QStringLiteral("\u0394 0.00 / month since last edit"));
        doc->reset({});
    }

    void undoTextsNameTheEdit()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        cq::ClusterDocument *doc = window.document();
        auto *scene = window.findChild<cq::DesignView *>(QStringLiteral("canvas"))->designScene();
        const QUuid a = doc->design().servers.at(0).id, b = doc->design().servers.at(1).id;
        scene->selectIds({a});
        cqtest::findAction(&window, QStringLiteral("Duplicate"))->trigger();
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Duplicate"));
        scene->selectIds({a});
        cqtest::findAction(&window, QStringLiteral("Copy"))->trigger();
        cqtest::findAction(&window, QStringLiteral("Paste"))->trigger();
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Paste"));
        doc->moveObjects({{a, QPointF(0, 0)}, {b, QPointF(400, 0)}});
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Move 2 object(s)"));
        doc->removeObjects({a, b});
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Delete 2 object(s)"));
        doc->reset({});
    }

    void wizardDefaultsToTheServersNics()
    {
        // Seed catalog: SRV-A100-PCIE-4 has 4 slots and 2 x 100 Gb/s RoCE NICs, and the 32-port
        // SW-ROCE-100-32 runs at 100 Gb/s: 4 GPUs, 2 NICs at 100 Gb/s RoCE on it. (With no
        // switch at the NIC rate the rate moves to a listed switch's: tst_newclusterwizard.)
        cq::PriceBookDatabase database;
        QVERIFY(database.open(m_dir.filePath(QStringLiteral("wizard.sqlite"))));
        const cq::Catalog catalog = database.catalog();
        cq::NewClusterWizard wizard(catalog);
        wizard.gpuField()->setCurrentIndex(wizard.gpuField()->findData(QStringLiteral("a100-pcie-80g")));
        QCOMPARE(wizard.gpusPerServerField()->value(), 4);
        QCOMPARE(wizard.nicsField()->value(), 2);
        QCOMPARE(wizard.rateField()->value(), 100.0);
        QCOMPARE(cq::LinkKind(wizard.fabricField()->currentData().toInt()), cq::LinkKind::RoCE);
        QCOMPARE(wizard.switchField()->currentData().toString(), QStringLiteral("SW-ROCE-100-32"));
        QString why;
        QVERIFY2(wizard.generate(&why), qPrintable(why));
    }
};

QTEST_MAIN(TestEditFeedback)
#include "tst_editfeedback.moc"
