#include "acceptance/acceptance.h"
#include "acceptance/designchecks.h"
#include "acceptance/fabricdesign.h"
#include "format/designformat.h"
#include "realoutputs.h"

#include <QtTest>

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
        if (!QFile::exists(realOutputPath(QStringLiteral("topo-02.txt"))))
            QSKIP("needs ../shared beside the clone");
    }

    void topoChecks_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("gpuCount");
        QTest::addColumn<bool>("gpuFabric");
        QTest::newRow("topo-02 8 GPUs NV18 >= A100's 12") << "topo-02.txt" << true << true;
        QTest::newRow("topo-06 A800 NV8 < 12") << "topo-06.txt" << true << false;
        QTest::newRow("topo-08 RTX 4090, no NVLink") << "topo-08.txt" << true << false;
        QTest::newRow("topo-10 4 GPUs") << "topo-10.txt" << false << false; // NV4 < 12 as well
        QTest::newRow("topo-12 2 GPUs PIX") << "topo-12.txt" << false << false;
    }
    void topoChecks()
    {
        QFETCH(QString, file);
        const ImportedFile f = load(file);
        QVERIFY(f.ok());
        const QList<AcceptanceCheck> checks = checkTopo(m_design.servers.first(), f.topo.topo, file);
        QTEST(find(checks, QStringLiteral("gpu-count"))->pass, "gpuCount");
        QTEST(find(checks, QStringLiteral("gpu-fabric"))->pass, "gpuFabric");
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
        // The same file against the InfiniBand design: no InfiniBand port at all.
        checks = checkAdapters(m_design.servers.first(), load(QStringLiteral("ibstat-03.txt")).ibstat.ports, {});
        QVERIFY(!find(checks, QStringLiteral("link-layer"))->pass);
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

    void unreadableInput()
    {
        const AcceptanceReport report = runAcceptance(m_design, {importFile("\x01\x02garbage", QStringLiteral("x.bin"))});
        QCOMPARE(report.unreadable, QStringList{QStringLiteral("x.bin")});
        QVERIFY(report.diagnostics.first().toString().startsWith(QLatin1String("x.bin: ")));
    }
};

QTEST_GUILESS_MAIN(TstAcceptance)
#include "tst_acceptance.moc"
