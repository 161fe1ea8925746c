#include "generatorfixtures.h"

#include "generator/catalogchoice.h"
#include "generator/fabricplan.h"
#include "catalog/genericswitch.h"

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

    void genericSwitchWhenTheCatalogHasNone()
    {
        // The published 4-node A100 run on 16 x 100G RoCE per node and 36-port switches: the
        // fixture catalog has no RoCE switch at all.
        FabricSpec spec;
        spec.nicsPerServer = 16;
        spec.nicRateGbps = 100;
        spec.fabric = LinkKind::RoCE;
        spec.switchPorts = 36;
        QString why;
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(generatorCatalog(), QStringLiteral("a100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("GENERIC-SW-ROCE-100-36"));
        QCOMPARE(t->sw.name, QStringLiteral("generic 36-port 100 Gb/s RoCE switch"));
        QCOMPARE(t->sw.portCount, 36);
        QCOMPARE(t->sw.portRateGbps, 100.0);
        QCOMPARE(t->sw.kind, LinkKind::RoCE);
        // No 100G switch in the fixture: power per Gb/s of all its switches,
        // (750 + 1720 + 350) W / (40 x 200 + 64 x 400 + 48 x 25) Gb/s = 2820 / 34800 W,
        // x 100 Gb/s = 8.1034 W per port, x 36 ports = 291.72 -> 292 W.
        QCOMPARE(t->sw.powerW, 292.0);
        QCOMPARE(spec.switchPorts, 36);
        QCOMPARE(t->server.sku, QStringLiteral("SRV-A100-SXM-8-IB")); // the server keeps its SKU and GPUs
        QCOMPARE(t->server.gpuModel, QStringLiteral("A100 80G SXM"));
        QCOMPARE(t->notes, (QStringList{
            QStringLiteral("SRV-A100-SXM-8-IB comes with 8 x 200 Gb/s InfiniBand NICs; the generated servers get "
                           "16 x 100 Gb/s RoCE and are priced as SRV-A100-SXM-8-IB."),
            QStringLiteral("The catalog has no RoCE switch with 100 Gb/s ports: the design uses a generic 36-port 100 Gb/s "
                           "RoCE switch (GENERIC-SW-ROCE-100-36), shown in the quote as price missing until the price "
                           "book prices it. Its power, 292 W, is an estimate: 8.1 W per port, the catalog's switch power "
                           "per Gb/s of port capacity at 100 Gb/s.")}));
    }

    void genericSwitchBesideOtherPortCounts()
    {
        // The seed's two 100G switches: SB7800 class 36 x EDR (250 W), SN2700 class 32 x 100GbE (300 W).
        Catalog catalog = generatorCatalog();
        catalog.switches.append({QStringLiteral("SW-IB-EDR-36"), QStringLiteral("InfiniBand EDR 36-port"), 36, 100,
                                 LinkKind::InfiniBand, 250, {}});
        catalog.switches.append({QStringLiteral("SW-ROCE-100-32"), QStringLiteral("RoCE 100GbE 32-port"), 32, 100,
                                 LinkKind::RoCE, 300, {}});
        FabricSpec spec;
        spec.nicsPerServer = 16;
        spec.nicRateGbps = 100;
        spec.fabric = LinkKind::RoCE;
        spec.switchPorts = 36;
        QString why;
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("GENERIC-SW-ROCE-100-36"));
        // (250 + 300) W / (36 + 32) ports = 8.088 W per port; x 36 = 291.18 -> 291 W.
        QCOMPARE(t->sw.powerW, 291.0);
        QCOMPARE(t->notes.last(),
                 QStringLiteral("The catalog has no RoCE switch with 36 ports at 100 Gb/s (it has SW-ROCE-100-32 (32 ports)): "
                                "the design uses a generic 36-port 100 Gb/s RoCE switch (GENERIC-SW-ROCE-100-36), shown in "
                                "the quote as price missing until the price book prices it. Its power, 291 W, is an "
                                "estimate: 8.09 W per port, the average of the catalog's 100 Gb/s switches."));
        // Asked for 32 ports, the catalog switch is used and nothing about switches is noted.
        spec.switchPorts = 32;
        const std::optional<GeneratorTemplates> listed = CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why);
        QVERIFY2(listed, qPrintable(why));
        QCOMPARE(listed->sw.sku, QStringLiteral("SW-ROCE-100-32"));
        QCOMPARE(listed->notes.size(), 1); // the NIC note only
    }

    void genericSkuNamesItsSpec()
    {
        const GenericSwitch::Spec spec{LinkKind::InfiniBand, 200, 48};
        QCOMPARE(GenericSwitch::sku(spec), QStringLiteral("GENERIC-SW-IB-200-48"));
        const std::optional<GenericSwitch::Spec> back = GenericSwitch::fromSku(QStringLiteral("GENERIC-SW-IB-200-48"));
        QVERIFY(back);
        QCOMPARE(back->kind, LinkKind::InfiniBand);
        QCOMPARE(back->rateGbps, 200.0);
        QCOMPARE(back->ports, 48);
        QCOMPARE(GenericSwitch::nameEn(*back), QStringLiteral("generic 48-port 200 Gb/s InfiniBand switch"));
        QCOMPARE(GenericSwitch::nameZh({LinkKind::Ethernet, 25, 48}), QStringLiteral("通用 48 端口 25 Gb/s 以太网 交换机"));
        QVERIFY(!GenericSwitch::fromSku(QStringLiteral("SW-IB-HDR-40")));
        QVERIFY(!GenericSwitch::fromSku(QStringLiteral("GENERIC-SW-FC-100-36")));
    }

    void breakoutSwitchServesHalfItsRate()
    {
        // Only a 64 x 800G switch with 2 x 400G breakout (SN5600 class): a 400G RoCE fabric gets
        // 64 x 2 = 128 ports of 400G from it, under its own SKU.
        Catalog catalog = generatorCatalog();
        SwitchModel sn5600{QStringLiteral("SW-ETH-800-64"), QStringLiteral("800GbE 64-port"), 64, 800, LinkKind::RoCE, 2200, {}};
        sn5600.breakout = 2;
        catalog.switches = {sn5600};
        FabricSpec spec;
        spec.nicRateGbps = 400;
        spec.fabric = LinkKind::RoCE;
        spec.switchPorts = 0; // the most ports there are
        QString why;
        std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("SW-ETH-800-64"));
        QCOMPARE(t->sw.portCount, 128);
        QCOMPARE(t->sw.portRateGbps, 400.0);
        QCOMPARE(spec.switchPorts, 128);
        QCOMPARE(t->notes.last(), QStringLiteral("SW-ETH-800-64 serves the 400 Gb/s fabric as 128 ports: each of its 64 "
                                                 "ports of 800 Gb/s split into 2."));
        spec.switchPorts = 128; // asked for by its 400G count
        t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("SW-ETH-800-64"));
        spec.switchPorts = 64; // 64 ports are its 800G count, not 400G: a generic 64-port 400G switch
        t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("GENERIC-SW-ROCE-400-64"));
        // 2200 W / 128 ports of 400G = 17.1875 W per port; x 64 = 1100 W.
        QCOMPARE(t->sw.powerW, 1100.0);
    }

    void breakoutAsked()
    {
        // A 32 x 400G unsplit switch and a 64 x 800G one split 2 ways (128 x 400G).
        Catalog catalog = generatorCatalog();
        SwitchModel sn4700{QStringLiteral("SW-ROCE-400-32"), QStringLiteral("400GbE 32-port"), 32, 400, LinkKind::RoCE, 800, {}};
        SwitchModel sn5600{QStringLiteral("SW-ETH-800-64"), QStringLiteral("800GbE 64-port"), 64, 800, LinkKind::RoCE, 2200, {}};
        sn5600.breakout = 2;
        catalog.switches = {sn4700, sn5600};
        FabricSpec spec;
        spec.nicRateGbps = 400;
        spec.fabric = LinkKind::RoCE;
        spec.switchPorts = 0;
        spec.breakout = 1; // unsplit only: the 32-port switch, though the other has more ports
        QString why;
        std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("SW-ROCE-400-32"));
        QCOMPARE(spec.switchPorts, 32);
        // --breakout 2 --switch-ports 64: the physical count names the 800G switch, planned as 128.
        spec.breakout = 2;
        spec.switchPorts = 64;
        t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("SW-ETH-800-64"));
        QCOMPARE(t->sw.portCount, 128);
        QCOMPARE(spec.switchPorts, 128);
        // No InfiniBand switch splits 800G ports: refused, not a generic stand-in.
        spec.fabric = LinkKind::InfiniBand;
        spec.switchPorts = 0;
        QVERIFY(!CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why));
        QCOMPARE(why, QStringLiteral("The catalog has no InfiniBand switch whose 800 Gb/s ports split into 2 x 400 Gb/s."));
    }

    void breakoutToFit()
    {
        // 2,048 servers x 8 NICs = 16,384 ports: 32-port switches hold 32^3/4 = 8,192 in three
        // tiers (4 needed); the 800G switch split 2 ways is 128 x 400G: 128^2/2 = 8,192 ports in
        // two tiers, 524,288 in three, so breakout 2 fits it (and so do 2 planes of 4 NICs).
        Catalog catalog = generatorCatalog();
        SwitchModel sn5600{QStringLiteral("SW-ETH-800-64"), QStringLiteral("800GbE 64-port"), 64, 800, LinkKind::RoCE, 2200, {}};
        sn5600.breakout = 2;
        catalog.switches.append(sn5600);
        FabricSpec spec;
        spec.nicsPerServer = 8;
        spec.nicRateGbps = 400;
        spec.fabric = LinkKind::RoCE;
        spec.switchPorts = 32;
        QCOMPARE(FabricPlan::tiersNeeded(spec, 2048), 4);
        QCOMPARE(FabricPlan::planesToFit(spec, 2048), 2);
        QCOMPARE(CatalogChoice::breakoutToFit(catalog, spec, 2048), 2);
        QCOMPARE(FabricPlan::tooManyTiers(spec, 2048, 2, 2),
                 QStringLiteral("2048 servers x 8 NICs need 4 tiers of 32-port switches, more than three switch tiers "
                                "(three hold at most 8192 NIC ports non-blocking); --planes 2 or --breakout 2 fits it in three."));
        // 4,194,304 ports are beyond three tiers of 128 too: no breakout fits.
        QCOMPARE(CatalogChoice::breakoutToFit(catalog, spec, 524288), 0);
        spec.fabric = LinkKind::InfiniBand; // no split InfiniBand switch
        QCOMPARE(CatalogChoice::breakoutToFit(catalog, spec, 2048), 0);
    }

    void sharpWhereTheSwitchHasIt()
    {
        Catalog catalog = generatorCatalog();
        catalog.switches[1].sharp = true; // SW-IB-NDR-64 (QM9700 class, SHARPv3)
        FabricSpec spec = superPodSpec(16);
        QString why;
        std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QVERIFY(!t->sw.sharp); // off unless asked, as when placed from the palette
        spec.sharp = true;
        t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY(t->sw.sharp);
        catalog.switches[1].sharp = false;
        t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY(!t->sw.sharp);
        QCOMPARE(t->notes.last(), QStringLiteral("SW-IB-NDR-64 has no SHARP: the switches reduce nothing in the network."));
    }

    void retiredModelsAreNotChosen()
    {
        Catalog catalog = generatorCatalog();
        catalog.switches[0].retired = true; // SW-IB-HDR-40
        FabricSpec spec; // 8 x 200G IB, 40 ports
        QString why;
        std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("GENERIC-SW-IB-200-40"));
        QVERIFY(CatalogChoice::switchesFor(catalog, LinkKind::InfiniBand, 200).isEmpty());

        catalog.servers[0].retired = true; // SRV-A100-SXM-8-IB, the only A100 server
        QVERIFY(!CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why));
        QCOMPARE(why, QStringLiteral("The catalog has no server for A100 80G SXM with 8 or more GPU slots."));

        catalog.gpus[0].retired = true; // A100-80G-SXM
        QVERIFY(!CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why));
        QCOMPARE(why, QStringLiteral("Unknown GPU model \"a100-sxm-80g\"; the catalog has: h100-sxm-80g, h100-pcie-80g, rtx-4090."));
    }

    void pricedSwitchPreferredOverAnUnpricedMatch()
    {
        // A NetBox import (after the seeded HDR switch in catalog order, 0 W, no price) with
        // the same 40 x 200G IB: the priced seeded switch wins; with no price set, the stated
        // power (750 W vs 0 W) decides; priced beats stated power.
        Catalog catalog = generatorCatalog();
        SwitchModel imported = catalog.switches[0];
        imported.sku = QStringLiteral("SW-MELLANOX-QM8700");
        imported.powerW = 0;
        catalog.switches.prepend(imported); // first in catalog order: the old tie-break would pick it
        FabricSpec spec; // 8 x 200G IB, 40 ports
        QString why;
        std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why,
                                                                    {QStringLiteral("SW-IB-HDR-40")});
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->sw.sku, QStringLiteral("SW-IB-HDR-40"));
        t = CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why);
        QCOMPARE(t->sw.sku, QStringLiteral("SW-IB-HDR-40")); // 750 W stated, the import 0 W
        t = CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why, {QStringLiteral("SW-MELLANOX-QM8700")});
        QCOMPARE(t->sw.sku, QStringLiteral("SW-MELLANOX-QM8700")); // priced outranks powered
    }

    void pricedServerPreferredOverAnUnpricedMatch()
    {
        // An imported A100 server with 8 x 200G RoCE NICs, unpriced: asked for RoCE it matches
        // the NICs better (4 + 2 + 1 = 7 against 0 + 2 + 1 = 3 for the IB server), so without a
        // price book it wins; with the IB server priced, the priced one wins.
        Catalog catalog = generatorCatalog();
        ServerModel imported = catalog.servers[0];
        imported.sku = QStringLiteral("SRV-DELL-POWEREDGE-XE8545");
        imported.nicKind = LinkKind::RoCE;
        catalog.servers.append(imported);
        const GpuModel &a100 = catalog.gpus[0];
        QCOMPARE(CatalogChoice::serverFor(catalog, a100, 8, LinkKind::RoCE, 200)->sku, imported.sku);
        QCOMPARE(CatalogChoice::serverFor(catalog, a100, 8, LinkKind::RoCE, 200, {QStringLiteral("SRV-A100-SXM-8-IB")})->sku,
                 QStringLiteral("SRV-A100-SXM-8-IB"));
    }

    void zeroNicServerNotChosen()
    {
        // The NetBox XE8545 lists no fabric NIC: even priced, matching RoCE and first in catalog
        // order, it loses to the IB server with 8 NICs.
        Catalog catalog = generatorCatalog();
        ServerModel imported = catalog.servers[0];
        imported.sku = QStringLiteral("SRV-DELL-POWEREDGE-XE8545");
        imported.nicKind = LinkKind::RoCE;
        imported.nicCount = 0;
        catalog.servers.prepend(imported);
        FabricSpec spec;
        spec.fabric = LinkKind::RoCE;
        QString why;
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("a100-sxm-80g"), &spec, &why,
                                                                          {imported.sku});
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->server.sku, QStringLiteral("SRV-A100-SXM-8-IB"));
        catalog.servers.removeAt(1); // only the zero-NIC server left: it is still offered
        QCOMPARE(CatalogChoice::serverFor(catalog, catalog.gpus[0], 8, LinkKind::RoCE, 200)->sku, imported.sku);
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
