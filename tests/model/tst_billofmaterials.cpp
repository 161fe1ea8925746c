// Bill of materials (model/bom): counts worked out by hand from the bundled samples, the
// DGX SuperPOD 4-SU fabric and small designs built here.

#include "bomfixtures.h"

#include "bom/billofmaterials.h"
#include "bom/bomcsv.h"
#include "bom/cableplan.h"
#include "format/csvtable.h"
#include "format/designformat.h"
#include "generator/fabricgenerator.h"

#include <QtTest>

using namespace cq;
using namespace cqtest;

class TstBillOfMaterials : public QObject
{
    Q_OBJECT
private slots:
    void samples_data();
    void samples();
    void superPod4Su();
    void threeTierFibreToTheCore();
    void fibreNeedsTransceivers();
    void noPartCoversTheRun();
    void noCablesNoLeaves();
    void breakoutPortsShareOneCable();
    void halfMetresKept();
    void spares_data();
    void spares();
    void csv();
};

void TstBillOfMaterials::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("servers");
    QTest::addColumn<QString>("cableSku");
    QTest::addColumn<int>("cables");
    QTest::addColumn<int>("mediumChanged");
    // Every sample: N servers x 8 NICs, each cabled 3 m to the one switch.
    QTest::newRow("a100-2node: 2 x 8 = 16 HDR DAC") << "a100-2node-ib.cqd" << 2 << "CBL-DAC-200-3M" << 16 << 0;
    QTest::newRow("a100-4node: 4 x 8 = 32 HDR DAC") << "a100-4node-ib.cqd" << 4 << "CBL-DAC-200-3M" << 32 << 0;
    QTest::newRow("ascend-4node: 4 x 8 = 32 200G DAC") << "ascend-4node-roce.cqd" << 4 << "CBL-DAC-200-3M" << 32 << 0;
    // 3 m typed DAC at 400G: the 400G DAC reaches 2 m, so each is ordered as a 400G AOC.
    QTest::newRow("h100-4node: 32 NDR 3 m -> AOC") << "h100-4node-ib.cqd" << 4 << "CBL-AOC-400-30M" << 32 << 32;
}

void TstBillOfMaterials::samples()
{
    QFETCH(QString, file);
    QFETCH(int, servers);
    QFETCH(QString, cableSku);
    QFETCH(int, cables);
    QFETCH(int, mediumChanged);
    const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + file);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const BillOfMaterials bom = BillOfMaterials::of(read.design, bomCatalog());
    QCOMPARE(bom.servers.size(), 1);
    QCOMPARE(bom.servers.first().count, servers);
    QCOMPARE(bom.servers.first().nicsEach, 8);
    QCOMPARE(bom.servers.first().transceivers, 0);
    QCOMPARE(bom.switchCount(), 1);
    QCOMPARE(bom.switchesInTier(1), 1); // the one switch is a leaf
    QCOMPARE(bom.cables.size(), 1);
    QCOMPARE(bom.cables.first().sku, cableSku);
    QCOMPARE(bom.cables.first().count, cables);
    QCOMPARE(bom.cables.first().lengthM, 3.0);
    QCOMPARE(bom.cables.first().spares, 1); // ceil(16 x 0.02 = 0.32) = ceil(32 x 0.02 = 0.64) = 1
    QCOMPARE(bom.cables.first().orderCount(), cables + 1);
    QCOMPARE(bom.mediumChangedCount, mediumChanged);
    QCOMPARE(bom.cablesIn(CableTier::ServerLeaf), cables);
    QCOMPARE(bom.cablesIn(CableTier::LeafSpine), 0);
    QCOMPARE(bom.transceiverCount, 0);
}

void TstBillOfMaterials::superPod4Su()
{
    // NVIDIA DGX SuperPOD (H100) reference architecture, 4 SU = 128 DGX, 8 NDR rails:
    // 128 x 8 = 1,024 node ports; a 64-port leaf has 32 down + 32 up, so 1,024 / 32 = 32
    // leaves and 32 x 32 = 1,024 leaf uplinks on 1,024 / 64 = 16 spines.
    const Catalog catalog = bomCatalog();
    QString why;
    const std::optional<GeneratedCluster> c = FabricGenerator::generate(
        superPodSpec(128), *catalog.makeServer(QStringLiteral("SRV-H100-SXM-8-IB")),
        *catalog.makeSwitch(QStringLiteral("SW-IB-NDR-64")), &why);
    QVERIFY2(c, qPrintable(why));
    const BillOfMaterials bom = BillOfMaterials::of(c->design, catalog);
    QCOMPARE(bom.serverCount(), 128);
    QCOMPARE(bom.switchesInTier(1), 32);
    QCOMPARE(bom.switchesInTier(2), 16);
    QCOMPARE(bom.switchCount(), 48);
    QCOMPARE(bom.cablesIn(CableTier::ServerLeaf), 1024);
    QCOMPARE(bom.cablesIn(CableTier::LeafSpine), 1024);
    QCOMPARE(bom.cablesIn(CableTier::SpineCore), 0);
    QCOMPARE(bom.cableCount, 2048);
    QCOMPARE(bom.cablesByRate.size(), 1);
    QCOMPARE(bom.cablesByRate.first(), (QPair<double, int>{400, 2048}));
    // The generator types node-leaf 3 m DAC (beyond the 2 m 400G DAC: AOC) and leaf-spine 15 m AOC.
    QCOMPARE(bom.cables.size(), 2);
    QCOMPARE(bom.cables.at(0).lengthM, 3.0);
    QCOMPARE(bom.cables.at(1).lengthM, 15.0);
    for (const BomCableLine &l : bom.cables) {
        QCOMPARE(l.sku, QStringLiteral("CBL-AOC-400-30M"));
        QCOMPARE(l.count, 1024);
        QCOMPARE(l.spares, 21); // ceil(1,024 x 0.02 = 20.48)
    }
    QCOMPARE(bom.cables.at(0).mediumChanged, 1024);
    QCOMPARE(bom.cables.at(1).mediumChanged, 0);
}

void TstBillOfMaterials::threeTierFibreToTheCore()
{
    // 128 A100 servers x 8 HDR NICs on 40-port switches, non-blocking: the leaves outnumber
    // 40 ports, so a core tier. Non-blocking at every tier, each tier carries all
    // 128 x 8 = 1,024 links. The generator types spine-core 50 m fibre: 1,024 SR4 pairs
    // (200G reach 100 m), 2 x 1,024 = 2,048 transceivers, all in switch ports.
    const Catalog catalog = bomCatalog();
    FabricSpec spec;
    spec.serverCount = 128;
    spec.nicsPerServer = 8;
    spec.nicRateGbps = 200;
    spec.switchPorts = 40;
    QString why;
    const std::optional<GeneratedCluster> c = FabricGenerator::generate(
        spec, *catalog.makeServer(QStringLiteral("SRV-A100-SXM-8-IB")), *catalog.makeSwitch(QStringLiteral("SW-IB-HDR-40")),
        &why);
    QVERIFY2(c, qPrintable(why));
    const BillOfMaterials bom = BillOfMaterials::of(c->design, catalog);
    QCOMPARE(bom.cablesIn(CableTier::ServerLeaf), 1024);
    QCOMPARE(bom.cablesIn(CableTier::LeafSpine), 1024);
    QCOMPARE(bom.cablesIn(CableTier::SpineCore), 1024);
    QCOMPARE(bom.cablesIn(CableTier::Other), 0);
    QVERIFY(bom.switchesInTier(3) > 0);
    QCOMPARE(bom.cables.size(), 3);
    const BomCableLine &fibre = bom.cables.at(2); // DAC, AOC, fibre in medium order
    QCOMPARE(fibre.sku, QStringLiteral("CBL-FIB-200-100M"));
    QCOMPARE(fibre.lengthM, 50.0);
    QCOMPARE(fibre.transceivers, 2048);
    QCOMPARE(fibre.transceiverSpares, 41); // ceil(2,048 x 2 % = 40.96)
    QCOMPARE(bom.transceiverCount, 2048);
    QCOMPARE(bom.servers.first().transceivers, 0);
    // One switch line per tier, leaves first; the 1,024 spine-core fibres put one optic in a
    // spine port and one in a core port: 1,024 + 1,024 = 2,048, the fibre line's own count
    // (where they plug in, not a second order). Each a whole number per tier, never a mean.
    QCOMPARE(bom.switches.size(), 3);
    QCOMPARE(bom.switches.at(0).tier, 1);
    QCOMPARE(bom.switches.at(0).transceivers, 0);
    QCOMPARE(bom.switches.at(0).transceiversEachMax, 0);
    for (int t : {1, 2}) {
        const BomDeviceLine &l = bom.switches.at(t);
        QCOMPARE(l.tier, t + 1);
        QCOMPARE(l.count, bom.switchesInTier(t + 1));
        QCOMPARE(l.transceivers, 1024);
        // 1,024 ports over the tier's switches: uneven when they do not divide (52 leaves of 20
        // NICs for 1,024), so a fewest and a most per switch, whole numbers around the mean.
        QVERIFY(l.transceiversEachMin * l.count <= 1024);
        QVERIFY(l.transceiversEachMax * l.count >= 1024);
    }
    // CSV: the transceivers column sums to the 2,048 ordered, each counted once.
    int summed = 0;
    QList<QStringList> rows;
    QList<int> lineNumbers;
    QString error;
    QVERIFY2(CsvTable::parse(BomCsv::toCsv(bom).toUtf8(), &rows, &lineNumbers, &error), qPrintable(error));
    for (const QStringList &row : rows.mid(1))
        summed += row.value(9).toInt();
    QCOMPARE(summed, 2048);
}

void TstBillOfMaterials::fibreNeedsTransceivers()
{
    Design d = oneServerOneSwitch();
    addCable(&d, 0, 0, 50, CableKind::Fiber); // 50 m at 400G: DR4 pair + fibre
    addCable(&d, 1, 1, 1.5, CableKind::Dac);  // within the 2 m 400G DAC
    const BillOfMaterials bom = BillOfMaterials::of(d, bomCatalog());
    QCOMPARE(bom.cables.size(), 2);
    const BomCableLine &dac = bom.cables.at(0); // lines sorted by medium: DAC before fibre
    QCOMPARE(dac.sku, QStringLiteral("CBL-DAC-400-2M"));
    QCOMPARE(dac.transceivers, 0);
    const BomCableLine &fibre = bom.cables.at(1);
    QCOMPARE(fibre.sku, QStringLiteral("CBL-FIB-400-500M"));
    QCOMPARE(fibre.transceivers, 2);
    QCOMPARE(fibre.transceiverSpares, 1);
    QCOMPARE(bom.transceiverCount, 2);
    QCOMPARE(bom.servers.first().transceivers, 1); // one per end: the NIC's
    QCOMPARE(bom.switches.first().transceivers, 1); // and the switch port's
}

void TstBillOfMaterials::noPartCoversTheRun()
{
    Design d = oneServerOneSwitch();
    addCable(&d, 0, 0, 800, CableKind::Fiber); // beyond the 500 m DR4 reach
    addCable(&d, 1, 1, 40, CableKind::Aoc);    // beyond the 30 m AOC: fibre instead
    const BillOfMaterials bom = BillOfMaterials::of(d, bomCatalog());
    QCOMPARE(bom.unmatchedCount, 1);
    QCOMPARE(bom.mediumChangedCount, 1);
    QCOMPARE(bom.cables.size(), 2);
    // Both are fibre at 400G; the line without a part sorts first (empty SKU).
    QVERIFY(bom.cables.at(0).sku.isEmpty());
    QCOMPARE(bom.cables.at(0).lengthM, 800.0);
    QCOMPARE(bom.cables.at(1).sku, QStringLiteral("CBL-FIB-400-500M"));
    QCOMPARE(bom.cables.at(1).lengthM, 40.0);
    // The export says what the text says: the line's name and both notes, as "note" rows.
    const QStringList rows = BomCsv::toCsv(bom).split(QStringLiteral("\r\n"));
    QCOMPARE(rows.size(), 8); // header, server, switch, 2 cables, 2 notes, empty tail
    QCOMPARE(rows.at(3), QStringLiteral("cable,,no catalog part covers this run,fiber,400,800,1,1,2,2,1,,,"));
    QVERIFY2(rows.at(5).startsWith(QStringLiteral("note,,,,,,,,,,,,,\"1 cable(s) are longer than any catalog part")),
             qPrintable(rows.at(5)));
    QVERIFY2(rows.at(6).startsWith(QStringLiteral("note,,,,,,,,,,,,,1 cable(s) have no offered catalog part")),
             qPrintable(rows.at(6)));
}

void TstBillOfMaterials::noCablesNoLeaves()
{
    // A switch with no server cabled is in no tier: not a leaf; the notes name it.
    const BillOfMaterials bom = BillOfMaterials::of(oneServerOneSwitch(), bomCatalog());
    QCOMPARE(bom.cableCount, 0);
    QCOMPARE(bom.switchesInTier(1), 0);
    QCOMPARE(bom.switchesInTier(0), 1);
    QCOMPARE(bom.unreachedSwitches, QStringList{QStringLiteral("leaf1")});
    QCOMPARE(bom.switches.first().tier, 0);
    QCOMPARE(bom.notes(), (QStringList{QStringLiteral("The design has no cables: nothing to cable is ordered."),
                                       QStringLiteral("1 switch(es) no server reaches through cables, so in no tier: "
                                                      "leaf1.")}));
    const QStringList rows = BomCsv::toCsv(bom).split(QStringLiteral("\r\n"));
    QCOMPARE(rows.at(2), QStringLiteral("switch,SW-IB-NDR-64,InfiniBand NDR 64-port,,,,1,0,1,,,unreached,0,"));
}

void TstBillOfMaterials::breakoutPortsShareOneCable()
{
    // Two 800G switches split 2 x 400G (SN5600 class, 128 ports of 400G in the design); ports
    // p1/p2 form one 800G cage (port indexes 2k and 2k+1). By hand, 1.5 m copper runs:
    // sw1 p1-sw2 p1 and sw1 p2-sw2 p2 join both halves of a cage to both halves of one cage:
    // one 800G DAC (2 m reach) for the two. sw1 p3-sw2 p3 and sw1 p4-sw2 p5 split sw1's cage 2
    // over two cages of sw2: two 400G DACs, and a note says why not one.
    Catalog catalog = bomCatalog();
    SwitchModel sn5600;
    sn5600.sku = QStringLiteral("SW-ETH-800-64");
    sn5600.name = QStringLiteral("800GbE 64-port, 2 x 400G breakout");
    sn5600.portCount = 64;
    sn5600.portRateGbps = 800;
    sn5600.kind = LinkKind::RoCE;
    sn5600.breakout = 2;
    catalog.switches.append(sn5600);
    catalog.cables.append(CableModel{QStringLiteral("CBL-DAC-800-2M"), QStringLiteral("800G OSFP DAC (2 x 400G)"),
                                     CableKind::Dac, 800, 2, {}, false});
    Design d;
    for (const char *name : {"sw1", "sw2"}) {
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.name = QLatin1String(name);
        sw.sku = sn5600.sku;
        sw.portCount = 128;
        sw.portRateGbps = 400;
        sw.kind = LinkKind::RoCE;
        d.switches.append(sw);
    }
    const auto link = [&](int portA, int portB) {
        d.cables.append(Cable{QUuid::createUuid(), {d.switches.at(0).id, portA}, {d.switches.at(1).id, portB}, 1.5,
                              CableKind::Dac});
    };
    link(0, 0);
    link(1, 1);
    link(2, 2);
    link(3, 4);
    const BillOfMaterials bom = BillOfMaterials::of(d, catalog);
    QCOMPARE(bom.cables.size(), 2);
    QCOMPARE(bom.cables.at(0).sku, QStringLiteral("CBL-DAC-400-2M")); // ascending rate: 400 first
    QCOMPARE(bom.cables.at(0).count, 2);
    QCOMPARE(bom.cables.at(1).sku, QStringLiteral("CBL-DAC-800-2M"));
    QCOMPARE(bom.cables.at(1).count, 1);
    QCOMPARE(bom.cables.at(1).breakoutPairs, 1);
    QCOMPARE(bom.cableCount, 3); // 4 links on 3 cables
    QCOMPARE(bom.breakoutUnpairedCount, 2);
    QVERIFY(bom.notes().filter(QStringLiteral("between breakout ports")).size() == 1);
    // The cable plan lists all 4 links; both halves of the pair name the 800G part.
    const CablePlan plan = CablePlan::of(d, catalog);
    QCOMPARE(plan.rows.size(), 4);
    QCOMPARE(plan.rows.at(0).sku, QStringLiteral("CBL-DAC-800-2M"));
    QCOMPARE(plan.rows.at(1).sku, QStringLiteral("CBL-DAC-800-2M"));
    QCOMPARE(plan.rows.at(2).sku, QStringLiteral("CBL-DAC-400-2M"));
    // At 3 m the 800G DAC (2 m) does not reach and the typed medium stays per link: 400G AOCs.
    for (Cable &c : d.cables)
        c.lengthM = 3;
    const BillOfMaterials longer = BillOfMaterials::of(d, catalog);
    QCOMPARE(longer.cables.size(), 1);
    QCOMPARE(longer.cables.first().sku, QStringLiteral("CBL-AOC-400-30M"));
    QCOMPARE(longer.cables.first().count, 4);
    QCOMPARE(longer.breakoutUnpairedCount, 4);
}

void TstBillOfMaterials::halfMetresKept()
{
    Design d = oneServerOneSwitch();
    addCable(&d, 0, 0, 1.5, CableKind::Dac);
    addCable(&d, 1, 1, 2.0, CableKind::Dac);
    addCable(&d, 2, 2, 1.5, CableKind::Dac);
    const DesignReadResult read = DesignFormat::read(DesignFormat::write(d), QStringLiteral("half.cqd"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.design.cables.at(0).lengthM, 1.5); // the file keeps the half metre
    const BillOfMaterials bom = BillOfMaterials::of(read.design, bomCatalog());
    QCOMPARE(bom.cables.size(), 2);
    QCOMPARE(bom.cables.at(0).lengthM, 1.5);
    QCOMPARE(bom.cables.at(0).count, 2);
    QCOMPARE(bom.cables.at(1).lengthM, 2.0);
    QCOMPARE(bom.cables.at(1).count, 1);
}

void TstBillOfMaterials::spares_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<int>("spares");
    QTest::newRow("1 at 2 %: at least one") << 1 << 0.02 << 1;
    QTest::newRow("50 at 2 %: exactly one") << 50 << 0.02 << 1;
    QTest::newRow("51 at 2 %: two") << 51 << 0.02 << 2;
    QTest::newRow("1024 at 2 %: ceil(20.48)") << 1024 << 0.02 << 21;
    QTest::newRow("100 at 5 %") << 100 << 0.05 << 5;
    QTest::newRow("none ordered") << 0 << 0.02 << 0;
    QTest::newRow("ratio 0: no spares") << 40 << 0.0 << 0;
}

void TstBillOfMaterials::spares()
{
    QFETCH(int, count);
    QFETCH(double, ratio);
    QFETCH(int, spares);
    QCOMPARE(BillOfMaterials::sparesFor(count, ratio), spares);
}

void TstBillOfMaterials::csv()
{
    Design d = oneServerOneSwitch();
    addCable(&d, 0, 0, 1.5, CableKind::Dac);
    const QStringList lines = BomCsv::toCsv(BillOfMaterials::of(d, bomCatalog(), 0.05)).split(QStringLiteral("\r\n"));
    QCOMPARE(lines.size(), 5); // header, server, switch, cable, and the empty tail after the last CRLF
    QCOMPARE(lines.at(0), QStringLiteral("section,sku,name,kind,rate_gbps,length_m,count,spares,order_qty,"
                                         "transceivers,transceiver_spares,tier,transceivers_in_ports,note"));
    // Device rows order no transceivers (the cable rows do); the switch row names its tier.
    QCOMPARE(lines.at(1), QStringLiteral("server,SRV-H100-SXM-8-IB,\"8x H100 80G SXM, 8x NDR 400G IB\",,,,1,0,1,,,,0,"));
    QCOMPARE(lines.at(2), QStringLiteral("switch,SW-IB-NDR-64,InfiniBand NDR 64-port,,,,1,0,1,,,leaf,0,"));
    QCOMPARE(lines.at(3), QStringLiteral("cable,CBL-DAC-400-2M,CBL-DAC-400-2M,dac,400,1.5,1,1,2,0,0,,,"));
}

QTEST_GUILESS_MAIN(TstBillOfMaterials)
#include "tst_billofmaterials.moc"
