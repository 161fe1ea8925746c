#include "clusterfixtures.h"

#include "engine/bisection.h"
#include "engine/fabricanalysis.h"
#include "engine/fabricsummary.h"
#include "topology/fabricgraph.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {

/** Two leaves of two A100 nodes (8 x 200G each), each leaf with @p uplinks x 200G to one spine. */
Design twoLeaves(int uplinks)
{
    DesignBuilder b;
    const QUuid spine = b.switchDevice(QStringLiteral("spine"), 40, 200);
    for (int leafNo = 1; leafNo <= 2; ++leafNo) {
        const QUuid leaf = b.switchDevice(QStringLiteral("leaf%1").arg(leafNo), 40, 200);
        for (int i = 1; i <= 2; ++i)
            b.cables(b.server(a100Sxm(), QStringLiteral("node%1%2").arg(leafNo).arg(i)), leaf, 8);
        b.cables(leaf, spine, uplinks);
    }
    return b.design;
}

/** Two pods (2 leaves + 2 aggregations each) under 2 cores, servers with 2 x 200G NICs. */
struct ThreeTier {
    Design design;
    QUuid leaf11, agg11, agg12, leaf21, core1;
};

ThreeTier threeTier()
{
    DesignBuilder b;
    ThreeTier t;
    Server s = a100Sxm();
    s.nicCount = 2;
    QList<QUuid> aggs;
    for (int pod = 1; pod <= 2; ++pod) {
        QList<QUuid> leaves;
        for (int l = 1; l <= 2; ++l)
            leaves.append(b.switchDevice(QStringLiteral("leaf%1%2").arg(pod).arg(l), 16, 200));
        const QUuid a1 = b.switchDevice(QStringLiteral("agg%1%2").arg(pod).arg(1), 16, 200);
        const QUuid a2 = b.switchDevice(QStringLiteral("agg%1%2").arg(pod).arg(2), 16, 200);
        for (const QUuid &leaf : leaves) {
            for (int n = 1; n <= 2; ++n)
                b.cables(b.server(s, QStringLiteral("n%1").arg(b.design.servers.size() + 1)), leaf, 2);
            b.cables(leaf, a1, 2);
            b.cables(leaf, a2, 2);
        }
        aggs << a1 << a2;
        if (pod == 1) {
            t.leaf11 = leaves[0];
            t.agg11 = a1;
            t.agg12 = a2;
        } else {
            t.leaf21 = leaves[0];
        }
    }
    for (int c = 1; c <= 2; ++c) {
        const QUuid core = b.switchDevice(QStringLiteral("core%1").arg(c), 16, 200);
        for (const QUuid &agg : aggs)
            b.cables(agg, core, 1);
        if (c == 1)
            t.core1 = core;
    }
    t.design = b.design;
    return t;
}

} // namespace

class TestFabric : public QObject
{
    Q_OBJECT
private slots:
    void leafWith200GDownAnd400GUpIsTwoToOne()
    {
        // 2 servers x 8 NICs at 200G into a 400G leaf: down = 16 x min(200, 400) = 3,200 Gb/s;
        // 4 leaf-spine cables at 400G: up = 4 x 400 = 1,600 Gb/s; 3,200 / 1,600 = 2.
        DesignBuilder b;
        const QUuid leaf = b.switchDevice(QStringLiteral("leaf1"), 64, 400);
        const QUuid spine = b.switchDevice(QStringLiteral("spine1"), 64, 400);
        for (const QString &name : {QStringLiteral("node1"), QStringLiteral("node2")})
            b.cables(b.server(a100Sxm(), name), leaf, 8);
        b.cables(leaf, spine, 4);
        const FabricGraph graph(b.design);
        const SwitchLoad load = switchLoad(graph, b.design.switches[0]);
        QCOMPARE(load.switchId, leaf);
        QCOMPARE(load.name, QStringLiteral("leaf1"));
        QCOMPARE(load.portsUsed, 20);
        QCOMPARE(load.portCount, 64);
        QCOMPARE(load.downlinkGbps, 3200.0);
        QCOMPARE(load.uplinkGbps, 1600.0);
        QCOMPARE(load.oversubscription, 2.0);
        QCOMPARE(load.tier, 1);
        // The spine (tier 2) sees the same 4 cables as links down to a leaf, and nothing above it.
        const SwitchLoad spineLoad = switchLoad(graph, b.design.switches[1]);
        QCOMPARE(spineLoad.tier, 2);
        QCOMPARE(spineLoad.downlinkGbps, 1600.0);
        QCOMPARE(spineLoad.uplinkGbps, 0.0);
        QCOMPARE(spineLoad.oversubscription, 0.0);
    }

    void thirtySixPortsTwentyFourDownTwelveUpIsTwoToOne()
    {
        // 3 servers x 8 NICs = 24 down, 12 up, all at 200G: 24 x 200 / (12 x 200) = 2.
        DesignBuilder b;
        const QUuid leaf = b.switchDevice(QStringLiteral("leaf1"), 36, 200);
        const QUuid spine = b.switchDevice(QStringLiteral("spine1"), 36, 200);
        for (int i = 1; i <= 3; ++i)
            b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(i)), leaf, 8);
        b.cables(leaf, spine, 12);
        const QList<SwitchLoad> loads = switchLoads(FabricGraph(b.design));
        QCOMPARE(loads.size(), 2);
        QCOMPARE(loads[0].portsUsed, 36);
        QCOMPARE(loads[0].downlinkGbps, 4800.0);
        QCOMPARE(loads[0].uplinkGbps, 2400.0);
        QCOMPARE(loads[0].oversubscription, 2.0);
        QCOMPARE(loads[1].name, QStringLiteral("spine1"));
    }

    void uplinkRunsAtTheLowerEnd()
    {
        // A 200G leaf cabled to a 400G spine: each uplink counts at 200. 8 x 200 down over
        // 2 x 200 up = 4.
        DesignBuilder b;
        const QUuid leaf = b.switchDevice(QStringLiteral("leaf1"), 40, 200);
        const QUuid spine = b.switchDevice(QStringLiteral("spine1"), 64, 400);
        b.cables(b.server(a100Sxm(), QStringLiteral("node1")), leaf, 8);
        b.cables(leaf, spine, 2);
        const SwitchLoad load = switchLoads(FabricGraph(b.design)).at(0);
        QCOMPARE(load.uplinkGbps, 400.0);
        QCOMPARE(load.oversubscription, 4.0);
    }

    void singleTierSwitchIsNotOversubscribed()
    {
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("sw"), 40, 200);
        b.cables(b.server(a100Sxm(), QStringLiteral("node1")), sw, 8);
        const SwitchLoad load = switchLoads(FabricGraph(b.design)).at(0);
        QCOMPARE(load.downlinkGbps, 1600.0);
        QCOMPARE(load.uplinkGbps, 0.0);
        QCOMPARE(load.oversubscription, 0.0);
    }

    void portsUsedCountsPortsTheSwitchLacks()
    {
        // 41 cables on a 40-port switch: the panel must show 41 / 40, not hide the 41st.
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("sw"), 40, 200);
        for (int i = 0; i < 6; ++i)
            b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(i)), sw, i < 5 ? 8 : 1);
        const SwitchLoad load = switchLoads(FabricGraph(b.design)).at(0);
        QCOMPARE(load.portsUsed, 41);
        QCOMPARE(load.portCount, 40);
    }

    void loopCableUsesPortsButNoCapacity()
    {
        // Only a hand-edited file can hold a cable from a switch back to itself: 2 ports, 0 Gb/s.
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("sw"), 40, 200);
        b.cable(sw, 0, sw, 1);
        const FabricGraph graph(b.design);
        QCOMPARE(graph.cablesOf(sw).size(), 1);
        const SwitchLoad load = switchLoads(graph).at(0);
        QCOMPARE(load.portsUsed, 2);
        QCOMPARE(load.downlinkGbps + load.uplinkGbps, 0.0);
    }

    void fabricsAreSwitchComponents()
    {
        // leafA - spine - leafB form one fabric; leafC stands alone. A server cabled into both
        // leafB and leafC does not join them (servers do not forward).
        DesignBuilder b;
        const QUuid leafA = b.switchDevice(QStringLiteral("leafA"), 40, 200);
        const QUuid spine = b.switchDevice(QStringLiteral("spine"), 40, 200);
        const QUuid leafB = b.switchDevice(QStringLiteral("leafB"), 40, 200);
        const QUuid leafC = b.switchDevice(QStringLiteral("leafC"), 40, 200);
        b.cables(leafA, spine, 2);
        b.cables(spine, leafB, 2);
        const QUuid node = b.server(a100Sxm(), QStringLiteral("node1"));
        b.cables(node, leafB, 4);
        b.cables(node, leafC, 4);
        const FabricGraph graph(b.design);
        QCOMPARE(graph.fabricCount(), 2);
        QCOMPARE(graph.fabricOf(leafA), 0);
        QCOMPARE(graph.fabricOf(spine), 0);
        QCOMPARE(graph.fabricOf(leafB), 0);
        QCOMPARE(graph.fabricOf(leafC), 1);
        QCOMPARE(graph.fabricOf(node), -1);
        QCOMPARE(graph.fabricOf(QUuid::createUuid()), -1);
        QCOMPARE(graph.cablesOf(node).size(), 8);
        QCOMPARE(graph.cablesOf(spine).size(), 4);
        QVERIFY(graph.cablesOf(QUuid::createUuid()).empty());
    }

    void tiersPodsAndTierLoads()
    {
        // Three tiers: pods 1 and 2 of two leaves and two aggregation switches; two cores.
        const ThreeTier t = threeTier();
        const FabricGraph graph(t.design);
        QCOMPARE(graph.maxTier(), 3);
        QCOMPARE(graph.podCount(), 2);
        QCOMPARE(graph.tier(graph.switchIndex(t.leaf11)), 1);
        QCOMPARE(graph.tier(graph.switchIndex(t.agg11)), 2);
        QCOMPARE(graph.tier(graph.switchIndex(t.core1)), 3);
        QCOMPARE(graph.pod(graph.switchIndex(t.leaf11)), 0);
        QCOMPARE(graph.pod(graph.switchIndex(t.agg12)), 0);
        QCOMPARE(graph.pod(graph.switchIndex(t.leaf21)), 1);
        QCOMPARE(graph.pod(graph.switchIndex(t.core1)), -1); // the core is above the pods
        // Tier 1: 4 leaves x (2 servers x 2 NICs x 200 = 800 down, 4 x 200 = 800 up) = 3200 / 3200.
        // Tier 2: 4 aggregations x (4 x 200 = 800 down, 2 x 200 = 400 up) = 3200 / 1600 = 2:1.
        // Tier 3: 2 cores x 4 x 200 = 800 down each, nothing up.
        const QList<TierLoad> tiers = tierLoads(switchLoads(graph));
        QCOMPARE(tiers.size(), 3);
        QCOMPARE(tiers[0].switches, 4);
        QCOMPARE(tiers[0].downlinkGbps, 3200.0);
        QCOMPARE(tiers[0].uplinkGbps, 3200.0);
        QCOMPARE(tiers[0].oversubscription, 1.0);
        QCOMPARE(tiers[1].oversubscription, 2.0);
        QCOMPARE(tiers[2].downlinkGbps, 1600.0);
        QCOMPARE(tiers[2].oversubscription, 0.0);
    }

    void bisectionOfTwoLeaves()
    {
        // leaf1 and leaf2 each hold 2 A100 nodes (16 x 200 = 3200 Gb/s down) and 8 x 200 = 1600 Gb/s
        // to one spine. Halves in leaf order: leaf1's nodes against leaf2's: ideal 3200, but all
        // of it must cross the spine: max flow = 1600.
        const Design d = twoLeaves(8);
        const FabricGraph graph(d);
        const BisectionCut cut = bisectionCut(graph);
        QCOMPARE(cut.servers, 4);
        QCOMPARE(cut.idealGbps, 3200.0);
        QCOMPARE(bisectionGbps(graph, cut), 1600.0);
        const FabricSummary s = fabricSummary(graph, switchLoads(graph));
        QCOMPARE(s.tiers, 2);
        QCOMPARE(s.bisectionGbps, 1600.0);
        // Hops: under one leaf 1 switch, across 3; both leaves weigh 3200, so the pairs
        // (1 + 3 + 3 + 1) / 4 = 2.0 on average.
        QCOMPARE(s.diameterSwitchHops, 3);
        QCOMPARE(s.averageSwitchHops, 2.0);
        // Losing the only spine cuts the halves apart: 0 Gb/s, 100 % lost.
        QVERIFY(s.spineFailure.applicable);
        QCOMPARE(s.spineFailure.element, QStringLiteral("spine"));
        QCOMPARE(s.spineFailure.bisectionGbps, 0.0);
        QCOMPARE(s.spineFailure.lossPercent, 100.0);
        QCOMPARE(s.spineFailure.effect, QStringLiteral("2 switches lose uplinks; worst leaf1: 2:1 -> no uplink left"));
        // One leaf1 uplink lost: 1400 Gb/s (12.5 % less), leaf1 3200 / 1400 = 2.2857 -> "2.29:1".
        QVERIFY(s.linkFailure.applicable);
        QCOMPARE(s.linkFailure.bisectionGbps, 1400.0);
        QCOMPARE(s.linkFailure.lossPercent, 12.5);
        QCOMPARE(s.linkFailure.effect, QStringLiteral("leaf1 oversubscription 2:1 -> 2.29:1"));
    }

    void bisectionOfThreeTiers()
    {
        // Halves: pod 1's 4 servers (4 x 2 x 200 = 1600) against pod 2's; they meet only through
        // the cores: 2 aggregations x 2 x 200 = 800 Gb/s leave pod 1. Bisection 800 of 1600.
        const ThreeTier t = threeTier();
        const FabricGraph graph(t.design);
        const FabricSummary s = fabricSummary(graph, switchLoads(graph));
        QCOMPARE(s.tiers, 3);
        QCOMPARE(s.servers, 8);
        QCOMPARE(s.idealBisectionGbps, 1600.0);
        QCOMPARE(s.bisectionGbps, 800.0);
        // Leaf to leaf: 1 (same), 3 (same pod), 5 (other pod: leaf-agg-core-agg-leaf); every leaf
        // weighs 800: (1 + 3 + 5 + 5) / 4 = 3.5.
        QCOMPARE(s.diameterSwitchHops, 5);
        QCOMPARE(s.averageSwitchHops, 3.5);
        // core1 fails: each pod keeps 2 x 200 = 400 to core2: bisection 400, 50 % lost; every
        // aggregation switch drops from 800 / 400 = 2:1 to 800 / 200 = 4:1.
        QCOMPARE(s.spineFailure.element, QStringLiteral("core1"));
        QCOMPARE(s.spineFailure.bisectionGbps, 400.0);
        QCOMPARE(s.spineFailure.lossPercent, 50.0);
        QCOMPARE(s.spineFailure.effect, QStringLiteral("4 switches lose uplinks; worst agg11: 2:1 -> 4:1"));
        // leaf11 loses one of its 4 uplinks: 800 / 600 = 1.33:1, but pod 1 still reaches the
        // cores at 800: the bisection keeps 800 (0 % lost).
        QVERIFY(s.linkFailure.element.contains(QStringLiteral("leaf11")));
        QCOMPARE(s.linkFailure.bisectionGbps, 800.0);
        QCOMPARE(s.linkFailure.lossPercent, 0.0);
        QCOMPARE(s.linkFailure.effect, QStringLiteral("leaf11 oversubscription 1:1 -> 1.33:1"));
    }

    void singleSwitchHasNoSpineToLose()
    {
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("ib1"), 40, 200);
        for (int i = 1; i <= 2; ++i)
            b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(i)), sw, 8);
        const FabricGraph graph(b.design);
        const FabricSummary s = fabricSummary(graph, switchLoads(graph));
        // One switch: both halves (8 x 200 = 1600 each) meet inside it: the full 1600.
        QCOMPARE(s.bisectionGbps, 1600.0);
        QCOMPARE(s.idealBisectionGbps, 1600.0);
        QCOMPARE(s.diameterSwitchHops, 1);
        QCOMPARE(s.averageSwitchHops, 1.0);
        QVERIFY(!s.spineFailure.applicable);
        QVERIFY(!s.linkFailure.applicable);
        // No server at all: nothing to cut.
        QCOMPARE(fabricSummary(FabricGraph(Design()), {}).bisectionGbps, 0.0);
    }

    void lookupsAndClusters()
    {
        DesignBuilder b;
        const QUuid n1 = b.server(a100Sxm(), QStringLiteral("n1"), {}, QStringLiteral("train"));
        const QUuid n2 = b.server(h100Sxm(), QStringLiteral("n2"), {}, QStringLiteral("infer"));
        const QUuid n3 = b.server(a100Sxm(), QString(), {}, QStringLiteral("train"));
        const QUuid sw = b.switchDevice(QStringLiteral("sw"), 40, 200);
        b.cables(n2, sw, 1);
        const FabricGraph graph(b.design);
        QCOMPARE(graph.clusters().size(), 2);
        QCOMPARE(graph.clusters()[0].name, QStringLiteral("train"));
        QCOMPARE(graph.clusters()[0].servers.size(), 2);
        QCOMPARE(graph.clusters()[0].servers[1]->id, n3);
        QCOMPARE(graph.clusters()[1].name, QStringLiteral("infer"));
        QCOMPARE(graph.server(n1)->name, QStringLiteral("n1"));
        QVERIFY(!graph.server(sw));
        QCOMPARE(graph.switchById(sw)->portCount, 40);
        QVERIFY(!graph.switchById(n1));
        QCOMPARE(graph.displayName(n3), n3.toString(QUuid::WithoutBraces)); // nameless: its id
        // NIC 400G into a 200G switch port: the link runs at 200.
        QCOMPARE(graph.linkRateGbps(b.design.cables[0]), 200.0);
        QCOMPARE(graph.portRateGbps(n2), 400.0);
        QCOMPARE(graph.portRateGbps(QUuid::createUuid()), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestFabric)
#include "tst_fabric.moc"
