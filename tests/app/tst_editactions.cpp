#include "actionlookup.h"
#include "editactions.h"
#include "pricebookdatabase.h"
#include "mainwindow.h"

#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "document/clusterdocument.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"

#include <QAction>
#include <QFile>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

/**
 * The Edit, Arrange and View menus of the designer window on a sample design: the actions
 * exist with the platform's standard shortcuts and do what they say, in one undo step each.
 */
class TestEditActions : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void standardShortcuts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QKeySequence>("keys");
        QTest::newRow("cut") << "Cut" << QKeySequence(QKeySequence::Cut);
        QTest::newRow("copy") << "Copy" << QKeySequence(QKeySequence::Copy);
        QTest::newRow("paste") << "Paste" << QKeySequence(QKeySequence::Paste);
        QTest::newRow("select all") << "Select All" << QKeySequence(QKeySequence::SelectAll);
        QTest::newRow("zoom in") << "Zoom In" << QKeySequence(QKeySequence::ZoomIn);
        QTest::newRow("zoom out") << "Zoom Out" << QKeySequence(QKeySequence::ZoomOut);
        QTest::newRow("delete") << "Delete" << QKeySequence(QKeySequence::Delete);
    }
    void standardShortcuts()
    {
        QFETCH(QString, text);
        QFETCH(QKeySequence, keys);
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QAction *action = cqtest::findAction(&window, text);
        QVERIFY2(action, qPrintable(text));
        QCOMPARE(action->shortcut(), keys);
    }

    void selectAllDeleteUndo()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        const cq::Design before = window.document()->design();
        cqtest::findAction(&window, QStringLiteral("Select All"))->trigger();
        cqtest::findAction(&window, QStringLiteral("Delete"))->trigger();
        QVERIFY(window.document()->design().servers.isEmpty());
        QVERIFY(window.document()->design().cables.isEmpty());
        QCOMPARE(window.document()->undoStack()->count(), 1);
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->design() == before);
    }

    /**
     * Arrange > Connect NICs on the 2-node sample without its cables: node1 and node2 (8 NICs
     * each) and leaf1 (40 ports) selected give 2 x 8 = 16 cables, one undo step, one undo away.
     */
    void connectNicsFromTheArrangeMenu()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        cq::ClusterDocument *doc = window.document();
        QSet<QUuid> cables;
        for (const cq::Cable &c : doc->design().cables)
            cables.insert(c.id);
        doc->removeObjects(cables);
        QVERIFY(doc->design().cables.isEmpty());
        const int steps = doc->undoStack()->count();
        auto *view = window.findChild<cq::DesignView *>();
        QVERIFY(view);
        QList<QUuid> devices;
        for (const cq::Server &s : doc->design().servers)
            devices.append(s.id);
        for (const cq::Switch &sw : doc->design().switches)
            devices.append(sw.id);
        view->designScene()->selectIds(devices);
        QAction *connect = cqtest::findAction(&window, QStringLiteral("Connect NICs"));
        QVERIFY(connect);
        connect->trigger();
        QCOMPARE(doc->design().cables.size(), 16);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        doc->undoStack()->undo();
        QVERIFY(doc->design().cables.isEmpty());
    }
    void generatedClusterAndExport()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // 16 A100 servers, 8 NICs each, 40-port HDR: d = 20, floor(20 / 8) = 2 servers per leaf, 8 leaves
        // of 16 downlinks and 16 uplinks: 128 leaf-spine cables on ceil(128 / 40) = 4 spines.
        cq::FabricSpec spec;
        spec.serverCount = 16;
        QString why;
        cq::PriceBookDatabase db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("pricebook.sqlite"))));
        const std::optional<cq::GeneratorTemplates> t = cq::CatalogChoice::choose(db.catalog(), QStringLiteral("a100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        const std::optional<cq::GeneratedCluster> c = cq::FabricGenerator::generate(spec, t->server, t->sw, &why);
        QVERIFY2(c, qPrintable(why));
        window.editActions()->openGenerated(c->design);
        QCOMPARE(window.document()->design().switches.size(), 8 + 4);
        QCOMPARE(window.document()->design().cables.size(), 16 * 8 + 128);
        const QString svg = m_dir.filePath(QStringLiteral("cluster.svg"));
        QVERIFY(window.editActions()->exportSvg(svg));
        QVERIFY(QFile(svg).size() > 1000);
        const QString png = m_dir.filePath(QStringLiteral("cluster.png"));
        QVERIFY(window.editActions()->exportPng(png));
        QVERIFY(!QImage(png).isNull());
        // Auto-layout fits the layout to the boxes as drawn (the generator used estimates): one
        // step; a second one finds nothing to move.
        QAction *layout = cqtest::findAction(&window, QStringLiteral("Auto-Layout by Tier"));
        layout->trigger();
        QCOMPARE(window.document()->undoStack()->count(), 1);
        layout->trigger();
        QCOMPARE(window.document()->undoStack()->count(), 1);
    }
};

QTEST_MAIN(TestEditActions)
#include "tst_editactions.moc"
