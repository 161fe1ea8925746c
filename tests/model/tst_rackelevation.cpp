#include "diagnosticlists.h"
#include "domain/rackelevation.h"
#include "format/designformat.h"
#include "rules/validator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cq;
using cqtest::codes;
using cqtest::withCode;

namespace {

Rack rack(const QString &name, int heightU)
{
    Rack r;
    r.id = QUuid::createUuid();
    r.name = name;
    r.heightU = heightU;
    r.powerBudgetKw = 100;
    r.rect = QRectF(0, 0, 240, 400);
    return r;
}

QUuid addServer(Design *d, const Rack &r, const QString &name, int heightU, int rackU = 0)
{
    Server s;
    s.id = QUuid::createUuid();
    s.name = name;
    s.sku = QStringLiteral("SRV-H100-SXM-8-IB");
    s.rackId = r.id;
    s.heightU = heightU;
    s.rackU = rackU;
    s.powerW = 10200;
    d->servers.append(s);
    return s.id;
}

} // namespace

/** RackElevation (U ranges, stacking, overflow) and CQ-RACK-001/002, figures worked out by hand. */
class TestRackElevation : public QObject
{
    Q_OBJECT
private slots:
    void stacksFromU1()
    {
        // Two 8 U servers and a 1 U switch, none placed, in a 42 U rack: U1-U8, U9-U16, then the
        // switch at U17; used 8 + 8 + 1 = 17 U, free 42 - 17 = 25 U; draw 2 x 10.2 + 0.75 = 21.15 kW.
        Design d;
        const Rack r = rack(QStringLiteral("R01"), 42);
        d.racks.append(r);
        const QUuid a = addServer(&d, r, QStringLiteral("node1"), 8);
        const QUuid b = addServer(&d, r, QStringLiteral("node2"), 8);
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.name = QStringLiteral("leaf1");
        sw.rackId = r.id;
        sw.powerW = 750;
        d.switches.append(sw);
        const RackElevation e = RackElevation::of(d, r);
        QCOMPARE(e.slot(a)->lowU, 1);
        QCOMPARE(e.slot(a)->topU(), 8);
        QCOMPARE(e.slot(b)->lowU, 9);
        QCOMPARE(e.slot(sw.id)->lowU, 17);
        QCOMPARE(e.slot(sw.id)->heightU, 1);
        QVERIFY(e.slot(sw.id)->isSwitch);
        QCOMPARE(e.usedU, 17);
        QCOMPARE(e.freeU, 25);
        QVERIFY(!e.overflow());
        QVERIFY(!e.overlap());
        QCOMPARE(e.load.drawKwText(), QStringLiteral("21.2"));
        QCOMPARE(e.load.budgetKwText(), QStringLiteral("100.0"));
        QVERIFY(withCode(validate(d), QStringLiteral("CQ-RACK-001")).isEmpty());
    }

    void stackedFillsTheGapAroundPlaced()
    {
        // A 6 U server placed at U5 (U5-U10); an unplaced 4 U one fits below it (U1-U4), a second
        // unplaced 4 U one no longer fits below and goes above it (U11-U14). Free: 42 - 14 = 28 U.
        Design d;
        const Rack r = rack(QStringLiteral("R01"), 42);
        d.racks.append(r);
        const QUuid placed = addServer(&d, r, QStringLiteral("a"), 6, 5);
        const QUuid low = addServer(&d, r, QStringLiteral("b"), 4);
        const QUuid high = addServer(&d, r, QStringLiteral("c"), 4);
        const RackElevation e = RackElevation::of(d, r);
        QCOMPARE(e.slot(placed)->lowU, 5);
        QVERIFY(!e.slot(placed)->stacked);
        QCOMPARE(e.slot(low)->lowU, 1);
        QVERIFY(e.slot(low)->stacked);
        QCOMPARE(e.slot(high)->lowU, 11);
        QCOMPARE(e.freeU, 28);
    }

    void overflowWorkedByHand()
    {
        // Six 8 U servers (DGX H100: 8U) = 48 U in a 42 U rack: five fit (U1-U40), the sixth
        // needs U41-U48 and reaches 6 U above the top. No U stays free: U1-U40 hold five,
        // U41-U42 the bottom of the sixth (42 - 40 - 2 = 0).
        Design d;
        const Rack r = rack(QStringLiteral("R01"), 42);
        d.racks.append(r);
        QList<QUuid> ids;
        for (int i = 1; i <= 6; ++i)
            ids.append(addServer(&d, r, QStringLiteral("node%1").arg(i), 8));
        const RackElevation e = RackElevation::of(d, r);
        QCOMPARE(e.usedU, 48);
        QVERIFY(e.overflow());
        QCOMPARE(e.slot(ids[4])->topU(), 40);
        QCOMPARE(e.slot(ids[5])->lowU, 41);
        QCOMPARE(e.slot(ids[5])->topU(), 48);
        QVERIFY(e.slot(ids[5])->overflow);
        QVERIFY(!e.slot(ids[4])->overflow);
        QCOMPARE(e.freeU, 0);
        const QList<Diagnostic> rackErrors = withCode(validate(d), QStringLiteral("CQ-RACK-001"));
        QCOMPARE(rackErrors.size(), 1);
        QCOMPARE(rackErrors[0].severity, Severity::Error);
        QCOMPARE(rackErrors[0].message, QStringLiteral("Rack \"R01\" holds 48 U of devices in a 42 U rack: move 6 U of "
                                                       "devices to another rack or use a taller rack."));
        QCOMPARE(rackErrors[0].ids, (QList<QUuid>{r.id, ids[5]}));
        // Five fit exactly: 40 U in 42.
        d.servers.removeLast();
        QVERIFY(withCode(validate(d), QStringLiteral("CQ-RACK-001")).isEmpty());
    }

    void placedAboveTheTop()
    {
        // One 8 U server at U40 in a 42 U rack occupies U40-U47: 8 U used of 42, yet beyond the top.
        Design d;
        const Rack r = rack(QStringLiteral("R02"), 42);
        d.racks.append(r);
        const QUuid s = addServer(&d, r, QStringLiteral("node1"), 8, 40);
        const QList<Diagnostic> rackErrors = withCode(validate(d), QStringLiteral("CQ-RACK-001"));
        QCOMPARE(rackErrors.size(), 1);
        QCOMPARE(rackErrors[0].message,
                 QStringLiteral("Rack \"R02\" is 42 U high, but node1 (U40-U47) reach above its top U: move them down."));
        QCOMPARE(rackErrors[0].ids, (QList<QUuid>{r.id, s}));
    }

    void overlapIsAnError()
    {
        // 8 U at U1 (U1-U8) and 8 U at U5 (U5-U12) share U5-U8.
        Design d;
        const Rack r = rack(QStringLiteral("R01"), 42);
        d.racks.append(r);
        const QUuid a = addServer(&d, r, QStringLiteral("node1"), 8, 1);
        const QUuid b = addServer(&d, r, QStringLiteral("node2"), 8, 5);
        const QList<Diagnostic> overlap = withCode(validate(d), QStringLiteral("CQ-RACK-002"));
        QCOMPARE(overlap.size(), 1);
        QCOMPARE(overlap[0].severity, Severity::Error);
        QCOMPARE(overlap[0].message, QStringLiteral("In rack \"R01\" devices share rack units: node1 (U1-U8), node2 "
                                                    "(U5-U12). Give each its own U."));
        QCOMPARE(overlap[0].ids, (QList<QUuid>{r.id, a, b}));
        // Freed: 42 - 12 = 30 U (U1-U12 covered once each).
        QCOMPARE(RackElevation::of(d, r).freeU, 30);
    }

    void defaultHeights_data()
    {
        QTest::addColumn<int>("fabric");
        QTest::addColumn<QString>("arch");
        QTest::addColumn<int>("gpuSlots");
        QTest::addColumn<int>("heightU");
        QTest::newRow("DGX H100 8U") << int(IntraFabric::NVSwitch) << QStringLiteral("Hopper") << 8 << 8;
        QTest::newRow("DGX A100 6U") << int(IntraFabric::NVSwitch) << QStringLiteral("Ampere") << 8 << 6;
        QTest::newRow("Atlas 800T A2 4U") << int(IntraFabric::HCCS) << QStringLiteral("Ascend") << 8 << 4;
        QTest::newRow("8-GPU PCIe 4U") << int(IntraFabric::PCIeGen5) << QStringLiteral("Ada") << 8 << 4;
        QTest::newRow("4-GPU PCIe 2U") << int(IntraFabric::PCIeGen4) << QStringLiteral("Ada") << 4 << 2;
    }

    void defaultHeights()
    {
        QFETCH(int, fabric);
        QFETCH(QString, arch);
        QFETCH(int, gpuSlots);
        QFETCH(int, heightU);
        Server s;
        s.fabric = IntraFabric(fabric);
        s.gpuArch = arch;
        s.gpuSlots = gpuSlots;
        QCOMPARE(defaultServerHeightU(s), heightU);
    }

    void fileRoundTripAndOldFiles()
    {
        Design d;
        Rack r = rack(QStringLiteral("R01"), 48);
        d.racks.append(r);
        addServer(&d, r, QStringLiteral("node1"), 6, 3);
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.name = QStringLiteral("leaf1");
        sw.rackId = r.id;
        sw.heightU = 2;
        sw.rackU = 41;
        d.switches.append(sw);
        const DesignReadResult back = DesignFormat::read(DesignFormat::write(d), QStringLiteral("t.cqd"));
        QVERIFY2(back.error.isEmpty(), qPrintable(back.error));
        QCOMPARE(back.design.racks[0].heightU, 48);
        QCOMPARE(back.design.servers[0].heightU, 6);
        QCOMPARE(back.design.servers[0].rackU, 3);
        QCOMPARE(back.design.switches[0].heightU, 2);
        QCOMPARE(back.design.switches[0].rackU, 41);
        QCOMPARE(back.design, d);

        // A file written before the elevation: no heightU / rackU keys. Rack 42 U, an 8x H100
        // SXM server (NVSwitch, Hopper) 8 U, a switch 1 U, neither placed.
        QJsonObject root = QJsonDocument::fromJson(DesignFormat::write(d)).object();
        const auto strip = [&](const QString &list) {
            QJsonArray a = root.value(list).toArray();
            for (qsizetype i = 0; i < a.size(); ++i) {
                QJsonObject o = a.at(i).toObject();
                o.remove(QStringLiteral("heightU"));
                o.remove(QStringLiteral("rackU"));
                if (list == QLatin1String("servers")) {
                    QJsonObject gpu = o.value(QStringLiteral("gpu")).toObject();
                    gpu.insert(QStringLiteral("arch"), QStringLiteral("Hopper"));
                    o.insert(QStringLiteral("gpu"), gpu);
                }
                a.replace(i, o);
            }
            root.insert(list, a);
        };
        strip(QStringLiteral("racks"));
        strip(QStringLiteral("servers"));
        strip(QStringLiteral("switches"));
        const DesignReadResult old = DesignFormat::read(QJsonDocument(root).toJson(), QStringLiteral("old.cqd"));
        QVERIFY2(old.error.isEmpty(), qPrintable(old.error));
        QCOMPARE(old.design.racks[0].heightU, 42);
        QCOMPARE(old.design.servers[0].heightU, 8);
        QCOMPARE(old.design.servers[0].rackU, 0);
        QCOMPARE(old.design.switches[0].heightU, 1);
        QCOMPARE(old.design.switches[0].rackU, 0);
    }

    void badHeightIsRefused()
    {
        Design d;
        const Rack r = rack(QStringLiteral("R01"), 42);
        d.racks.append(r);
        QJsonObject root = QJsonDocument::fromJson(DesignFormat::write(d)).object();
        QJsonArray racks = root.value(QStringLiteral("racks")).toArray();
        QJsonObject o = racks.at(0).toObject();
        o.insert(QStringLiteral("heightU"), 0);
        racks.replace(0, o);
        root.insert(QStringLiteral("racks"), racks);
        const DesignReadResult bad = DesignFormat::read(QJsonDocument(root).toJson(), QStringLiteral("bad.cqd"));
        QVERIFY(bad.error.contains(QLatin1String("heightU")));
        QVERIFY(bad.error.contains(QLatin1String("out of range")));
    }
};

QTEST_GUILESS_MAIN(TestRackElevation)
#include "tst_rackelevation.moc"
