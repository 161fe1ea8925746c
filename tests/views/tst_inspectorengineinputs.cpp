#include "viewsfixture.h"

#include "canvas/designscene.h"
#include "document/clusterdocument.h"
#include "editor/propertyinspector.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QSpinBox>
#include <QTest>

using namespace cq;

/**
 * The two engine inputs of issue 4 in the property inspector: GPUs per PCIe switch on a server
 * (Server::gpusPerPcieSwitch) and SHARP on a switch (Switch::sharp), each edit one undo step.
 * smallDesign: node1, node2 (8x A100, 8 x 200 Gb/s IB), leaf1 (HDR IB, no SHARP).
 */
class TestInspectorEngineInputs : public QObject
{
    Q_OBJECT

    Catalog m_catalog = cqtest::smallCatalog();

    struct Rig {
        Design d;
        ClusterDocument doc;
        DesignScene scene;
        PropertyInspector inspector;
        Rig(const Catalog *catalog, const Design &design = cqtest::smallDesign())
            : d(design), scene((doc.reset(d), &doc), catalog), inspector(&scene)
        {
            inspector.setCatalog(catalog);
        }
    };

private slots:
    void gpusPerPcieSwitchIsEditable()
    {
        Rig rig(&m_catalog);
        auto &[d, doc, scene, inspector] = rig;
        inspector.resize(360, 640);
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inspector));
        scene.selectIds({d.servers[0].id, d.servers[1].id});
        auto *share = inspector.findChild<QSpinBox *>(QStringLiteral("serverGpusPerPcieSwitch"));
        QVERIFY(share && share->isVisible());
        QCOMPARE(share->value(), 1); // older designs and the small catalog: one GPU per switch
        QCOMPARE(share->minimum(), 1);
        share->setValue(2);
        QCOMPARE(doc.design().servers[0].gpusPerPcieSwitch, 2);
        QCOMPARE(doc.design().servers[1].gpusPerPcieSwitch, 2);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Change GPUs per PCIe Switch"));
        const QString png = QDir::temp().filePath(QStringLiteral("cq-inspector-pcie-switch.png"));
        QVERIFY(inspector.grab().save(png));
        doc.undoStack()->undo();
        QCOMPARE(doc.design().servers[0].gpusPerPcieSwitch, 1);
        QCOMPARE(share->value(), 1); // the field shows the undo
    }

    void nicTransportIsEditable()
    {
        // Server::nicTransport (issue 23): NCCL's verbs by default, AWS EFA v2 chosen for both
        // servers in one undo step.
        Rig rig(&m_catalog);
        auto &[d, doc, scene, inspector] = rig;
        inspector.resize(360, 640);
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inspector));
        scene.selectIds({d.servers[0].id, d.servers[1].id});
        auto *transport = inspector.findChild<QComboBox *>(QStringLiteral("serverNicTransport"));
        QVERIFY(transport && transport->isVisible());
        QCOMPARE(NicTransport(transport->currentData().toInt()), NicTransport::Verbs);
        const int efa2 = transport->findData(int(NicTransport::EfaV2));
        QVERIFY(efa2 >= 0);
        transport->setCurrentIndex(efa2);
        emit transport->activated(efa2);
        QCOMPARE(doc.design().servers[0].nicTransport, NicTransport::EfaV2);
        QCOMPARE(doc.design().servers[1].nicTransport, NicTransport::EfaV2);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Change NIC Transport"));
        doc.undoStack()->undo();
        QCOMPARE(doc.design().servers[0].nicTransport, NicTransport::Verbs);
        QCOMPARE(NicTransport(transport->currentData().toInt()), NicTransport::Verbs); // the field shows the undo
    }

    void sharpIsEditableOnInfiniBandOnly()
    {
        Rig rig(&m_catalog);
        auto &[d, doc, scene, inspector] = rig;
        inspector.resize(360, 640);
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inspector));
        scene.selectIds({d.switches[0].id});
        auto *sharp = inspector.findChild<QCheckBox *>(QStringLiteral("switchSharp"));
        QVERIFY(sharp && sharp->isVisible());
        QVERIFY(sharp->isEnabled());
        QVERIFY(!sharp->isChecked());
        sharp->click();
        QVERIFY(doc.design().switches[0].sharp);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Change SHARP"));
        const QString png = QDir::temp().filePath(QStringLiteral("cq-inspector-sharp.png"));
        QVERIFY(inspector.grab().save(png));
        doc.undoStack()->undo();
        QVERIFY(!doc.design().switches[0].sharp);
        QVERIFY(!sharp->isChecked());

        Design eth = cqtest::smallDesign();
        eth.switches[0].kind = LinkKind::Ethernet;
        Rig ethRig(&m_catalog, eth);
        ethRig.inspector.show();
        ethRig.scene.selectIds({eth.switches[0].id});
        auto *ethSharp = ethRig.inspector.findChild<QCheckBox *>(QStringLiteral("switchSharp"));
        QVERIFY(!ethSharp->isEnabled()); // SHARP is an InfiniBand feature
    }
};

QTEST_MAIN(TestInspectorEngineInputs)
#include "tst_inspectorengineinputs.moc"
