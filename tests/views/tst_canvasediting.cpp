#include "viewsfixture.h"

#include "canvas/cablelayer.h"
#include "canvas/catalogpayload.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/deviceitem.h"
#include "canvas/rackitem.h"
#include "document/clusterdocument.h"
#include "editor/canvasarrange.h"
#include "editor/canvasclipboard.h"

#include <QApplication>
#include <QMimeData>
#include <QTest>

#include <cmath>

#include <memory>

using namespace cq;

/**
 * Editing on a shown DesignView with real input (QT-NOTES §6): select all and drag, delete and
 * undo, cut/copy/paste/duplicate, cables picked by click and rubber band, racks from the
 * palette, align and auto-layout. The design is viewsfixture's smallDesign: Hall A
 * (0, 0, 1000 x 600), node1 at (200, 160), node2 at (500, 160), leaf1 at (360, 420); cables
 * node1:0 - leaf1:0 and node2:0 - leaf1:1.
 */
class TestCanvasEditing : public cqtest::CanvasTest
{
    Q_OBJECT

    QUuid node1() const { return m_design.servers[0].id; }
    QUuid node2() const { return m_design.servers[1].id; }
    QUuid leaf1() const { return m_design.switches[0].id; }

    void press(const QPointF &p, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(m_view->viewport(), Qt::LeftButton, mods, at(p));
    }
    void moveTo(const QPointF &p) { QTest::mouseMove(m_view->viewport(), at(p)); }
    void release(const QPointF &p) { QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, {}, at(p)); }
    void click(const QPointF &p, Qt::KeyboardModifiers mods = {})
    {
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, mods, at(p));
    }

    QSet<QUuid> selected() const
    {
        const QList<QUuid> ids = m_scene->selectedIds();
        return QSet<QUuid>(ids.cbegin(), ids.cend());
    }

private slots:
    void init()
    {
        QVERIFY(setUpCanvas());
    }

    void cleanup()
    {
        m_canvas.reset();
    }

    void selectAllThenDragMovesEverythingInOneStep()
    {
        m_scene->selectAll();
        QCOMPARE(m_scene->selectedIds().size(), 1 + 3 + 2); // Hall A, three devices, two cables
        // Press on node1's name (below its ports, which face up), drag by (+100, +60).
        press(QPointF(200, 170));
        moveTo(QPointF(240, 190));
        // Every cable has both ends moving: the whole still layer slides, nothing is redrawn.
        QVERIFY(m_scene->cableLayers()->isDragging());
        QCOMPARE(m_scene->cableLayers()->stillLayer()->pos(), QPointF(40, 20));
        QCOMPARE(m_scene->cableLayers()->liveCount(), 0);
        moveTo(QPointF(300, 230));
        release(QPointF(300, 230));
        QVERIFY(!m_scene->cableLayers()->isDragging());
        QCOMPARE(m_doc->undoStack()->count(), 1);
        // (200, 160) + (100, 60), (500, 160) + (100, 60), (360, 420) + (100, 60); room top-left (100, 60).
        QCOMPARE(m_doc->design().servers[0].pos, QPointF(300, 220));
        QCOMPARE(m_doc->design().servers[1].pos, QPointF(600, 220));
        QCOMPARE(m_doc->design().switches[0].pos, QPointF(460, 480));
        QCOMPARE(m_doc->design().rooms[0].rect.topLeft(), QPointF(100, 60));
        // Cables follow their ports.
        QCOMPARE(m_scene->cableItem(m_design.cables[0].id)->line().p1(), m_scene->deviceItem(node1())->portScenePos(0));
        // Every cable moved by (100, 60): the still layer keeps its cached picture, moved by as much.
        QCOMPARE(m_scene->cableLayers()->stillLayer()->pos(), QPointF(100, 60));
        QCOMPARE(m_scene->cableLayers()->stillLayer()->origin(), QPointF(100, 60));
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->design() == m_design);
    }

    void draggingOneServerRedrawsOnlyItsCables()
    {
        press(QPointF(500, 170)); // node2, not selected before: pressing selects it
        moveTo(QPointF(530, 170));
        QCOMPARE(m_scene->cableLayers()->liveCount(), 1); // node2 - leaf1: one end moves
        QCOMPARE(m_scene->cableLayers()->draggedCount(), 0);
        moveTo(QPointF(560, 170));
        // The live cable follows the port during the drag.
        QCOMPARE(m_scene->cableItem(m_design.cables[1].id)->line().p1(), m_scene->deviceItem(node2())->portScenePos(0));
        release(QPointF(560, 170));
        QCOMPARE(m_doc->design().servers[1].pos, QPointF(560, 160)); // (500 + 60, 160), on the grid
        QCOMPARE(m_scene->cableItem(m_design.cables[1].id)->line().p1(), m_scene->deviceItem(node2())->portScenePos(0));
    }

    void deleteAndUndoRestoresServerCablesAndPorts()
    {
        click(QPointF(500, 170));
        QCOMPARE(m_scene->selectedIds(), QList<QUuid>{node2()});
        QTest::keyClick(m_view->viewport(), Qt::Key_Delete);
        QCOMPARE(m_doc->design().servers.size(), 1);
        QCOMPARE(m_doc->design().cables.size(), 1);
        QVERIFY(m_scene->deviceItem(leaf1())->isPortFree(1)); // leaf1 port 2 is free again
        QCOMPARE(m_scene->cableCount(), 1);
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->design() == m_design); // same ids, positions, ports, order
        QVERIFY(!m_scene->deviceItem(leaf1())->isPortFree(1));
        QCOMPARE(m_scene->cableCount(), 2);
        QCOMPARE(m_scene->cableItem(m_design.cables[1].id)->line().p2(), m_scene->deviceItem(leaf1())->portScenePos(1));
    }

    void copyPasteCopiesOnlyCablesBetweenCopies()
    {
        click(QPointF(200, 170));
        click(QPointF(360, 400), Qt::ControlModifier); // leaf1's name band
        QCOMPARE(selected(), (QSet<QUuid>{node1(), leaf1()}));
        CanvasClipboard clipboard(m_scene);
        QString why;
        QVERIFY2(clipboard.copy(&why), qPrintable(why));
        QVERIFY2(clipboard.paste(&why), qPrintable(why));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        const Design &d = m_doc->design();
        QCOMPARE(d.servers.size(), 3);
        QCOMPARE(d.switches.size(), 2);
        QCOMPARE(d.cables.size(), 3); // node1-leaf1 copied; node2-leaf1 not (node2 was not copied)
        const Server &copy = d.servers.last();
        const Switch &leafCopy = d.switches.last();
        QCOMPARE(copy.name, QStringLiteral("node3"));
        QCOMPARE(leafCopy.name, QStringLiteral("leaf2"));
        QCOMPARE(copy.pos, QPointF(240, 200)); // (200, 160) + (40, 40)
        QCOMPARE(d.cables.last().a, (PortRef{copy.id, 0}));
        QCOMPARE(d.cables.last().b, (PortRef{leafCopy.id, 0}));
        // The copies come selected, their cable with them.
        QCOMPARE(selected(), (QSet<QUuid>{copy.id, leafCopy.id, d.cables.last().id}));
        // Pasting again cascades: (200, 160) + 2 x (40, 40).
        QVERIFY(clipboard.paste(&why));
        QCOMPARE(m_doc->design().servers.last().pos, QPointF(280, 240));
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->design() == m_design);
    }

    void cutRemovesAndPastesBack()
    {
        click(QPointF(500, 170));
        CanvasClipboard clipboard(m_scene);
        QString why;
        QVERIFY(clipboard.cut(&why));
        QCOMPARE(m_doc->design().servers.size(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Cut"));
        QVERIFY(clipboard.paste(&why));
        QCOMPARE(m_doc->design().servers.size(), 2);
        QCOMPARE(m_doc->design().servers.last().name, QStringLiteral("node2")); // the name is free again
        QCOMPARE(m_doc->design().cables.size(), 1); // its cable went to leaf1, which was not cut
    }

    void duplicateLeavesTheClipboardAlone()
    {
        CanvasClipboard clipboard(m_scene);
        QString why;
        QVERIFY(!clipboard.duplicate(&why)); // nothing selected
        QCOMPARE(why, QStringLiteral("Select rooms, racks, servers or switches to copy (a cable is copied with both its ends)."));
        m_scene->selectIds({node2()});
        // The copy goes beside node2 (500, 160), to the right: its box width plus one 20-unit grid
        // step, rounded up to the grid; nothing stands there in smallDesign, so it lands there.
        const double width = m_scene->deviceItem(node2())->box().width();
        const double beside = std::ceil((width + 20) / 20) * 20;
        QVERIFY(clipboard.duplicate(&why));
        QCOMPARE(m_doc->design().servers.last().pos, QPointF(500 + beside, 160));
        const DeviceItem *copy = m_scene->deviceItem(m_doc->design().servers.last().id);
        const DeviceItem *original = m_scene->deviceItem(node2());
        QVERIFY(!copy->sceneBoundingRect().intersects(original->sceneBoundingRect()));
        QCOMPARE(m_scene->selectedIds(), QList<QUuid>{m_doc->design().servers.last().id});
    }

    /**
     * A server dropped right on node1 (200, 160) lands on the nearest free grid point beside
     * it: its box covers no other device and it stays within a box-and-a-half of the drop.
     */
    void dropOnADeviceLandsBesideIt()
    {
        QVERIFY(drop(QStringLiteral("server:SRV-A100-SXM-8-IB"), QPointF(200, 160)));
        const Server &added = m_doc->design().servers.last();
        const DeviceItem *item = m_scene->deviceItem(added.id);
        for (const DeviceItem *other : m_scene->deviceItems()) {
            if (other != item)
                QVERIFY2(!item->sceneBoundingRect().intersects(other->sceneBoundingRect()), qPrintable(other->name()));
        }
        QVERIFY(added.pos != QPointF(200, 160));
        QVERIFY(QLineF(added.pos, QPointF(200, 160)).length() <= 1.5 * item->box().width());
        QCOMPARE(m_scene->placed(added.pos), added.pos); // still on the grid
    }

    void clickNearCableSelectsIt()
    {
        // node1:0 - leaf1:0: click 3 px beside the middle of the line.
        const QLineF line = m_scene->cableItem(m_design.cables[0].id)->line();
        click(line.center() + QPointF(3, 0));
        QCOMPARE(m_scene->selectedIds(), QList<QUuid>{m_design.cables[0].id});
        QTest::keyClick(m_view->viewport(), Qt::Key_Delete);
        QCOMPARE(m_doc->design().cables.size(), 1);
        QCOMPARE(m_doc->design().servers.size(), 2); // only the cable went
        // A click on empty floor clears the cable selection.
        m_doc->undoStack()->undo();
        click(line.center() + QPointF(3, 0));
        click(QPointF(900, 550));
        QVERIFY(m_scene->selectedIds().isEmpty());
    }

    void rubberBandSelectsCrossedCables()
    {
        // A 60 x 20 band on the room floor around the middle of node1's cable (about (196, 308));
        // node2's cable passes about 150 units to the right.
        const QPointF middle = m_scene->cableItem(m_design.cables[0].id)->line().center();
        press(middle + QPointF(-30, -10));
        moveTo(middle + QPointF(0, 0));
        moveTo(middle + QPointF(30, 10));
        release(middle + QPointF(30, 10));
        QCOMPARE(m_scene->selectedIds(), QList<QUuid>{m_design.cables[0].id});
    }

    void rackFromPaletteHoldsServerAndShowsPower()
    {
        // A rack dropped at (800, 300): 240 x 400 centred there, inside Hall A.
        QVERIFY(drop(QStringLiteral("rack"), QPointF(800, 300)));
        QCOMPARE(m_doc->design().racks.size(), 1);
        const Rack rack = m_doc->design().racks[0];
        QCOMPARE(rack.rect, QRectF(680, 100, 240, 400));
        QCOMPARE(rack.roomId, m_design.rooms[0].id);
        // A server dropped into it stands in the rack: 6.5 of 20 kW = 32.5 %, shown rounded half up: 33 %.
        QVERIFY(drop(QStringLiteral("server:SRV-A100-SXM-8-IB"), QPointF(800, 200)));
        QCOMPARE(m_doc->design().servers.last().rackId, rack.id);
        QCOMPARE(m_scene->rackItem(rack.id)->label(), QStringLiteral("R1 \u00b7 6.5 / 20.0 kW (33 %)"));
        // Dragging the rack by its header carries the server.
        press(QPointF(700, 112));
        moveTo(QPointF(720, 132));
        moveTo(QPointF(740, 152));
        release(QPointF(740, 152));
        QCOMPARE(m_doc->design().racks[0].rect.topLeft(), QPointF(720, 140));
        QCOMPARE(m_doc->design().servers.last().pos, QPointF(840, 240));
    }

    void alignLeftIsOneStep()
    {
        m_scene->selectIds({node1(), node2()});
        CanvasArrange arrange(m_scene);
        QString why;
        QVERIFY(arrange.arrange(AlignTool::Mode::Left, &why));
        // Both boxes are as wide (same text and ports), so node2's centre goes to node1's: x 200.
        QCOMPARE(m_doc->design().servers[1].pos, QPointF(200, 160));
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Align Left"));
        QVERIFY(!arrange.arrange(AlignTool::Mode::DistributeVertically, &why));
        QCOMPARE(why, QStringLiteral("Select at least three objects to distribute."));
    }

    void autoLayoutByTierIsOneStep()
    {
        CanvasArrange arrange(m_scene);
        QString why;
        QVERIFY2(arrange.autoLayout(&why), qPrintable(why));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        const Design &d = m_doc->design();
        QVERIFY(d.switches[0].pos.y() < d.servers[0].pos.y()); // the leaf above its servers
        QCOMPARE(d.servers[0].pos.y(), d.servers[1].pos.y());
        QVERIFY(d.rooms[0].rect.contains(d.servers[1].pos));
        QVERIFY(!arrange.autoLayout(&why)); // again: nothing moves
        QCOMPARE(why, QStringLiteral("The design is already laid out by tier."));
    }
};

QTEST_MAIN(TestCanvasEditing)
#include "tst_canvasediting.moc"
