#include "viewsfixture.h"

#include "canvas/designscene.h"
#include "canvas/rackitem.h"
#include "document/clusterdocument.h"
#include "editor/propertyinspector.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

using namespace cq;

/**
 * The property inspector on the canvas selection: the page per kind, edits as undoable
 * changes, typing a name letter by letter as one undo step, several servers edited at once.
 * smallDesign: node1, node2 (8 x 200 Gb/s IB), leaf1, cables node1:0 - leaf1:0, node2:0 - leaf1:1.
 */
class TestPropertyInspector : public QObject
{
    Q_OBJECT

    Catalog m_catalog = cqtest::smallCatalog();

    /** A document on @p design, its scene and an inspector with the small catalog. */
    struct Rig {
        Design d;
        ClusterDocument doc;
        DesignScene scene;
        PropertyInspector inspector;
        Rig(const Catalog *catalog, const Design &design = cqtest::smallDesign())
            : d(design), scene((doc.reset(d), &doc), catalog) // the scene mirrors the design from the start
            , inspector(&scene)
        {
            inspector.setCatalog(catalog);
        }
    };

private slots:
    void pagesFollowSelection()
    {
        Rig rig(&m_catalog);
        auto &[d, doc, scene, inspector] = rig;
        QCOMPARE(inspector.currentPageName(), QStringLiteral("none"));
        scene.selectIds({d.servers[0].id});
        QCOMPARE(inspector.currentPageName(), QStringLiteral("server"));
        scene.selectIds({d.switches[0].id});
        QCOMPARE(inspector.currentPageName(), QStringLiteral("switch"));
        scene.selectIds({d.cables[0].id, d.cables[1].id});
        QCOMPARE(inspector.currentPageName(), QStringLiteral("cable"));
        scene.selectIds({d.rooms[0].id});
        QCOMPARE(inspector.currentPageName(), QStringLiteral("container"));
        scene.selectIds({d.servers[0].id, d.cables[0].id});
        QCOMPARE(inspector.currentPageName(), QStringLiteral("mixed"));
    }

    void typingANameIsOneUndoStep()
    {
        Rig rig(&m_catalog);
        auto &[d, doc, scene, inspector] = rig;
        inspector.show();
        scene.selectIds({d.servers[0].id});
        auto *name = inspector.findChild<QLineEdit *>(QStringLiteral("serverName"));
        QVERIFY(name && name->isVisible());
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("gpu-a"));
        QCOMPARE(doc.design().servers[0].name, QStringLiteral("gpu-a"));
        QCOMPARE(doc.undoStack()->count(), 1); // five key presses, one step
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Rename"));
        // The cable tooltips follow the new name.
        QVERIFY(scene.cableItem(d.cables[0].id)->toolTip().startsWith(QStringLiteral("gpu-a port 1")));
        doc.undoStack()->undo();
        QCOMPARE(doc.design().servers[0].name, QStringLiteral("node1"));
        QCOMPARE(name->text(), QStringLiteral("node1")); // the field shows the undo
    }

    void editOfManyServersAppliesToAll()
    {
        Rig rig(&m_catalog);
        auto &[d, doc, scene, inspector] = rig;
        scene.selectIds({d.servers[0].id, d.servers[1].id});
        auto *rate = inspector.findChild<QDoubleSpinBox *>(QStringLiteral("serverNicRate"));
        rate->setValue(100);
        rate->setValue(400);
        QCOMPARE(doc.design().servers[0].nicRateGbps, 400.0);
        QCOMPARE(doc.design().servers[1].nicRateGbps, 400.0);
        QCOMPARE(doc.undoStack()->count(), 1); // both values of one field: one step
        auto *gpus = inspector.findChild<QSpinBox *>(QStringLiteral("serverGpuCount"));
        gpus->setValue(4);
        QCOMPARE(doc.design().servers[1].gpuCount, 4);
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void switchModelTakesCatalogHardware()
    {
        Rig rig(&m_catalog);
        auto &[d, doc, scene, inspector] = rig;
        scene.selectIds({d.switches[0].id});
        auto *model = inspector.findChild<QComboBox *>(QStringLiteral("switchModel"));
        const int eth = model->findData(QStringLiteral("SW-ETH-25-48"));
        QVERIFY(eth >= 0);
        model->setCurrentIndex(eth);
        emit model->activated(eth);
        const Switch &sw = doc.design().switches[0];
        QCOMPARE(sw.portCount, 48);
        QCOMPARE(sw.portRateGbps, 25.0);
        QCOMPARE(sw.kind, LinkKind::Ethernet);
        QCOMPARE(sw.name, QStringLiteral("leaf1")); // name and place stay
        QCOMPARE(sw.pos, QPointF(360, 420));
    }

    void cableKindAndLength()
    {
        Rig rig(&m_catalog);
        auto &[d, doc, scene, inspector] = rig;
        scene.selectIds({d.cables[1].id});
        auto *length = inspector.findChild<QDoubleSpinBox *>(QStringLiteral("cableLength"));
        QCOMPARE(length->value(), 3.0);
        length->setValue(7.5);
        auto *kind = inspector.findChild<QComboBox *>(QStringLiteral("cableKind"));
        kind->setCurrentIndex(kind->findData(int(CableKind::Aoc)));
        emit kind->activated(kind->currentIndex());
        QCOMPARE(doc.design().cables[1].lengthM, 7.5);
        QCOMPARE(doc.design().cables[1].kind, CableKind::Aoc);
        QCOMPARE(doc.undoStack()->count(), 2);
        QVERIFY(scene.cableItem(d.cables[1].id)->toolTip().contains(QStringLiteral("7.5 m AOC (active optical)")));
    }

    void rackBudget()
    {
        Design racked = cqtest::smallDesign();
        racked.racks.append(Rack{QUuid::createUuid(), QStringLiteral("R01"), racked.rooms[0].id, QRectF(40, 80, 300, 200), 20});
        racked.servers[0].rackId = racked.racks[0].id; // node1 at (200, 160): 6.5 kW
        Rig rig(&m_catalog, racked);
        auto &[d, doc, scene, inspector] = rig;
        scene.selectIds({d.racks[0].id});
        auto *budget = inspector.findChild<QDoubleSpinBox *>(QStringLiteral("rackBudget"));
        auto *draw = inspector.findChild<QLabel *>(QStringLiteral("rackDraw"));
        QVERIFY(draw);
        QCOMPARE(draw->text(), QStringLiteral("6.5 kW (33 % of the budget)")); // 6.5 / 20 = 32.5 %, half up
        budget->setValue(5);
        QCOMPARE(doc.design().racks[0].powerBudgetKw, 5.0);
        // 6.5 kW in a 5 kW rack, 130 %: the label says so (the rule adds the badge).
        QCOMPARE(scene.rackItem(d.racks[0].id)->label(), QStringLiteral("R01 \u00b7 6.5 / 5.0 kW (130 %)"));
    }
};

QTEST_MAIN(TestPropertyInspector)
#include "tst_propertyinspector.moc"
