#include "clusterfixtures.h"

#include "rules/validator.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {
QList<Diagnostic> withCode(const QList<Diagnostic> &list, const QString &code)
{
    QList<Diagnostic> result;
    for (const Diagnostic &d : list) {
        if (d.code == code)
            result.append(d);
    }
    return result;
}
} // namespace

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
