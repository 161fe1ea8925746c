#include "showncanvas.h"
#include "viewsfixture.h"

#include "canvas/deviceitem.h"
#include "format/designformat.h"
#include "canvas/overlapmarks.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"
#include "../model/generatorfixtures.h"

#include <QElapsedTimer>

#include <QTest>

using namespace cq;
using namespace cqtest;

/** Arrow keys nudge the selection by the 20-unit grid step, Shift by 200, one merged undo step. */
class TestCanvasNudge : public QObject
{
    Q_OBJECT
private slots:
    void arrowsNudgeAsOneUndoStep();
    void backAndForthLeavesNoStep();
    void roomCarriesItsDevice();
    void overlappingDevicesAreMarked();
    void samplesHaveNoOverlap_data();
    void samplesHaveNoOverlap();
    void generatedClusterHasNoOverlap();
};

/** node1 at (200, 200): Right x3 = +60, Shift+Down = +200: (260, 400), one step; undo: (200, 200). */
void TestCanvasNudge::arrowsNudgeAsOneUndoStep()
{
    Design d;
    d.servers = {a100Server(QStringLiteral("node1"), {200, 200}), a100Server(QStringLiteral("node2"), {600, 200})};
    test::ShownCanvas canvas(d, {900, 600});
    QVERIFY(canvas.exposed);
    canvas.scene.selectIds({d.servers[0].id});
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(&canvas.view, Qt::Key_Right);
    QTest::keyClick(&canvas.view, Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(canvas.doc.design().servers[0].pos, QPointF(260, 400));
    QCOMPARE(canvas.doc.design().servers[1].pos, QPointF(600, 200));
    QCOMPARE(canvas.doc.undoStack()->count(), 1);
    QCOMPARE(canvas.doc.undoStack()->undoText(), QStringLiteral("Nudge"));

    // Another selection starts a step of its own.
    canvas.scene.selectIds({d.servers[1].id});
    QTest::keyClick(&canvas.view, Qt::Key_Up);
    QCOMPARE(canvas.doc.design().servers[1].pos, QPointF(600, 180));
    QCOMPARE(canvas.doc.undoStack()->count(), 2);
    canvas.doc.undoStack()->undo();
    canvas.doc.undoStack()->undo();
    QCOMPARE(canvas.doc.design().servers[0].pos, QPointF(200, 200));
    QCOMPARE(canvas.doc.design().servers[1].pos, QPointF(600, 200));
}

/** Right then Left ends where it began: the merged step is obsolete and leaves the stack empty. */
void TestCanvasNudge::backAndForthLeavesNoStep()
{
    Design d;
    d.servers = {a100Server(QStringLiteral("node1"), {200, 200})};
    test::ShownCanvas canvas(d, {900, 600});
    canvas.scene.selectIds({d.servers[0].id});
    QTest::keyClick(&canvas.view, Qt::Key_Right);
    QTest::keyClick(&canvas.view, Qt::Key_Left);
    QCOMPARE(canvas.doc.design().servers[0].pos, QPointF(200, 200));
    QCOMPARE(canvas.doc.undoStack()->count(), 0);
}

/** A selected room and its device: the room moves 20 right and carries the device 20, not 40. */
void TestCanvasNudge::roomCarriesItsDevice()
{
    Design d;
    d.rooms = {Room{QUuid::createUuid(), QStringLiteral("Hall A"), QStringLiteral("Shenzhen"), QRectF(0, 0, 800, 500)}};
    d.servers = {a100Server(QStringLiteral("node1"), {200, 200})};
    d.servers[0].roomId = d.rooms[0].id;
    test::ShownCanvas canvas(d, {900, 600});
    canvas.scene.selectIds({d.rooms[0].id, d.servers[0].id});
    QTest::keyClick(&canvas.view, Qt::Key_Right);
    QCOMPARE(canvas.doc.design().rooms[0].rect.topLeft(), QPointF(20, 0));
    QCOMPARE(canvas.doc.design().servers[0].pos, QPointF(220, 200));
}

/**
 * node1 at (200, 200) and node2 at (260, 200): boxes of at least 140 units overlap, so both
 * are marked with one warning naming both; nudging node2 right 10 x 20 = 200 units, to
 * (460, 200), parts them (260 > the box width) and the mark goes.
 */
void TestCanvasNudge::overlappingDevicesAreMarked()
{
    Design d;
    d.servers = {a100Server(QStringLiteral("node1"), {200, 200}), a100Server(QStringLiteral("node2"), {260, 200})};
    test::ShownCanvas canvas(d, {900, 600});
    QCOMPARE(canvas.scene.overlaps().size(), 1);
    const Diagnostic &overlap = canvas.scene.overlaps().first();
    QCOMPARE(overlap.message, QStringLiteral("node1 and node2 overlap: move one aside."));
    QCOMPARE(overlap.severity, Severity::Warning);
    QCOMPARE(QSet<QUuid>(overlap.ids.cbegin(), overlap.ids.cend()), (QSet<QUuid>{d.servers[0].id, d.servers[1].id}));
    QVERIFY(canvas.scene.deviceItem(d.servers[0].id)->toolTip().contains(overlap.message));
    QVERIFY(canvas.scene.deviceItem(d.servers[0].id)->problemSeverity() == Severity::Warning);
    // Rule findings given later keep the mark (the scene merges the two).
    canvas.scene.setDiagnostics({});
    QVERIFY(canvas.scene.deviceItem(d.servers[1].id)->toolTip().contains(overlap.message));

    QVERIFY(canvas.scene.deviceItem(d.servers[1].id)->box().width() < 260);
    canvas.scene.selectIds({d.servers[1].id});
    QTest::keyClick(&canvas.view, Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(canvas.doc.design().servers[1].pos, QPointF(460, 200));
    QVERIFY(canvas.scene.overlaps().isEmpty());
    QVERIFY(!canvas.scene.deviceItem(d.servers[0].id)->toolTip().contains(QStringLiteral("overlap")));
    QVERIFY(!canvas.scene.deviceItem(d.servers[0].id)->problemSeverity());
}

void TestCanvasNudge::samplesHaveNoOverlap_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name : {"a100-2node-ib.cqd", "a100-4node-ib.cqd", "h100-4node-ib.cqd", "ascend-4node-roce.cqd"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

/** The bundled samples are laid out cleanly: no device is marked as overlapping another. */
void TestCanvasNudge::samplesHaveNoOverlap()
{
    QFETCH(QString, file);
    const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + file);
    QVERIFY2(read.ok(), qPrintable(read.error));
    test::ShownCanvas canvas(read.design, {900, 600});
    QVERIFY(canvas.scene.deviceItems().size() >= 3);
    QCOMPARE(canvas.scene.overlaps(), QList<Diagnostic>{});
}

/**
 * The generator's layout by tier of a 1,024-server SuperPOD (H100, 8 NICs, 64-port leaves)
 * has no overlapping boxes, and sweeping its devices for overlaps stays well under the 50 ms
 * an edit may take (measured under 1 ms for 1,664 devices; printed).
 */
void TestCanvasNudge::generatedClusterHasNoOverlap()
{
    FabricSpec spec = cqtest::superPodSpec(1024);
    QString why;
    const std::optional<GeneratorTemplates> t =
        CatalogChoice::choose(cqtest::generatorCatalog(), QStringLiteral("h100-sxm-80g"), &spec, &why);
    QVERIFY2(t, qPrintable(why));
    const std::optional<GeneratedCluster> c = FabricGenerator::generate(spec, t->server, t->sw, &why);
    QVERIFY2(c, qPrintable(why));
    ClusterDocument doc;
    doc.reset(c->design);
    DesignScene scene(&doc, nullptr);
    QVERIFY(scene.deviceItems().size() > 1024);
    QCOMPARE(scene.overlaps(), QList<Diagnostic>{});
    QElapsedTimer timer;
    timer.start();
    const QList<Diagnostic> again = OverlapMarks::find(scene.deviceItems());
    const qint64 ms = timer.elapsed();
    qInfo("overlap sweep over %lld devices: %lld ms", qlonglong(scene.deviceItems().size()), qlonglong(ms));
    QVERIFY(again.isEmpty());
    QVERIFY2(ms < 50, qPrintable(QString::number(ms)));
}

QTEST_MAIN(TestCanvasNudge)
#include "tst_canvasnudge.moc"
