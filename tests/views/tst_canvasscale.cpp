#include "../model/generatorfixtures.h"

#include "canvas/cablelayer.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/deviceitem.h"
#include "document/clusterdocument.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"

#include <QTest>

using namespace cq;

/**
 * A generated 512-server, 8-rail, three-tier cluster on a real view, for behaviour at scale
 * (the 1,024-server timings are in tests/benchmarks/bench_canvas, never here): 512 servers +
 * 128 leaves + 128 spines + 64 cores = 832 device items, 3 x 4,096 = 12,288 cables (DGX
 * SuperPOD 16 SU), and no port items.
 */
class TestCanvasScale : public QObject
{
    Q_OBJECT

    Design m_design;

private slots:
    void initTestCase()
    {
        FabricSpec spec = cqtest::superPodSpec(512);
        QString why;
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(cqtest::generatorCatalog(), QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        const std::optional<GeneratedCluster> c = FabricGenerator::generate(spec, t->server, t->sw, &why);
        QVERIFY2(c, qPrintable(why));
        m_design = c->design;
    }

    void mirrorsTheWholeCluster()
    {
        ClusterDocument doc;
        doc.reset(m_design);
        DesignScene scene(&doc, nullptr);
        QCOMPARE(scene.deviceItems().size(), 512 + 128 + 128 + 64);
        QCOMPARE(scene.cableCount(), 12288);
        // Rooms, devices and the three cable layers are the only items: ports and cables are not items.
        QCOMPARE(scene.items().size(), 1 + 832 + 3);
    }

    void selectAllAndDragSlidesTheCachedCables()
    {
        ClusterDocument doc;
        doc.reset(m_design);
        DesignScene scene(&doc, nullptr);
        DesignView view(&scene);
        view.resize(1600, 1000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.zoomToFit();
        scene.selectAll();
        QCOMPARE(scene.selectedIds().size(), 1 + 832 + 12288);
        const DeviceItem *node1 = scene.deviceItem(m_design.servers.first().id);
        const QPoint from = view.mapFromScene(node1->sceneBoundingRect().center());
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), from + QPoint(10, 0));
        // Every cable moves with both ends: no cable is drawn live, the still layer slides whole.
        QVERIFY(scene.cableLayers()->isDragging());
        QCOMPARE(scene.cableLayers()->liveCount(), 0);
        QCOMPARE(scene.cableLayers()->draggedCount(), 0);
        QVERIFY(scene.cableLayers()->stillLayer()->pos().x() > 0);
        QTest::mouseMove(view.viewport(), from + QPoint(20, 0));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, from + QPoint(20, 0));
        QCOMPARE(doc.undoStack()->count(), 1);
        // Every server moved by the same (snapped) offset, and the cables follow.
        const QPointF offset = doc.design().servers.first().pos - m_design.servers.first().pos;
        QVERIFY(offset.x() > 0);
        QCOMPARE(doc.design().servers.last().pos - m_design.servers.last().pos, offset);
        const CableItem *cable = scene.cableItem(m_design.cables.last().id);
        QCOMPARE(cable->line().p1(), cable->deviceA()->portScenePos(cable->portA()));
    }

    void deleteAllAndUndo()
    {
        ClusterDocument doc;
        doc.reset(m_design);
        DesignScene scene(&doc, nullptr);
        scene.selectAll();
        scene.deleteSelection();
        QCOMPARE(scene.deviceItems().size(), 0);
        QCOMPARE(scene.cableCount(), 0);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(scene.deviceItems().size(), 832);
        QCOMPARE(scene.cableCount(), 12288);
        QVERIFY(doc.design() == m_design);
    }
};

QTEST_MAIN(TestCanvasScale)
#include "tst_canvasscale.moc"
