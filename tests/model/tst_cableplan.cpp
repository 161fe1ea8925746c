// Cable plan (model/bom): rows, NetBox cable import CSV and the per-switch port table, checked
// against the bundled a100-2node sample (node1/node2 NICs 0-7 on leaf1 ports 0-15, 3 m) and
// small designs built here.

#include "bomfixtures.h"

#include "bom/cableplan.h"
#include "format/designformat.h"

#include <QtTest>

using namespace cq;
using namespace cqtest;

class TstCablePlan : public QObject
{
    Q_OBJECT
private slots:
    void sampleRows();
    void netboxCsv();
    void switchPortTable();
    void cableIds();
    void netboxTypes_data();
    void netboxTypes();
};

void TstCablePlan::sampleRows()
{
    const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    const CablePlan plan = CablePlan::of(read.design, bomCatalog());
    QCOMPARE(plan.rows.size(), 16); // 2 servers x 8 NICs
    const CablePlanRow &first = plan.rows.first();
    QCOMPARE(first.cableId, QStringLiteral("C0001"));
    QCOMPARE(first.aDevice, QStringLiteral("node1"));
    QCOMPARE(first.aPort, QStringLiteral("nic1"));
    QCOMPARE(first.bDevice, QStringLiteral("leaf1"));
    QCOMPARE(first.bPort, QStringLiteral("p1"));
    QCOMPARE(first.kind, CableKind::Dac);
    QCOMPARE(first.sku, QStringLiteral("CBL-DAC-200-3M"));
    QCOMPARE(first.rateGbps, 200.0);
    QCOMPARE(first.lengthM, 3.0);
    QCOMPARE(first.tier, CableTier::ServerLeaf);
    const CablePlanRow &last = plan.rows.last(); // node2 NIC port 7 on leaf1 port 15
    QCOMPARE(last.cableId, QStringLiteral("C0016"));
    QCOMPARE(last.aDevice, QStringLiteral("node2"));
    QCOMPARE(last.aPort, QStringLiteral("nic8"));
    QCOMPARE(last.bPort, QStringLiteral("p16"));
}

void TstCablePlan::netboxCsv()
{
    Design d = oneServerOneSwitch();
    addCable(&d, 0, 4, 2.5, CableKind::Aoc);
    addCable(&d, 1, 5, 60, CableKind::Fiber);
    const QStringList lines = CablePlan::of(d, bomCatalog()).netboxCsv().split(QStringLiteral("\r\n"));
    QCOMPARE(lines.size(), 4);
    // NetBox dcim CableImportForm's field names.
    QCOMPARE(lines.at(0), QStringLiteral("side_a_device,side_a_type,side_a_name,side_b_device,side_b_type,side_b_name,"
                                         "type,status,label,length,length_unit"));
    QCOMPARE(lines.at(1), QStringLiteral("node1,dcim.interface,nic1,leaf1,dcim.interface,p5,aoc,planned,C0001,2.5,m"));
    QCOMPARE(lines.at(2), QStringLiteral("node1,dcim.interface,nic2,leaf1,dcim.interface,p6,smf,planned,C0002,60,m"));
    QVERIFY(lines.at(3).isEmpty());
}

void TstCablePlan::switchPortTable()
{
    const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    const CablePlan plan = CablePlan::of(read.design, bomCatalog());
    QCOMPARE(plan.switchTables().size(), 1);
    const SwitchPortTable &leaf = plan.switchTables().first();
    QCOMPARE(leaf.switchName, QStringLiteral("leaf1"));
    QCOMPARE(leaf.ports.size(), 40); // the HDR switch's 40 ports, cabled or free
    int cabled = 0;
    for (const SwitchPortRow &p : leaf.ports)
        cabled += p.cableId.isEmpty() ? 0 : 1;
    QCOMPARE(cabled, 16);
    QCOMPARE(leaf.ports.at(8).port, 9); // port 9 holds node2's first NIC (cable 9)
    QCOMPARE(leaf.ports.at(8).cableId, QStringLiteral("C0009"));
    QCOMPARE(leaf.ports.at(8).peerDevice, QStringLiteral("node2"));
    QCOMPARE(leaf.ports.at(8).peerPort, QStringLiteral("nic1"));
    QVERIFY(leaf.ports.at(16).cableId.isEmpty()); // port 17: free
    QVERIFY(leaf.ports.at(16).peerDevice.isEmpty());
}

void TstCablePlan::cableIds()
{
    QCOMPARE(cablePlanId(0), QStringLiteral("C0001"));
    QCOMPARE(cablePlanId(9998), QStringLiteral("C9999"));
    QCOMPARE(cablePlanId(9999), QStringLiteral("C10000")); // wider, never cut
}

void TstCablePlan::netboxTypes_data()
{
    QTest::addColumn<CableKind>("kind");
    QTest::addColumn<double>("rate");
    QTest::addColumn<QString>("type");
    QTest::newRow("DAC") << CableKind::Dac << 400.0 << "dac-passive";
    QTest::newRow("AOC") << CableKind::Aoc << 200.0 << "aoc";
    QTest::newRow("200G SR4 over OM4") << CableKind::Fiber << 200.0 << "mmf-om4";
    QTest::newRow("400G DR4 over single-mode") << CableKind::Fiber << 400.0 << "smf";
}

void TstCablePlan::netboxTypes()
{
    QFETCH(CableKind, kind);
    QFETCH(double, rate);
    QFETCH(QString, type);
    QCOMPARE(CablePlan::netboxCableType(kind, rate), type);
}

QTEST_GUILESS_MAIN(TstCablePlan)
#include "tst_cableplan.moc"
