#include "clusterfixtures.h"

#include "engine/analyzer.h"
#include "topology/nodebandwidth.h"
#include "format/designformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {

constexpr double kGiB = 1073741824.0; // 2^30 bytes

/** One 8-GPU PCIe Gen4 box (no NIC), @p perSwitch GPUs behind each PCIe switch uplink. */
Design pcieBox(int perSwitch)
{
    Server s = pcieGen4Box();
    s.gpusPerPcieSwitch = perSwitch;
    DesignBuilder b;
    b.server(s, QStringLiteral("box"), b.room(QStringLiteral("Hall A")));
    return b.design;
}

/** Two 8x A100 SXM nodes, 8 x HDR 200G each, under one 40-port HDR switch. */
Design twoSxmNodes(int perSwitch)
{
    Server s = a100Sxm();
    s.gpusPerPcieSwitch = perSwitch;
    DesignBuilder b;
    const QUuid hall = b.room(QStringLiteral("Hall A"));
    const QUuid sw = b.switchDevice(QStringLiteral("ib1"), 40, 200, hall);
    for (int i = 1; i <= 2; ++i)
        b.cables(b.server(s, QStringLiteral("node%1").arg(i), hall), sw, 8);
    return b.design;
}

} // namespace

/**
 * PCIe switch sharing (Server::gpusPerPcieSwitch) as an engine input: the per-GPU PCIe
 * bandwidth (collective-model.md §2.4: Gen4 x16 = 16 GT/s code 120 x 16 / 80 = 24 GB/s) is
 * divided among the GPUs behind one switch uplink; the cost model then follows §2.2-2.3.
 */
class TestPcieSharing : public QObject
{
    Q_OBJECT
private slots:
    void perGpuLinkIsDivided()
    {
        Server s = pcieGen4Box();
        QCOMPARE(pcieHostLinkGBps(s), 24.0);
        QCOMPARE(intraNodeGBps(s), 24.0);
        s.gpusPerPcieSwitch = 2;
        QCOMPARE(pcieHostLinkGBps(s), 12.0); // 24 / 2
        QCOMPARE(intraNodeGBps(s), 12.0);
        s.gpusPerPcieSwitch = 4;
        QCOMPARE(intraNodeGBps(s), 6.0);     // 24 / 4
        s.fabric = IntraFabric::PCIeGen5;
        s.intraBandwidthGBps = 0;            // NCCL's Gen5 x16: 240 x 16 / 80 = 48
        QCOMPARE(intraNodeGBps(s), 12.0);    // 48 / 4
        Server sxm = a100Sxm();              // NVLink stays NVLink; the host link is Gen4
        sxm.gpusPerPcieSwitch = 2;
        QCOMPARE(intraNodeGBps(sxm), 240.0);
        QCOMPARE(pcieHostLinkGBps(sxm), 12.0);
        sxm.gpusPerPcieSwitch = 0;           // nonsense counts as unshared, never a division by 0
        QCOMPARE(pcieHostLinkGBps(sxm), 24.0);
    }

    void pcieOnlyAllReduceHalvesWithSharing()
    {
        // One 8-GPU PCIe Gen4 box, all_reduce of S = 1 GiB, n = 8 (Ampere tables: Ada shares them).
        // NCCL's ring search (search.cc speeds 40, 30, 20, 18, 15, 12, ...) on the per-GPU figure:
        //  - 1 GPU per switch: 24 GB/s -> 2 channels x 12 = 24 (20 x 1 = 20 is less);
        //  - 2 GPUs per switch: 12 GB/s -> 1 channel x 12 = 12: the bus bandwidth halves exactly.
        // Ring/Simple (LL128 needs NVLink; tree 0.92 x bus x 0.5 and LL x 0.5 are slower at 1 GiB):
        //  latency = base 8.4 + 14 steps x PCI ring Simple 5.7 = 88.2 us, the same for both;
        //  bandwidth = S x 2(n-1) / (n x bus x 1000) = 2^30 x 14 / (8 x 24 x 1000) = 78293.6746667 us
        //            and 2^30 x 14 / (8 x 12 x 1000) = 156587.349333 us;
        //  table time 78381.8746667 / 156675.549333 us, + the ramp's pipeline fill, the same for both
        //  (2 x 8 steps x 512 KiB at 12 GB/s a channel = 699.0506667 us): 79080.9253333 / 157374.6 us;
        //  busbw = 1.75 x S / time / 1000 = 23.7610800 / 11.9399712 GB/s: 0.50250 of the unshared
        //  figure (latency and fill are not halved).
        const ClusterAnalysis one = analyze(pcieBox(1), kGiB).clusters.at(0);
        const ClusterAnalysis two = analyze(pcieBox(2), kGiB).clusters.at(0);
        QVERIFY(!one.crossNode);
        QCOMPARE(one.intraNodeGBps, 24.0);
        QCOMPARE(two.intraNodeGBps, 12.0);
        for (const ClusterAnalysis *c : {&one, &two}) {
            QCOMPARE(c->allReduce.algorithm, QStringLiteral("ring"));
            QCOMPARE(c->allReduce.protocol, QStringLiteral("Simple"));
            QNEAR(c->allReduce.latencyUs, 88.2);
        }
        QCOMPARE(one.allReduce.bottleneckGBps, 24.0);
        QCOMPARE(two.allReduce.bottleneckGBps, 12.0);
        // Both pay the same pipeline fill, 2 x 8 x 512 KiB at 12 GB/s a channel = 699.0506667 us.
        QNEAR(one.allReduce.bandwidthUs, 78992.7253333);
        QNEAR(two.allReduce.bandwidthUs, 157286.4);
        QNEAR(one.allReduce.timeUs, 79080.9253333);
        QNEAR(two.allReduce.timeUs, 157374.6);
        QNEAR(one.allReduce.busbwGBps, 23.7610800);
        QNEAR(two.allReduce.busbwGBps, 11.9399712);
        QCOMPARE(two.allReduce.bottleneck,
                 QStringLiteral("PCIe Gen4 (12 GB/s per GPU: 2 GPUs share one 24 GB/s PCIe switch uplink); "
                                "NCCL's search: 1 channels x 12 GB/s"));
        QCOMPARE(one.allReduce.bottleneck, QStringLiteral("PCIe Gen4 (24 GB/s per GPU); NCCL's search: 2 channels x 12 GB/s"));
    }

    void sxmNicPathIsDividedNvlinkIsNot()
    {
        // 2 x 8x A100 SXM, 8 x 200G NICs = 200 GB/s per node. GPUDirect crosses each GPU's Gen4
        // x16 (24 GB/s): 1 GPU per switch uplink: 8 x 24 = 192 GB/s; 2 per uplink: 8 x 12 = 96
        // GB/s. The NICs give 200 x 0.94 InfiniBand = 188 GB/s (the efficiency is the link's, not
        // PCIe's): min(192, 188) = 188 / min(96, 188) = 96 GB/s per node. NVLink (240) is untouched.
        const ClusterAnalysis one = analyze(twoSxmNodes(1), kGiB).clusters.at(0);
        const ClusterAnalysis two = analyze(twoSxmNodes(2), kGiB).clusters.at(0);
        QVERIFY(two.crossNode);
        QNEAR(one.networkGBps, 188.0);
        QNEAR(two.networkGBps, 96.0);
        QCOMPARE(two.intraNodeGBps, 240.0);
    }

    void intraNodeAllReduceOfSxmIgnoresSharing()
    {
        // One 8x A100 SXM node: the ring runs on NVLink (240), so sharing the host link changes
        // nothing: 56 + 7829.3674667 + 419.4304 = 8304.7978667 us (as tst_engine intraNodeIgnoresTheNetwork).
        Server s = a100Sxm();
        s.gpusPerPcieSwitch = 2;
        DesignBuilder b;
        b.server(s, QStringLiteral("dgx"));
        QNEAR(analyze(b.design, kGiB).clusters.at(0).allReduce.timeUs, 8304.7978667);
    }

    void fileKeyRoundTrips()
    {
        Design d = pcieBox(2);
        const QByteArray bytes = DesignFormat::write(d);
        const QJsonObject server = QJsonDocument::fromJson(bytes).object().value(QLatin1String("servers")).toArray()
                                       .at(0).toObject();
        QCOMPARE(server.value(QLatin1String("gpusPerPcieSwitch")).toInt(), 2);
        const DesignReadResult back = DesignFormat::read(bytes, QStringLiteral("box.cqd"));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.design.servers.at(0).gpusPerPcieSwitch, 2);
        QCOMPARE(back.design, d);
    }

    void olderFilesMeanOneGpuPerSwitch()
    {
        // The bundled samples were written before the key existed.
        const DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(!r.design.servers.isEmpty());
        for (const Server &s : r.design.servers)
            QCOMPARE(s.gpusPerPcieSwitch, 1);
    }

    void badValuesAreRefusedWithThePlace_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("zero") << QByteArray("0") << QStringLiteral("bad.cqd: servers[0].gpusPerPcieSwitch: 0 is out of range (1 to 64)");
        QTest::newRow("fraction") << QByteArray("1.5") << QStringLiteral("bad.cqd: servers[0].gpusPerPcieSwitch: expected a whole number");
        QTest::newRow("text") << QByteArray("\"2\"") << QStringLiteral("bad.cqd: servers[0].gpusPerPcieSwitch: expected a whole number");
    }
    void badValuesAreRefusedWithThePlace()
    {
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        const QByteArray bad = R"({"format": "clusterquote-design", "version": 2, "servers": [
            {"id": "7d0c4a52-2f31-4c3e-9a53-6c9f0e5a1b11", "gpu": {"count": 4, "slots": 4, "fabric": "pcie-gen4"},
             "nic": {"count": 0}, "gpusPerPcieSwitch": )" + value + "}]}";
        const DesignReadResult r = DesignFormat::read(bad, QStringLiteral("bad.cqd"));
        QCOMPARE(r.error, message);
    }
};

QTEST_GUILESS_MAIN(TestPcieSharing)
#include "tst_pciesharing.moc"
