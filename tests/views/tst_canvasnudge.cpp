#include "showncanvas.h"
#include "viewsfixture.h"

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

QTEST_MAIN(TestCanvasNudge)
#include "tst_canvasnudge.moc"
