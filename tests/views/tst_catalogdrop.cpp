#include "viewsfixture.h"

#include "canvas/catalogdrop.h"
#include "canvas/catalogpayload.h"
#include "document/clusterdocument.h"

#include <QMimeData>
#include <QTest>

#include <memory>

using namespace cq;

Q_DECLARE_METATYPE(cq::CatalogPayload::Kind)

/** The drop -> model logic without events (QT-NOTES §6): payloads, names, positions, refusals. */
class TestCatalogDrop : public QObject
{
    Q_OBJECT
private slots:
    void payloadParsing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<CatalogPayload::Kind>("kind");
        QTest::addColumn<QString>("key");
        QTest::newRow("server") << "server:SRV-A100-SXM-8-IB" << true << CatalogPayload::Kind::Server << "SRV-A100-SXM-8-IB";
        QTest::newRow("switch") << "switch:SW-IB-HDR-40" << true << CatalogPayload::Kind::Switch << "SW-IB-HDR-40";
        QTest::newRow("gpu") << "gpu:H100-80G-SXM" << true << CatalogPayload::Kind::Gpu << "H100-80G-SXM";
        QTest::newRow("room") << "room" << true << CatalogPayload::Kind::Room << "";
        QTest::newRow("room with newline") << "room\n" << true << CatalogPayload::Kind::Room << "";
        QTest::newRow("server without SKU") << "server:" << false << CatalogPayload::Kind::Room << "";
        QTest::newRow("unknown kind") << "rack:R1" << false << CatalogPayload::Kind::Room << "";
        QTest::newRow("empty") << "" << false << CatalogPayload::Kind::Room << "";
        QTest::newRow("upper case") << "SERVER:X" << false << CatalogPayload::Kind::Room << "";
    }
    void payloadParsing()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(CatalogPayload::Kind, kind);
        QFETCH(QString, key);
        const std::optional<CatalogPayload> payload = CatalogPayload::fromText(text);
        QCOMPARE(payload.has_value(), valid);
        if (valid) {
            QCOMPARE(payload->kind, kind);
            QCOMPARE(payload->key, key);
            QCOMPARE(payload->toText(), text.trimmed()); // round trip
        }
    }

    void mimeDataCarriesUtf8Payload()
    {
        const CatalogPayload payload{CatalogPayload::Kind::Gpu, QStringLiteral("A100-80G-SXM")};
        std::unique_ptr<QMimeData> mime(payload.toMimeData());
        QCOMPARE(mime->formats(), QStringList{QStringLiteral("application/x-clusterquote-catalog")});
        QCOMPARE(mime->data(QStringLiteral("application/x-clusterquote-catalog")), QByteArray("gpu:A100-80G-SXM"));
        QCOMPARE(CatalogPayload::fromMimeData(mime.get()), std::optional<CatalogPayload>(payload));
        QVERIFY(!CatalogPayload::fromMimeData(nullptr));
    }

    void nextFreeName_data()
    {
        QTest::addColumn<QStringList>("taken");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("expected");
        QTest::newRow("first") << QStringList{} << "node%1" << "node1";
        QTest::newRow("after two") << QStringList{"node1", "node2"} << "node%1" << "node3";
        QTest::newRow("fills a gap") << QStringList{"node1", "node3"} << "node%1" << "node2";
        QTest::newRow("other stem") << QStringList{"leaf1", "leaf2"} << "node%1" << "node1";
        QTest::newRow("room") << QStringList{"Room 1"} << "Room %1" << "Room 2";
        QTest::newRow("pattern lost its %1") << QStringList{"Room", "Room1"} << "Room" << "Room2";
    }
    void nextFreeName()
    {
        QFETCH(QStringList, taken);
        QFETCH(QString, pattern);
        QFETCH(QString, expected);
        QCOMPARE(CatalogDrop::nextFreeName(taken, pattern), expected);
    }

    void serverDropNamesAndPlaces()
    {
        ClusterDocument doc;
        doc.reset(cqtest::smallDesign()); // node1, node2, leaf1 in Hall A (0, 0, 1000, 600)
        const Catalog catalog = cqtest::smallCatalog();
        CatalogDrop drop(&doc, &catalog);
        QString why;
        // (1509, 1191) snaps to (1500, 1200): 1509 / 20 = 75.45 -> 75, 1191 / 20 = 59.55 -> 60; outside the room.
        QVERIFY(drop.apply({CatalogPayload::Kind::Server, QStringLiteral("SRV-A100-SXM-4-IB")}, QPointF(1509, 1191), {}, &why));
        const Server &s = doc.design().servers.last();
        QCOMPARE(s.name, QStringLiteral("node3"));
        QCOMPARE(s.pos, QPointF(1500, 1200));
        QVERIFY(s.roomId.isNull());
        QCOMPARE(s.gpuCount, 4);
        QCOMPARE(s.gpuSlots, 8);
        QCOMPARE(s.gpuModel, QStringLiteral("A100 80G SXM"));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void switchDropWithoutSnap()
    {
        ClusterDocument doc;
        doc.reset(cqtest::smallDesign());
        const Catalog catalog = cqtest::smallCatalog();
        CatalogDrop drop(&doc, &catalog);
        drop.setSnapToGrid(false);
        QString why;
        QVERIFY(drop.apply({CatalogPayload::Kind::Switch, QStringLiteral("SW-IB-HDR-40")}, QPointF(333, 247), {}, &why));
        const Switch &sw = doc.design().switches.last();
        QCOMPARE(sw.name, QStringLiteral("leaf2")); // leaf1 exists
        QCOMPARE(sw.pos, QPointF(333, 247));
        QCOMPARE(sw.portCount, 40);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Add leaf2"));
    }

    void roomDropIsCentredOnDropPoint()
    {
        ClusterDocument doc;
        doc.reset(cqtest::smallDesign());
        CatalogDrop drop(&doc, nullptr); // rooms need no catalog
        QString why;
        QVERIFY(drop.apply({CatalogPayload::Kind::Room, {}}, QPointF(1502, 999), {}, &why));
        const Room &room = doc.design().rooms.last();
        // 800 x 500 around (1502, 999): corner (1102, 749), snapped: 1102 / 20 = 55.1 -> 1100,
        // 749 / 20 = 37.45 -> 740 (the corner is on the grid, not 10 units off it at 750).
        QCOMPARE(room.rect, QRectF(1100, 740, 800, 500));
        QCOMPARE(room.name, QStringLiteral("Room 1")); // "Hall A" does not take a number
    }

    void containerCornerOnGrid_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QPointF>("dropAt");
        QTest::addColumn<bool>("snap");
        QTest::addColumn<QRectF>("rect");
        // The tester's drop: room at (400, 300), corner (400 - 400, 300 - 250) = (0, 50);
        // 50 / 20 = 2.5 rounds away from zero to 3: (0, 60), on the grid.
        QTest::newRow("room at (400, 300)") << int(CatalogPayload::Kind::Room) << QPointF(400, 300) << true << QRectF(0, 60, 800, 500);
        QTest::newRow("room, snap off") << int(CatalogPayload::Kind::Room) << QPointF(400, 300) << false << QRectF(0, 50, 800, 500);
        // Rack 240 x 400 at (333, 247): corner (213, 47) -> (220, 40) (10.65 -> 11, 2.35 -> 2).
        QTest::newRow("rack at (333, 247)") << int(CatalogPayload::Kind::Rack) << QPointF(333, 247) << true << QRectF(220, 40, 240, 400);
        QTest::newRow("rack, snap off") << int(CatalogPayload::Kind::Rack) << QPointF(333, 247) << false << QRectF(213, 47, 240, 400);
        // Negative side: room at (-15, -15): corner (-415, -265) -> (-420, -260) (-20.75 -> -21, -13.25 -> -13).
        QTest::newRow("room at (-15, -15)") << int(CatalogPayload::Kind::Room) << QPointF(-15, -15) << true << QRectF(-420, -260, 800, 500);
    }
    void containerCornerOnGrid()
    {
        QFETCH(int, kind);
        QFETCH(QPointF, dropAt);
        QFETCH(bool, snap);
        QFETCH(QRectF, rect);
        ClusterDocument doc;
        CatalogDrop drop(&doc, nullptr);
        drop.setSnapToGrid(snap);
        QString why;
        QVERIFY(drop.apply({CatalogPayload::Kind(kind), {}}, dropAt, {}, &why));
        const QRectF placed = kind == int(CatalogPayload::Kind::Room) ? doc.design().rooms.last().rect : doc.design().racks.last().rect;
        QCOMPARE(placed, rect);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("payload");
        QTest::addColumn<bool>("onNode1");
        QTest::addColumn<QString>("why");
        QTest::newRow("unknown server") << "server:SRV-NOPE" << false
                                        << "The catalog has no server SRV-NOPE (or lacks its GPU model).";
        QTest::newRow("unknown switch") << "switch:SW-NOPE" << false << "The catalog has no switch SW-NOPE.";
        QTest::newRow("gpu on nothing") << "gpu:A100-80G-SXM" << false << "Drop a GPU onto a server to fit it.";
        QTest::newRow("gpu on full server") << "gpu:A100-80G-SXM" << true << "node1 is full: all 8 GPU slots are taken.";
        QTest::newRow("unknown gpu") << "gpu:TPU" << true << "Unknown GPU model TPU.";
    }
    void refusals()
    {
        QFETCH(QString, payload);
        QFETCH(bool, onNode1);
        QFETCH(QString, why);
        ClusterDocument doc;
        const Design d = cqtest::smallDesign();
        doc.reset(d);
        const Catalog catalog = cqtest::smallCatalog();
        QString reason;
        QVERIFY(!CatalogDrop(&doc, &catalog).apply(*CatalogPayload::fromText(payload), QPointF(200, 160),
                                                   onNode1 ? d.servers[0].id : QUuid(), &reason));
        QCOMPARE(reason, why);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == d);
    }

    void noCatalogRefusesHardware()
    {
        ClusterDocument doc;
        QString why;
        QVERIFY(!CatalogDrop(&doc, nullptr).apply({CatalogPayload::Kind::Server, QStringLiteral("X")}, {}, {}, &why));
        QCOMPARE(why, QStringLiteral("No hardware catalog is loaded, so nothing can be added from the palette."));
    }

    void gpuFitsIntoServerWithFreeSlot()
    {
        ClusterDocument doc;
        Design d = cqtest::smallDesign();
        d.servers[1].gpuCount = 4; // node2: 4 of 8 slots
        doc.reset(d);
        const Catalog catalog = cqtest::smallCatalog();
        CatalogDrop drop(&doc, &catalog);
        QString why;
        QVERIFY(drop.apply({CatalogPayload::Kind::Gpu, QStringLiteral("A100-80G-SXM")}, {}, d.servers[1].id, &why));
        QCOMPARE(doc.design().servers[1].gpuCount, 5);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Add GPU"));
        // A different model is refused: no mixing within one server.
        QVERIFY(!drop.apply({CatalogPayload::Kind::Gpu, QStringLiteral("H100-80G-SXM")}, {}, d.servers[1].id, &why));
        QCOMPARE(why, QStringLiteral("node2 holds A100 80G SXM GPUs; a H100 80G SXM cannot be mixed in."));
        doc.undoStack()->undo();
        QCOMPARE(doc.design().servers[1].gpuCount, 4);
    }
};

QTEST_GUILESS_MAIN(TestCatalogDrop)
#include "tst_catalogdrop.moc"
