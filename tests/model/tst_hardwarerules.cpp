#include "diagnosticlists.h"
#include "clusterfixtures.h"

#include "rules/validator.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

/** CQ-POWER-001 (rack over its power budget) and CQ-GPU-001 (mixed GPU models in a cluster). */
class TestHardwareRules : public QObject
{
    Q_OBJECT
private slots:
    void rackOverBudget()
    {
        // Three 8x A100 servers at 6.5 kW and a 0.75 kW switch draw 3 x 6.5 + 0.75 = 20.25 kW in a
        // 20 kW rack: over by 0.25 kW.
        DesignBuilder b;
        const QUuid hall = b.room(QStringLiteral("Hall A"));
        const Rack rack{QUuid::createUuid(), QStringLiteral("R01"), hall, QRectF(0, 0, 240, 400), 20};
        b.design.racks.append(rack);
        QList<QUuid> devices;
        for (int i = 1; i <= 3; ++i) {
            devices.append(b.server(a100Sxm(), QStringLiteral("node%1").arg(i), hall, QStringLiteral("job%1").arg(i)));
            b.design.servers.last().rackId = rack.id;
        }
        devices.append(b.switchDevice(QStringLiteral("leaf1"), 40, 200, hall));
        b.design.switches.last().rackId = rack.id;
        b.design.switches.last().powerW = 750;
        const QList<Diagnostic> power = withCode(validate(b.design), QStringLiteral("CQ-POWER-001"));
        QCOMPARE(power.size(), 1);
        QCOMPARE(power[0].severity, Severity::Error);
        QCOMPARE(power[0].message, QStringLiteral("Rack \"R01\" draws 20.3 kW at full load, more than its power budget "
                                                  "of 20.0 kW: move devices to another rack or ask for a bigger feed."));
        QCOMPARE(power[0].ids, QList<QUuid>{rack.id} + devices);
        // At exactly the budget nothing is flagged: 20 kW = 3 x 6.5 + 0.5.
        b.design.switches.last().powerW = 500;
        QVERIFY(withCode(validate(b.design), QStringLiteral("CQ-POWER-001")).isEmpty());
    }

    void rackJustOverBudgetShowsTheDifference_data()
    {
        QTest::addColumn<double>("switchW");
        QTest::addColumn<double>("budgetKw");
        QTest::addColumn<QString>("draw");
        QTest::addColumn<QString>("budget");
        // Four 8x A100 servers at 6,500 W = 26,000 W plus the switch, in one rack.
        // 26,000 + 1,125 = 27,125 W against 27.1 kW: "27.1" twice at one decimal, so two: 27.13 / 27.10.
        QTest::newRow("25 W over") << 1125.0 << 27.1 << QStringLiteral("27.13") << QStringLiteral("27.10");
        // 26,000 + 1,101 = 27,101 W: equal up to two decimals (27.10), so three: 27.101 / 27.100.
        QTest::newRow("1 W over") << 1101.0 << 27.1 << QStringLiteral("27.101") << QStringLiteral("27.100");
        // 26,000 + 1,100.5 = 27,100.5 W: half a watt over still counts (compared in milliwatts);
        // at three decimals 27.1005 rounds half away from zero to 27.101, unequal to 27.100.
        QTest::newRow("half a watt over") << 1100.5 << 27.1 << QStringLiteral("27.101") << QStringLiteral("27.100");
        // 26,000 + 1,250 = 27,250 W against 27 kW: one decimal tells them apart.
        QTest::newRow("250 W over") << 1250.0 << 27.0 << QStringLiteral("27.3") << QStringLiteral("27.0");
    }

    void rackJustOverBudgetShowsTheDifference()
    {
        QFETCH(double, switchW);
        QFETCH(double, budgetKw);
        QFETCH(QString, draw);
        QFETCH(QString, budget);
        DesignBuilder b;
        const QUuid hall = b.room(QStringLiteral("Hall A"));
        const Rack rack{QUuid::createUuid(), QStringLiteral("R01"), hall, QRectF(0, 0, 240, 400), budgetKw};
        b.design.racks.append(rack);
        for (int i = 1; i <= 4; ++i) {
            b.server(a100Sxm(), QStringLiteral("node%1").arg(i), hall, QStringLiteral("job%1").arg(i));
            b.design.servers.last().rackId = rack.id;
        }
        b.switchDevice(QStringLiteral("leaf1"), 40, 200, hall);
        b.design.switches.last().rackId = rack.id;
        b.design.switches.last().powerW = switchW;
        const QList<Diagnostic> power = withCode(validate(b.design), QStringLiteral("CQ-POWER-001"));
        QCOMPARE(power.size(), 1);
        QCOMPARE(power[0].message, QStringLiteral("Rack \"R01\" draws %1 kW at full load, more than its power budget "
                                                  "of %2 kW: move devices to another rack or ask for a bigger feed.")
                                       .arg(draw, budget));
    }

    void rackExactlyAtBudgetIsNotOver()
    {
        // Three 8x H100 servers at 10,200 W and a 1,700 W switch: 30,600 + 1,700 = 32,300 W in a
        // 32.3 kW rack, exactly at budget. In binary floating point 32.3 x 1,000 = 32,299.999999999996,
        // which flagged "draws 32.3 kW, more than its budget of 32.3 kW"; milliwatts compare exactly.
        DesignBuilder b;
        const QUuid hall = b.room(QStringLiteral("Hall A"));
        const Rack rack{QUuid::createUuid(), QStringLiteral("R01"), hall, QRectF(0, 0, 240, 400), 32.3};
        b.design.racks.append(rack);
        for (int i = 1; i <= 3; ++i) {
            b.server(h100Sxm(), QStringLiteral("node%1").arg(i), hall, QStringLiteral("job%1").arg(i));
            b.design.servers.last().rackId = rack.id;
        }
        b.switchDevice(QStringLiteral("leaf1"), 64, 400, hall);
        b.design.switches.last().rackId = rack.id;
        b.design.switches.last().powerW = 1700;
        QVERIFY(withCode(validate(b.design), QStringLiteral("CQ-POWER-001")).isEmpty());
    }

    void mixedGpuModelsInOneCluster()
    {
        // Three A100 servers and one H100 server in "training": the H100 one is the odd one out.
        DesignBuilder b;
        const QUuid hall = b.room(QStringLiteral("Hall A"));
        const QUuid sw = b.switchDevice(QStringLiteral("leaf1"), 40, 200, hall);
        QList<QUuid> servers;
        for (int i = 1; i <= 3; ++i)
            servers.append(b.server(a100Sxm(), QStringLiteral("node%1").arg(i), hall));
        Server h100 = h100Sxm();
        h100.nicRateGbps = 200; // same rate, so only the GPU differs
        const QUuid odd = b.server(h100, QStringLiteral("node4"), hall);
        for (const QUuid &s : servers + QList<QUuid>{odd})
            b.cables(s, sw, 8);
        const QList<Diagnostic> all = validate(b.design);
        const QList<Diagnostic> gpu = withCode(all, QStringLiteral("CQ-GPU-001"));
        QCOMPARE(gpu.size(), 1);
        QCOMPARE(gpu[0].severity, Severity::Warning);
        // Untranslated plural forms ("%n server(s)"): the English catalogue turns them into words.
        QCOMPARE(gpu[0].message, QStringLiteral("Training cluster \"training\" mixes GPU models (A100 80G SXM on 3 server(s), "
                                                "H100 80G SXM on 1 server(s)): synchronous training runs at the pace of the "
                                                "slowest GPU."));
        QCOMPARE(gpu[0].ids, QList<QUuid>{odd});
        // In a cluster of its own the H100 server mixes nothing.
        b.design.servers.last().cluster = QStringLiteral("other");
        QVERIFY(withCode(validate(b.design), QStringLiteral("CQ-GPU-001")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHardwareRules)
#include "tst_hardwarerules.moc"
