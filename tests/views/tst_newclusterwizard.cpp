#include "../model/generatorfixtures.h"

#include "editor/newclusterwizard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTest>

using namespace cq;

/** The New Cluster wizard builds the same cluster as `clusterquote generate`. */
class TestNewClusterWizard : public QObject
{
    Q_OBJECT
    Catalog m_catalog = cqtest::generatorCatalog();

private slots:
    void superPodFromTheWizard()
    {
        NewClusterWizard wizard(m_catalog);
        wizard.gpuField()->setCurrentIndex(wizard.gpuField()->findData(QStringLiteral("h100-sxm-80g")));
        wizard.serversField()->setValue(128);
        wizard.nicsField()->setValue(8);
        wizard.rateField()->setValue(400);
        wizard.railField()->setChecked(true);
        // 400 Gb/s InfiniBand: the 64-port NDR switch of the catalog, then the generic entry.
        QCOMPARE(wizard.switchField()->count(), 2);
        QCOMPARE(wizard.switchField()->itemData(1).toString(), NewClusterWizard::genericSwitchKey());
        QCOMPARE(wizard.switchField()->currentData().toString(), QStringLiteral("SW-IB-NDR-64"));
        QCOMPARE(wizard.spec().switchPorts, 64);
        // DGX SuperPOD 4 SU: 32 leaves + 16 spines, 1,024 + 1,024 cables.
        QCOMPARE(wizard.summaryText(), QStringLiteral("Hall 1: 128 servers x 8 NICs: 2 tier(s), 32 leaf switch(es) + "
                                                      "16 spine(s) = 48 switches of 64 ports; cables 1,024 server-leaf + "
                                                      "1,024 leaf-spine; leaves 32:32 (non-blocking)"));
        QString why;
        const std::optional<GeneratedCluster> c = wizard.generate(&why);
        QVERIFY2(c, qPrintable(why));
        QCOMPARE(c->design.servers.size(), 128);
        QCOMPARE(c->design.switches.size(), 48);
        QCOMPARE(c->design.cables.size(), 2048);
    }

    void pricedServerPreferred()
    {
        // An unpriced A100 server listed first, same slots and NICs as SRV-A100-SXM-8-IB: with
        // no price book it wins (first in catalog order); given the price book's SKUs, the
        // priced SRV-A100-SXM-8-IB is generated.
        Catalog catalog = m_catalog;
        ServerModel imported = catalog.servers[0];
        imported.sku = QStringLiteral("SRV-DELL-POWEREDGE-XE8545");
        catalog.servers.prepend(imported);
        QString why;
        NewClusterWizard unpriced(catalog);
        unpriced.gpuField()->setCurrentIndex(unpriced.gpuField()->findData(QStringLiteral("a100-sxm-80g")));
        std::optional<GeneratedCluster> c = unpriced.generate(&why);
        QVERIFY2(c, qPrintable(why));
        QCOMPARE(c->design.servers.first().sku, imported.sku);
        NewClusterWizard priced(catalog, nullptr, {QStringLiteral("SRV-A100-SXM-8-IB"), QStringLiteral("SW-IB-HDR-40")});
        priced.gpuField()->setCurrentIndex(priced.gpuField()->findData(QStringLiteral("a100-sxm-80g")));
        c = priced.generate(&why);
        QVERIFY2(c, qPrintable(why));
        QCOMPARE(c->design.servers.first().sku, QStringLiteral("SRV-A100-SXM-8-IB"));
    }

    void gpuChoiceAdaptsTheDefaults()
    {
        NewClusterWizard wizard(m_catalog);
        // RTX 4090: the catalog's only server, SRV-4090-4, has 4 slots and 1 x 25 Gb/s
        // Ethernet NIC; the only 25 Gb/s Ethernet switch is SW-ETH-25-48.
        wizard.gpuField()->setCurrentIndex(wizard.gpuField()->findData(QStringLiteral("rtx-4090")));
        QCOMPARE(wizard.gpusPerServerField()->value(), 4);
        QCOMPARE(wizard.nicsField()->value(), 1);
        QCOMPARE(wizard.rateField()->value(), 25.0);
        QCOMPARE(LinkKind(wizard.fabricField()->currentData().toInt()), LinkKind::Ethernet);
        QCOMPARE(wizard.switchField()->currentData().toString(), QStringLiteral("SW-ETH-25-48"));
        QString why;
        const std::optional<GeneratedCluster> c = wizard.generate(&why);
        QVERIFY2(c, qPrintable(why));
        QCOMPARE(c->design.servers.first().sku, QStringLiteral("SRV-4090-4"));
        QCOMPARE(c->design.servers.first().gpuCount, 4);
        // Back to H100 SXM: SRV-H100-SXM-8-IB, 8 GPUs and 8 x 400 Gb/s InfiniBand, NDR switch.
        wizard.gpuField()->setCurrentIndex(wizard.gpuField()->findData(QStringLiteral("h100-sxm-80g")));
        QCOMPARE(wizard.gpusPerServerField()->value(), 8);
        QCOMPARE(wizard.nicsField()->value(), 8);
        QCOMPARE(wizard.rateField()->value(), 400.0);
        QCOMPARE(LinkKind(wizard.fabricField()->currentData().toInt()), LinkKind::InfiniBand);
        QCOMPARE(wizard.switchField()->currentData().toString(), QStringLiteral("SW-IB-NDR-64"));
    }

    void genericSwitchWhenTheCatalogHasNone()
    {
        NewClusterWizard wizard(m_catalog); // A100: 8 x 200G InfiniBand by default
        wizard.rateField()->setValue(100); // no 100 Gb/s InfiniBand switch in the catalog
        QCOMPARE(wizard.switchField()->count(), 1);
        QCOMPARE(wizard.switchField()->currentData().toString(), NewClusterWizard::genericSwitchKey());
        QVERIFY(wizard.genericPortsField()->isEnabled());
        wizard.genericPortsField()->setValue(36);
        // 4 x 8 = 32 NICs <= 36 ports: one switch. Its power as tst_catalogchoice works it out:
        // 2820 W / 34800 Gb/s x 100 Gb/s = 8.10 W per port, x 36 = 292 W.
        QCOMPARE(wizard.summaryText(),
                 QStringLiteral("Hall 1: 4 servers x 8 NICs: 1 tier(s), 1 leaf switch(es) = 1 switches of 36 ports; cables "
                                "32 server-leaf; one switch, non-blocking\n\n"
                                "SRV-A100-SXM-8-IB comes with 8 x 200 Gb/s InfiniBand NICs; the generated servers get "
                                "8 x 100 Gb/s InfiniBand and are priced as SRV-A100-SXM-8-IB.\n\n"
                                "The catalog has no InfiniBand switch with 100 Gb/s ports: the design uses a generic 36-port "
                                "100 Gb/s InfiniBand switch (GENERIC-SW-IB-100-36), shown in the quote as price missing "
                                "until the price book prices it. Its power, 292 W, is an estimate: 8.1 W per port, the "
                                "catalog's switch power per Gb/s of port capacity at 100 Gb/s."));
        QString why;
        const std::optional<GeneratedCluster> c = wizard.generate(&why);
        QVERIFY2(c, qPrintable(why));
        QCOMPARE(c->design.switches.first().sku, QStringLiteral("GENERIC-SW-IB-100-36"));
    }

    void retiredSwitchIsNotListed()
    {
        Catalog catalog = m_catalog;
        catalog.switches[1].retired = true; // SW-IB-NDR-64
        NewClusterWizard wizard(catalog);
        wizard.gpuField()->setCurrentIndex(wizard.gpuField()->findData(QStringLiteral("h100-sxm-80g")));
        // No offered 400G IB switch: the defaults move to the HDR switch's 200 Gb/s (fitToGpu).
        QCOMPARE(wizard.rateField()->value(), 200.0);
        wizard.rateField()->setValue(400);
        QCOMPARE(wizard.switchField()->count(), 1);
        QCOMPARE(wizard.switchField()->currentData().toString(), NewClusterWizard::genericSwitchKey());
    }
};

QTEST_MAIN(TestNewClusterWizard)
#include "tst_newclusterwizard.moc"
