#include "clusterfixtures.h"

#include "engine/analyzer.h"

#include <QElapsedTimer>
#include <QTest>

#include <limits>

using namespace cq;
using namespace cqtest;

namespace {

constexpr double kGiB = 1073741824.0; // 2^30 bytes

/** @p nodes copies of @p server, all 8 NICs of each into one switch. */
Design oneSwitchCluster(const Server &server, int nodes, int switchPorts, double switchRateGbps)
{
    DesignBuilder b;
    const QUuid hall = b.room(QStringLiteral("Hall A"));
    const QUuid sw = b.switchDevice(QStringLiteral("ib1"), switchPorts, switchRateGbps, hall);
    for (int i = 1; i <= nodes; ++i)
        b.cables(b.server(server, QStringLiteral("node%1").arg(i), hall), sw, server.nicCount);
    return b.design;
}

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT
private slots:
    void fourA100NodesUnderOneHdrSwitch()
    {
        // 4 x (8x A100 SXM, 8 x 200G IB) under one 40-port HDR switch, S = 1 GiB:
        // network per node = 8 x 200 / 8 = 200 GB/s; B = min(240, 200) = 200 GB/s.
        // n = 32, N = 4: latency = 8.4 + (62 - 6) x 3.4 + 6 x 14 = 8.4 + 190.4 + 84 = 282.8 us.
        // bandwidth = 62/32 x 1073741824 / 200e9 s = 2080374784 / 200e3 us = 10401.87392 us.
        // time = 10684.67392 us; algbw = 1073741824 / 10684.67392e-6 / 1e9 = 100.4936446 GB/s;
        // busbw = algbw x 62/32 = 194.7064365 GB/s.
        const DesignAnalysis r = analyze(oneSwitchCluster(a100Sxm(), 4, 40, 200), kGiB);
        QCOMPARE(r.messageBytes, kGiB);
        QCOMPARE(r.clusters.size(), 1);
        const ClusterAnalysis &c = r.clusters[0];
        QCOMPARE(c.cluster, QStringLiteral("training"));
        QCOMPARE(c.serverIds.size(), 4);
        QCOMPARE(c.nodes, 4);
        QCOMPARE(c.gpusPerNode, 8);
        QCOMPARE(c.gpus, 32);
        QVERIFY(c.crossNode);
        QCOMPARE(c.intraNodeGBps, 240.0);
        QCOMPARE(c.networkGBps, 200.0);
        QCOMPARE(c.worstOversubscription, 0.0);
        QCOMPARE(c.peakTflopsBf16, 9984.0); // 32 x 312
        QCOMPARE(c.powerKw, 26.0);          // 4 x 6.5
        const CollectiveEstimate &e = c.allReduce;
        QVERIFY(e.feasible);
        QCOMPARE(e.collective, QStringLiteral("all_reduce"));
        QCOMPARE(e.ranks, 32);
        QCOMPARE(e.bottleneckGBps, 200.0);
        QCOMPARE(e.bottleneck, QStringLiteral("NICs: 8 x 200 Gb/s InfiniBand = 200 GB/s per node"));
        QCOMPARE(e.latencyUs, 282.8);
        QCOMPARE(e.bandwidthUs, 10401.87392);
        QCOMPARE(e.timeUs, 10684.67392);
        QVERIFY2(qAbs(e.algbwGBps - 100.4936446) < 1e-6, qPrintable(QString::number(e.algbwGBps, 'g', 12)));
        QVERIFY2(qAbs(e.busbwGBps - 194.7064365) < 1e-6, qPrintable(QString::number(e.busbwGBps, 'g', 12)));
        QCOMPARE(r.switches.size(), 1);
        QCOMPARE(r.switches[0].portsUsed, 32);
    }

    void fourH100NodesUnderOneNdrSwitch()
    {
        // 4 x (8x H100 SXM, 8 x 400G IB) under a 64-port NDR switch: network 8 x 400 / 8 = 400;
        // B = min(370.8, 400) = 370.8 (NVLink limits). Latency as above: 282.8 us.
        // bandwidth = 2080374784 / 370.8e3 us = 5610.503732 us; time = 5893.303732 us;
        // algbw = 1073741824 / 5893.303732e-6 / 1e9 = 182.196926 GB/s; busbw = 353.006544 GB/s.
        const ClusterAnalysis c = analyze(oneSwitchCluster(h100Sxm(), 4, 64, 400), kGiB).clusters.at(0);
        const CollectiveEstimate &e = c.allReduce;
        QCOMPARE(c.networkGBps, 400.0);
        QCOMPARE(e.bottleneckGBps, 370.8);
        QCOMPARE(e.bottleneck, QStringLiteral("NVLink (370.8 GB/s per GPU)"));
        QCOMPARE(e.latencyUs, 282.8);
        QVERIFY(qAbs(e.bandwidthUs - 5610.503732) < 1e-6);
        QVERIFY(qAbs(e.timeUs - 5893.303732) < 1e-6);
        QVERIFY(qAbs(e.algbwGBps - 182.196926) < 1e-6);
        QVERIFY(qAbs(e.busbwGBps - 353.006544) < 1e-6);
        QCOMPARE(c.peakTflopsBf16, 31648.0); // 32 x 989
    }

    void singleNodeIgnoresTheNics_data()
    {
        QTest::addColumn<double>("nicRateGbps");
        QTest::newRow("200G NICs") << 200.0;
        QTest::newRow("100G NICs") << 100.0;
        QTest::newRow("no NIC cabled") << 0.0;
    }
    void singleNodeIgnoresTheNics()
    {
        // One 8x A100 SXM node: B = 240 (NVLink), n = 8, N = 1: latency = 8.4 + 14 x 3.4 = 56 us;
        // bandwidth = 14/8 x 1073741824 / 240e9 s = 7829.367467 us; time = 7885.367467 us;
        // algbw = 136.168901 GB/s; busbw = x 1.75 = 238.295577 GB/s.
        QFETCH(double, nicRateGbps);
        Server s = a100Sxm();
        s.nicRateGbps = nicRateGbps > 0 ? nicRateGbps : 200;
        Design d = oneSwitchCluster(s, 1, 40, 200);
        if (nicRateGbps == 0)
            d.cables.clear();
        const ClusterAnalysis c = analyze(d, kGiB).clusters.at(0);
        const CollectiveEstimate &e = c.allReduce;
        QVERIFY(!c.crossNode);
        QVERIFY(e.feasible);
        QCOMPARE(e.bottleneckGBps, 240.0);
        QCOMPARE(e.bottleneck, QStringLiteral("NVLink (240 GB/s per GPU)"));
        QCOMPARE(e.latencyUs, 56.0);
        QVERIFY(qAbs(e.bandwidthUs - 7829.367467) < 1e-6);
        QVERIFY(qAbs(e.timeUs - 7885.367467) < 1e-6);
        QVERIFY(qAbs(e.algbwGBps - 136.168901) < 1e-6);
        QVERIFY(qAbs(e.busbwGBps - 238.295577) < 1e-6);
    }

    void crossNodeFollowsTheNicRate()
    {
        // Same 4 A100 nodes, 100G NICs into the 200G switch: each link runs at 100;
        // network = 8 x 100 / 8 = 100 GB/s = B. bandwidth = 2080374784 / 100e3 = 20803.74784 us;
        // time = 20803.74784 + 282.8 = 21086.54784 us.
        Server s = a100Sxm();
        s.nicRateGbps = 100;
        const CollectiveEstimate e = analyze(oneSwitchCluster(s, 4, 40, 200), kGiB).clusters.at(0).allReduce;
        QCOMPARE(e.bottleneckGBps, 100.0);
        QCOMPARE(e.bottleneck, QStringLiteral("NICs: 8 x 100 Gb/s InfiniBand = 100 GB/s per node"));
        QCOMPARE(e.bandwidthUs, 20803.74784);
        QCOMPARE(e.timeUs, 21086.54784);
    }

    void pcieServerWithoutNics()
    {
        // 8 GPUs on PCIe Gen4, no NICs: B = 24; latency = 8.4 + 14 x 5.7 = 88.2 us;
        // bandwidth = 14/8 x 1073741824 / 24e9 s = 78293.674667 us; time = 78381.874667 us.
        DesignBuilder b;
        b.server(pcieGen4Box(), QStringLiteral("box"));
        const ClusterAnalysis c = analyze(b.design, kGiB).clusters.at(0);
        const CollectiveEstimate &e = c.allReduce;
        QVERIFY(e.feasible);
        QCOMPARE(c.networkGBps, 0.0);
        QCOMPARE(e.bottleneckGBps, 24.0);
        QCOMPARE(e.bottleneck, QStringLiteral("PCIe Gen4 (24 GB/s per GPU)"));
        QCOMPARE(e.latencyUs, 88.2);
        QVERIFY(qAbs(e.bandwidthUs - 78293.674667) < 1e-6);
        QVERIFY(qAbs(e.timeUs - 78381.874667) < 1e-6);
        QCOMPARE(c.powerKw, 3.0);
    }

    void pcieFallbackWhenBandwidthUnset()
    {
        // A PCIe Gen5 server with no intra-node figure uses NCCL's Gen5 x16 model, 48 GB/s.
        DesignBuilder b;
        Server s = pcieGen4Box();
        s.fabric = IntraFabric::PCIeGen5;
        s.intraBandwidthGBps = 0;
        b.server(s, QStringLiteral("box"));
        QCOMPARE(analyze(b.design, kGiB).clusters.at(0).allReduce.bottleneckGBps, 48.0);
    }

    void oversubscribedLeavesLimitTheNetwork()
    {
        // Two leaves, 2 A100 nodes each (16 x 200 down), 8 x 200 up to one spine: 3,200 / 1,600 = 2:1.
        // network = 200 GB/s per node / 2 = 100 GB/s < 240: B = 100.
        DesignBuilder b;
        const QUuid spine = b.switchDevice(QStringLiteral("spine1"), 40, 200);
        for (int leafNo = 1; leafNo <= 2; ++leafNo) {
            const QUuid leaf = b.switchDevice(QStringLiteral("leaf%1").arg(leafNo), 40, 200);
            for (int i = 1; i <= 2; ++i)
                b.cables(b.server(a100Sxm(), QStringLiteral("node%1%2").arg(leafNo).arg(i)), leaf, 8);
            b.cables(leaf, spine, 8);
        }
        const DesignAnalysis r = analyze(b.design, kGiB);
        const ClusterAnalysis &c = r.clusters.at(0);
        QCOMPARE(r.switches.size(), 3);
        QCOMPARE(r.switches[1].oversubscription, 2.0);
        QCOMPARE(c.worstOversubscription, 2.0);
        QCOMPARE(c.networkGBps, 100.0);
        QCOMPARE(c.allReduce.bottleneckGBps, 100.0);
        QCOMPARE(c.allReduce.bottleneck, QStringLiteral("oversubscription 2:1 at leaf1 (100 of 200 GB/s per node)"));
    }

    void uncabledNodeGivesNoEstimate()
    {
        Design d = oneSwitchCluster(a100Sxm(), 2, 40, 200);
        d.cables.remove(8, 8); // node2's cables
        const CollectiveEstimate e = analyze(d, kGiB).clusters.at(0).allReduce;
        QVERIFY(!e.feasible);
        QCOMPARE(e.timeUs, 0.0);
        QCOMPARE(e.busbwGBps, 0.0);
        QCOMPARE(e.bottleneck, QStringLiteral("server \"node2\" has no NIC cabled to a switch"));
    }

    void smallestNodeDecides()
    {
        // node1 has all 8 NICs cabled (200 GB/s), node2 only 4 (100 GB/s): B = 100, ppn = 8;
        // a third server without GPUs holds no rank: nodes = 2, n = 16.
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("ib1"), 40, 200);
        b.cables(b.server(a100Sxm(), QStringLiteral("node1")), sw, 8);
        b.cables(b.server(a100Sxm(), QStringLiteral("node2")), sw, 4);
        Server storage = a100Sxm();
        storage.gpuCount = 0;
        b.cables(b.server(storage, QStringLiteral("storage")), sw, 1);
        const ClusterAnalysis c = analyze(b.design, kGiB).clusters.at(0);
        QCOMPARE(c.serverIds.size(), 3);
        QCOMPARE(c.nodes, 2);
        QCOMPARE(c.gpus, 16);
        QCOMPARE(c.networkGBps, 100.0);
        QCOMPARE(c.allReduce.bottleneck, QStringLiteral("NICs: 4 x 200 Gb/s InfiniBand = 100 GB/s per node"));
        QCOMPARE(c.powerKw, 19.5); // 3 x 6.5
    }

    void clustersInDesignOrder()
    {
        DesignBuilder b;
        b.server(a100Sxm(), QStringLiteral("a"), {}, QStringLiteral("job-b"));
        b.server(pcieGen4Box(), QStringLiteral("b"), {}, QStringLiteral("job-a"));
        const DesignAnalysis r = analyze(b.design, 1e6);
        QCOMPARE(r.clusters.size(), 2);
        QCOMPARE(r.clusters[0].cluster, QStringLiteral("job-b"));
        QCOMPARE(r.clusters[1].cluster, QStringLiteral("job-a"));
    }

    void degenerateInputs()
    {
        DesignBuilder b;
        Server one = a100Sxm();
        one.gpuCount = 1;
        b.server(one, QStringLiteral("single"), {}, QStringLiteral("one"));
        Server none = a100Sxm();
        none.gpuCount = 0;
        b.server(none, QStringLiteral("cpu"), {}, QStringLiteral("none"));
        const DesignAnalysis r = analyze(b.design, std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(r.messageBytes, 0.0);
        QVERIFY(r.clusters[0].allReduce.feasible); // one GPU: nothing to send, takes no time
        QCOMPARE(r.clusters[0].allReduce.timeUs, 0.0);
        QVERIFY(!r.clusters[1].allReduce.feasible);
        QCOMPARE(r.clusters[1].allReduce.bottleneck, QStringLiteral("no GPUs in the cluster"));
        QVERIFY(analyze(Design(), kGiB).clusters.isEmpty());
    }

    void largeDesignStaysFast()
    {
        // 1,024 A100 nodes, 256 leaves (4 nodes = 32 down + 32 up each), 128 spines:
        // 8,192 server cables + 8,192 uplinks. Every leaf is 1:1, so B = min(240, 200) = 200.
        DesignBuilder b;
        QList<QUuid> spines;
        for (int s = 0; s < 128; ++s)
            spines.append(b.switchDevice(QStringLiteral("spine%1").arg(s), 64, 200));
        for (int l = 0; l < 256; ++l) {
            const QUuid leaf = b.switchDevice(QStringLiteral("leaf%1").arg(l), 64, 200);
            for (int n = 0; n < 4; ++n)
                b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(4 * l + n)), leaf, 8);
            for (int u = 0; u < 32; ++u)
                b.cables(leaf, spines.at((l * 32 + u) % 128), 1);
        }
        QElapsedTimer timer;
        timer.start();
        const DesignAnalysis r = analyze(b.design, kGiB);
        qInfo("analyze: %lld ms for %lld cables", timer.elapsed(), qint64(b.design.cables.size()));
        QCOMPARE(r.switches.size(), 384);
        QCOMPARE(r.clusters.at(0).gpus, 8192);
        QCOMPARE(r.clusters.at(0).worstOversubscription, 1.0);
        QCOMPARE(r.clusters.at(0).allReduce.bottleneckGBps, 200.0);
        QVERIFY2(timer.elapsed() < 5000, "analysis should be roughly linear in cables");
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
