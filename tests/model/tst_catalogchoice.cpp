#include "generatorfixtures.h"

#include "generator/catalogchoice.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

/** GPU keys as `clusterquote generate --gpu` takes them, and the catalog entries they pick. */
class TestCatalogChoice : public QObject
{
    Q_OBJECT
private slots:
    void gpuKeys_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("key");
        QTest::newRow("A100 SXM") << QStringLiteral("A100-80G-SXM") << QStringLiteral("a100-sxm-80g");
        QTest::newRow("A100 PCIe") << QStringLiteral("A100-80G-PCIE") << QStringLiteral("a100-pcie-80g");
        QTest::newRow("H100 SXM") << QStringLiteral("H100-80G-SXM") << QStringLiteral("h100-sxm-80g");
        QTest::newRow("H100 PCIe") << QStringLiteral("H100-80G-PCIE") << QStringLiteral("h100-pcie-80g");
        QTest::newRow("RTX 4090") << QStringLiteral("RTX-4090") << QStringLiteral("rtx-4090");
    }
    void gpuKeys()
    {
        QFETCH(QString, id);
        QFETCH(QString, key);
        GpuModel gpu;
        gpu.id = id;
        QCOMPARE(CatalogChoice::gpuKey(gpu), key);
    }

    void keyOrIdFindsTheGpu()
    {
        const Catalog catalog = generatorCatalog();
        QCOMPARE(CatalogChoice::gpuByKey(catalog, QStringLiteral("h100-sxm-80g"))->id, QStringLiteral("H100-80G-SXM"));
        QCOMPARE(CatalogChoice::gpuByKey(catalog, QStringLiteral("H100-80G-SXM"))->id, QStringLiteral("H100-80G-SXM"));
        QVERIFY(!CatalogChoice::gpuByKey(catalog, QStringLiteral("b200")));
    }

    void largestMatchingSwitchWhenNoRadixGiven()
    {
        const Catalog catalog = generatorCatalog();
        FabricSpec spec = superPodSpec(128);
        spec.switchPorts = 0;
        QString why;
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("SW-IB-NDR-64"));
        QCOMPARE(spec.switchPorts, 64);
        QCOMPARE(t->server.sku, QStringLiteral("SRV-H100-SXM-8-IB"));
        QVERIFY(t->notes.isEmpty()); // 8 x 400G IB is what the SKU has
    }

    void differingNicsAreNoted()
    {
        // The A100 server is listed with 8 x 200G HDR; asking for 4 NICs keeps its SKU and says so.
        const Catalog catalog = generatorCatalog();
        FabricSpec spec;
        spec.nicsPerServer = 4;
        QString why;
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->notes, QStringList{QStringLiteral("SRV-A100-SXM-8-IB comes with 8 x 200 Gb/s InfiniBand NICs; the generated "
                                                      "servers get 4 x 200 Gb/s InfiniBand and are priced as SRV-A100-SXM-8-IB.")});
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("ports");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown GPU") << QStringLiteral("b200") << 8 << 200.0 << 40
            << QStringLiteral("Unknown GPU model \"b200\"; the catalog has: a100-sxm-80g, h100-sxm-80g, h100-pcie-80g, rtx-4090.");
        QTest::newRow("no such server") << QStringLiteral("rtx-4090") << 8 << 25.0 << 48
            << QStringLiteral("The catalog has no server for RTX 4090 24G with 8 or more GPU slots; the largest, "
                              "SRV-4090-4, holds 4: ask for 4 GPUs per server."); // the catalog's 4x RTX 4090 box
        QTest::newRow("no 64-port HDR") << QStringLiteral("a100-sxm-80g") << 8 << 200.0 << 64
            << QStringLiteral("The catalog has no InfiniBand switch with 64 ports at 200 Gb/s; it has SW-IB-HDR-40 (40 ports).");
        QTest::newRow("no 100G IB") << QStringLiteral("a100-sxm-80g") << 8 << 100.0 << 40
            << QStringLiteral("The catalog has no InfiniBand switch with 100 Gb/s ports.");
    }
    void refusals()
    {
        QFETCH(QString, gpu);
        QFETCH(int, gpus);
        QFETCH(double, rate);
        QFETCH(int, ports);
        QFETCH(QString, message);
        FabricSpec spec;
        spec.gpusPerServer = gpus;
        spec.nicRateGbps = rate;
        spec.switchPorts = ports;
        QString why;
        QVERIFY(!CatalogChoice::choose(generatorCatalog(), gpu, &spec, &why));
        QCOMPARE(why, message);
    }
};

QTEST_GUILESS_MAIN(TestCatalogChoice)
#include "tst_catalogchoice.moc"
