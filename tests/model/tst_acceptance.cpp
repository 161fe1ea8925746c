#include "../common/fixtureguard.h"
#include "acceptance/acceptance.h"
#include "acceptance/designchecks.h"
#include "acceptance/fabricdesign.h"
#include "format/designformat.h"
#include "ncclfixture.h"
#include "realoutputs.h"

#include <QtTest>

#include <cmath>

using namespace cq;

/**
 * The checks of model/acceptance against the bundled a100-2node-ib design (2 servers of
 * 8 x A100 80G SXM, NVSwitch, 8 x HDR 200 Gb/s InfiniBand each, one 40-port HDR switch,
 * 16 cables) and the real outputs of ../shared/reference/real-outputs.
 */
class TstAcceptance : public QObject
{
    Q_OBJECT

    Design m_design;

    static ImportedFile load(const QString &name, const QString &as = {})
    {
        QFile file(realOutputPath(name));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return importFile(file.readAll(), as.isEmpty() ? name : as);
    }
    static ImportedFile loadData(const QString &name)
    {
        QFile file(QStringLiteral(CQ_SOURCE_DIR "/tests/data/acceptance/") + name);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return importFile(file.readAll(), name);
    }
    static Design sample(const QString &name)
    {
        return DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + name).design;
    }
    static const AcceptanceCheck *find(const QList<AcceptanceCheck> &checks, const QString &key)
    {
        for (const AcceptanceCheck &c : checks) {
            if (c.key == key)
                return &c;
        }
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        const DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        m_design = r.design;
        CQ_REQUIRE_FIXTURE(QFile::exists(realOutputPath(QStringLiteral("topo-02.txt"))), "needs ../shared beside the clone");
    }

    void topoChecks_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("gpuCount");
        QTest::addColumn<bool>("gpuFabric");
        QTest::newRow("hand-written DGX A100, NV12") << "data:topo-a100-nv12.txt" << true << true;
        QTest::newRow("topo-02 NV18: an H100-class node, not the A100's 12") << "topo-02.txt" << true << false;
        QTest::newRow("topo-06 A800 NV8 < 12") << "topo-06.txt" << true << false;
        QTest::newRow("topo-08 RTX 4090, no NVLink") << "topo-08.txt" << true << false;
        QTest::newRow("topo-10 4 GPUs") << "topo-10.txt" << false << false; // NV4 < 12 as well
        QTest::newRow("topo-12 2 GPUs PIX") << "topo-12.txt" << false << false;
    }
    void topoChecks()
    {
        QFETCH(QString, file);
        const ImportedFile f = file.startsWith(QLatin1String("data:")) ? loadData(file.mid(5)) : load(file);
        QVERIFY(f.ok());
        const QList<AcceptanceCheck> checks = checkTopo(m_design.servers.first(), f.topo.topo, file);
        QTEST(find(checks, QStringLiteral("gpu-count"))->pass, "gpuCount");
        QTEST(find(checks, QStringLiteral("gpu-fabric"))->pass, "gpuFabric");
    }

    void gpuGenerationMismatchNamesBoth()
    {
        // NV18 between GPUs (H100 SXM's 18 NVLink4 links) delivered for an A100 (12 links) design.
        QList<AcceptanceCheck> checks = checkTopo(m_design.servers.first(), load(QStringLiteral("topo-02.txt")).topo.topo, {});
        const AcceptanceCheck *fabric = find(checks, QStringLiteral("gpu-fabric"));
        QVERIFY(!fabric->pass);
        QCOMPARE(fabric->detail, QStringLiteral("measured NV18 (H100-class) between GPU0 and GPU1; the design's A100 80G SXM has NV12"));
        // A800 (8 links) for the same design; and the other way round, A100 for an H100 design.
        checks = checkTopo(m_design.servers.first(), load(QStringLiteral("topo-06.txt")).topo.topo, {});
        QCOMPARE(find(checks, QStringLiteral("gpu-fabric"))->detail,
                 QStringLiteral("measured NV8 (A800/H800-class) between GPU0 and GPU1; the design's A100 80G SXM has NV12"));
        const Server h100 = sample(QStringLiteral("h100-4node-ib.cqd")).servers.first();
        checks = checkTopo(h100, loadData(QStringLiteral("topo-a100-nv12.txt")).topo.topo, {});
        QCOMPARE(find(checks, QStringLiteral("gpu-fabric"))->detail,
                 QStringLiteral("measured NV12 (A100-class) between GPU0 and GPU1; the design's H100 80G SXM has NV18"));
        checks = checkTopo(h100, load(QStringLiteral("topo-02.txt")).topo.topo, {});
        QVERIFY(find(checks, QStringLiteral("gpu-fabric"))->pass);
        // One degraded pair of an otherwise NV12 matrix is named, without a class.
        TopoMatrix degraded = loadData(QStringLiteral("topo-a100-nv12.txt")).topo.topo;
        degraded.cells[2][5].nvlinks = 11;
        degraded.cells[5][2].nvlinks = 11;
        checks = checkTopo(m_design.servers.first(), degraded, {});
        QCOMPARE(find(checks, QStringLiteral("gpu-fabric"))->detail,
                 QStringLiteral("measured NV11 between GPU2 and GPU5; the design's A100 80G SXM has NV12"));
    }

    void expectedBusbwIsWhatAcceptHoldsRunsTo_data()
    {
        QTest::addColumn<QString>("design");
        QTest::newRow("2 x 8 A100, HDR") << "a100-2node-ib.cqd";
        QTest::newRow("4 x 8 A100, HDR") << "a100-4node-ib.cqd";
        QTest::newRow("4 x 8 H100, NDR") << "h100-4node-ib.cqd";
    }
    void expectedBusbwIsWhatAcceptHoldsRunsTo()
    {
        // One source: the quote's figures (expectedNcclBusbw) are the prediction `accept` states for
        // the runs the quote asks for, one node (-g 8) and every node, at 8 GiB.
        QFETCH(QString, design);
        const Design d = sample(design);
        const ExpectedBusbw expected = expectedNcclBusbw(d, kQuotedBusbwBytes);
        QCOMPARE(expected.gpusPerNode, 8);
        QVERIFY(expected.inNode.busbwGBps > 0 && expected.acrossNodes.busbwGBps > 0);
        for (const int hosts : {1, expected.nodes}) {
            const double want = hosts == 1 ? expected.inNode.busbwGBps : expected.acrossNodes.busbwGBps;
            const ImportedFile run = importFile(cqtest::allReduceOutput(hosts, 8, want, cqtest::sampleDevice(design)), QStringLiteral("nccl.txt"));
            QCOMPARE(run.kind, ImportKind::Nccl);
            const AcceptanceReport report = runAcceptance(d, {run});
            QCOMPARE(report.performance.size(), 1);
            const PerformanceComparison &p = report.performance.first();
            QCOMPARE(p.bytes.last(), kQuotedBusbwBytes);
            QCOMPARE(p.predictedBusbwGBps.last(), want); // exactly the same number
            QVERIFY2(p.check.expected.contains(QStringLiteral("%1 GB/s predicted at 8 GiB").arg(want, 0, 'f', 2)),
                     qPrintable(p.check.expected));
        }
        QCOMPARE(expected.nodes, design.startsWith(QLatin1String("a100-2")) ? 2 : 4);
    }

    void expectedBusbwByHand()
    {
        // 8 x H100 SXM in one node, all_reduce at S = 8 GiB (collective-model.md 2.2-2.4): NVLS, one
        // channel per GPU (8) at the fastest Hopper intra speed with 8 x s <= 370.8: s = 40 GB/s;
        // bus = 8 x 40 x 0.85 (nvlsEfficiency) x 7/8 x 2 (all_reduce) = 476 GB/s; algorithm bandwidth
        // = 476 x n / (2(n-1)) = 476 x 8 / 14 = 272 GB/s; latency = NVLS on NVLink, Simple: 25 us.
        // t = 25 + 8589934592 / (1000 x 272) = 31,605.6419 us, plus the pipeline's start-up (ncclramp.h:
        // one pass of 8 steps of 8 heads x 128 KiB at 476 / 8 GB/s = 140.9850 us) = 31,746.6269 us;
        // busbw = S / t x 2 x 7 / 8 = 473.5113 GB/s. The old quote said "about 370.8" (NVLink alone).
        const ExpectedBusbw e = expectedNcclBusbw(sample(QStringLiteral("h100-4node-ib.cqd")), kQuotedBusbwBytes);
        QCOMPARE(e.inNode.algorithm, QStringLiteral("nvls"));
        QVERIFY2(std::abs(e.inNode.busbwGBps - 473.5113) < 5e-4, qPrintable(QString::number(e.inNode.busbwGBps, 'f', 6)));
        QVERIFY(expectedNcclBusbw(Design(), kQuotedBusbwBytes).isEmpty());
    }

    void ethtoolVerdict()
    {
        Server roce = m_design.servers.first();
        roce.nicKind = LinkKind::RoCE; // 8 x 200 Gb/s RoCE
        AcceptanceCheck check = checkEthtool(roce, loadData(QStringLiteral("ethtool-node01-8x200g.txt")).ethtool.ports, {});
        QVERIFY2(check.pass, qPrintable(check.detail));
        QCOMPARE(check.key, QStringLiteral("ethtool-ports"));
        QCOMPARE(check.measured, QStringLiteral("8 of 8 port(s) up, full duplex at 200 Gb/s"));
        check = checkEthtool(roce, loadData(QStringLiteral("ethtool-node02-faults.txt")).ethtool.ports, {});
        QVERIFY(!check.pass);
        QCOMPARE(check.measured, QStringLiteral("0 of 4 port(s) up, full duplex at 200 Gb/s"));
        QCOMPARE(check.detail, QStringLiteral("ens0f0np0: speed unknown; ens1f0np0: link down, duplex Unknown, speed unknown; "
                                              "ens2f0np0: 100 Gb/s; ens3f0np0: duplex Half; "
                                              "4 port(s) in this file, 8 compute NICs per server in the design"));
        // The same good ports on a 400G design, and on the InfiniBand design (ibstat's job).
        roce.nicRateGbps = 400;
        QVERIFY(!checkEthtool(roce, loadData(QStringLiteral("ethtool-node01-8x200g.txt")).ethtool.ports, {}).pass);
        check = checkEthtool(m_design.servers.first(), loadData(QStringLiteral("ethtool-node01-8x200g.txt")).ethtool.ports, {});
        QVERIFY(!check.pass);
        QVERIFY2(check.detail.contains(QLatin1String("InfiniBand")), qPrintable(check.detail));
    }

    void gpuUtilisationVerdict()
    {
        const Server &server = m_design.servers.first();
        // Steady: GPU0-2, 4, 6, 7 at a median of 95 %, GPU3 and GPU5 at 90 % (tst_gpuutilreader's arithmetic).
        AcceptanceCheck check = checkGpuUtil(server, loadData(QStringLiteral("dmon-node01-steady.txt")).gpuUtil.log, {});
        QVERIFY2(check.pass, qPrintable(check.detail));
        QCOMPARE(check.measured, QStringLiteral("lowest 90 % (GPU3); 8 GPU(s), 80 sample(s)"));
        QCOMPARE(check.expected, QStringLiteral(">= 80 % on every GPU (median after the first 10 % of the samples)"));
        // GPU3 at 61 % and GPU5 at 79 % (just under the bar) dip.
        check = checkGpuUtil(server, loadData(QStringLiteral("dmon-node02-dips.txt")).gpuUtil.log, {});
        QVERIFY(!check.pass);
        QCOMPARE(check.measured, QStringLiteral("lowest 61 % (GPU3); 8 GPU(s), 80 sample(s)"));
        QVERIFY2(check.detail.startsWith(QLatin1String("below 80 %: GPU3 61 %, GPU5 79 %;")), qPrintable(check.detail));
        // CSV without a GPU column: 80 rows over the design's 8 GPUs in turn; the 7th of each interval
        // (GPU6) runs 68-73 %: median 71 %.
        check = checkGpuUtil(server, loadData(QStringLiteral("query-node03.csv")).gpuUtil.log, {});
        QVERIFY(!check.pass);
        QCOMPARE(check.measured, QStringLiteral("lowest 71 % (GPU6); 8 GPU(s), 80 sample(s)"));
        QVERIFY2(check.detail.contains(QLatin1String("below 80 %: GPU6 71 %;"))
                     && check.detail.endsWith(QLatin1String("; the log names no GPU: its rows are the GPUs of one server in turn, "
                                                            "GPU0 first in each interval (GPU0 to GPU7 of node1)")),
                 qPrintable(check.detail));
        // 44 rows alternating 95 / 40 %, no GPU column: 5 whole intervals of 8 and 4 rows of a sixth.
        // In turn over 8 GPUs, the even GPUs get every 95 and the odd ones every 40 (GPU0-3 6 rows,
        // GPU4-7 5; 6 / 10 and 5 / 10 round down to 0 ramp-up rows): GPU1, 3, 5, 7 at 40 % dip, and
        // the log is not one 67.5 % "GPU" (the median of 22 x 95 and 22 x 40).
        check = checkGpuUtil(server, loadData(QStringLiteral("query-alternating.csv")).gpuUtil.log, {});
        QVERIFY(!check.pass);
        QCOMPARE(check.measured, QStringLiteral("lowest 40 % (GPU1); 8 GPU(s), 44 sample(s)"));
        QVERIFY2(check.detail.startsWith(QLatin1String("below 80 %: GPU1 40 %, GPU3 40 %, GPU5 40 %, GPU7 40 %;"))
                     && check.detail.endsWith(QLatin1String("(GPU0 to GPU7 of node1); its last interval has 4 of the 8 rows")),
                 qPrintable(check.detail));
    }

    void newKindsInTheReport()
    {
        Design roce = m_design;
        for (Server &s : roce.servers)
            s.nicKind = LinkKind::RoCE;
        const AcceptanceReport report = runAcceptance(roce, {loadData(QStringLiteral("ethtool-node01-8x200g.txt")),
                                                             loadData(QStringLiteral("dmon-node02-dips.txt"))});
        QCOMPARE(report.checks.size(), 2);
        QCOMPARE(report.checks.at(0).area, CheckArea::Adapters); // area order: adapters before performance
        QCOMPARE(report.checks.at(1).key, QStringLiteral("gpu-utilisation"));
        QCOMPARE(report.failed(), 1);
    }

    void adapterChecks()
    {
        // ibstatus-01: 8 x 200 Gb/s HDR InfiniBand active + one 40 Gb/s Ethernet port: as designed.
        QList<AcceptanceCheck> checks = checkAdapters(m_design.servers.first(), load(QStringLiteral("ibstatus-01.txt")).ibstat.ports, {});
        QCOMPARE(failedChecks(checks), 0);
        // ibstat-03 on a RoCE design of 8 x 400G: 12 Ethernet ports (>= 8), 6 active at 400G (not 8),
        // mlx5_5 and mlx5_11 down.
        Server roce = m_design.servers.first();
        roce.nicKind = LinkKind::RoCE;
        roce.nicRateGbps = 400;
        checks = checkAdapters(roce, load(QStringLiteral("ibstat-03.txt")).ibstat.ports, {});
        QVERIFY(find(checks, QStringLiteral("link-layer"))->pass);
        QVERIFY(!find(checks, QStringLiteral("nic-count"))->pass);
        QVERIFY2(find(checks, QStringLiteral("nic-count"))->measured.startsWith(QLatin1String("6 active")),
                 qPrintable(find(checks, QStringLiteral("nic-count"))->measured));
        const AcceptanceCheck *down = find(checks, QStringLiteral("ports-down"));
        QVERIFY(!down->pass);
        QVERIFY2(down->detail.contains(QLatin1String("mlx5_5 Down/Disabled")) && down->detail.contains(QLatin1String("mlx5_11 Down/Polling")),
                 qPrintable(down->detail));
        // 8 compute ports (6 active 400G + the 2 down), the design's 8 NICs: "all 8 up" expected, 6 of 8 up.
        QCOMPARE(down->expected, QStringLiteral("all 8 up"));
        QCOMPARE(down->measured, QStringLiteral("6 of 8 up"));
        // The same file against the InfiniBand design: no InfiniBand port at all, so "Compute
        // ports up" cannot pass as "all 0 up"; it expects the design's 8 NICs and names the 12
        // Ethernet ports found, mlx5_5 and mlx5_11 down among them.
        checks = checkAdapters(m_design.servers.first(), load(QStringLiteral("ibstat-03.txt")).ibstat.ports, {});
        QVERIFY(!find(checks, QStringLiteral("link-layer"))->pass);
        down = find(checks, QStringLiteral("ports-down"));
        QVERIFY(!down->pass);
        QCOMPARE(down->expected, QStringLiteral("all 8 up"));
        QCOMPARE(down->measured, QStringLiteral("no InfiniBand port at >= 200 Gb/s"));
        QCOMPARE(down->detail, QStringLiteral("found instead: 12 Ethernet port(s); down: mlx5_11 Down/Polling at 40 Gb/s; "
                                              "mlx5_5 Down/Disabled at 40 Gb/s"));
        // A RoCE file holding only 4 of the design's 8 ports, all up: "4 of 4 up" is not "all 8 up".
        const QList<IbPortStatus> four = load(QStringLiteral("ibstat-02.txt")).ibstat.ports.mid(0, 6); // mlx5_0, 1, 10, 11, 2, 3: four at 400G
        checks = checkAdapters(roce, four, {});
        down = find(checks, QStringLiteral("ports-down"));
        QVERIFY(!down->pass);
        QCOMPARE(down->measured, QStringLiteral("4 of 4 up"));
        QVERIFY2(down->detail.contains(QLatin1String("4 compute port(s) in this file, 8 per server in the design")), qPrintable(down->detail));
    }

    void fabricRoundTrip()
    {
        // ibnetdiscover-02 as a design: 4 switches, servers node01..03, the 4 links as cables.
        const ImportedFile f = load(QStringLiteral("ibnetdiscover-02.txt"));
        Design d = designFromFabric(f.fabric.fabric, QStringLiteral("found"));
        QCOMPARE(d.switches.size(), 4);
        QCOMPARE(d.servers.size(), 3);
        QCOMPARE(d.cables.size(), 4);
        QCOMPARE(d.servers.first().name, QStringLiteral("node01"));
        QCOMPARE(d.servers.first().nicRateGbps, 100.0); // 4x EDR
        // The fabric against itself: every check passes; leaves leaf01/02 tier 1, spine01 tier 2,
        // spine02 (no cable) unreached.
        FabricDiff diff = diffFabric(d, f.fabric.fabric);
        QCOMPARE(diff.matched, 4);
        QCOMPARE(failedChecks(checkFabric(diff, {})), 0);
        QCOMPARE(diff.fabricSwitchesPerTier, (QMap<int, int>{{0, 1}, {1, 2}, {2, 1}}));
        // One cable gone from the design: the fabric has it extra; a switch at 200 Gb/s: node01 and
        // node02's cables (to leaf01) are at the wrong rate; leaf01-spine01 also (min of the ends).
        d.cables.removeLast();
        d.switches.first().portRateGbps = 200;
        diff = diffFabric(d, f.fabric.fabric);
        QCOMPARE(diff.extra.size(), 1);
        QCOMPARE(diff.missing.size(), 0);
        QCOMPARE(diff.wrongRate.size(), 0); // min(200, 100 of the other end) is still 100
        d.servers.first().nicRateGbps = 200;
        diff = diffFabric(d, f.fabric.fabric);
        QCOMPARE(diff.wrongRate, QStringList{QStringLiteral("leaf01/10 - node01: 100 Gb/s, design 200 Gb/s")});
    }

    void deliveredDesignCutsDownPorts()
    {
        // node1 reports 6 of its 8 HDR ports active: the delivered design keeps 16 - 2 = 14 cables.
        QByteArray text;
        for (int i = 0; i < 8; ++i)
            text += QStringLiteral("CA 'mlx5_%1'\n\tPort 1:\n\t\tState: %2\n\t\tRate: 200\n\t\tLink layer: InfiniBand\n")
                        .arg(i).arg(i < 6 ? QStringLiteral("Active") : QStringLiteral("Down")).toUtf8();
        const ImportedFile f = importFile(text, QStringLiteral("node1-ibstat.txt"));
        QCOMPARE(f.kind, ImportKind::IbStat);
        QCOMPARE(m_design.cables.size(), 16);
        QCOMPARE(deliveredDesign(m_design, {f}).cables.size(), 14);
    }

    void performanceVerdict()
    {
        // 8 x A100 SXM in one node, 235 GB/s all_reduce busbw at 8 GiB: NVSwitch as designed.
        AcceptanceReport report = runAcceptance(m_design, {load(QStringLiteral("nccl-allreduce-01.txt"))});
        QCOMPARE(report.performance.size(), 1);
        const PerformanceComparison &p = report.performance.first();
        QCOMPARE(p.bytes.size(), 32); // 34 rows less the two 0-byte ones
        QCOMPARE(p.predictedBusbwGBps.size(), 32);
        QVERIFY2(p.check.pass, qPrintable(p.check.measured + u' ' + p.check.detail));
        // 16 ranks on 2 hosts over sockets (NCCL_IB_DISABLE=1): 92 GB/s is far below what 8 x HDR per node allows.
        report = runAcceptance(m_design, {load(QStringLiteral("nccl-allreduce-03.txt"))});
        QVERIFY(!report.performance.first().check.pass);
        QVERIFY(report.performance.first().largeRatio < kAcceptanceRatio);
        QVERIFY(report.performance.first().check.detail.contains(QLatin1String("bottleneck")));
        // The reported ratio is the measured busbw over the prediction at the sizes >= 1 GiB.
        const PerformanceComparison &q = report.performance.first();
        double sum = 0;
        int n = 0;
        for (int i = 0; i < q.bytes.size(); ++i) {
            if (q.bytes.at(i) >= kLargeMessageBytes) {
                sum += q.measuredBusbwGBps.at(i) / q.predictedBusbwGBps.at(i);
                ++n;
            }
        }
        QCOMPARE(n, 5); // 1, 2, 4, 8, 16 GiB
        QCOMPARE(q.largeRatio, sum / n);
    }

    void performanceFromAnotherCluster()
    {
        // The quote's in-node figure for the A100 design, measured exactly, but on H100s:
        // 100 % of the prediction, yet the GPUs are not the design's, so it fails naming both.
        const double want = expectedNcclBusbw(m_design, kQuotedBusbwBytes).inNode.busbwGBps;
        AcceptanceReport report = runAcceptance(
            m_design, {importFile(cqtest::allReduceOutput(1, 8, want, QStringLiteral("NVIDIA H100 80GB HBM3")), QStringLiteral("nccl.txt"))});
        const AcceptanceCheck &other = report.performance.first().check;
        QVERIFY(!other.pass);
        QVERIFY2(other.detail.startsWith(QLatin1String("the log's GPUs are NVIDIA H100 80GB HBM3, the design's are A100 80G SXM")),
                 qPrintable(other.detail));
        // The same log on A100s passes (100 % is within 80 % .. 125 %).
        report = runAcceptance(m_design, {importFile(cqtest::allReduceOutput(1, 8, want, QStringLiteral("NVIDIA A100-SXM4-80GB")),
                                                     QStringLiteral("nccl.txt"))});
        QVERIFY(report.performance.first().check.pass);
        QCOMPARE(report.performance.first().check.detail.left(24), QStringLiteral("bottleneck as predicted:"));
        // On A100s at 1.3 x the 8 GiB prediction at every size 1..8 GiB: the smaller sizes are
        // predicted lower still (latency), so the ratio is >= 130 % > 125 %: implausible.
        report = runAcceptance(m_design, {importFile(cqtest::allReduceOutput(1, 8, 1.3 * want, QStringLiteral("NVIDIA A100-SXM4-80GB")),
                                                     QStringLiteral("nccl.txt"))});
        const PerformanceComparison &fast = report.performance.first();
        QVERIFY(!fast.check.pass);
        QVERIFY(fast.largeRatio >= 1.3 - 1e-4); // busbw printed to 2 decimals
        QCOMPARE(fast.check.detail, QStringLiteral("%1 % of the prediction: faster than the design can deliver: "
                                                   "check that the log is from this cluster").arg(100 * fast.largeRatio, 0, 'f', 1));
        // 1.2 x stays a pass: above the prediction, within what the model's error allows.
        report = runAcceptance(m_design, {importFile(cqtest::allReduceOutput(1, 8, 1.2 * want, QStringLiteral("NVIDIA A100-SXM4-80GB")),
                                                     QStringLiteral("nccl.txt"))});
        QVERIFY(report.performance.first().check.pass);
    }

    void unreadableInput()
    {
        const AcceptanceReport report = runAcceptance(m_design, {importFile("\x01\x02garbage", QStringLiteral("x.bin"))});
        QCOMPARE(report.unreadable, QStringList{QStringLiteral("x.bin")});
        QVERIFY(report.diagnostics.first().toString().startsWith(QLatin1String("x.bin: ")));
    }
};

QTEST_GUILESS_MAIN(TstAcceptance)
#include "tst_acceptance.moc"
