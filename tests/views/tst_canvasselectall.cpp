#include "viewsfixture.h"

#include "canvas/cablelayers.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/deviceitem.h"
#include "canvas/sceneselection.h"
#include "document/clusterdocument.h"

#include <QSignalSpy>
#include <QTest>

using namespace cq;

/**
 * Select all as one flag (SceneSelection, issue 23), driven with real input on viewsfixture's
 * smallDesign: Hall A (0, 0, 1000 x 600), node1 at (200, 160), node2 at (500, 160), leaf1 at
 * (360, 420); cables node1:0 - leaf1:0 and node2:0 - leaf1:1. The flag takes over from
 * SceneSelection::LazyFrom items; the tests lower that to one item, so these 4 objects use it.
 * Select all is then 1 room + 3 devices + 2 cables = 6 ids with no Qt selection flag set.
 */
class TestCanvasSelectAll : public cqtest::CanvasTest
{
    Q_OBJECT

    QUuid node1() const { return m_design.servers[0].id; }
    QUuid node2() const { return m_design.servers[1].id; }
    QUuid leaf1() const { return m_design.switches[0].id; }
    QUuid hall() const { return m_design.rooms[0].id; }

    void press(const QPointF &p, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(m_view->viewport(), Qt::LeftButton, mods, at(p));
    }
    void moveTo(const QPointF &p) { QTest::mouseMove(m_view->viewport(), at(p)); }
    void release(const QPointF &p, Qt::KeyboardModifiers mods = {})
    {
        QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, mods, at(p));
    }

    QSet<QUuid> selected() const
    {
        const QList<QUuid> ids = m_scene->selectedIds();
        return QSet<QUuid>(ids.cbegin(), ids.cend());
    }
    QSet<QUuid> everything() const
    {
        return {hall(), node1(), node2(), leaf1(), m_design.cables[0].id, m_design.cables[1].id};
    }
    void selectAllAsFlag()
    {
        m_scene->itemSelection()->setLazyFrom(1);
        m_scene->selectAll();
    }
    /** The viewport as painted once the updates queued so far (item caches too) are done. */
    QImage painted() const
    {
        QCoreApplication::processEvents();
        return m_view->viewport()->grab().toImage();
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

    void selectAllSetsOneFlagForEveryItem()
    {
        QSignalSpy changed(m_scene, &QGraphicsScene::selectionChanged);
        selectAllAsFlag();
        QCOMPARE(changed.count(), 1);
        QVERIFY(m_scene->itemSelection()->allSelected());
        QVERIFY(m_scene->selectedItems().isEmpty()); // no Qt flag was set
        QCOMPARE(m_scene->itemSelection()->count(), 4);
        QCOMPARE(selected(), everything());
        for (const QUuid &id : {hall(), node1(), node2(), leaf1()})
            QVERIFY(m_scene->itemFor(id)->inSelection());
    }

    void theFlagPaintsLikeQtsSelection()
    {
        // The same canvas with Qt's flags set item by item (the default for four items) draws
        // the same pixels: blue outlines on the room and the three devices, blue cables.
        const QImage none = painted();
        selectAllAsFlag();
        const QImage flagged = painted();
        QVERIFY(flagged != none);
        m_scene->clearAll();
        QCOMPARE(painted(), none);
        m_scene->itemSelection()->setLazyFrom(SceneSelection::LazyFrom);
        m_scene->selectAll();
        QVERIFY(!m_scene->itemSelection()->allSelected());
        QCOMPARE(m_scene->selectedItems().size(), 4);
        const QImage perItem = painted();
        if (flagged != perItem) {
            cqtest::saveShot(perItem, QStringLiteral("selectall-per-item"));
            cqtest::saveShot(flagged, QStringLiteral("selectall-flag"));
        }
        QCOMPARE(perItem, flagged);
    }

    void clickingOneDeviceSelectsOnlyIt()
    {
        selectAllAsFlag();
        QSignalSpy changed(m_scene, &QGraphicsScene::selectionChanged);
        press(QPointF(500, 170)); // node2's name line
        release(QPointF(500, 170));
        QVERIFY(!m_scene->itemSelection()->allSelected());
        QCOMPARE(selected(), QSet<QUuid>{node2()}); // the cables too are no longer selected
        QVERIFY(changed.count() >= 1);
        QVERIFY(!m_scene->deviceItem(node1())->inSelection());
    }

    void pressingEmptyCanvasClearsTheFlag()
    {
        selectAllAsFlag();
        QSignalSpy changed(m_scene, &QGraphicsScene::selectionChanged);
        // Inside Hall A, away from its header and border (the room only takes clicks there),
        // from devices and from the cables.
        press(QPointF(800, 500));
        release(QPointF(800, 500));
        QVERIFY(!m_scene->itemSelection()->allSelected());
        QVERIFY(selected().isEmpty());
        QVERIFY(changed.count() >= 1);
    }

    void ctrlClickDeselectsOnlyThatDevice()
    {
        selectAllAsFlag();
        press(QPointF(500, 170), Qt::ControlModifier);
        release(QPointF(500, 170), Qt::ControlModifier);
        QVERIFY(!m_scene->itemSelection()->allSelected()); // Qt toggled one of its own flags
        QSet<QUuid> rest = everything();
        rest.remove(node2());
        QCOMPARE(selected(), rest);
    }

    void dragAfterSelectAllMovesEveryObjectInOneStep()
    {
        selectAllAsFlag();
        // Press on node1's name (below its ports, which face up), drag by (+100, +60).
        press(QPointF(200, 170));
        moveTo(QPointF(240, 190));
        QVERIFY(!m_scene->itemSelection()->allSelected()); // Qt's flags: Qt moves what it selected
        QCOMPARE(m_scene->selectedItems().size(), 4);
        moveTo(QPointF(300, 230));
        release(QPointF(300, 230));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        // (200, 160) + (100, 60), (500, 160) + (100, 60), (360, 420) + (100, 60); room top-left (100, 60).
        QCOMPARE(m_doc->design().servers[0].pos, QPointF(300, 220));
        QCOMPARE(m_doc->design().servers[1].pos, QPointF(600, 220));
        QCOMPARE(m_doc->design().switches[0].pos, QPointF(460, 480));
        QCOMPARE(m_doc->design().rooms[0].rect.topLeft(), QPointF(100, 60));
        QCOMPARE(selected(), everything()); // still all selected after the drop
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->design() == m_design);
    }

    void deleteAfterSelectAllRemovesEverythingAndUndoBringsItBackUnselected()
    {
        selectAllAsFlag();
        QSignalSpy changed(m_scene, &QGraphicsScene::selectionChanged);
        m_scene->deleteSelection();
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->design().servers.size(), 0);
        QCOMPARE(m_doc->design().switches.size(), 0);
        QCOMPARE(m_doc->design().rooms.size(), 0);
        QCOMPARE(m_doc->design().cables.size(), 0);
        QCOMPARE(changed.count(), 1);
        QVERIFY(!m_scene->itemSelection()->allSelected()); // nothing is left to stand for
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->design() == m_design);
        QCOMPARE(m_scene->deviceItems().size(), 3);
        QCOMPARE(m_scene->cableCount(), 2);
        QVERIFY(selected().isEmpty());
        QVERIFY(!m_scene->deviceItem(node1())->inSelection());
    }

    void aNewObjectJoinsUnselected()
    {
        selectAllAsFlag();
        QVERIFY(drop(QStringLiteral("server:SRV-A100-SXM-8-IB"), QPointF(800, 200)));
        QCOMPARE(m_doc->design().servers.size(), 3);
        const QUuid added = m_doc->design().servers.last().id;
        QVERIFY(!m_scene->deviceItem(added)->inSelection());
        QSet<QUuid> all = everything();
        QVERIFY(selected().contains(all)); // the others stay selected
        QVERIFY(!selected().contains(added));
    }
};

QTEST_MAIN(TestCanvasSelectAll)
#include "tst_canvasselectall.moc"
