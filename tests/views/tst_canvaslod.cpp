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

using namespace cq;

namespace {

/** A generated rail-optimized H100 cluster of @p servers servers (8 rails of 400G, 64-port switches). */
Design cluster(int servers)
{
    FabricSpec spec = cqtest::superPodSpec(servers);
    QString why;
    const std::optional<GeneratorTemplates> t = CatalogChoice::choose(cqtest::generatorCatalog(), QStringLiteral("h100-sxm-80g"), &spec, &why);
    const std::optional<GeneratedCluster> c = t ? FabricGenerator::generate(spec, t->server, t->sw, &why) : std::nullopt;
    if (!c)
        qFatal("cannot generate the test design: %s", qPrintable(why));
    return c->design;
}

/** The cables of @p scene whose line meets @p rect (scene units), counted here line by line. */
int cablesMeeting(const DesignScene &scene, const QRectF &rect)
{
    int count = 0;
    for (const CableItem *cable : const_cast<DesignScene &>(scene).cableLayers()->cables()) {
        if (cable->intersects(rect))
            ++count;
    }
    return count;
}

} // namespace

/**
 * Issue 23's level of detail on large layers (CableLayer::LargeLayer cables and more): zoomed far
 * out the still layer draws bundles, whose number does not grow with the cables; zoomed in it
 * draws only the cables crossing the view; select all still selects every cable. Two
 * three-tier clusters, 2,176 and 4,352 servers: 3 tiers x 8 rails x servers = 52,224 and 104,448
 * cables (both above the 50,000 of a large layer).
 */
class TestCanvasLod : public QObject
{
    Q_OBJECT

    Design m_small;
    Design m_large;

private slots:
    void initTestCase()
    {
        m_small = cluster(2176);
        m_large = cluster(4352);
        QCOMPARE(m_small.cables.size(), 3 * 8 * 2176);
        QCOMPARE(m_large.cables.size(), 3 * 8 * 4352);
    }

    void zoomedOutDrawsBundlesBoundedByThePicture_data()
    {
        QTest::addColumn<bool>("large");
        QTest::newRow("52,224 cables") << false;
        QTest::newRow("104,448 cables") << true;
    }
    void zoomedOutDrawsBundlesBoundedByThePicture()
    {
        QFETCH(bool, large);
        test::ShownCanvas canvas(large ? m_large : m_small, {1600, 1000});
        QVERIFY(canvas.exposed);
        canvas.view.scale(0.005, 0.005); // below CableLayer::BundleLod (0.05)
        canvas.view.centerOn(canvas.scene.contentRect().center());
        canvas.view.viewport()->grab();
        const CableLayer *still = canvas.scene.cableLayers()->stillLayer();
        QVERIFY(still->drawsBundles(0.005));
        // Cells of 48 px (CableBundles): a 1600 x 1000 view holds 34 x 21 of them. The bundles drawn
        // are fewer than 3,000 for either design, a bound that does not double with the cables.
        QVERIFY2(still->lastPaintedLines() > 0, "nothing drawn");
        QVERIFY2(still->lastPaintedLines() < 3000, qPrintable(QString::number(still->lastPaintedLines())));
        QVERIFY(canvas.scene.cableLayers()->bundles().count() < 3000);
    }

    void zoomedInDrawsOnlyTheVisibleCables()
    {
        test::ShownCanvas canvas(m_large, {1600, 1000});
        QVERIFY(canvas.exposed);
        const DeviceItem *server = canvas.scene.deviceItem(m_large.servers.first().id);
        canvas.view.centerOn(server); // 100 %: ports and single cables
        canvas.view.viewport()->grab();
        const CableLayer *still = canvas.scene.cableLayers()->stillLayer();
        QVERIFY(!still->drawsBundles(1.0));
        const QRectF visible = canvas.view.mapToScene(canvas.view.viewport()->rect()).boundingRect();
        // Every line drawn crosses the view (give or take a pen and a pixel at its edges), and
        // every cable crossing it well inside is drawn.
        const int drawn = still->lastPaintedLines();
        QVERIFY(drawn > 0);
        QVERIFY2(drawn <= cablesMeeting(canvas.scene, visible.adjusted(-20, -20, 20, 20)), qPrintable(QString::number(drawn)));
        QVERIFY2(drawn >= cablesMeeting(canvas.scene, visible.adjusted(20, 20, -20, -20)), qPrintable(QString::number(drawn)));
        QVERIFY(drawn < m_large.cables.size() / 20);
    }

    void selectAllSelectsEveryCable()
    {
        test::ShownCanvas canvas(m_large, {1600, 1000});
        QVERIFY(canvas.exposed);
        canvas.view.scale(0.005, 0.005);
        canvas.view.viewport()->grab(); // the bundles are built
        canvas.scene.selectAll();
        canvas.view.viewport()->grab();
        const qsizetype objects = m_large.rooms.size() + m_large.racks.size() + m_large.servers.size()
            + m_large.switches.size() + m_large.cables.size();
        QCOMPARE(canvas.scene.selectedIds().size(), objects);
        const CableItem *last = canvas.scene.cableItem(m_large.cables.last().id);
        QVERIFY(last->isSelected());
        // One cable deselected with Ctrl (setSelected), then all cleared.
        canvas.scene.cableLayers()->setSelected(canvas.scene.cableItem(m_large.cables.first().id), false);
        QCOMPARE(canvas.scene.selectedIds().size(), objects - 1);
        QVERIFY(last->isSelected());
        canvas.scene.clearAll();
        QVERIFY(canvas.scene.selectedIds().isEmpty());
        QVERIFY(!last->isSelected());
    }

    void aClickFindsALongCable()
    {
        ClusterDocument doc;
        doc.reset(m_large);
        DesignScene scene(&doc, nullptr);
        // The longest cable (a spine to a core, tens of thousands of units): its middle picks it.
        const CableItem *longest = nullptr;
        for (const CableItem *cable : scene.cableLayers()->cables()) {
            if (!longest || cable->line().length() > longest->line().length())
                longest = cable;
        }
        QVERIFY(longest->line().length() > 10000);
        const QPointF middle = longest->line().center();
        const CableItem *picked = scene.cableLayers()->cableAt(middle, 2);
        QVERIFY(picked);
        QVERIFY(picked->distanceTo(middle) <= 2);
    }
};

QTEST_MAIN(TestCanvasLod)
#include "tst_canvaslod.moc"
