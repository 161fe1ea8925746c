#include "viewsfixture.h"

#include "canvas/specformat.h"

#include <QTest>

using namespace cq;

/** The short hardware descriptions on canvas boxes and palette entries. */
class TestSpecFormat : public QObject
{
    Q_OBJECT
private slots:
    void serverSpec_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("gpuModel");
        QTest::addColumn<int>("nics");
        QTest::addColumn<double>("rateGbps");
        QTest::addColumn<LinkKind>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("8x A100 HDR") << 8 << "A100 80G SXM" << 8 << 200.0 << LinkKind::InfiniBand
                                     << QStringLiteral("8x A100 80G SXM \u00b7 8x200G IB");
        QTest::newRow("4x 4090 RoCE") << 4 << "RTX 4090" << 2 << 100.0 << LinkKind::RoCE
                                      << QStringLiteral("4x RTX 4090 \u00b7 2x100G RoCE");
        QTest::newRow("empty chassis, 25G") << 0 << "" << 2 << 25.0 << LinkKind::Ethernet
                                            << QStringLiteral("no GPU \u00b7 2x25G Eth");
        QTest::newRow("fractional rate") << 8 << "H100 80G SXM" << 8 << 12.5 << LinkKind::Ethernet
                                         << QStringLiteral("8x H100 80G SXM \u00b7 8x12.5G Eth");
    }
    void serverSpec()
    {
        QFETCH(int, gpus);
        QFETCH(QString, gpuModel);
        QFETCH(int, nics);
        QFETCH(double, rateGbps);
        QFETCH(LinkKind, kind);
        QFETCH(QString, expected);
        Server s;
        s.gpuCount = gpus;
        s.gpuModel = gpuModel;
        s.nicCount = nics;
        s.nicRateGbps = rateGbps;
        s.nicKind = kind;
        QCOMPARE(cq::serverSpec(s), expected);
    }

    void catalogSpecs()
    {
        const Catalog c = cqtest::smallCatalog();
        QCOMPARE(gpuModelSpec(c.gpus[0]), QStringLiteral("312 TFLOPS BF16 \u00b7 NVLink 240 GB/s"));
        QCOMPARE(gpuModelSpec(c.gpus[1]), QStringLiteral("989 TFLOPS BF16 \u00b7 NVLink 370.8 GB/s"));
        GpuModel pcie = c.gpus[0];
        pcie.fabric = IntraFabric::PCIeGen4;
        pcie.intraBandwidthGBps = 24;
        QCOMPARE(gpuModelSpec(pcie), QStringLiteral("312 TFLOPS BF16 \u00b7 PCIe Gen4 24 GB/s"));
        QCOMPARE(switchModelSpec(c.switches[0]), QStringLiteral("40 x 200 Gb/s InfiniBand"));
        QCOMPARE(switchModelSpec(c.switches[1]), QStringLiteral("48 x 25 Gb/s Ethernet"));
        // 6500 W = 6.5 kW
        QCOMPARE(serverModelSpec(c.servers[0], c), QStringLiteral("8x A100 80G SXM \u00b7 8x200G IB \u00b7 6.5 kW"));
        ServerModel orphan = c.servers[1];
        orphan.gpuId = QStringLiteral("MI300X");
        orphan.powerW = 0;
        QCOMPARE(serverModelSpec(orphan, c), QStringLiteral("4x MI300X \u00b7 4x200G IB"));
    }

    void switchSpec()
    {
        Switch sw;
        sw.portCount = 64;
        sw.portRateGbps = 400;
        sw.kind = LinkKind::InfiniBand;
        QCOMPARE(cq::switchSpec(sw), QStringLiteral("64x400G IB"));
    }
};

QTEST_GUILESS_MAIN(TestSpecFormat)
#include "tst_specformat.moc"
