#include "document/clusterdocument.h"
#include "format/designformat.h"

#include <QSignalSpy>
#include <QDir>
#include <QFile>
#include <QTest>

using namespace cq;

namespace {
Server makeServer(const QString &name, QPointF pos, int nics = 8)
{
    Server s;
    s.id = QUuid::createUuid();
    s.name = name;
    s.pos = pos;
    s.nicCount = nics;
    return s;
}

Switch makeSwitch(const QString &name, int ports)
{
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.name = name;
    sw.portCount = ports;
    return sw;
}

// Two servers in a room, a 40-port switch, a cable from each server's NIC 0 to the switch.
Design twoServerDesign()
{
    Design d;
    d.name = QStringLiteral("test");
    d.rooms.append(Room{QUuid::createUuid(), QStringLiteral("Hall A"), QStringLiteral("Shenzhen"), QRectF(0, 0, 1000, 600)});
    Server a = makeServer(QStringLiteral("node1"), {100, 100});
    Server b = makeServer(QStringLiteral("node2"), {300, 100});
    Switch sw = makeSwitch(QStringLiteral("leaf1"), 40);
    a.roomId = b.roomId = sw.roomId = d.rooms[0].id;
    d.servers = {a, b};
    d.switches = {sw};
    d.cables.append(Cable{QUuid::createUuid(), {a.id, 0}, {sw.id, 0}, 3.0});
    d.cables.append(Cable{QUuid::createUuid(), {b.id, 0}, {sw.id, 1}, 3.0});
    return d;
}
} // namespace

class TestDesign : public QObject
{
    Q_OBJECT
private slots:
    void deleteServerUndoRestoresCables()
    {
        ClusterDocument doc;
        const Design original = twoServerDesign();
        doc.reset(original);
        doc.removeObjects({original.servers[0].id});
        QCOMPARE(doc.design().servers.size(), 1);
        QCOMPARE(doc.design().cables.size(), 1); // the deleted server's cable went with it
        doc.undoStack()->undo();
        QVERIFY(doc.design() == original);
        doc.undoStack()->redo();
        QCOMPARE(doc.design().cables.size(), 1);
    }

    // Design::take keeps the rest in order and insert puts a fragment back where it was; items
    // out of order go in one by one as they come. Servers A..E: taking B and D leaves A, C, E;
    // (1, B), (3, D) give A..E back; (3, D) then (1, B) on A, C, E give A, C, E, D then
    // A, B, C, E, D. A take that matches nothing leaves the list shared with its copy.
    void takeAndInsertKeepOrder()
    {
        Design d;
        for (const char *name : {"A", "B", "C", "D", "E"}) {
            Server s;
            s.id = QUuid::createUuid();
            s.name = QString::fromLatin1(name);
            d.servers.append(s);
        }
        const auto names = [](const Design &x) {
            QString out;
            for (const Server &s : x.servers)
                out += s.name;
            return out;
        };
        const Design copy = d;
        QVERIFY(d.take({QUuid::createUuid()}).isEmpty());
        QVERIFY(d.servers.isSharedWith(copy.servers));
        const DesignFragment taken = d.take({d.servers.at(1).id, d.servers.at(3).id});
        QCOMPARE(names(d), QStringLiteral("ACE"));
        QCOMPARE(taken.servers.size(), 2);
        QCOMPARE(taken.servers.at(0).first, 1);
        QCOMPARE(taken.servers.at(1).first, 3);
        Design back = d;
        back.insert(taken);
        QCOMPARE(names(back), QStringLiteral("ABCDE"));
        DesignFragment reversed;
        reversed.servers = {taken.servers.at(1), taken.servers.at(0)};
        d.insert(reversed);
        QCOMPARE(names(d), QStringLiteral("ABCED"));
    }

    void connectRefusesOccupiedPort()
    {
        ClusterDocument doc;
        const Design d = twoServerDesign();
        doc.reset(d);
        QString why;
        QVERIFY(!doc.connectPorts({d.servers[0].id, 1}, {d.switches[0].id, 0}, &why));
        QVERIFY2(why.contains(QStringLiteral("already holds a cable")), qPrintable(why));
        QCOMPARE(doc.design().cables.size(), 2);
        QVERIFY(doc.connectPorts({d.servers[0].id, 1}, {d.switches[0].id, 2}, &why));
        QCOMPARE(doc.design().cables.size(), 3);
        QVERIFY(!doc.connectPorts({d.servers[0].id, 2}, {d.switches[0].id, 40}, &why)); // 41st port
        QVERIFY(!doc.connectPorts({d.servers[0].id, 2}, {d.servers[1].id, 2}, &why));   // server to server
        doc.undoStack()->undo();
        QCOMPARE(doc.design().cables.size(), 2);
    }

    void moveRoomCarriesContent()
    {
        ClusterDocument doc;
        const Design d = twoServerDesign();
        doc.reset(d);
        QSignalSpy spy(&doc, &ClusterDocument::changed);
        doc.moveObjects({{d.rooms[0].id, QPointF(50, 20)}});
        QCOMPARE(spy.count(), 1);
        QCOMPARE(doc.design().servers[0].pos, QPointF(150, 120));
        QCOMPARE(doc.design().switches[0].pos, QPointF(50, 20));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == d);
    }

    void moveRoomAndServerTogether()
    {
        // Room (0,0 1000x600) moves to (2000,0); node1 moves with it from (100,100) to
        // (2100,100): inside the room's new rectangle, so it keeps its room.
        ClusterDocument doc;
        const Design d = twoServerDesign();
        doc.reset(d);
        doc.moveObjects({{d.rooms[0].id, QPointF(2000, 0)}, {d.servers[0].id, QPointF(2100, 100)}});
        QCOMPARE(doc.design().servers[0].roomId, d.rooms[0].id);
        QCOMPARE(doc.design().servers[1].pos, QPointF(2300, 100)); // carried by the room
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void moveServerOutOfRoomClearsRoom()
    {
        ClusterDocument doc;
        const Design d = twoServerDesign();
        doc.reset(d);
        doc.moveObjects({{d.servers[0].id, QPointF(5000, 5000)}});
        QVERIFY(doc.design().servers[0].roomId.isNull());
        doc.undoStack()->undo();
        QCOMPARE(doc.design().servers[0].roomId, d.rooms[0].id);
    }

    void changeMergesAndBecomesObsolete()
    {
        ClusterDocument doc;
        const Design d = twoServerDesign();
        doc.reset(d);
        Server s = d.servers[0];
        s.name = QStringLiteral("n");
        doc.changeServer(s, QStringLiteral("Rename"));
        s.name = QStringLiteral("ne");
        doc.changeServer(s, QStringLiteral("Rename"));
        QCOMPARE(doc.undoStack()->count(), 1);
        s.name = d.servers[0].name;
        doc.changeServer(s, QStringLiteral("Rename"));
        QCOMPARE(doc.undoStack()->count(), 0); // net change nothing: obsolete
    }

    void roundTrip()
    {
        Design d = twoServerDesign();
        d.quote.customer = QStringLiteral("深圳某AI公司");
        d.quote.term = Term::Annual;
        d.quote.date = QDate(2026, 11, 29);
        d.servers[0].nicKind = LinkKind::RoCE;
        d.servers[1].fabric = IntraFabric::PCIeGen4;
        const DesignReadResult r = DesignFormat::read(DesignFormat::write(d), QStringLiteral("x.cqd"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(r.design == d);
    }

    void readErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray head = R"({"format":"clusterquote-design","version":1,)";
        QTest::newRow("truncated") << QByteArray(R"({"format":"clusterquote-design",)") << QStringLiteral("b.cqd: line 1, column 33: not valid JSON");
        QTest::newRow("cut short") << QByteArray("{\"format\":\"clusterquote-design\",\"servers\":[{\"name\":\"n\n")
                                   << QStringLiteral("b.cqd: line 2, column 1: not valid JSON: unterminated string; the file ends "
                                                     "there, so it may be cut short");
        QTest::newRow("not ours") << QByteArray(R"({"format":"x","version":1})") << QStringLiteral("b.cqd: format: not a ClusterQuote design");
        QTest::newRow("newer") << QByteArray(R"({"format":"clusterquote-design","version":7})") << QStringLiteral("b.cqd: version: written by a newer ClusterQuote (file version 7");
        QTest::newRow("wrong type") << (head + R"("servers":[{"id":"6f1c3c2e-5d0a-4e7b-9d1e-0a1b2c3d4e5f","gpu":{"fabric":"nvswitch"},"nic":{"count":"8"}}]})")
                                    << QStringLiteral("b.cqd: servers[0].nic.count: expected a whole number");
        QTest::newRow("cable to nowhere") << (head + R"("cables":[{"id":"6f1c3c2e-5d0a-4e7b-9d1e-0a1b2c3d4e5f","a":{"device":"7f1c3c2e-5d0a-4e7b-9d1e-0a1b2c3d4e5f","port":0},"b":{"device":"8f1c3c2e-5d0a-4e7b-9d1e-0a1b2c3d4e5f","port":0}}]})")
                                          << QStringLiteral("b.cqd: cables[0].a.device: no server or switch has the id 7f1c3c2e");
        QTest::newRow("duplicate id") << (head + R"("rooms":[{"id":"6f1c3c2e-5d0a-4e7b-9d1e-0a1b2c3d4e5f"},{"id":"6f1c3c2e-5d0a-4e7b-9d1e-0a1b2c3d4e5f"}]})")
                                      << QStringLiteral("b.cqd: rooms[1].id: duplicate id");
    }
    void readErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const DesignReadResult r = DesignFormat::read(json, QStringLiteral("b.cqd"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.startsWith(expected), qPrintable(r.error));
        QVERIFY(r.design.servers.isEmpty());
    }

    void saveIsAtomicAndLoads()
    {
        const QString path = QDir::temp().filePath(QStringLiteral("cq-tst-design.cqd"));
        const Design d = twoServerDesign();
        QCOMPARE(DesignFormat::save(d, path), QString());
        const DesignReadResult r = DesignFormat::load(path);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(r.design == d);
        QFile::remove(path);
        QVERIFY(!DesignFormat::load(path).ok());
    }
};

QTEST_GUILESS_MAIN(TestDesign)
#include "tst_design.moc"
