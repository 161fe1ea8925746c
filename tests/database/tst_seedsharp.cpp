#include "pricebookdatabase.h"

#include "engine/analyzer.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cq;

namespace {

constexpr double kGiB = 1073741824.0; // 2^30 bytes

bool near(double actual, double expected) { return std::abs(actual - expected) <= 1e-6 * std::max(1.0, std::abs(expected)); }

} // namespace

/**
 * SHARP from the seeded price book to the engine: the seed marks InfiniBand Quantum / Quantum-2
 * switches SHARP-capable; a cluster generated from the catalog (as `clusterquote generate` does
 * it) starts with SHARP off, as NCCL does (NCCL_COLLNET_ENABLE=0), and is offered NCCL's CollNet
 * algorithms for all_reduce once SHARP is turned on; Spectrum RoCE switches are not capable.
 */
class TestSeedSharp : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    Catalog m_catalog;

    /** @p servers 8-GPU servers of @p gpu, 8 NICs each at @p rate on @p fabric, one switch. */
    Design generated(const QString &gpu, LinkKind fabric, double rate, int switchPorts, int servers = 4)
    {
        FabricSpec spec;
        spec.serverCount = servers;
        spec.nicRateGbps = rate;
        spec.fabric = fabric;
        spec.switchPorts = switchPorts;
        QString why;
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(m_catalog, gpu, &spec, &why);
        if (!t) {
            qWarning("%s", qPrintable(why));
            return {};
        }
        const std::optional<GeneratedCluster> g = FabricGenerator::generate(spec, t->server, t->sw, &why);
        if (!g)
            qWarning("%s", qPrintable(why));
        return g ? g->design : Design();
    }

    /** The 1 GiB all_reduce of the design's only cluster, algorithms limited to @p only (empty: all). */
    static CollectiveEstimate allReduce(const Design &d, const QList<Algorithm> &only = {})
    {
        AnalysisOptions options;
        options.sweep = false;
        options.messageBytes = kGiB;
        options.env.algorithms = only;
        return analyze(d, options).clusters.value(0).allReduce;
    }

    /** @p d with SHARP turned on in every switch, as the inspector's checkbox does it. */
    static Design withSharp(Design d)
    {
        for (Switch &sw : d.switches)
            sw.sharp = true;
        return d;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        PriceBookDatabase db;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("pricebook.sqlite"))), qPrintable(db.error()));
        m_catalog = db.catalog(); // through SQLite, as the CLI and the designer read it
    }

    void hdrClusterGetsCollNetOnceSharpIsOn()
    {
        // 4 x 8x A100 SXM, 8 x HDR 200G each, one 40-port SW-IB-HDR-40 (Quantum, SHARPv2), 3 m cables.
        // Per node: min(GPU PCIe 8 x 24 = 192, NICs 200 x 0.94 InfiniBand = 188) = 188 GB/s towards
        // the SHARP switch. CollNet Chain (collective-model.md §2.2-2.3): bus = the ring graph
        // (NVLink 240: 6 x 40 doubled to 12 x 20 = 240), below 2 x 188 = 376 (the switch
        // reduces, so each node sends the buffer once); algbw = 240 x 0.5 = 120 GB/s.
        // Latency 2 x (ppn - 1) x NVLink 2.8 + NET 30 + 2 x 0.03 (6 m of fibre at 5 ns/m, counted
        // twice for Simple) = 39.2 + 30.06 = 69.26 us; time 69.26 + 2^30 / 120000 = 9017.10853333 us;
        // busbw = 2^30 / 9017.10853333 / 1000 x 62/32 = 230.714178088 GB/s.
        const Design generatedDesign = generated(QStringLiteral("a100-sxm-80g"), LinkKind::InfiniBand, 200, 40);
        QCOMPARE(generatedDesign.switches.size(), 1);
        QCOMPARE(generatedDesign.switches.first().sku, QStringLiteral("SW-IB-HDR-40"));
        QVERIFY(m_catalog.switchModel(QStringLiteral("SW-IB-HDR-40"))->sharp);
        QVERIFY(!generatedDesign.switches.first().sharp);
        QVERIFY(!allReduce(generatedDesign).algorithm.startsWith(QLatin1String("collnet")));
        QVERIFY(!allReduce(generatedDesign, {Algorithm::CollNetDirect, Algorithm::CollNetChain}).feasible);
        const Design d = withSharp(generatedDesign);
        const CollectiveEstimate collNet = allReduce(d, {Algorithm::CollNetDirect, Algorithm::CollNetChain});
        QVERIFY2(collNet.feasible, qPrintable(collNet.bottleneck));
        QCOMPARE(collNet.algorithm, QStringLiteral("collnet_chain"));
        QCOMPARE(collNet.bottleneckGBps, 240.0);
        QVERIFY2(near(collNet.latencyUs, 69.26), qPrintable(QString::number(collNet.latencyUs, 'g', 12)));
        QVERIFY2(near(collNet.timeUs, 9017.10853333), qPrintable(QString::number(collNet.timeUs, 'g', 12)));
        QVERIFY2(near(collNet.busbwGBps, 230.714178088), qPrintable(QString::number(collNet.busbwGBps, 'g', 12)));
        // NCCL's free choice takes it too: the ring would be bound by 188 GB/s per node.
        QCOMPARE(allReduce(d).algorithm, QStringLiteral("collnet_chain"));
    }

    void ndrClusterGetsCollNetOnceSharpIsOn()
    {
        // 4 x 8x H100 SXM, 8 x NDR 400G each, one 64-port SW-IB-NDR-64 (Quantum-2, SHARPv3).
        const Design generatedDesign = generated(QStringLiteral("h100-sxm-80g"), LinkKind::InfiniBand, 400, 64);
        QCOMPARE(generatedDesign.switches.size(), 1);
        QCOMPARE(generatedDesign.switches.first().sku, QStringLiteral("SW-IB-NDR-64"));
        QVERIFY(m_catalog.switchModel(QStringLiteral("SW-IB-NDR-64"))->sharp);
        QVERIFY(!generatedDesign.switches.first().sharp);
        const Design d = withSharp(generatedDesign);
        const CollectiveEstimate collNet = allReduce(d, {Algorithm::CollNetDirect, Algorithm::CollNetChain});
        QVERIFY2(collNet.feasible, qPrintable(collNet.bottleneck));
        QVERIFY(collNet.algorithm.startsWith(QLatin1String("collnet_")));
    }

    void roceClusterGetsNoCollNet()
    {
        // The same A100 cluster on a 64-port Spectrum-class RoCE 200GbE switch: no SHARP.
        const Design d = generated(QStringLiteral("a100-sxm-80g"), LinkKind::RoCE, 200, 64);
        QCOMPARE(d.switches.size(), 1);
        QCOMPARE(d.switches.first().sku, QStringLiteral("SW-ROCE-200-64"));
        QVERIFY(!m_catalog.switchModel(QStringLiteral("SW-ROCE-200-64"))->sharp);
        QVERIFY(!d.switches.first().sharp);
        // Even with the flag forced on, SHARP is an InfiniBand feature: no CollNet on RoCE.
        const CollectiveEstimate collNet = allReduce(withSharp(d), {Algorithm::CollNetDirect, Algorithm::CollNetChain});
        QVERIFY(!collNet.feasible);
        QCOMPARE(collNet.bottleneck, QStringLiteral("no algorithm or protocol is allowed for all_reduce"));
        QVERIFY(!allReduce(d).algorithm.startsWith(QLatin1String("collnet")));
    }
};

QTEST_GUILESS_MAIN(TestSeedSharp)
#include "tst_seedsharp.moc"
