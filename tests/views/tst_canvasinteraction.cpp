#include "viewsfixture.h"

#include "canvas/cableitem.h"
#include "canvas/catalogpayload.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/deviceitem.h"
#include "document/clusterdocument.h"

#include <QApplication>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace cq;

/**
 * Real input on a shown DesignView (QT-NOTES §6): mouse gestures go to view.viewport() at
 * view.mapFromScene(p); palette drops are QDragEnter/Move/Drop events carrying the payload.
 */
class TestCanvasInteraction : public cqtest::CanvasTest
{
    Q_OBJECT


    void drag(const QPointF &from, const QPointF &to)
    {
        QWidget *viewport = m_view->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(from));
        QTest::mouseMove(viewport, at((from + to) / 2));
        QTest::mouseMove(viewport, at(to));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(to));
    }

    QPointF portCentre(const QUuid &device, int port) const
    {
        return m_scene->deviceItem(device)->portScenePos(port);
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

    void dragMovesDeviceInOneUndoStep()
    {
        const QUuid node2 = m_design.servers[1].id;
        // (500, 160) + (47, 33) = (547, 193); snapped to the 20-unit grid: 547 / 20 = 27.35 -> 27 x 20
        // = 540, 193 / 20 = 9.65 -> 10 x 20 = 200.
        drag(QPointF(500, 160), QPointF(547, 193));
        QCOMPARE(m_doc->design().server(node2)->pos, QPointF(540, 200));
        QCOMPARE(m_scene->deviceItem(node2)->pos(), QPointF(540, 200));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        m_doc->undoStack()->undo();
        QCOMPARE(m_scene->deviceItem(node2)->pos(), QPointF(500, 160));
    }

    void dragWithoutSnapKeepsExactPosition()
    {
        m_scene->setSnapToGrid(false);
        drag(QPointF(500, 160), QPointF(547, 193));
        QCOMPARE(m_doc->design().server(m_design.servers[1].id)->pos, QPointF(547, 193));
    }

    void tinyDragSnapsBackWithoutCommand()
    {
        // (500, 160) + (4, 3) = (504, 163): 25.2 -> 25 x 20 = 500, 8.15 -> 8 x 20 = 160, the start.
        // Nothing to undo, and the item is back where the model has it.
        drag(QPointF(500, 160), QPointF(504, 163));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QCOMPARE(m_scene->deviceItem(m_design.servers[1].id)->pos(), QPointF(500, 160));
    }

    void dragRoomCarriesItsDevices()
    {
        // The header band of the room (y 0..28) grabs it: (60, 14) -> (160, 74) is (+100, +60).
        drag(QPointF(60, 14), QPointF(160, 74));
        QCOMPARE(m_doc->design().rooms[0].rect, QRectF(100, 60, 1000, 600));
        QCOMPARE(m_doc->design().servers[0].pos, QPointF(300, 220));   // (200, 160) + (100, 60)
        QCOMPARE(m_doc->design().switches[0].pos, QPointF(460, 480));  // (360, 420) + (100, 60)
        QCOMPARE(m_scene->deviceItem(m_design.servers[0].id)->pos(), QPointF(300, 220));
        QCOMPARE(m_doc->design().servers[0].roomId, m_design.rooms[0].id);
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void dropServerAddsAtSnappedPosition()
    {
        QVERIFY(drop(QStringLiteral("server:SRV-A100-SXM-8-IB"), QPointF(733, 247)));
        QCOMPARE(m_doc->design().servers.size(), 3);
        const Server &added = m_doc->design().servers.last();
        QCOMPARE(added.pos, QPointF(740, 240)); // (733, 247) snapped to the 20-unit grid
        QCOMPARE(added.name, QStringLiteral("node3"));
        QCOMPARE(added.nicCount, 8);
        QCOMPARE(added.roomId, m_design.rooms[0].id); // dropped inside Hall A
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Add node3"));
        QVERIFY(m_scene->deviceItem(added.id));
        QCOMPARE(m_scene->deviceItem(added.id)->pos(), QPointF(740, 240));
    }

    void foreignDropIsNotAccepted()
    {
        auto mime = std::make_unique<QMimeData>();
        mime->setText(QStringLiteral("server:SRV-A100-SXM-8-IB")); // plain text, not our type
        QDragEnterEvent enter(at(QPointF(700, 300)), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_view->viewport(), &enter);
        QVERIFY(!enter.isAccepted());
    }

    void gpuDropOnFullServerIsRefused()
    {
        QSignalSpy status(m_scene, &DesignScene::statusMessage);
        QVERIFY(drop(QStringLiteral("gpu:A100-80G-SXM"), QPointF(200, 160))); // node1 holds 8 of 8
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.at(0).at(0).toString(), QStringLiteral("node1 is full: all 8 GPU slots are taken."));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QCOMPARE(m_doc->design().servers[0].gpuCount, 8);
    }

    void gpuDropOnEmptyCanvasIsRefused()
    {
        QSignalSpy status(m_scene, &DesignScene::statusMessage);
        QVERIFY(drop(QStringLiteral("gpu:A100-80G-SXM"), QPointF(800, 500)));
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.at(0).at(0).toString(), QStringLiteral("Drop a GPU onto a server to fit it."));
    }

    void draggingBetweenPortsAddsCable()
    {
        const QUuid node1 = m_design.servers[0].id;
        const QUuid leaf1 = m_design.switches[0].id;
        drag(portCentre(node1, 1), portCentre(leaf1, 5));
        QCOMPARE(m_doc->design().cables.size(), 3);
        const Cable &added = m_doc->design().cables.last();
        QCOMPARE(added.a, (PortRef{node1, 1}));
        QCOMPARE(added.b, (PortRef{leaf1, 5}));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QVERIFY(!m_scene->isDrawingCable());
        QVERIFY(!m_scene->deviceItem(leaf1)->isPortFree(5));
        QCOMPARE(m_scene->cableItem(added.id)->line(), QLineF(portCentre(node1, 1), portCentre(leaf1, 5)));
        // Nothing moved: the gesture was a connection, not a drag of node1.
        QCOMPARE(m_doc->design().servers[0].pos, QPointF(200, 160));
    }

    void connectingToOccupiedPortIsRefused()
    {
        QSignalSpy status(m_scene, &DesignScene::statusMessage);
        // leaf1 port 0 already holds node1's cable.
        drag(portCentre(m_design.servers[1].id, 1), portCentre(m_design.switches[0].id, 0));
        QCOMPARE(m_doc->design().cables.size(), 2);
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.at(0).at(0).toString(), QStringLiteral("Port 1 of leaf1 already holds a cable."));
        QCOMPARE(m_doc->undoStack()->count(), 0);
    }

    void releasingOnDeviceUsesFirstFreePort()
    {
        const QUuid leaf1 = m_design.switches[0].id;
        // leaf1's ports 0 and 1 are taken, so the cable lands on port 2 (0-based).
        drag(portCentre(m_design.servers[0].id, 3), QPointF(360, 410)); // leaf1's box, above its ports
        QCOMPARE(m_doc->design().cables.size(), 3);
        QCOMPARE(m_doc->design().cables.last().b, (PortRef{leaf1, 2}));
    }

    void deleteKeyRemovesSelection()
    {
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, at(QPointF(500, 160)));
        QCOMPARE(m_scene->selectedIds(), QList<QUuid>{m_design.servers[1].id});
        QTest::keyClick(m_view->viewport(), Qt::Key_Delete);
        QCOMPARE(m_doc->design().servers.size(), 1);
        QCOMPARE(m_doc->design().cables.size(), 1); // node2's cable went with it
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void wheelZoomsAroundCursor()
    {
        const QPoint cursor(300, 200);
        const QPointF sceneUnderCursor = m_view->mapToScene(cursor);
        QWheelEvent wheel(QPointF(cursor), QPointF(m_view->viewport()->mapToGlobal(cursor)), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(m_view->viewport(), &wheel);
        QCOMPARE(m_view->zoom(), 1.2); // one notch
        const QPoint after = m_view->mapFromScene(sceneUnderCursor);
        QVERIFY2((after - cursor).manhattanLength() <= 1, qPrintable(QStringLiteral("%1,%2").arg(after.x()).arg(after.y())));
        m_view->resetZoom();
        QCOMPARE(m_view->zoom(), 1.0);
    }

    void zoomToFitShowsEverything()
    {
        m_view->resize(500, 300);
        m_view->zoomToFit();
        QVERIFY(m_view->zoom() < 1.0); // 1000 x 600 of content does not fit 500 x 300 at 100%
        const QRect content = m_view->mapFromScene(m_scene->contentRect()).boundingRect();
        QVERIFY(m_view->viewport()->rect().contains(content));
    }
};

QTEST_MAIN(TestCanvasInteraction)
#include "tst_canvasinteraction.moc"
