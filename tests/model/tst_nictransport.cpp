#include "clusterfixtures.h"

#include "engine/analyzer.h"
#include "engine/clusternetwork.h"
#include "engine/fabricanalysis.h"
#include "engine/ncclcostmodel.h"
#include "format/designformat.h"
#include "topology/fabricgraph.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {

/** Two 8x H100 nodes, 8 x 400G RDMA over Ethernet each, under one switch, 3 m cables. */
Design twoNodes(NicTransport transport, const Server &base = h100Sxm())
{
    Server s = base;
    s.nicKind = LinkKind::RoCE;
    s.nicTransport = transport;
    DesignBuilder b;
    const QUuid sw = b.switchDevice(QStringLiteral("leaf"), 16, s.nicRateGbps, {}, LinkKind::RoCE);
    for (int i = 1; i <= 2; ++i)
        b.cables(b.server(s, QStringLiteral("node%1").arg(i)), sw, s.nicCount);
    return b.design;
}

CollectiveEstimate allReduce(const Design &d, double bytes)
{
    AnalysisOptions options;
    options.sweep = false;
    options.messageBytes = bytes;
    return analyze(d, options).clusters.at(0).allReduce;
}

} // namespace

/**
 * The NIC transport (Server::nicTransport): what NCCL's net plugin declares as the NIC's latency
 * steers NCCL's choice; the run pays what a hop takes (clusternetwork.h nicLatency).
 */
class TestNicTransport : public QObject
{
    Q_OBJECT
private slots:
    void figuresAreThePluginsOwn()
    {
        // aws-ofi-nccl platform-aws.cpp (.latency) and tuner/nccl_ofi_model.cpp (.net_lat, + 3 us
        // TUNER_NET_COMP_OVERHEAD for Simple); NCCL's own transports declare 0.
        QCOMPARE(nicLatency(NicTransport::Verbs).declaredUs, 0.0);
        QCOMPARE(nicLatency(NicTransport::Verbs).runSimpleUs, 0.0);
        QCOMPARE(nicLatency(NicTransport::Efa).declaredUs, 75.0);
        QCOMPARE(nicLatency(NicTransport::Efa).runUs, 75.0);
        QCOMPARE(nicLatency(NicTransport::Efa).runSimpleUs, 150.0);
        QCOMPARE(nicLatency(NicTransport::EfaV2).declaredUs, 75.0);
        QCOMPARE(nicLatency(NicTransport::EfaV2).runUs, 20.0);
        QCOMPARE(nicLatency(NicTransport::EfaV2).runSimpleUs, 23.0);
        QCOMPARE(nicLatency(NicTransport::EfaV3).declaredUs, 35.0);
        QCOMPARE(nicLatency(NicTransport::EfaV3).runUs, 18.0);
        QCOMPARE(nicLatency(NicTransport::EfaV3).runSimpleUs, 21.0);
    }

    void costModelChoosesOnTheDeclaredLatencyAndReportsTheRun()
    {
        // 2 nodes x 8 H100, 400 GB/s per node, NIC declared 75 us, run 20 / 23 us (EFA v2), 8 B:
        // NCCL's table (collective-model.md §2.3), NET hop = hwLat + 75:
        //   Tree/LL    6.8 + 2 x (7 x 0.6 + 5.0 + 75) = 175.2 us
        //   Ring/LL    6.6 + 28 x max(0.6, 1 net overhead) + 2 x (2.7 + 75) = 190.0 us
        //   Tree/LL128 14 + 2 x (7 x 1.25 + 8.5 + 75) = 198.5 us; NVLS tree 25 + 2 x (20.9 + 150) = 366.8 us
        // so Tree/LL; the run pays 6.8 + 2 x (4.2 + 5.0 + 20) = 65.2 us. The bandwidth term of 8 B
        // is under 0.1 us (Tree/LL at >= 1 GB/s).
        CommShape s;
        s.ranks = 16;
        s.nodes = 2;
        s.gpusPerNode = 8;
        s.generation = GpuGeneration::Hopper;
        s.intraGBps = 370.8;
        s.ringNetGBps = s.treeNetGBps = s.alltoallNetGBps = s.p2pNetGBps = 400;
        s.intraText = s.ringNetText = QStringLiteral("x");
        s.declaredNicLatencyUs = 75;
        s.runNicLatencyUs = 20;
        s.runNicLatencySimpleUs = 23;
        const NcclCostModel model(s);
        const CollectiveEstimate e = model.estimate(Collective::AllReduce, 8);
        QCOMPARE(e.algorithm, QStringLiteral("tree"));
        QCOMPARE(e.protocol, QStringLiteral("LL"));
        QNEAR(e.latencyUs, 65.2);
        QVERIFY(e.timeUs - e.latencyUs < 0.1);
        for (const NcclCostModel::Entry &entry : model.entries(Collective::AllReduce)) {
            if (entry.algorithm == Algorithm::Tree && entry.protocol == Protocol::LL) {
                QNEAR(entry.latencyUs, 175.2);
                QNEAR(entry.runLatencyUs, 65.2);
            } else if (entry.algorithm == Algorithm::Tree && entry.protocol == Protocol::Simple) {
                // 8.4 + 2 x (7 x 4 + 14 + 2 x 75) = 392.4 on the table; 8.4 + 2 x (28 + 14 + 23) = 138.4 run.
                QNEAR(entry.latencyUs, 392.4);
                QNEAR(entry.runLatencyUs, 138.4);
            }
        }
    }

    void efaV2OnTwoH100Nodes()
    {
        // As above on a design: 3 m cables add 2 x 3 m x 5 ns/m = 0.03 us to each NET hop
        // (clusternetwork.h extraNetLatencyUs), so Tree/LL: table 175.26, run 6.8 + 2 x (4.2 + 5.03
        // + 20) = 65.26 us. With NCCL's verbs: 6.8 + 2 x (4.2 + 5.03) = 25.26 us.
        const Design design = twoNodes(NicTransport::EfaV2); // the graph refers to it: it must outlive the graph
        const FabricGraph graph(design);
        const ClusterNetwork cn = clusterNetwork(graph, graph.clusters().at(0), switchLoads(graph));
        QCOMPARE(cn.transport, NicTransport::EfaV2);
        QCOMPARE(cn.shape.declaredNicLatencyUs, 75.0);
        QCOMPARE(cn.shape.runNicLatencyUs, 20.0);
        QCOMPARE(cn.shape.runNicLatencySimpleUs, 23.0);
        const CollectiveEstimate efa = allReduce(twoNodes(NicTransport::EfaV2), 8);
        QCOMPARE(efa.algorithm, QStringLiteral("tree"));
        QCOMPARE(efa.protocol, QStringLiteral("LL"));
        QNEAR(efa.latencyUs, 65.26);
        QNEAR(allReduce(twoNodes(NicTransport::Verbs), 8).latencyUs, 25.26);
        // First-generation EFA (p4de, A100): the run pays the declared 75: 6.8 + 2 x (4.2 + 5.03 + 75)
        // = 175.26 us (Tree/LL's NVLink LL hop is 0.6 on Ampere too).
        Server a100 = a100Sxm();
        a100.nicCount = 4;
        a100.nicRateGbps = 100;
        const CollectiveEstimate v1 = allReduce(twoNodes(NicTransport::Efa, a100), 8);
        QCOMPARE(v1.algorithm, QStringLiteral("tree"));
        QNEAR(v1.latencyUs, 175.26);
    }

    // The analysis carries the transport to every surface (CLI, JSON, the analysis panel) with
    // one name: the link layer (twoNodes(): RoCE NICs), and the transport when it is not verbs.
    void analysisNamesTheTransport()
    {
        const DesignAnalysis efa = analyze(twoNodes(NicTransport::EfaV2), AnalysisOptions());
        QCOMPARE(efa.clusters.first().nicTransport, NicTransport::EfaV2);
        QCOMPARE(networkName(efa.clusters.first().linkKind, efa.clusters.first().nicTransport),
                 QStringLiteral("RoCE, AWS EFA v2 transport"));
        const DesignAnalysis verbs = analyze(twoNodes(NicTransport::Verbs), AnalysisOptions());
        QCOMPARE(verbs.clusters.first().nicTransport, NicTransport::Verbs);
        QCOMPARE(networkName(verbs.clusters.first().linkKind, verbs.clusters.first().nicTransport), QStringLiteral("RoCE"));
    }

    // Mixed transports: the slowest node's sets the pace whatever the servers' order. EFA and
    // EFA v2 both declare 75 us; EFA's hop takes 75, v2's 20, so EFA wins either way round.
    void slowestTransportWhateverTheOrder()
    {
        for (int first : {0, 1}) {
            Design d = twoNodes(NicTransport::EfaV2);
            d.servers[first].nicTransport = NicTransport::Efa;
            const FabricGraph graph(d);
            const ClusterNetwork cn = clusterNetwork(graph, graph.clusters().at(0), switchLoads(graph));
            QCOMPARE(cn.transport, NicTransport::Efa);
            QCOMPARE(cn.shape.runNicLatencyUs, 75.0);
        }
    }

    void fileKeyRoundTrips()
    {
        const Design d = twoNodes(NicTransport::EfaV2);
        const QByteArray bytes = DesignFormat::write(d);
        const QJsonObject nic = QJsonDocument::fromJson(bytes).object().value(QLatin1String("servers")).toArray()
                                    .at(0).toObject().value(QLatin1String("nic")).toObject();
        QCOMPARE(nic.value(QLatin1String("transport")).toString(), QStringLiteral("efa-v2"));
        const DesignReadResult back = DesignFormat::read(bytes, QStringLiteral("efa.cqd"));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.design.servers.at(0).nicTransport, NicTransport::EfaV2);
        QCOMPARE(back.design, d);
        // NCCL's own verbs are not written, so files without EFA stay as they were.
        const QByteArray verbs = DesignFormat::write(twoNodes(NicTransport::Verbs));
        QVERIFY(!verbs.contains("transport"));
    }

    void olderFilesMeanVerbs()
    {
        const DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(!r.design.servers.isEmpty());
        for (const Server &s : r.design.servers)
            QCOMPARE(s.nicTransport, NicTransport::Verbs);
    }

    void unknownTransportIsRefusedWithThePlace()
    {
        const QByteArray bad = R"({"format": "clusterquote-design", "version": 2, "servers": [
            {"id": "7d0c4a52-2f31-4c3e-9a53-6c9f0e5a1b11", "gpu": {"count": 8, "slots": 8, "fabric": "nvswitch"},
             "nic": {"count": 8, "rateGbps": 400, "kind": "roce", "transport": "srd"}}]})";
        const DesignReadResult r = DesignFormat::read(bad, QStringLiteral("bad.cqd"));
        QCOMPARE(r.error, QStringLiteral("bad.cqd: servers[0].nic.transport: unknown NIC transport \"srd\" "
                                         "(expected verbs, efa, efa-v2 or efa-v3)"));
    }
};

QTEST_GUILESS_MAIN(TestNicTransport)
#include "tst_nictransport.moc"
