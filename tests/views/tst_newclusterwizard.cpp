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
        // 400 Gb/s InfiniBand: only the 64-port NDR switch of the catalog is offered.
        QCOMPARE(wizard.switchField()->count(), 1);
        QCOMPARE(wizard.switchField()->currentData().toString(), QStringLiteral("SW-IB-NDR-64"));
        QCOMPARE(wizard.spec().switchPorts, 64);
        // DGX SuperPOD 4 SU: 32 leaves + 16 spines, 1,024 + 1,024 cables.
        QCOMPARE(wizard.summaryText(), QStringLiteral("Hall 1: 128 servers x 8 NICs: 2 tier(s), 32 leaf switch(es) + "
                                                      "16 spine(s) = 48 switches of 64 ports; cables 1024 server-leaf + "
                                                      "1024 leaf-spine; leaves 32:32 (non-blocking)"));
        QString why;
        const std::optional<GeneratedCluster> c = wizard.generate(&why);
        QVERIFY2(c, qPrintable(why));
        QCOMPARE(c->design.servers.size(), 128);
        QCOMPARE(c->design.switches.size(), 48);
        QCOMPARE(c->design.cables.size(), 2048);
    }

    void unbuildableSpecIsExplained()
    {
        NewClusterWizard wizard(m_catalog);
        wizard.rateField()->setValue(100); // no 100 Gb/s InfiniBand switch in the catalog
        QCOMPARE(wizard.switchField()->currentData().toString(), QString());
        QCOMPARE(wizard.summaryText(), QStringLiteral("This cluster cannot be generated: Choose a switch: the catalog has "
                                                      "none for this fabric and NIC rate."));
    }
};

QTEST_MAIN(TestNewClusterWizard)
#include "tst_newclusterwizard.moc"
