#include "bomfixtures.h"

#include "format/designformat.h"
#include "generator/cablelengths.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

Q_DECLARE_METATYPE(cq::CableKind)

namespace {

/** A one-NIC 400G server and a one-port 400G switch at the given centres, one cable typed 3 m DAC. */
Design pair(const QPointF &switchAt, const QPointF &serverAt)
{
    Design d = oneServerOneSwitch();
    d.servers[0].nicCount = 1;
    d.servers[0].pos = serverAt;
    d.switches[0].portCount = 1;
    d.switches[0].pos = switchAt;
    addCable(&d, 0, 0, 3.0, CableKind::Dac);
    return d;
}

} // namespace

class TstCableLengths : public QObject
{
    Q_OBJECT
private slots:
    void scale()
    {
        // One 600 mm floor tile per 240-unit rack width: 0.6 / 240 = 0.0025 m a unit.
        QCOMPARE(CableLengths::MetresPerUnit, 0.0025);
    }

    void orderedLength_data()
    {
        QTest::addColumn<double>("runM");
        QTest::addColumn<int>("rises");
        QTest::addColumn<double>("lengthM");
        // (run + rises x 1.0) x 1.1, up to the next 0.5 m.
        QTest::newRow("no run, two rises: 2 x 1.1 = 2.2 -> 2.5") << 0.0 << 2 << 2.5;
        QTest::newRow("in one rack, 0.1 m: 0.11 -> 0.5") << 0.1 << 0 << 0.5;
        QTest::newRow("3 m + 2: 5 x 1.1 = 5.5 stays 5.5") << 3.0 << 2 << 5.5;
        QTest::newRow("10 m + 2: 12 x 1.1 = 13.2 -> 13.5") << 10.0 << 2 << 13.5;
        QTest::newRow("1.2 m in a rack: 1.32 -> 1.5") << 1.2 << 0 << 1.5;
    }
    void orderedLength()
    {
        QFETCH(double, runM);
        QFETCH(int, rises);
        QFETCH(double, lengthM);
        QCOMPARE(CableLengths::orderedLengthM(runM, rises), lengthM);
    }

    void mediumAtTheReach_data()
    {
        QTest::addColumn<double>("rateGbps");
        QTest::addColumn<double>("lengthM");
        QTest::addColumn<CableKind>("kind");
        // bomCatalog: 400G DAC 2 m, AOC 30 m, DR4 fibre 500 m; 200G DAC 3 m, AOC 30 m, SR4 100 m.
        QTest::newRow("400G 2 m: DAC") << 400.0 << 2.0 << CableKind::Dac;
        QTest::newRow("400G 2.5 m: AOC") << 400.0 << 2.5 << CableKind::Aoc;
        QTest::newRow("400G 30 m: AOC") << 400.0 << 30.0 << CableKind::Aoc;
        QTest::newRow("400G 30.5 m: fibre") << 400.0 << 30.5 << CableKind::Fiber;
        QTest::newRow("200G 3 m: DAC") << 200.0 << 3.0 << CableKind::Dac;
        QTest::newRow("200G 3.5 m: AOC") << 200.0 << 3.5 << CableKind::Aoc;
        // No part covers 600 m at 400G: by length alone, beyond 3 m AOC.
        QTest::newRow("400G 600 m: no part, AOC") << 400.0 << 600.0 << CableKind::Aoc;
        QTest::newRow("100G 1 m: no 100G part, DAC") << 100.0 << 1.0 << CableKind::Dac;
    }
    void mediumAtTheReach()
    {
        QFETCH(double, rateGbps);
        QFETCH(double, lengthM);
        QFETCH(CableKind, kind);
        QCOMPARE(CableLengths::mediumFor(bomCatalog(), rateGbps, lengthM), kind);
    }

    void threeRacksAcrossTwoDown()
    {
        // Switch at (0, 0), server 3 rack pitches right and 2 down: (720, 480).
        // Boxes (AutoLayout::estimatedSize, 1 port): 200 x 83. The server's port is on its top
        // edge: y = 480 - 41.5 + 6 (edge pad) + 5 (half a port) = 449.5; the switch's, facing a
        // server, on its bottom edge: y = 41.5 - 6 - 10 + 5 = 30.5; both at the box's centre x.
        // Run: 720 + (449.5 - 30.5 = 419) = 1,139 units x 0.0025 = 2.8475 m.
        // Length: (2.8475 + 2 x 1.0) x 1.1 = 5.33225 -> 5.5 m; at 400G beyond the 2 m DAC: AOC.
        const Design d = pair({0, 0}, {720, 480});
        const QList<LayoutCableLength> lengths = CableLengths::compute(d, bomCatalog());
        QCOMPARE(lengths.size(), 1);
        QVERIFY(lengths.first().fromLayout);
        QVERIFY(lengths.first().problem.isEmpty());
        QCOMPARE(lengths.first().runM, 2.8475);
        QCOMPARE(lengths.first().trayRises, 2);
        QCOMPARE(lengths.first().lengthM, 5.5);
        QCOMPARE(lengths.first().kind, CableKind::Aoc);
    }

    void insideOneRackNoTrayRise()
    {
        // Both in rack R01, server 200 below the switch: ports at y 30.5 and 200 - 41.5 + 11 =
        // 169.5, run 139 x 0.0025 = 0.3475 m; no rise: 0.3475 x 1.1 = 0.38225 -> 0.5 m; DAC.
        Design d = pair({0, 0}, {0, 200});
        const Rack rack{QUuid::createUuid(), QStringLiteral("R01"), {}, QRectF(-120, -100, 240, 400)};
        d.racks.append(rack);
        d.servers[0].rackId = rack.id;
        d.switches[0].rackId = rack.id;
        const LayoutCableLength l = CableLengths::compute(d, bomCatalog()).first();
        QCOMPARE(l.runM, 0.3475);
        QCOMPARE(l.trayRises, 0);
        QCOMPARE(l.lengthM, 0.5);
        QCOMPARE(l.kind, CableKind::Dac);
    }

    void twoRoomsKeepTheTypedLength()
    {
        Design d = pair({0, 0}, {720, 480});
        d.rooms = {Room{QUuid::createUuid(), QStringLiteral("Hall 1"), {}, {}},
                   Room{QUuid::createUuid(), QStringLiteral("Hall 2"), {}, {}}};
        d.servers[0].roomId = d.rooms.at(0).id;
        d.switches[0].roomId = d.rooms.at(1).id;
        d.cables[0].lengthM = 7.5;
        d.cables[0].kind = CableKind::Fiber;
        const QList<LayoutCableLength> lengths = CableLengths::compute(d, bomCatalog());
        QVERIFY(!lengths.first().fromLayout);
        QCOMPARE(lengths.first().lengthM, 7.5);
        QCOMPARE(lengths.first().kind, CableKind::Fiber);
        QVERIFY2(lengths.first().problem.contains(QLatin1String("two machine rooms")), qPrintable(lengths.first().problem));
        QVERIFY2(lengths.first().problem.contains(QLatin1String("7.5 m")), qPrintable(lengths.first().problem));
        Design applied = d;
        QCOMPARE(CableLengths::apply(&applied, lengths), 0);
        QCOMPARE(applied.cables, d.cables);

        // One end in no room: the layout still gives the run (5.5 m as above).
        d.switches[0].roomId = QUuid();
        QCOMPARE(CableLengths::compute(d, bomCatalog()).first().lengthM, 5.5);
    }

    void halfMetreKeptThroughTheFile()
    {
        Design d = pair({0, 0}, {720, 480});
        QCOMPARE(CableLengths::apply(&d, CableLengths::compute(d, bomCatalog())), 1);
        QCOMPARE(CableLengths::apply(&d, CableLengths::compute(d, bomCatalog())), 0); // already so
        const DesignReadResult read = DesignFormat::read(DesignFormat::write(d), QStringLiteral("lengths.cqd"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.cables.first().lengthM, 5.5);
        QCOMPARE(read.design.cables.first().kind, CableKind::Aoc);
    }

    void onlyTheAskedCables()
    {
        Design d = pair({0, 0}, {720, 480});
        d.switches[0].portCount = 2;
        d.servers[0].nicCount = 2;
        addCable(&d, 1, 1, 3.0, CableKind::Dac);
        const QList<LayoutCableLength> lengths = CableLengths::compute(d, bomCatalog(), {1});
        QCOMPARE(lengths.size(), 1);
        QCOMPARE(lengths.first().index, 1);
    }
};

QTEST_GUILESS_MAIN(TstCableLengths)
#include "tst_cablelengths.moc"
