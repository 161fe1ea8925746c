#include "clusterfixtures.h"

#include "engine/fabricanalysis.h"
#include "engine/fabricgraph.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

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
        // The spine sees the same 4 cables as links to another switch and no servers.
        const SwitchLoad spineLoad = switchLoad(graph, b.design.switches[1]);
        QCOMPARE(spineLoad.downlinkGbps, 0.0);
        QCOMPARE(spineLoad.uplinkGbps, 1600.0);
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
        QVERIFY(graph.cablesOf(QUuid::createUuid()).isEmpty());
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
