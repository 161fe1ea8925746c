#include "showncanvas.h"
#include "viewsfixture.h"

#include "canvas/deviceitem.h"
#include "editor/connectnics.h"
#include "format/designformat.h"

#include <QTest>
#include <QTranslator>

using namespace cq;
using namespace cqtest;

class TestConnectNics : public QObject
{
    Q_OBJECT
private slots:
    /** English plurals ("16 NIC ports") come from the English .qm, as in the app. */
    void initTestCase()
    {
        QVERIFY(m_english.load(QStringLiteral("clusterquote_en"), QStringLiteral(CQ_QM_DIR)));
        QCoreApplication::installTranslator(&m_english);
    }
    void twoNodesEightLeavesRailByRailOneUndoStep();
    void sampleTwoNodesOntoItsLeaf();
    void fullSwitchSaysHowManyAreLeft();
    void refusedWithoutSwitch();

private:
    QTranslator m_english;
};

namespace {

Switch leaf(const QString &name, QPointF centre, int ports = 40)
{
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.name = name;
    sw.pos = centre;
    sw.portCount = ports;
    return sw;
}

} // namespace

/**
 * 2 nodes x 8 NICs and leaf1..leaf8 left to right, all selected: Connect NICs adds 16 cables,
 * NIC k of each node on leaf k+1, in one undo step that one undo removes whole.
 */
void TestConnectNics::twoNodesEightLeavesRailByRailOneUndoStep()
{
    Design d;
    d.servers = {a100Server(QStringLiteral("node1"), {100, 500}), a100Server(QStringLiteral("node2"), {500, 500})};
    for (int k = 0; k < 8; ++k)
        d.switches.append(leaf(QStringLiteral("leaf%1").arg(k + 1), {100.0 + 160 * k, 100}));
    test::ShownCanvas canvas(d, {1400, 800});
    QList<QUuid> all{d.servers[0].id, d.servers[1].id};
    for (const Switch &sw : d.switches)
        all.append(sw.id);
    canvas.scene.selectIds(all);

    const ConnectNics::Outcome outcome = ConnectNics(&canvas.scene).run();
    QCOMPARE(outcome.cables, 16);
    QCOMPARE(outcome.unconnected, 0);
    QVERIFY(outcome.shortfall.isEmpty());
    QCOMPARE(outcome.summary, QStringLiteral("Connected 16 NIC ports rail by rail."));
    const Design &after = canvas.doc.design();
    QCOMPARE(after.cables.size(), 16);
    for (const Server &s : d.servers) {
        for (int k = 0; k < 8; ++k) {
            const Cable *c = after.cableAt({s.id, k});
            QVERIFY(c);
            QCOMPARE(c->otherEnd(s.id).device, d.switches[k].id);
        }
    }
    QCOMPARE(canvas.scene.cableCount(), 16);
    QCOMPARE(canvas.doc.undoStack()->count(), 1);
    QCOMPARE(canvas.doc.undoStack()->undoText(), QStringLiteral("Connect NICs"));
    canvas.doc.undoStack()->undo();
    QCOMPARE(canvas.doc.design().cables.size(), 0);
    QCOMPARE(canvas.scene.cableCount(), 0);
}

/**
 * The bundled 2-node sample without its cables: node1, node2 (8 NICs each) and leaf1 (40
 * ports) selected give 16 cables on leaf ports 1..16, round-robin over the one switch.
 * With CQ_CANVAS_SHOTS set, the view is grabbed at the default zoom and zoomed in to
 * /tmp/cq-canvas-default.png and /tmp/cq-canvas-zoomed.png (to look at).
 */
void TestConnectNics::sampleTwoNodesOntoItsLeaf()
{
    DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    read.design.cables.clear();
    test::ShownCanvas canvas(read.design, {900, 640});
    QList<QUuid> ids;
    for (const Server &s : read.design.servers)
        ids.append(s.id);
    for (const Switch &s : read.design.switches)
        ids.append(s.id);
    canvas.scene.selectIds(ids);
    const ConnectNics::Outcome outcome = ConnectNics(&canvas.scene).run();
    QCOMPARE(outcome.cables, 16);
    QCOMPARE(outcome.summary, QStringLiteral("Connected 16 NIC ports round-robin over the selected switches."));
    QVERIFY(canvas.doc.design().cableAt({read.design.switches[0].id, 15}));
    QVERIFY(!canvas.doc.design().cableAt({read.design.switches[0].id, 16}));
    if (qEnvironmentVariableIsSet("CQ_CANVAS_SHOTS")) {
        canvas.scene.clearSelection();
        canvas.view.zoomToFit();
        QVERIFY(canvas.view.grab().save(QStringLiteral("/tmp/cq-canvas-default.png")));
        canvas.view.resetZoom();
        for (int i = 0; i < 4; ++i)
            canvas.view.zoomIn();
        canvas.view.centerOn(canvas.scene.deviceItem(read.design.servers[0].id)->scenePos());
        QVERIFY(canvas.view.grab().save(QStringLiteral("/tmp/cq-canvas-zoomed.png")));
    }
}

/**
 * 3 nodes x 8 NICs = 24 free NIC ports onto one 16-port switch: 16 cables, 24 - 16 = 8 left,
 * and the shortfall sentence says so.
 */
void TestConnectNics::fullSwitchSaysHowManyAreLeft()
{
    Design d;
    for (int i = 0; i < 3; ++i)
        d.servers.append(a100Server(QStringLiteral("node%1").arg(i + 1), {100.0 + 300 * i, 500}));
    d.switches.append(leaf(QStringLiteral("leaf1"), {400, 100}, 16));
    test::ShownCanvas canvas(d, {1200, 800});
    canvas.scene.selectIds({d.servers[0].id, d.servers[1].id, d.servers[2].id, d.switches[0].id});
    const ConnectNics::Outcome outcome = ConnectNics(&canvas.scene).run();
    QCOMPARE(outcome.cables, 16);
    QCOMPARE(outcome.unconnected, 8);
    QCOMPARE(outcome.shortfall,
             QStringLiteral("8 NIC ports left unconnected: the selected switches have no free port for them."));
}

/** Servers without a switch selected: nothing changes and the sentence says what to select. */
void TestConnectNics::refusedWithoutSwitch()
{
    Design d;
    d.servers = {a100Server(QStringLiteral("node1"), {100, 500})};
    d.switches = {leaf(QStringLiteral("leaf1"), {100, 100})};
    test::ShownCanvas canvas(d, {800, 600});
    canvas.scene.selectIds({d.servers[0].id});
    const ConnectNics::Outcome outcome = ConnectNics(&canvas.scene).run();
    QCOMPARE(outcome.cables, 0);
    QCOMPARE(outcome.summary, QStringLiteral("Select the servers and the switches to connect their NICs to."));
    QCOMPARE(canvas.doc.undoStack()->count(), 0);
}

QTEST_MAIN(TestConnectNics)
#include "tst_connectnics.moc"
