#include "diagnosticlists.h"
#include "clusterfixtures.h"

#include "engine/analyzer.h"
#include "engine/clusternetwork.h"
#include "engine/fabricanalysis.h"
#include "topology/fabricgraph.h"
#include "evaluation/analysisrules.h"

#include <QElapsedTimer>
#include <QTest>

#include <limits>

using namespace cq;
using namespace cqtest;

namespace {

constexpr double kGiB = 1073741824.0; // 2^30 bytes

/** @p nodes copies of @p server, all NICs of each into one switch of the server's link kind. */
Design oneSwitchCluster(const Server &server, int nodes, int switchPorts, double switchRateGbps, bool sharp = false)
{
    DesignBuilder b;
    const QUuid hall = b.room(QStringLiteral("Hall A"));
    const QUuid sw = b.switchDevice(QStringLiteral("ib1"), switchPorts, switchRateGbps, hall, server.nicKind);
    b.design.switches.last().sharp = sharp;
    for (int i = 1; i <= nodes; ++i)
        b.cables(b.server(server, QStringLiteral("node%1").arg(i), hall), sw, server.nicCount);
    return b.design;
}

/** Two leaves of two A100 nodes each, @p uplinks x 200G from each leaf to one spine; the nodes
 *  are listed alternating between the leaves (node11, node21, node12, node22). */
Design twoLeaves(int uplinks)
{
    DesignBuilder b;
    const QUuid spine = b.switchDevice(QStringLiteral("spine"), 40, 200);
    const QUuid leaf1 = b.switchDevice(QStringLiteral("leaf1"), 40, 200);
    const QUuid leaf2 = b.switchDevice(QStringLiteral("leaf2"), 40, 200);
    for (int i = 1; i <= 2; ++i) {
        b.cables(b.server(a100Sxm(), QStringLiteral("node1%1").arg(i)), leaf1, 8);
        b.cables(b.server(a100Sxm(), QStringLiteral("node2%1").arg(i)), leaf2, 8);
    }
    b.cables(leaf1, spine, uplinks);
    b.cables(leaf2, spine, uplinks);
    return b.design;
}

} // namespace

/** The analyzer on hand-built designs: the network as collectives see it, and what it costs. */
class TestEngine : public QObject
{
    Q_OBJECT
private slots:
    void fourA100NodesUnderOneHdrSwitch()
    {
        // 4 x (8x A100 SXM, 8 x 200G IB) under one 40-port HDR switch, S = 1 GiB.
        // Per node: NICs 8 x 200 / 8 = 200 GB/s x 0.94 InfiniBand = 188 GB/s; GPUDirect crosses
        // each GPU's PCIe Gen4 x16 (NCCL 24 GB/s): 8 x 24 = 192 GB/s, not the bound (the link
        // efficiency is the NICs', not PCIe's: min(192, 0.94 x 200) = 188).
        // Ring/Simple: bus min(NVLink 12 x 20 = 240, 188) = 188, ratio 32/62.
        // Latency: NET hop 14 + 2 x 0.03 (3 m cables: 2 x 3 m x 5 ns/m, counted twice for Simple)
        // = 14.06; (8.4 + 56 x 3.4 + 6 x 14.06) x 1.4 plateau = 283.16 x 1.4 = 396.424 us.
        // Bandwidth on the table 2^30 x 62 / (32 x 188 x 1000) = 11065.8233191 us.
        Design d = oneSwitchCluster(a100Sxm(), 4, 40, 200);
        d.switches[0].powerW = 750; // the seed catalog's HDR 40-port switch
        const DesignAnalysis r = analyze(d, kGiB);
        QCOMPARE(r.messageBytes, kGiB);
        // The design's one power figure: 4 x 6,500 W servers + 750 W switch = 26,750 W.
        QCOMPARE(r.power.serversW, 26000.0);
        QCOMPARE(r.power.switchesW, 750.0);
        QCOMPARE(r.power.totalKw(), 26.75);
        QCOMPARE(r.clusters.size(), 1);
        const ClusterAnalysis &c = r.clusters[0];
        QCOMPARE(c.cluster, QStringLiteral("training"));
        QCOMPARE(c.serverIds.size(), 4);
        QCOMPARE(c.nodes, 4);
        QCOMPARE(c.gpusPerNode, 8);
        QCOMPARE(c.gpus, 32);
        QVERIFY(c.crossNode);
        QCOMPARE(c.intraNodeGBps, 240.0);
        QCOMPARE(c.nicGBps, 200.0);
        QNEAR(c.networkGBps, 188.0);
        QCOMPARE(c.networkEfficiency, 0.94);
        QCOMPARE(c.linkKind, LinkKind::InfiniBand);
        QCOMPARE(c.worstOversubscription, 0.0);
        QCOMPARE(c.leaves, 1);
        QVERIFY(!c.railAligned);
        QVERIFY(!c.crossRoom);
        QCOMPARE(c.peakTflopsBf16, 9984.0); // 32 x 312
        const CollectiveEstimate &e = c.allReduce;
        QVERIFY(e.feasible);
        QVERIFY(e.crossNode);
        QCOMPARE(e.algorithm, QStringLiteral("ring"));
        QCOMPARE(e.protocol, QStringLiteral("Simple"));
        QCOMPARE(e.ranks, 32);
        QNEAR(e.latencyUs, 396.424);
        // 11065.8233191 us on the table + 2 x 8 x 512 KiB / (188 / 12 GB/s) = 535.4430638 us of
        // fill = 11601.2663830 us; time + 396.424 = 11997.6903830 us; algbw 2^30 / 11997.6903830 us
        // = 89.4957104 GB/s; busbw x 62/32 = 173.3979389 GB/s.
        QNEAR(e.bandwidthUs, 11601.2663830);
        QNEAR(e.timeUs, 11997.6903830);
        QNEAR(e.algbwGBps, 89.4957104);
        QNEAR(e.busbwGBps, 173.3979389);
        QCOMPARE(e.bottleneck, QStringLiteral("NICs: 8 x 200 Gb/s InfiniBand = 200 GB/s per node, "
                                              "x 94 % InfiniBand efficiency = 188 GB/s"));
        QCOMPARE(r.switches.size(), 1);
        QCOMPARE(r.switches[0].portsUsed, 32);
        QCOMPARE(r.switches[0].tier, 1);
    }

    void intraNodeIgnoresTheNetwork_data()
    {
        QTest::addColumn<double>("nicRateGbps");
        QTest::newRow("200G NICs") << 200.0;
        QTest::newRow("100G NICs") << 100.0;
        QTest::newRow("no NIC cabled") << 0.0;
    }
    void intraNodeIgnoresTheNetwork()
    {
        // One 8x A100 node: ring over NVLink 240: 56 + 7829.3674667 + 419.4304 (pipeline fill,
        // tst_ncclcostmodel) = 8304.7978667 us, whatever its NICs do.
        QFETCH(double, nicRateGbps);
        Server s = a100Sxm();
        s.nicRateGbps = nicRateGbps > 0 ? nicRateGbps : 200;
        Design d = oneSwitchCluster(s, 1, 40, 200);
        if (nicRateGbps == 0)
            d.cables.clear();
        const ClusterAnalysis c = analyze(d, kGiB).clusters.at(0);
        QVERIFY(!c.crossNode);
        QVERIFY(!c.allReduce.crossNode);
        // NCCL's search on 240 GB/s: 6 x 40, doubled to 12 x 20 (tst_ncclcostmodel topologySearch).
        QCOMPARE(c.allReduce.bottleneck, QStringLiteral("NVLink (240 GB/s per GPU); NCCL's search: 12 channels x 20 GB/s"));
        QNEAR(c.allReduce.timeUs, 8304.7978667);
    }

    void crossNodeFollowsTheNicRate()
    {
        // 4 A100 nodes with 100G NICs into the 200G switch: 8 x 100 / 8 = 100 GB/s per node x 0.94
        // = 94 GB/s (below the 192 of the PCIe links): the ring now runs at 94 instead of 188.
        Server s = a100Sxm();
        s.nicRateGbps = 100;
        const ClusterAnalysis c = analyze(oneSwitchCluster(s, 4, 40, 200), kGiB).clusters.at(0);
        QNEAR(c.networkGBps, 94.0);
        QCOMPARE(c.allReduce.bottleneck,
                 QStringLiteral("NICs: 8 x 100 Gb/s InfiniBand = 100 GB/s per node, x 94 % InfiniBand efficiency = 94 GB/s"));
    }

    void sweepCoversEveryCollectiveAndSize()
    {
        AnalysisOptions options;
        const DesignAnalysis r = analyze(oneSwitchCluster(a100Sxm(), 1, 40, 200), options);
        const QList<CollectiveEstimate> &sweep = r.clusters.at(0).sweep;
        QCOMPARE(options.sweepBytes.size(), 32); // 2^3 .. 2^34
        QCOMPARE(options.sweepBytes.first(), 8.0);
        QCOMPARE(options.sweepBytes.last(), 17179869184.0);
        QCOMPARE(sweep.size(), 7 * 32);
        QCOMPARE(sweep.at(0).collective, QStringLiteral("all_reduce"));
        QCOMPARE(sweep.at(0).bytes, 8.0);
        QCOMPARE(sweep.at(32).collective, QStringLiteral("all_gather"));
        QCOMPARE(sweep.at(6 * 32 + 31).collective, QStringLiteral("sendrecv"));
        // all_reduce at 1 GiB = 2^30 is sweep entry 27 (2^3 is entry 0): the estimate above.
        QNEAR(sweep.at(27).timeUs, 8304.7978667);
    }

    void leafUplinksDoNotSlowTrafficThatStaysUnderTheLeaf()
    {
        // Two A100 nodes under leaf1, which also has 4 x 200G to a spine: 3200 / 800 = 4:1. The
        // cluster's traffic never leaves leaf1: 200 x 0.94 = 188 GB/s per node, as with no uplink at all.
        DesignBuilder b;
        const QUuid spine = b.switchDevice(QStringLiteral("spine"), 40, 200);
        const QUuid leaf = b.switchDevice(QStringLiteral("leaf1"), 40, 200);
        for (int i = 1; i <= 2; ++i)
            b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(i)), leaf, 8);
        b.cables(leaf, spine, 4);
        const DesignAnalysis r = analyze(b.design, kGiB);
        QCOMPARE(r.switches.at(1).oversubscription, 4.0);
        QNEAR(r.clusters.at(0).networkGBps, 188.0);
        QCOMPARE(r.clusters.at(0).worstOversubscription, 0.0);
        QVERIFY(!codes(analysisDiagnostics(r)).contains(QStringLiteral("CQ-OVERSUB-001")));
    }

    void twoToOneLeavesHurtAllToAllNotTheRing()
    {
        // 2 leaves x 2 nodes, 8 x 200 = 1600 Gb/s up per leaf (3200 / 1600 = 2:1). Nodes sorted by
        // leaf, the ring leaves each leaf once and enters it once: 1 node of traffic on 1600 Gb/s =
        // 200 GB/s x 0.94 = 188, not below a node's min(192, 200 x 0.94 = 188): ring 188. All-to-all:
        // per rail 2 of 4 nodes on a leaf
        // send 2 x 2/3 = 1.333 nodes' worth out: 200 / 1.333 = 150 GB/s x 0.94 = 141 GB/s.
        const DesignAnalysis r = analyze(twoLeaves(8), kGiB);
        const ClusterAnalysis &c = r.clusters.at(0);
        QNEAR(c.networkGBps, 188.0);
        QCOMPARE(c.worstOversubscription, 2.0);
        QCOMPARE(c.worstSwitch, QStringLiteral("leaf1"));
        QCOMPARE(c.leaves, 2);
        // alltoall 1 GiB: algbw bound 141 x 32 / (8 x 24) = 23.5 GB/s; latency 8.4 + 14 + 2 x 0.29
        // (6 m of cable = 0.03 us + 2 extra switches x 0.13) = 22.98 us; time = 22.98 + 2^30 / 23.5e3
        // = 45714.1214468 us; busbw = 2^30 / t x 31/32 = 22.7541810 GB/s.
        AnalysisOptions options;
        options.collectives = {Collective::AllToAll};
        options.sweepBytes = {kGiB};
        const CollectiveEstimate a2a = analyze(twoLeaves(8), options).clusters.at(0).sweep.at(0);
        QNEAR(a2a.timeUs, 45714.1214468);
        QNEAR(a2a.busbwGBps, 22.7541810);
        QCOMPARE(a2a.bottleneck, QStringLiteral("uplinks of leaf1 (1600 Gb/s) carry 1.33 nodes' all-to-all traffic = "
                                                "150 GB/s per node, x 94 % InfiniBand efficiency = 141 GB/s"));
        const QList<Diagnostic> warnings = analysisDiagnostics(r);
        QCOMPARE(codes(warnings), QStringList{QStringLiteral("CQ-OVERSUB-001")});
        QCOMPARE(warnings.first().message,
                 QStringLiteral("Training cluster \"training\" sends traffic through leaf1, oversubscribed 2:1: a training "
                                "fabric should be non-blocking (1:1); its ring traffic gets 188 GB/s per node."));
    }

    void tightUplinksLimitTheRing()
    {
        // 2 x 200G up per leaf = 400 Gb/s = 50 GB/s for 1 node of ring traffic: 50 x 0.94 = 47 GB/s.
        const ClusterAnalysis c = analyze(twoLeaves(2), kGiB).clusters.at(0);
        QNEAR(c.networkGBps, 47.0);
        QCOMPARE(c.allReduce.bottleneck, QStringLiteral("uplinks of leaf1 (400 Gb/s) carry 1 nodes' ring traffic = 50 GB/s "
                                                        "per node, x 94 % InfiniBand efficiency = 47 GB/s"));
    }

    void railOptimizedTrafficStaysOnItsRail()
    {
        // 4 nodes, NIC k of every node on rail leaf k (8 leaves of 4 down x 200 = 800, 2 x 200 = 400
        // up: 2:1). Ring and all-to-all stay on their rail: 200 x 0.94 = 188 GB/s, nothing crossed.
        DesignBuilder b;
        const QUuid spine = b.switchDevice(QStringLiteral("spine"), 64, 200);
        QList<QUuid> rails;
        for (int r = 0; r < 8; ++r)
            rails.append(b.switchDevice(QStringLiteral("rail%1").arg(r + 1), 40, 200));
        for (int n = 1; n <= 4; ++n) {
            const QUuid node = b.server(a100Sxm(), QStringLiteral("node%1").arg(n));
            for (int r = 0; r < 8; ++r)
                b.cable(node, r, rails.at(r), n - 1);
        }
        for (const QUuid &rail : std::as_const(rails))
            b.cables(rail, spine, 2);
        const ClusterAnalysis c = analyze(b.design, kGiB).clusters.at(0);
        QVERIFY(c.railAligned);
        QCOMPARE(c.leaves, 8);
        QNEAR(c.networkGBps, 188.0);
        QCOMPARE(c.worstOversubscription, 0.0);
    }

    void roceBeyond32Gpus()
    {
        // 8 RoCE nodes = 64 GPUs: 0.94 x 0.825 = 0.7755 of the NICs' 200 = 155.1 GB/s (below the
        // PCIe links' 192), and a warning.
        Server s = a100Sxm();
        s.nicKind = LinkKind::RoCE;
        const DesignAnalysis r = analyze(oneSwitchCluster(s, 8, 64, 200), kGiB);
        QNEAR(r.clusters.at(0).networkGBps, 155.1);
        QCOMPARE(r.clusters.at(0).linkKind, LinkKind::RoCE);
        const QList<Diagnostic> warnings = analysisDiagnostics(r);
        QVERIFY(codes(warnings).contains(QStringLiteral("CQ-ROCE-001")));
        // 4 RoCE nodes = 32 GPUs: 0.94 x 0.9 = 0.846 of 200 = 169.2 GB/s, no warning.
        const DesignAnalysis small = analyze(oneSwitchCluster(s, 4, 64, 200), kGiB);
        QNEAR(small.clusters.at(0).networkGBps, 169.2);
        QVERIFY(!codes(analysisDiagnostics(small)).contains(QStringLiteral("CQ-ROCE-001")));
    }

    void tcpEthernetIsSlow()
    {
        // 8 x 100G plain Ethernet: 100 GB/s x 0.40 (socket transport, assumption) = 40 GB/s, and
        // 10 us of TCP stack on every network hop.
        Server s = a100Sxm();
        s.nicKind = LinkKind::Ethernet;
        s.nicRateGbps = 100;
        const Design d = oneSwitchCluster(s, 2, 40, 100);
        const ClusterAnalysis c = analyze(d, kGiB).clusters.at(0);
        QNEAR(c.networkGBps, 40.0);
        QCOMPARE(c.linkKind, LinkKind::Ethernet);
        const FabricGraph graph(d);
        const ClusterNetwork cn = clusterNetwork(graph, graph.clusters().at(0), switchLoads(graph));
        QNEAR(cn.shape.extraNetLatencyUs, 10.03); // 10 + 6 m x 0.005
    }

    void sharpSwitchesEnableCollNet()
    {
        // 4 H100 nodes (8 x 400G NDR: 8 x 50 x 0.94 = 376 GB/s, below the PCIe links' 8 x 48 = 384)
        // under a SHARP switch: NVLS with SHARP between nodes: per channel min(59.5, 376 x 62/32 / 8
        // = 91.06) = 59.5 -> bus 476. Without SHARP, NVLS tree: per channel min(59.5, 376 / 8 = 47,
        // NCCL's cap 45.5) = 45.5 -> bus 8 x 45.5 = 364.
        const ClusterAnalysis sharp = analyze(oneSwitchCluster(h100Sxm(), 4, 64, 400, true), kGiB).clusters.at(0);
        const ClusterAnalysis plain = analyze(oneSwitchCluster(h100Sxm(), 4, 64, 400, false), kGiB).clusters.at(0);
        QCOMPARE(sharp.allReduce.algorithm, QStringLiteral("nvls"));
        QNEAR(sharp.allReduce.bottleneckGBps, 476.0);
        QCOMPARE(plain.allReduce.algorithm, QStringLiteral("nvls_tree"));
        QNEAR(plain.allReduce.bottleneckGBps, 364.0);
    }

    void crossRoomCablesAddLatency()
    {
        // Nodes in Hall A, their switch in Hall B, 500 m of fibre: 2 x 500 m x 5 ns/m = 5 us a hop.
        DesignBuilder b;
        const QUuid hallA = b.room(QStringLiteral("Hall A"));
        const QUuid hallB = b.room(QStringLiteral("Hall B"));
        const QUuid sw = b.switchDevice(QStringLiteral("ib1"), 40, 200, hallB);
        for (int i = 1; i <= 2; ++i)
            b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(i), hallA), sw, 8);
        for (Cable &c : b.design.cables)
            c.lengthM = 500;
        const FabricGraph graph(b.design);
        const ClusterNetwork cn = clusterNetwork(graph, graph.clusters().at(0), switchLoads(graph));
        QVERIFY(cn.crossRoom);
        QNEAR(cn.shape.extraNetLatencyUs, 5.0);
    }

    void pcieServerWithoutNics()
    {
        // 8 GPUs on PCIe Gen4 (24), no NICs: 88.2 + 78293.6746667 + 699.0506667 (fill) = 79080.9253333 us.
        DesignBuilder b;
        b.server(pcieGen4Box(), QStringLiteral("box"));
        const DesignAnalysis a = analyze(b.design, kGiB);
        const ClusterAnalysis c = a.clusters.at(0);
        QVERIFY(c.allReduce.feasible);
        QCOMPARE(c.networkGBps, 0.0);
        QCOMPARE(c.allReduce.bottleneck, QStringLiteral("PCIe Gen4 (24 GB/s per GPU); NCCL's search: 2 channels x 12 GB/s"));
        QNEAR(c.allReduce.latencyUs, 88.2);
        QNEAR(c.allReduce.timeUs, 79080.9253333);
        QCOMPARE(a.power.totalW(), 3000.0); // the box's 3,000 W, no switch
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

    void trainingOnTheCluster()
    {
        // 7B on the 4 A100 nodes: DP 32, 1.4e10 bytes of bf16 gradients over the whole cluster:
        // 396.424 + 1.4e10 x 62 / (32 x 188 x 1000) = 144678.3388936 us, + 535.4430638 us of pipeline
        // fill = 145213.7819574 us; compute 35.2886154 s; scaling 35.2886154 / (35.2886154 + 0.1452138)
        // = 0.9959018; busbw 1.4e10 / t x 62/32 = 186.8.
        const ClusterAnalysis c = analyze(oneSwitchCluster(a100Sxm(), 4, 40, 200), kGiB).clusters.at(0);
        const TrainingEstimate &t = c.training;
        QVERIFY(t.valid());
        QCOMPARE(t.plan.dataParallel, 32);
        QNEAR(t.allReduceSeconds, 0.1452137820);
        QNEAR(t.computeSeconds, 35.2886154);
        QNEAR(t.scalingEfficiency, 0.9959018);
        QCOMPARE(t.allReduceText, QStringLiteral("ring / Simple over 32 ranks, busbw 186.8 GB/s"));
    }

    void progressAndStop()
    {
        QList<int> seen;
        const DesignAnalysis full = analyze(oneSwitchCluster(a100Sxm(), 2, 40, 200), AnalysisOptions(),
                                            [&](int percent) { seen.append(percent); return true; });
        QCOMPARE(seen, (QList<int>{10, 40, 100}));
        QCOMPARE(full.clusters.size(), 1);
        const DesignAnalysis stopped = analyze(oneSwitchCluster(a100Sxm(), 2, 40, 200), AnalysisOptions(),
                                               [](int) { return false; });
        QVERIFY(stopped.clusters.isEmpty());
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
        QVERIFY(!r.clusters[1].training.valid());
        QVERIFY(analyze(Design(), kGiB).clusters.isEmpty());
    }

    void largeDesignStaysFast()
    {
        // 1,024 A100 nodes, 256 leaves (4 nodes = 32 down + 32 up each), 128 spines of 64 ports,
        // leaf l cabled to spines l .. l+31 (mod 128), so that every leaf shares spines with its
        // neighbours and the whole is one fabric: 8,192 server cables + 8,192 uplinks. Every leaf
        // is 1:1; the ring crosses each leaf once (1 node-load on 6400 Gb/s = 800 GB/s) and
        // all-to-all sends 4 x 1020 / 1023 = 3.99 node-loads up (800 / 3.99 = 200.6 GB/s), both
        // above a node's min(PCIe 192, 200 x 0.94 = 188) once x 0.94 (752, 188.6): 188 per node.
        DesignBuilder b;
        QList<QUuid> spines;
        for (int s = 0; s < 128; ++s)
            spines.append(b.switchDevice(QStringLiteral("spine%1").arg(s), 64, 200));
        for (int l = 0; l < 256; ++l) {
            const QUuid leaf = b.switchDevice(QStringLiteral("leaf%1").arg(l), 64, 200);
            for (int n = 0; n < 4; ++n)
                b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(4 * l + n)), leaf, 8);
            for (int u = 0; u < 32; ++u)
                b.cables(leaf, spines.at((l + u) % 128), 1);
        }
        QElapsedTimer timer;
        timer.start();
        const DesignAnalysis r = analyze(b.design, kGiB);
        qInfo("analyze: %lld ms for %lld cables", timer.elapsed(), qint64(b.design.cables.size()));
        QCOMPARE(r.switches.size(), 384);
        QCOMPARE(r.clusters.at(0).gpus, 8192);
        QCOMPARE(r.clusters.at(0).worstOversubscription, 1.0);
        QNEAR(r.clusters.at(0).networkGBps, 188.0);
        QCOMPARE(r.fabric.bisectionGbps, r.fabric.idealBisectionGbps); // non-blocking
        QVERIFY2(timer.elapsed() < 5000, "analysis should be roughly linear in cables");
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
