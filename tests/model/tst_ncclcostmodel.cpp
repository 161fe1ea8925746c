#include "clusterfixtures.h"

#include "engine/ncclcostmodel.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {

constexpr double kGiB = 1073741824.0; // 2^30

/** One 8-GPU NVSwitch node: A100 (NCCL's 12 x 20 = 240 GB/s) unless told otherwise. */
CommShape oneNode(GpuGeneration g = GpuGeneration::Ampere, double intraGBps = 240)
{
    CommShape s;
    s.ranks = 8;
    s.nodes = 1;
    s.gpusPerNode = 8;
    s.generation = g;
    s.intraGBps = intraGBps;
    s.intraText = QStringLiteral("NVLink");
    return s;
}

/** @p nodes x 8 GPUs with @p netGBps effective per node for every traffic pattern. */
CommShape nodes(int count, GpuGeneration g, double intraGBps, double netGBps)
{
    CommShape s = oneNode(g, intraGBps);
    s.ranks = 8 * count;
    s.nodes = count;
    s.ringNetGBps = s.treeNetGBps = s.alltoallNetGBps = s.p2pNetGBps = netGBps;
    s.ringNetText = QStringLiteral("NICs");
    return s;
}

} // namespace

/** NcclCostModel against values worked out by hand from collective-model.md §2 (NCCL v2.30.7). */
class TestNcclCostModel : public QObject
{
    Q_OBJECT
private slots:
    void topologySearch()
    {
        // Ampere speeds 40, 30, 20 ...: 6 x 40 = 240 fits 240 exactly; 40 >= 25 so the
        // channels are doubled at half speed: 12 x 20.
        const NcclCostModel a100(oneNode());
        QCOMPARE(a100.ringChannels(), 12);
        QCOMPARE(a100.ringChannelGBps(), 20.0);
        QCOMPARE(a100.nvlsChannels(), 0); // Ampere: no NVLink SHARP
        // Hopper speeds 60, 50, 40 ...: 6 x 60 = 360 <= 370.8 (7 x 50 = 350, 9 x 40 = 360 are no
        // better); doubled: 12 x 30. NVLS: 8 heads, 8 x 50 = 400 > 370.8, 8 x 40 = 320 fits.
        const NcclCostModel h100(oneNode(GpuGeneration::Hopper, 370.8));
        QCOMPARE(h100.ringChannels(), 12);
        QCOMPARE(h100.ringChannelGBps(), 30.0);
        QCOMPARE(h100.nvlsChannels(), 8);
        QCOMPARE(h100.nvlsChannelGBps(), 40.0);
        // PCIe 24 GB/s: 20 x 1 = 20 < 12 x 2 = 24; 12 < 25: no doubling.
        CommShape pcie = oneNode(GpuGeneration::Ampere, 24);
        pcie.nvlink = pcie.nvswitch = false;
        const NcclCostModel box(pcie);
        QCOMPARE(box.ringChannels(), 2);
        QCOMPARE(box.ringChannelGBps(), 12.0);
    }

    void a100RingAllReduceOneGiB()
    {
        // Ring/Simple: bus 12 x 20 = 240, algbw ratio n / 2(n-1) = 8/14.
        // latency 8.4 + 14 x 3.4 = 56 us; bandwidth 2^30 x 14 / (8 x 240 x 1000) = 7829.3674667 us
        // on all 12 channels, plus the ramp's pipeline fill (full 2 MiB chunks, 512 KiB steps):
        // 2 x 8 x 524288 / (240 / 12 x 1000) = 419.4304 us -> 8248.7978667 us; time 8304.7978667 us;
        // algbw 2^30 / t = 129.2917469 GB/s; busbw x 1.75 = 226.2605571.
        // (Ring/LL128: 40.6 + 2^30 x 14 / (8 x 220.8 x 1000) = 8550.78 us: slower; Tree: x 0.5: slower.)
        const CollectiveEstimate e = NcclCostModel(oneNode()).estimate(Collective::AllReduce, kGiB);
        QVERIFY(e.feasible);
        QVERIFY(!e.crossNode);
        QCOMPARE(e.algorithm, QStringLiteral("ring"));
        QCOMPARE(e.protocol, QStringLiteral("Simple"));
        QCOMPARE(e.ranks, 8);
        QNEAR(e.latencyUs, 56.0);
        QNEAR(e.bandwidthUs, 8248.7978667);
        QNEAR(e.timeUs, 8304.7978667);
        QNEAR(e.algbwGBps, 129.2917469);
        QNEAR(e.busbwGBps, 226.2605571);
        QNEAR(e.bottleneckGBps, 240.0);
        QNEAR(e.modelAlgbwGBps, 240.0 * 8 / 14);
    }

    void smallMessagesTakeLL()
    {
        // 1 KiB: Ring/LL bus min(llMaxBw Ampere 1 node 87.7, 240 x 0.5 = 120) = 87.7;
        // latency 6.6 + 14 x 0.6 = 15.0; table bandwidth 1024 x 14 / (8 x 87.7 x 1000) = 0.0204333 us.
        // Tree/LL: 6.8 + 2 x 7 x 0.6 = 15.2 us of latency alone: slower. The launch then runs on
        // 1 of 12 channels (1024 B < 2 x 512 threads x 8 B x 8 ranks): 1024 / (1000 x 50.1142857 / 12)
        // = 0.2451995 us, plus a fill of 2 x 8 x 128 B / (87.7 / 12 GB/s) = 0.2802281 us.
        const CollectiveEstimate e = NcclCostModel(oneNode()).estimate(Collective::AllReduce, 1024);
        QCOMPARE(e.algorithm, QStringLiteral("ring"));
        QCOMPARE(e.protocol, QStringLiteral("LL"));
        QNEAR(e.latencyUs, 15.0);
        QNEAR(e.timeUs, 15.5254276);
        QNEAR(e.busbwGBps, 0.1154236);
        QNEAR(e.bottleneckGBps, 87.7);
    }

    void h100UsesNvls()
    {
        // NVLS: per channel 40 x 0.85 x 7/8 x 2 = 59.5; bus 8 x 59.5 = 476; ratio 8/14;
        // latency = NVLink NVLS hop 25 us. 8 GiB: 25 + 2^33 x 14 / (8 x 476 x 1000) = 31605.6418824 us,
        // plus one pass of 8 steps of 8 heads x 128 KiB at 476 / 8 GB/s = 140.9850084 us:
        // 31746.6268908 us; busbw = 2^33 / t x 1.75 = 473.5112674 GB/s. (Ring: 41812.6 us.)
        const CollectiveEstimate e = NcclCostModel(oneNode(GpuGeneration::Hopper, 370.8)).estimate(Collective::AllReduce, 8 * kGiB);
        QCOMPARE(e.algorithm, QStringLiteral("nvls"));
        QNEAR(e.latencyUs, 25.0);
        QNEAR(e.timeUs, 31746.6268908);
        QNEAR(e.busbwGBps, 473.5112674);
        QNEAR(e.bottleneckGBps, 476.0);
    }

    void allGatherOnH100StaysOnTheRing()
    {
        // NVLS all_gather: 40 x 0.85 x 7/8 x 7/8 x 8 = 208.25 bus; ring: 12 x 30 = 360, ratio 8/7.
        // 1 GiB: 8.4 + 7 x 3.4 = 32.2 + 2^30 x 7 / (8 x 360 x 1000) = 2609.7891556 -> 2641.9891556 us,
        // plus one pass of 8 steps of 512 KiB at 360 / 12 GB/s = 139.8101333 us: 2781.7992889 us;
        // busbw = 2^30 / t x 7/8 = 337.7397139 GB/s.
        const CollectiveEstimate e = NcclCostModel(oneNode(GpuGeneration::Hopper, 370.8)).estimate(Collective::AllGather, kGiB);
        QCOMPARE(e.algorithm, QStringLiteral("ring"));
        QNEAR(e.timeUs, 2781.7992889);
        QNEAR(e.busbwGBps, 337.7397139);
    }

    void twoH100NodesUseNvlsTree()
    {
        // NVLS tree, 2 nodes: per channel min(59.5, 400 / 8 x 2 = 100, cap 57.7) = 57.7; bus 461.6;
        // ratio 16/30; latency 25 + 2 x log2(2) x 20.9 = 66.8 us.
        // 1 GiB: 66.8 + 2^30 x 30 / (16 x 461.6 x 1000) = 4428.2946274 us, plus two passes of 8 steps
        // of 8 heads x 128 KiB at 57.7 GB/s = 290.7664 us: 4719.0609359 us; busbw = 426.6242685.
        // (Ring: (8.4 + 28 x 3.4 + 2 x 14) x 1.4 + 2^30 x 30 / (16 x 360 x 1000) = 5776.6 us.)
        const CollectiveEstimate e = NcclCostModel(nodes(2, GpuGeneration::Hopper, 370.8, 400)).estimate(Collective::AllReduce, kGiB);
        QVERIFY(e.crossNode);
        QCOMPARE(e.algorithm, QStringLiteral("nvls_tree"));
        QNEAR(e.latencyUs, 66.8);
        QNEAR(e.timeUs, 4719.0609359);
        QNEAR(e.busbwGBps, 426.6242685);
    }

    void treePatternFactorNeedsTwoGpusPerNode()
    {
        auto treeSimpleBus = [](const NcclCostModel &m) {
            for (const NcclCostModel::Entry &e : m.entries(Collective::AllReduce)) {
                if (e.algorithm == Algorithm::Tree && e.protocol == Protocol::Simple)
                    return e.busGBps;
            }
            return -1.0;
        };
        // 2 H100 nodes x 8 GPUs, 400 GB/s each: graph 12 x 30 = 360 (< 2 x 400); x 0.92 = 331.2
        // (cap 12 x 41.4 = 496.8); plain TREE pattern on Hopper: x 0.85 = 281.52.
        QNEAR(treeSimpleBus(NcclCostModel(nodes(2, GpuGeneration::Hopper, 370.8, 400))), 281.52);
        // 2 nodes x 1 H100, 40 GB/s each: search 1 x 40, doubled to 2 x 20; no chain inside the
        // node, so the network bounds: 2 x 40 = 80 on 2 nodes; x 0.92 = 73.6 (cap 2 x 41.4 = 82.8);
        // one GPU keeps the BALANCED_TREE pattern: no x 0.85.
        CommShape one = nodes(2, GpuGeneration::Hopper, 370.8, 40);
        one.ranks = 2;
        one.gpusPerNode = 1;
        const NcclCostModel model(one);
        QCOMPARE(model.ringChannels(), 2);
        QNEAR(treeSimpleBus(model), 73.6);
    }

    void ringLatencyOnSeveralNodes()
    {
        // Ring restricted (NCCL_ALGO=RING), 2 H100 nodes: (8.4 + 28 x max(3.4, 3 net overhead) + 2 x 14) x 1.4
        // (plateau) = 184.24 us; + 2^30 x 30 / (16 x 360 x 1000) = 5592.4053333 -> 5776.6453333 us;
        // + 2 x 8 x 512 KiB / (360 / 12 GB/s) = 279.6202667 us of pipeline fill = 6056.2656 us.
        NcclEnv ring;
        ring.algorithms = {Algorithm::Ring};
        const CollectiveEstimate e = NcclCostModel(nodes(2, GpuGeneration::Hopper, 370.8, 400), ring).estimate(Collective::AllReduce, kGiB);
        QCOMPARE(e.algorithm, QStringLiteral("ring"));
        QNEAR(e.latencyUs, 184.24);
        QNEAR(e.timeUs, 6056.2656);
    }

    void pcieBoxWithoutLL128()
    {
        // 8 GPUs on PCIe 24 GB/s: bus 2 x 12 = 24; latency 8.4 + 14 x 5.7 = 88.2 us;
        // 2^30 x 14 / (8 x 24 x 1000) = 78293.6746667 -> 78381.8746667 us, + 2 x 8 x 512 KiB at
        // 24 / 2 GB/s = 699.0506667 us of fill: 79080.9253333 us. No LL128 off NVLink.
        CommShape s = oneNode(GpuGeneration::Ampere, 24);
        s.nvlink = s.nvswitch = false;
        const NcclCostModel model(s);
        const CollectiveEstimate e = model.estimate(Collective::AllReduce, kGiB);
        QNEAR(e.timeUs, 79080.9253333);
        for (const CollectiveEstimate &c : model.candidates(Collective::AllReduce, 1e6))
            QVERIFY(c.protocol != QStringLiteral("LL128"));
    }

    void pointToPoint()
    {
        // sendrecv 1 GiB on one A100 node: 240 GB/s, latency 8.4 + 3.4 = 11.8 us:
        // 11.8 + 2^30 / 240e3 = 4485.7242667 us; busbw = algbw = 239.3686638.
        const NcclCostModel model(oneNode());
        const CollectiveEstimate sr = model.estimate(Collective::SendRecv, kGiB);
        QCOMPARE(sr.algorithm, QStringLiteral("p2p"));
        QCOMPARE(sr.protocol, QStringLiteral("Simple"));
        QNEAR(sr.timeUs, 4485.7242667);
        QNEAR(sr.busbwGBps, 239.3686638);
        // alltoall: each GPU sends 7/8 of S over NVLink: algbw 240 x 8/7 = 274.2857143;
        // 11.8 + 2^30 / 274285.7143 = 3926.4837333 us; busbw = 2^30 / t x 7/8 = 239.2787440.
        const CollectiveEstimate a2a = model.estimate(Collective::AllToAll, kGiB);
        QNEAR(a2a.timeUs, 3926.4837333);
        QNEAR(a2a.busbwGBps, 239.2787440);
        // 1 KiB sendrecv goes LL (<= 16 KiB): 6.6 + 0.6 + 1024 / 120e3 = 7.2085333 us.
        const CollectiveEstimate small = model.estimate(Collective::SendRecv, 1024);
        QCOMPARE(small.protocol, QStringLiteral("LL"));
        QNEAR(small.timeUs, 7.2085333);
    }

    void broadcastIsOneHop()
    {
        // Ring broadcast: bus 240, ratio n / n = 1, latency 8.4 + 3.4 = 11.8 us (one hop):
        // 11.8 + 2^30 / 240e3 = 4485.7242667 us; one pass of 8 steps of 512 KiB (broadcast: one
        // step a chunk) at 20 GB/s = 209.7152 us: 4695.4394667 us; busbw factor 1.
        const CollectiveEstimate e = NcclCostModel(oneNode()).estimate(Collective::Broadcast, kGiB);
        QNEAR(e.timeUs, 4695.4394667);
        QNEAR(e.busbwGBps, e.algbwGBps);
    }

    void sharpCollNet()
    {
        // 4 A100 nodes, 180 GB/s per node, SHARP switches (collNet 180): CollNet chain bus =
        // min(240, 2 x 180) = 240, x 0.5 = 120 GB/s; latency 2 x 7 x 2.8 + 30 = 69.2 us;
        // 1 GiB: 69.2 + 2^30 / 120e3 = 9017.0485333 us. (Direct: 6 heads x 40 / (1.333 - 0.1667) x 0.5
        // = 102.9; ring: 395.92 + 2^30 x 62 / (32 x 180 x 1000) = 11953.6 us.)
        CommShape s = nodes(4, GpuGeneration::Ampere, 240, 180);
        s.collNetGBps = 180;
        const CollectiveEstimate e = NcclCostModel(s).estimate(Collective::AllReduce, kGiB);
        QCOMPARE(e.algorithm, QStringLiteral("collnet_chain"));
        QNEAR(e.latencyUs, 69.2);
        QNEAR(e.timeUs, 9017.0485333);
    }

    void nothingToEstimate()
    {
        CommShape one = oneNode();
        one.ranks = one.gpusPerNode = 1;
        const CollectiveEstimate single = NcclCostModel(one).estimate(Collective::AllReduce, kGiB);
        QVERIFY(single.feasible);
        QCOMPARE(single.timeUs, 0.0);
        CommShape unknown = oneNode(GpuGeneration::Ampere, 0);
        unknown.intraText = QStringLiteral("intra-node bandwidth of server \"x\" is unknown");
        const CollectiveEstimate e = NcclCostModel(unknown).estimate(Collective::AllReduce, kGiB);
        QVERIFY(!e.feasible);
        QCOMPARE(e.bottleneck, unknown.intraText);
        QCOMPARE(e.timeUs, 0.0);
        NcclEnv none;
        none.algorithms = {Algorithm::Pat}; // PAT needs one GPU per node
        const CollectiveEstimate blocked = NcclCostModel(oneNode(), none).estimate(Collective::AllReduce, kGiB);
        QVERIFY(!blocked.feasible);
        QVERIFY(blocked.bottleneck.contains(QStringLiteral("no algorithm")));
    }
};

QTEST_GUILESS_MAIN(TestNcclCostModel)
#include "tst_ncclcostmodel.moc"
