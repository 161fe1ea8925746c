#include "../model/generatorfixtures.h"
#include "showncanvas.h"

#include "canvas/cableitem.h"
#include "canvas/cablelayer.h"
#include "canvas/cablelayers.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/deviceitem.h"
#include "document/clusterdocument.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"

#include <QTest>

#include <algorithm>

using namespace cq;

namespace {

/**
 * A document, its scene and a 1600 x 1000 view, shown and zoomed to fit the design as the
 * designer shows it: the fit can show or hide a scroll bar, which Qt does a moment later, and
 * the window fits again when the viewport changes size (FitAfterOpen). Fitted once only, the
 * 512-server layout's bottom row lay 5 px below the 984 px viewport.
 */
struct FittedCanvas : test::ShownCanvas {
    explicit FittedCanvas(const Design &design)
        : ShownCanvas(design, {1600, 1000})
    {
        view.zoomToFit();
        QCoreApplication::processEvents();
        view.zoomToFit();
        QCoreApplication::processEvents();
    }
};

} // namespace

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
        // Rooms, devices, the three cable layers and the devices' dots layer are the only items:
        // ports and cables are not items.
        QCOMPARE(scene.items().size(), 1 + 832 + 3 + 1);
    }

    void selectAllAndDragSlidesTheCachedCables()
    {
        FittedCanvas canvas(m_design);
        QVERIFY(canvas.exposed);
        ClusterDocument &doc = canvas.doc;
        DesignScene &scene = canvas.scene;
        DesignView &view = canvas.view;
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
        // Every cable moved by that offset too: the still layer keeps its cached picture,
        // moved by as much, instead of drawing 12,288 lines again.
        QCOMPARE(scene.cableLayers()->stillLayer()->origin(), offset);
        QCOMPARE(scene.cableLayers()->stillLayer()->pos(), offset);
    }

    void selectAllTintsTheCablesExactly()
    {
        FittedCanvas canvas(m_design); // zoomed out: no antialiasing, every pen 1.2 px, so the coverage mask is used
        QVERIFY(canvas.exposed);
        DesignScene &scene = canvas.scene;
        DesignView &view = canvas.view;
        for (QGraphicsItem *item : scene.items()) {
            if (item->type() != CableLayer::Type)
                item->setVisible(false); // the cables alone
        }
        view.viewport()->grab(); // the first (plain) picture, through the mask
        scene.selectAll();
        const QImage tinted = view.viewport()->grab().toImage();
        // The same lines drawn one by one into the viewport, without the item cache.
        scene.setItemCaching(false);
        const QImage drawn = view.viewport()->grab().toImage();
        QCOMPARE(tinted.size(), drawn.size());
        QVERIFY(tinted == drawn);
        int blue = 0;
        for (int y = 0; y < drawn.height(); ++y) {
            for (int x = 0; x < drawn.width(); ++x)
                blue += drawn.pixel(x, y) == qRgb(0x19, 0x76, 0xd2) ? 1 : 0; // CableLayer's selection blue
        }
        QVERIFY(blue > 10000);
    }

    void deselectingAfterDraggingEverythingRecoloursThePicture()
    {
        FittedCanvas canvas(m_design); // zoomed out: the coverage mask
        QVERIFY(canvas.exposed);
        DesignScene &scene = canvas.scene;
        DesignView &view = canvas.view;
        const DeviceItem *node1 = scene.deviceItem(m_design.servers.first().id);
        const QPoint from = view.mapFromScene(node1->sceneBoundingRect().center());
        scene.selectAll();
        view.viewport()->grab();
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), from + QPoint(10, 0));
        QTest::mouseMove(view.viewport(), from + QPoint(23, 0));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, from + QPoint(23, 0));
        for (QGraphicsItem *item : scene.items()) {
            if (item->type() != CableLayer::Type)
                item->setVisible(false); // the cables alone
        }
        const QImage selected = view.viewport()->grab().toImage();
        const CableLayer *still = scene.cableLayers()->stillLayer();
        QVERIFY(still->origin().x() > 0); // moved whole, its picture kept
        const int renders = still->maskRenders();
        // Deselecting recolours the moved picture: the same pixels, blue before, light grey after
        // (CableLayer's selection blue and its zoomed-out plain colour), no line drawn again.
        scene.clearAll();
        const QImage plain = view.viewport()->grab().toImage();
        QCOMPARE(still->maskRenders(), renders);
        int blue = 0;
        for (int y = 0; y < plain.height(); ++y) {
            for (int x = 0; x < plain.width(); ++x) {
                const bool wasBlue = selected.pixel(x, y) == qRgb(0x19, 0x76, 0xd2);
                blue += wasBlue ? 1 : 0;
                QVERIFY2(wasBlue == (plain.pixel(x, y) == qRgb(0xb0, 0xbe, 0xc5)), qPrintable(QStringLiteral("pixel %1,%2").arg(x).arg(y)));
            }
        }
        QVERIFY(blue > 10000);
        // The pick grid moved along with the lines: a click on a moved cable finds it.
        const CableItem *cable = scene.cableItem(m_design.cables.last().id);
        QCOMPARE(scene.cableLayers()->cableAt(cable->line().center(), 2), cable);
        QCOMPARE(scene.cableLayers()->cableAt(cable->line().center() - still->origin(), 2) == cable, false);
    }

    void deselectingAllRepaintsTheCablesExactly()
    {
        FittedCanvas canvas(m_design);
        QVERIFY(canvas.exposed);
        DesignScene &scene = canvas.scene;
        DesignView &view = canvas.view;
        const QImage plain = view.viewport()->grab().toImage();
        scene.selectAll();
        view.viewport()->grab();
        // 12,288 cables turn plain again in one full repaint (one region of pieces per cable
        // took seconds): the picture must be the one before select all, pixel for pixel.
        scene.clearAll();
        QVERIFY(scene.selectedIds().isEmpty());
        QVERIFY(view.viewport()->grab().toImage() == plain);
    }

    void movingLayersAreHiddenWhileEmpty()
    {
        ClusterDocument doc;
        doc.reset(m_design);
        DesignScene scene(&doc, nullptr);
        DesignView view(&scene);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QList<const CableLayer *> moving;
        for (QGraphicsItem *item : scene.items()) {
            if (item->type() == CableLayer::Type && item != scene.cableLayers()->stillLayer())
                moving.append(static_cast<const CableLayer *>(item));
        }
        QCOMPARE(moving.size(), 2); // the dragged and the live layer
        auto shown = [&] { return int(std::count_if(moving.cbegin(), moving.cend(), [](const CableLayer *l) { return l->isVisible(); })); };
        QCOMPARE(shown(), 0);
        // One server dragged: its 8 cables have one end moving (live layer), none both (dragged).
        const DeviceItem *server = scene.deviceItem(m_design.servers.first().id);
        view.centerOn(server);
        const QPoint from = view.mapFromScene(server->sceneBoundingRect().center() + QPointF(0, 10));
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), from + QPoint(40, 16));
        QCOMPARE(scene.cableLayers()->liveCount(), 8);
        QCOMPARE(scene.cableLayers()->draggedCount(), 0);
        QCOMPARE(shown(), 1);
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, from + QPoint(40, 16));
        QCOMPARE(shown(), 0);
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void zoomedOutDevicesAreWholePixels()
    {
        FittedCanvas canvas(m_design);
        QVERIFY(canvas.exposed);
        DesignScene &scene = canvas.scene;
        DesignView &view = canvas.view;
        QVERIFY(view.zoom() < 0.4); // below DeviceItem's text level of detail
        const DeviceItem *server = scene.deviceItem(m_design.servers.first().id);
        const DeviceItem *leaf = scene.deviceItem(m_design.switches.first().id);
        scene.selectIds({server->id()});
        const QImage image = view.viewport()->grab().toImage();
        // Down from the selected server's centre (its ports run along the top): its fill (0xe8f0fe), then the selection outline
        // in exactly DeviceItem's highlight blue, at least one whole pixel (a 3-unit pen at this
        // zoom is under half a pixel: antialiased, it would only tint the edge).
        const QPoint centre = view.mapFromScene(server->sceneBoundingRect().center());
        int y = centre.y();
        while (y < image.height() - 1 && image.pixel(centre.x(), y) == qRgb(0xe8, 0xf0, 0xfe))
            ++y;
        QCOMPARE(QColor(image.pixel(centre.x(), y)), QColor(0x19, 0x76, 0xd2));
        // No port vanishes: each port of the server and the switch shows a pixel of exactly its
        // colour (link lights: used lit green 0x2e9d4a, free dark 0x5f6b73) within a pixel of its centre.
        for (const DeviceItem *device : {server, leaf}) {
            for (int port = 0; port < device->portCount(); ++port) {
                const QPoint at = view.mapFromScene(device->portScenePos(port));
                const QRgb colour = device->isPortFree(port) ? qRgb(0x5f, 0x6b, 0x73) : qRgb(0x2e, 0x9d, 0x4a);
                bool found = false;
                for (int dy = -1; dy <= 1 && !found; ++dy) {
                    for (int dx = -1; dx <= 1 && !found; ++dx)
                        found = image.pixel(at + QPoint(dx, dy)) == colour;
                }
                QVERIFY2(found, qPrintable(QStringLiteral("%1 port %2").arg(device->name()).arg(port + 1)));
            }
        }
    }

    void draggingOneServerRepaintsItsCablesExactly()
    {
        ClusterDocument doc;
        doc.reset(m_design);
        DesignScene scene(&doc, nullptr);
        DesignView view(&scene);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const DeviceItem *server = scene.deviceItem(m_design.servers.first().id);
        view.centerOn(server); // 100 %: antialiased cables, each drawn only along the repainted pieces
        QCoreApplication::processEvents();
        const QPoint from = view.mapFromScene(server->sceneBoundingRect().center() + QPointF(0, 10));
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), from + QPoint(40, 16));
        QCoreApplication::processEvents();
        const QImage partial = view.viewport()->grab().toImage();
        QVERIFY(scene.cableLayers()->stillLayer()->lastPaintedLines() < scene.cableCount());
        // The same moment drawn from scratch: the caches dropped, every line drawn whole.
        scene.setItemCaching(false);
        scene.setItemCaching(true);
        const QImage whole = view.viewport()->grab().toImage();
        QCOMPARE(partial.size(), whole.size());
        // Pixel for pixel, up to antialiasing: Qt rounds a line's ends to 1/64 pixel, so an edge
        // pixel of a stretch may differ from the whole line's by a few levels (6 of 255 seen;
        // with the one-row layout 1 level in 2 pixels, once CableLayer cuts the lines at the
        // viewport itself: 13 levels in 1,874 pixels before). A piece left undrawn or drawn
        // twice would differ by far more.
        int worst = 0;
        for (int y = 0; y < partial.height(); ++y) {
            for (int x = 0; x < partial.width(); ++x) {
                const QRgb a = partial.pixel(x, y);
                const QRgb b = whole.pixel(x, y);
                worst = std::max({worst, qAbs(qRed(a) - qRed(b)), qAbs(qGreen(a) - qGreen(b)), qAbs(qBlue(a) - qBlue(b))});
            }
        }
        QVERIFY2(worst <= 8, qPrintable(QStringLiteral("a pixel differs by %1 of 255").arg(worst)));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, from + QPoint(40, 16));
        QCOMPARE(doc.undoStack()->count(), 1);
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
