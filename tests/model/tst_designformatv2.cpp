#include "format/designformat.h"

#include <QTest>

using namespace cq;

namespace {

// A version-1 file as ClusterQuote 0.1 wrote it: no racks, cables without "kind".
const QByteArray kVersion1 = R"({"format":"clusterquote-design","version":1,"name":"old",
"rooms":[{"id":"11111111-0000-4000-8000-000000000001","name":"Hall A","x":0,"y":0,"width":1000,"height":600}],
"servers":[{"id":"22222222-0000-4000-8000-000000000001","name":"node1","room":"11111111-0000-4000-8000-000000000001",
  "gpu":{"fabric":"nvswitch","count":8,"slots":8},"nic":{"count":8,"rateGbps":200,"kind":"ib"}}],
"switches":[{"id":"33333333-0000-4000-8000-000000000001","name":"leaf1","ports":40,"rateGbps":200,"kind":"ib"}],
"cables":[{"id":"44444444-0000-4000-8000-000000000001","a":{"device":"22222222-0000-4000-8000-000000000001","port":0},
           "b":{"device":"33333333-0000-4000-8000-000000000001","port":0},"lengthM":3},
          {"id":"44444444-0000-4000-8000-000000000002","a":{"device":"22222222-0000-4000-8000-000000000001","port":1},
           "b":{"device":"33333333-0000-4000-8000-000000000001","port":1},"lengthM":12.5}]})";

Design rackedDesign()
{
    Design d;
    d.rooms.append(Room{QUuid::createUuid(), QStringLiteral("Hall A"), QStringLiteral("Shenzhen"), QRectF(0, 0, 1200, 800)});
    d.racks.append(Rack{QUuid::createUuid(), QStringLiteral("R01"), d.rooms[0].id, QRectF(40, 80, 240, 400), 17.5});
    Server s;
    s.id = QUuid::createUuid();
    s.name = QStringLiteral("node1");
    s.roomId = d.rooms[0].id;
    s.rackId = d.racks[0].id;
    s.pos = QPointF(160, 200);
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.name = QStringLiteral("leaf1");
    sw.roomId = d.rooms[0].id;
    sw.rackId = d.racks[0].id;
    sw.pos = QPointF(160, 400);
    d.servers = {s};
    d.switches = {sw};
    d.cables.append(Cable{QUuid::createUuid(), {s.id, 0}, {sw.id, 0}, 5.0, CableKind::Fiber});
    return d;
}

} // namespace

/** Version 2 of .cqd: racks, a device's rack, a cable's medium; version 1 files still load. */
class TestDesignFormatV2 : public QObject
{
    Q_OBJECT
private slots:
    void version1FileLoads()
    {
        const DesignReadResult r = DesignFormat::read(kVersion1, QStringLiteral("old.cqd"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.design.racks.size(), 0);
        QCOMPARE(r.design.servers.size(), 1);
        QVERIFY(r.design.servers[0].rackId.isNull());
        // No "kind": 3 m <= 3 m is copper (DAC), 12.5 m is an active optical cable.
        QCOMPARE(r.design.cables[0].kind, CableKind::Dac);
        QCOMPARE(r.design.cables[1].kind, CableKind::Aoc);
    }

    void racksRoundTrip()
    {
        const Design d = rackedDesign();
        const QByteArray json = DesignFormat::write(d);
        QVERIFY(json.contains("\"version\": 2"));
        QVERIFY(json.contains("\"powerBudgetKw\": 17.5"));
        QVERIFY(json.contains("\"kind\": \"fiber\""));
        const DesignReadResult r = DesignFormat::read(json, QStringLiteral("racks.cqd"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(r.design == d);
    }

    void badRackReferences_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray head = R"({"format":"clusterquote-design","version":2,)";
        QTest::newRow("rack in unknown room")
            << (head + R"("racks":[{"id":"55555555-0000-4000-8000-000000000001","room":"11111111-0000-4000-8000-000000000009"}]})")
            << QStringLiteral("r.cqd: racks[0].room: no room has the id 11111111-0000-4000-8000-000000000009");
        QTest::newRow("server in unknown rack")
            << (head + R"("servers":[{"id":"22222222-0000-4000-8000-000000000001","rack":"55555555-0000-4000-8000-000000000009","gpu":{"fabric":"nvswitch"},"nic":{"count":0}}]})")
            << QStringLiteral("r.cqd: servers[0].rack: no rack has the id 55555555-0000-4000-8000-000000000009");
        QTest::newRow("negative budget")
            << (head + R"("racks":[{"id":"55555555-0000-4000-8000-000000000001","powerBudgetKw":-1}]})")
            << QStringLiteral("r.cqd: racks[0].powerBudgetKw: -1 is out of range (0 to 10000)");
        QTest::newRow("unknown cable kind")
            << QByteArray(kVersion1).replace(R"("lengthM":3})", R"("lengthM":3,"kind":"copper"})")
            << QStringLiteral("r.cqd: cables[0].kind: unknown cable kind \"copper\" (expected dac, aoc or fiber)");
    }
    void badRackReferences()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const DesignReadResult r = DesignFormat::read(json, QStringLiteral("r.cqd"));
        QCOMPARE(r.error, expected);
    }
};

QTEST_GUILESS_MAIN(TestDesignFormatV2)
#include "tst_designformatv2.moc"
