// The quote PDF's topology drawing as a layout (issue #17): for generated fabrics of 1 to 2,048
// servers, every switch in its tier's row (core, spine, leaf, servers from the top), every link
// class a bundle whose count is the design's cable count, no line through a box, everything
// inside the drawing. Expected counts are worked out by hand from FabricPlan's rules
// (model/generator/fabricplan.h) for H100 servers with 8 x NDR 400G and 64-port NDR switches.

#include "pdf/topologylayout.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"
#include "../model/generatorfixtures.h"

#include <QTest>

using namespace cq;

namespace {

constexpr qreal kA4TextWidthMm = 210 - 2 * 16; // the quote PDF's page: A4, 16 mm side margins

Design generated(int servers, bool rail)
{
    FabricSpec spec = cqtest::superPodSpec(servers);
    spec.railOptimized = rail;
    QString why;
    const std::optional<GeneratorTemplates> t
        = CatalogChoice::choose(cqtest::generatorCatalog(), QStringLiteral("h100-sxm-80g"), &spec, &why);
    if (!t)
        qFatal("templates: %s", qPrintable(why));
    const std::optional<GeneratedCluster> c = FabricGenerator::generate(spec, t->server, t->sw, &why);
    if (!c)
        qFatal("generate: %s", qPrintable(why));
    return c->design;
}

/** Tier of a generated switch from its name alone (FabricGenerator names them leaf1.., spine1.., core1..). */
int tierByName(const QString &name)
{
    return name.startsWith(QLatin1String("core")) ? 3 : name.startsWith(QLatin1String("spine")) ? 2 : 1;
}

/** True when a point of the open segment p-q lies strictly inside @p rect: sampled every 0.02 mm,
 *  independent of the layout's own clipping. */
bool crosses(QPointF p, QPointF q, const QRectF &rect)
{
    const qreal length = std::hypot(q.x() - p.x(), q.y() - p.y());
    const int steps = std::max(2, int(length / 0.02));
    const QRectF inside = rect.adjusted(1e-6, 1e-6, -1e-6, -1e-6);
    for (int i = 1; i < steps; ++i) {
        const QPointF at = p + (q - p) * (qreal(i) / steps);
        if (inside.contains(at))
            return true;
    }
    return false;
}

/** The box pair -> cables of @p design, counted from its cables and the layout's membership. */
QMap<std::pair<int, int>, int> designBundles(const Design &d, const TopologyLayout &layout, int *inner)
{
    QHash<QUuid, int> box;
    for (int i = 0; i < d.servers.size(); ++i)
        box.insert(d.servers.at(i).id, layout.boxOfServer(i));
    for (int i = 0; i < d.switches.size(); ++i)
        box.insert(d.switches.at(i).id, layout.boxOfSwitch(i));
    QMap<std::pair<int, int>, int> result;
    *inner = 0;
    for (const Cable &c : d.cables) {
        const int a = box.value(c.a.device, -1);
        const int b = box.value(c.b.device, -1);
        if (a == b)
            ++*inner;
        else
            ++result[{std::min(a, b), std::max(a, b)}];
    }
    return result;
}

} // namespace

class TestTopologyLayout : public QObject
{
    Q_OBJECT
private slots:
    void generatedFabric_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<bool>("rail");
        QTest::addColumn<int>("tiers");           // switch tiers
        QTest::addColumn<int>("serverLeaf");      // cables
        QTest::addColumn<int>("leafSpine");
        QTest::addColumn<int>("spineCore");
        QTest::addColumn<QList<int>>("summarised"); // tiers drawn as one box, top row first
        QTest::addColumn<int>("bundles");
        // E = servers x 8 NICs; E <= 64: one switch. Else d = 32 server ports per leaf; shared
        // wiring puts 32 / 8 = 4 servers on a leaf with u' = 32 uplinks; S = ceil(L x u' / 64).
        // One switch, 1 / 2 / 4 servers of 8 cables: one bundle per server.
        QTest::newRow("1 server") << 1 << false << 1 << 8 << 0 << 0 << QList<int>{} << 1;
        QTest::newRow("2 servers") << 2 << false << 1 << 16 << 0 << 0 << QList<int>{} << 2;
        QTest::newRow("4 servers") << 4 << false << 1 << 32 << 0 << 0 << QList<int>{} << 4;
        // 16: L = 4 leaves, 4 x 32 = 128 uplinks, S = 2 spines; 16 server bundles of 8, 4 x 2
        // leaf-spine bundles of 16 (uplink c = 32 leaf + j goes to spine c mod 2). All fit 178 mm.
        QTest::newRow("16 servers") << 16 << false << 2 << 128 << 128 << 0 << QList<int>{} << 16 + 8;
        // 128: L = 32 (more than the 10 switch boxes of 16 mm that fit), S = 32 x 32 / 64 = 16 (too),
        // 128 servers (more than 17 boxes of 9 mm): every tier one box, 1,024 + 1,024 cables.
        QTest::newRow("128 servers") << 128 << false << 2 << 1024 << 1024 << 0 << QList<int>{2, 1, 0} << 2;
        // 1,024: L = 256 > 64: three tiers, 8 pods of 32 leaves with ceil(32 x 32 / 32) = 32 spines
        // each (256), one up per down: 8,192 spine-core cables on ceil(8192 / 64) = 128 cores.
        QTest::newRow("1024 servers") << 1024 << false << 3 << 8192 << 8192 << 8192 << QList<int>{3, 2, 1, 0} << 3;
        // 2,048: L = 512 = 16 pods, 512 spines, 16,384 cables a tier on 256 cores.
        QTest::newRow("2048 servers") << 2048 << false << 3 << 16384 << 16384 << 16384 << QList<int>{3, 2, 1, 0} << 3;
        // Rail-optimized 16 (one SU): 8 rail leaves, each with 16 servers x 1 NIC and u' = 16
        // uplinks, S = 128 / 64 = 2. 16 x 8 = 128 server-leaf lines would be more than 32 over one
        // gap: the servers are one box, with 8 bundles of 16; 8 x 2 leaf-spine bundles of 8.
        QTest::newRow("16 servers, rail") << 16 << true << 2 << 128 << 128 << 0 << QList<int>{0} << 8 + 16;
        // The DGX SuperPOD 4 SU: 32 leaves, 16 spines, 1,024 + 1,024.
        QTest::newRow("128 servers, rail") << 128 << true << 2 << 1024 << 1024 << 0 << QList<int>{2, 1, 0} << 2;
    }

    void generatedFabric()
    {
        QFETCH(int, servers);
        QFETCH(bool, rail);
        QFETCH(int, tiers);
        QFETCH(int, serverLeaf);
        QFETCH(int, leafSpine);
        QFETCH(int, spineCore);
        QFETCH(QList<int>, summarised);
        QFETCH(int, bundles);
        const Design d = generated(servers, rail);
        const TopologyLayout layout = TopologyLayout::make(d, kA4TextWidthMm);
        QCOMPARE(layout.rowCount(), tiers + 1);
        QCOMPARE(layout.summarisedTiers(), summarised);
        QCOMPARE(layout.bundles().size(), bundles);

        // Rows: the highest tier at the top (row 0), the servers in the last row.
        for (int i = 0; i < d.switches.size(); ++i) {
            const TopologyBox &box = layout.boxes().at(layout.boxOfSwitch(i));
            const int tier = tierByName(d.switches.at(i).name);
            QCOMPARE(box.kind, TopologyBox::Kind::Switch);
            QCOMPARE(box.tier, tier);
            QCOMPARE(box.row, tiers - tier);
        }
        for (int i = 0; i < d.servers.size(); ++i) {
            const TopologyBox &box = layout.boxes().at(layout.boxOfServer(i));
            QCOMPARE(box.kind, TopologyBox::Kind::Server);
            QCOMPARE(box.row, tiers);
        }

        // Bundles: one per pair of cabled boxes, counts as in the design, summed per link class
        // as worked out by hand above.
        int inner = 0;
        const QMap<std::pair<int, int>, int> expected = designBundles(d, layout, &inner);
        QCOMPARE(inner, 0);
        QMap<std::pair<int, int>, int> drawn;
        QMap<std::pair<int, int>, int> perTierPair; // (upper tier, lower tier) -> cables
        for (const TopologyBundle &b : layout.bundles()) {
            QVERIFY(b.cables > 0);
            drawn[{b.from, b.to}] = b.cables;
            perTierPair[{layout.boxes().at(b.from).tier, layout.boxes().at(b.to).tier}] += b.cables;
        }
        QCOMPARE(drawn, expected);
        QMap<std::pair<int, int>, int> classes{{{1, 0}, serverLeaf}};
        if (leafSpine > 0)
            classes.insert({2, 1}, leafSpine);
        if (spineCore > 0)
            classes.insert({3, 2}, spineCore);
        QCOMPARE(perTierPair, classes);

        checkGeometry(layout);
    }

    void sixteenH100NodesBoxByBox()
    {
        // The case: spine1 and spine2 in their own row above the four leaves, each leaf
        // cabled to each spine by 16 (32 uplinks alternating over 2 spines), nodes 4k-3..4k on leaf k.
        const Design d = generated(16, false);
        const TopologyLayout layout = TopologyLayout::make(d, kA4TextWidthMm);
        QHash<QString, int> boxOf;
        for (int i = 0; i < d.switches.size(); ++i)
            boxOf.insert(d.switches.at(i).name, layout.boxOfSwitch(i));
        for (int i = 0; i < d.servers.size(); ++i)
            boxOf.insert(d.servers.at(i).name, layout.boxOfServer(i));
        QCOMPARE(boxOf.size(), 16 + 4 + 2);
        QMap<std::pair<int, int>, int> drawn;
        for (const TopologyBundle &b : layout.bundles())
            drawn[{b.from, b.to}] = b.cables;
        for (const QString &spine : {QStringLiteral("spine1"), QStringLiteral("spine2")}) {
            QCOMPARE(layout.boxes().at(boxOf.value(spine)).row, 0);
            for (int leaf = 1; leaf <= 4; ++leaf)
                QCOMPARE(drawn.value({boxOf.value(spine), boxOf.value(QStringLiteral("leaf%1").arg(leaf))}), 16);
        }
        for (int node = 1; node <= 16; ++node) {
            const int leafBox = boxOf.value(QStringLiteral("leaf%1").arg((node + 3) / 4));
            QCOMPARE(layout.boxes().at(leafBox).row, 1);
            QCOMPARE(drawn.value({leafBox, boxOf.value(QStringLiteral("node%1").arg(node))}), 8);
        }
        // Left to right as in the design: the leaves over their servers, so that lines do not cross.
        for (int leaf = 1; leaf < 4; ++leaf) {
            QVERIFY(layout.boxes().at(boxOf.value(QStringLiteral("leaf%1").arg(leaf))).rectMm.left()
                    < layout.boxes().at(boxOf.value(QStringLiteral("leaf%1").arg(leaf + 1))).rectMm.left());
        }
    }

    void sameTierCablesRunAboveTheRow()
    {
        // Hand-drawn: leaf1 and leaf3 joined by a peer cable past leaf2, node1 to node2 back to
        // back, and a switch no server reaches (drawn in the leaf row).
        Design d;
        const auto addSwitch = [&](const QString &name) {
            Switch sw;
            sw.id = QUuid::createUuid();
            sw.name = name;
            sw.sku = QStringLiteral("SW-IB-NDR-64");
            sw.portCount = 64;
            d.switches.append(sw);
            return sw.id;
        };
        const QUuid leaf1 = addSwitch(QStringLiteral("leaf1"));
        const QUuid leaf2 = addSwitch(QStringLiteral("leaf2"));
        const QUuid leaf3 = addSwitch(QStringLiteral("leaf3"));
        addSwitch(QStringLiteral("spare"));
        for (int i = 0; i < 3; ++i) {
            Server s;
            s.id = QUuid::createUuid();
            s.name = QStringLiteral("node%1").arg(i + 1);
            s.sku = QStringLiteral("SRV-H100-SXM-8-IB");
            s.nicCount = 2;
            d.servers.append(s);
            d.cables.append(Cable{QUuid::createUuid(), {s.id, 0}, {(i == 0 ? leaf1 : i == 1 ? leaf2 : leaf3), i}, 3.0});
        }
        d.cables.append(Cable{QUuid::createUuid(), {leaf1, 40}, {leaf3, 40}, 3.0});
        d.cables.append(Cable{QUuid::createUuid(), {leaf1, 41}, {leaf3, 41}, 3.0});
        d.cables.append(Cable{QUuid::createUuid(), {d.servers.at(0).id, 1}, {d.servers.at(1).id, 1}, 1.0});
        const TopologyLayout layout = TopologyLayout::make(d, kA4TextWidthMm);
        QCOMPARE(layout.rowCount(), 2);
        QCOMPARE(layout.summarisedTiers(), QList<int>{});
        for (int i = 0; i < 4; ++i)
            QCOMPARE(layout.boxes().at(layout.boxOfSwitch(i)).row, 0);
        int inner = 0;
        const QMap<std::pair<int, int>, int> expected = designBundles(d, layout, &inner);
        QMap<std::pair<int, int>, int> drawn;
        for (const TopologyBundle &b : layout.bundles())
            drawn[{b.from, b.to}] = b.cables;
        QCOMPARE(drawn, expected);
        const auto pair = [](int a, int b) { return std::pair{std::min(a, b), std::max(a, b)}; };
        QCOMPARE(drawn.value(pair(layout.boxOfSwitch(0), layout.boxOfSwitch(2))), 2);
        QCOMPARE(drawn.value(pair(layout.boxOfServer(0), layout.boxOfServer(1))), 1);
        for (const TopologyBundle &b : layout.bundles()) // same-row bundles go up, along the gap, down
            QCOMPARE(b.pathMm.size(), layout.boxes().at(b.from).row == layout.boxes().at(b.to).row ? 4 : 2);
        checkGeometry(layout);
    }

    void emptyDesignHasNoDrawing()
    {
        const TopologyLayout layout = TopologyLayout::make(Design(), kA4TextWidthMm);
        QVERIFY(layout.boxes().isEmpty());
        QCOMPARE(layout.heightMm(), 0.0);
    }

private:
    /** Boxes inside the drawing and apart; no line through a box; labels clear of boxes and of each other. */
    void checkGeometry(const TopologyLayout &layout)
    {
        const QRectF drawing(0, 0, layout.widthMm(), layout.heightMm());
        QCOMPARE(layout.widthMm(), kA4TextWidthMm);
        QVERIFY(layout.heightMm() > 0);
        QVERIFY2(layout.heightMm() <= 200, qPrintable(QString::number(layout.heightMm()))); // one A4 page
        const QList<TopologyBox> &boxes = layout.boxes();
        for (int i = 0; i < boxes.size(); ++i) {
            QVERIFY2(drawing.contains(boxes.at(i).rectMm), qPrintable(QStringLiteral("box %1").arg(i)));
            for (int j = i + 1; j < boxes.size(); ++j)
                QVERIFY(!boxes.at(i).rectMm.intersects(boxes.at(j).rectMm));
        }
        QList<QRectF> labels;
        for (const TopologyBundle &b : layout.bundles()) {
            QVERIFY(b.pathMm.size() >= 2);
            // Ends on the edges of its own two boxes.
            const QRectF from = boxes.at(b.from).rectMm.adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
            const QRectF to = boxes.at(b.to).rectMm.adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
            QVERIFY(from.contains(b.pathMm.first()));
            QVERIFY(to.contains(b.pathMm.last()));
            for (int s = 0; s + 1 < b.pathMm.size(); ++s) {
                QVERIFY(drawing.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(b.pathMm.at(s)));
                for (int k = 0; k < boxes.size(); ++k) {
                    QVERIFY2(!crosses(b.pathMm.at(s), b.pathMm.at(s + 1), boxes.at(k).rectMm),
                             qPrintable(QStringLiteral("bundle %1-%2 through box %3").arg(b.from).arg(b.to).arg(k)));
                }
            }
            QVERIFY(drawing.contains(b.labelMm));
            for (const TopologyBox &box : boxes)
                QVERIFY(!b.labelMm.intersects(box.rectMm));
            for (const QRectF &other : std::as_const(labels))
                QVERIFY(!b.labelMm.intersects(other));
            labels.append(b.labelMm);
        }
    }
};

QTEST_MAIN(TestTopologyLayout)
#include "tst_topologylayout.moc"
