#include "document/clusterdocument.h"
#include "document/designclip.h"
#include "document/nameallocator.h"
#include "domain/designindex.h"

#include <QTest>

using namespace cq;

namespace {

Server server(const QString &name, QPointF pos)
{
    Server s;
    s.id = QUuid::createUuid();
    s.name = name;
    s.pos = pos;
    s.powerW = 6500;
    return s;
}

/**
 * Hall A (0, 0, 1000, 600) with rack R01 (40, 80, 240, 400); node1 at (160, 200) in the rack,
 * node2 at (600, 200) in the room, leaf1 at (600, 480); node3 at (1400, 200) outside every
 * room. Cables: node1:0 - leaf1:0, node2:0 - leaf1:1, node3:0 - leaf1:2.
 */
Design hallWithRack()
{
    Design d;
    d.rooms.append(Room{QUuid::createUuid(), QStringLiteral("Hall A"), {}, QRectF(0, 0, 1000, 600)});
    d.racks.append(Rack{QUuid::createUuid(), QStringLiteral("R01"), d.rooms[0].id, QRectF(40, 80, 240, 400), 20});
    Server n1 = server(QStringLiteral("node1"), {160, 200});
    n1.roomId = d.rooms[0].id;
    n1.rackId = d.racks[0].id;
    Server n2 = server(QStringLiteral("node2"), {600, 200});
    n2.roomId = d.rooms[0].id;
    Server n3 = server(QStringLiteral("node3"), {1400, 200});
    Switch leaf;
    leaf.id = QUuid::createUuid();
    leaf.name = QStringLiteral("leaf1");
    leaf.pos = {600, 480};
    leaf.roomId = d.rooms[0].id;
    d.servers = {n1, n2, n3};
    d.switches = {leaf};
    for (int i = 0; i < 3; ++i)
        d.cables.append(Cable{QUuid::createUuid(), {d.servers[i].id, 0}, {leaf.id, i}, 3.0, CableKind::Dac});
    return d;
}

} // namespace

/** ClusterDocument edits around containers, copy/paste and merged property changes. */
class TestDocumentEdits : public QObject
{
    Q_OBJECT
private slots:
    // The change signal names a one-cable edit's span (what IncrementalAnalyzer::CableEdit
    // takes), and only for one cable and nothing else: hallWithRack() has cables 0..2.
    void oneCableEditsNameTheirSpan()
    {
        ClusterDocument doc;
        doc.reset(hallWithRack());
        QList<DesignChange> changes;
        connect(&doc, &ClusterDocument::changed, this, [&](const DesignChange &c) { changes.append(c); });
        const QUuid middle = doc.design().cables.at(1).id;
        doc.removeObjects({middle});
        QCOMPARE(changes.size(), 1);
        QVERIFY(changes.last().oneCable);
        QCOMPARE(changes.last().cableAt, 1);
        QCOMPARE(changes.last().cablesRemoved, 1);
        QCOMPARE(changes.last().cablesInserted, 0);
        doc.undoStack()->undo(); // back in at 1
        QVERIFY(changes.last().oneCable);
        QCOMPARE(changes.last().cableAt, 1);
        QCOMPARE(changes.last().cablesRemoved, 0);
        QCOMPARE(changes.last().cablesInserted, 1);
        QCOMPARE(doc.design().cables.at(1).id, middle);
        Cable longer = doc.design().cables.at(2);
        longer.lengthM = 5;
        doc.changeObjects(QList<Cable>{longer}, QStringLiteral("Length"));
        QVERIFY(changes.last().oneCable);
        QCOMPARE(changes.last().cableAt, 2);
        QCOMPARE(changes.last().cablesRemoved, 1);
        QCOMPARE(changes.last().cablesInserted, 1);
        doc.removeObjects({doc.design().servers.at(0).id}); // a server and its cable: not one cable
        QVERIFY(!changes.last().oneCable);
        QString why;
        QVERIFY(doc.connectPorts({doc.design().servers.at(0).id, 1}, {doc.design().switches.at(0).id, 5}, &why));
        QVERIFY(changes.last().oneCable); // appended at the end: 2 cables left, so at 2
        QCOMPARE(changes.last().cableAt, 2);
        QCOMPARE(changes.last().cablesInserted, 1);
    }

    void dropIntoRackTakesRackAndRoom()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        DesignFragment f;
        f.servers.append({3, server(QStringLiteral("node4"), {160, 400})}); // inside R01
        f.servers.append({4, server(QStringLiteral("node5"), {800, 400})}); // in Hall A, no rack
        doc.addObjects(f, QStringLiteral("Add"));
        QCOMPARE(doc.design().servers[3].rackId, d.racks[0].id);
        QCOMPARE(doc.design().servers[3].roomId, d.rooms[0].id);
        QVERIFY(doc.design().servers[4].rackId.isNull());
        QCOMPARE(doc.design().servers[4].roomId, d.rooms[0].id);
    }

    void movingRackCarriesItsServers()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        // R01 from (40, 80) to (640, 80): +600 in x; node1 follows to (760, 200), still in R01 / Hall A.
        doc.moveObjects({{d.racks[0].id, QPointF(640, 80)}});
        QCOMPARE(doc.design().servers[0].pos, QPointF(760, 200));
        QCOMPARE(doc.design().servers[0].rackId, d.racks[0].id);
        QCOMPARE(doc.design().racks[0].roomId, d.rooms[0].id);
        QCOMPARE(doc.undoStack()->count(), 1);
        // Moving node1 out of the rack (to (500, 300), inside Hall A) leaves the rack.
        doc.moveObjects({{d.servers[0].id, QPointF(500, 300)}});
        QVERIFY(doc.design().servers[0].rackId.isNull());
        QCOMPARE(doc.design().servers[0].roomId, d.rooms[0].id);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.design() == d);
    }

    void movingRoomCarriesRackAndDevices()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        // Hall A by (+100, +50): R01 to (140, 130), node1 (260, 250), node2 (700, 250), leaf1 (700, 530);
        // node3 outside stays.
        doc.moveObjects({{d.rooms[0].id, QPointF(100, 50)}});
        QCOMPARE(doc.design().racks[0].rect.topLeft(), QPointF(140, 130));
        QCOMPARE(doc.design().servers[0].pos, QPointF(260, 250));
        QCOMPARE(doc.design().servers[1].pos, QPointF(700, 250));
        QCOMPARE(doc.design().switches[0].pos, QPointF(700, 530));
        QCOMPARE(doc.design().servers[2].pos, QPointF(1400, 200));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void deletingRoomTakesContentsAndUndoRestoresAll()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        doc.removeObjects({d.rooms[0].id});
        // Hall A, R01, node1, node2, leaf1 and all three cables (each touches leaf1) go; node3 stays.
        QCOMPARE(doc.design().rooms.size(), 0);
        QCOMPARE(doc.design().racks.size(), 0);
        QCOMPARE(doc.design().servers.size(), 1);
        QCOMPARE(doc.design().servers[0].name, QStringLiteral("node3"));
        QCOMPARE(doc.design().cables.size(), 0);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == d); // every object, position and port assignment back
        doc.undoStack()->redo();
        QCOMPARE(doc.design().servers.size(), 1);
    }

    void cableBetweenRoomsIsRefused()
    {
        ClusterDocument doc;
        Design d = hallWithRack();
        d.rooms.append(Room{QUuid::createUuid(), QStringLiteral("Hall B"), {}, QRectF(2000, 0, 800, 500)});
        d.servers[2].pos = QPointF(2400, 200); // node3 into Hall B
        d.servers[2].roomId = d.rooms[1].id;
        d.cables.removeLast(); // its cable to leaf1 in Hall A
        doc.reset(d);
        QString why;
        QVERIFY(!doc.connectPorts({d.servers[2].id, 1}, {d.switches[0].id, 5}, &why));
        QCOMPARE(why, QStringLiteral("node3 stands in Hall B and leaf1 in Hall A: a cable does not run between machine rooms."));
        QCOMPARE(doc.undoStack()->count(), 0);
        // Out of every room (being sketched) it may be cabled.
        doc.moveObjects({{d.servers[2].id, QPointF(1500, 200)}});
        QVERIFY2(doc.connectPorts({d.servers[2].id, 1}, {d.switches[0].id, 5}, &why), qPrintable(why));
    }

    void copyKeepsInternalCablesOnly()
    {
        const Design d = hallWithRack();
        // node1 and leaf1: the cable between them is copied; node2's and node3's cables to leaf1 are not.
        const Design clip = copyOfSelection(d, {d.servers[0].id, d.switches[0].id});
        QCOMPARE(clip.servers.size(), 1);
        QCOMPARE(clip.switches.size(), 1);
        QCOMPARE(clip.cables.size(), 1);
        QCOMPARE(clip.cables[0].id, d.cables[0].id);
        // The rack and the room were not copied: the copies name no container.
        QVERIFY(clip.servers[0].rackId.isNull() && clip.servers[0].roomId.isNull());
        // Copying the rack copies what stands in it.
        const Design rack = copyOfSelection(d, {d.racks[0].id});
        QCOMPARE(rack.racks.size(), 1);
        QCOMPARE(rack.servers.size(), 1);
        QCOMPARE(rack.servers[0].rackId, d.racks[0].id);
    }

    void pasteAddsFreshCopiesInOneStep()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        const Design clip = copyOfSelection(d, {d.servers[0].id, d.switches[0].id});
        // (+40, +40): node1's copy at (200, 240) lands in R01, leaf1's copy at (640, 520) in Hall A.
        const QList<QUuid> ids = doc.paste(clip, QPointF(40, 40), QStringLiteral("Paste"));
        QCOMPARE(ids.size(), 2);
        QCOMPARE(doc.undoStack()->count(), 1);
        const DesignIndex &index = doc.index();
        const Server *copy = index.server(ids[0]);
        QVERIFY(copy);
        QCOMPARE(copy->pos, QPointF(200, 240));
        QCOMPARE(copy->name, QStringLiteral("node4")); // node1..node3 are taken
        QCOMPARE(copy->rackId, d.racks[0].id);
        QCOMPARE(index.switchById(ids[1])->name, QStringLiteral("leaf2"));
        QCOMPARE(index.switchById(ids[1])->roomId, d.rooms[0].id);
        // The copied cable joins the two copies on the same ports (node:0 - leaf:0).
        QCOMPARE(doc.design().cables.size(), 4);
        const Cable &cable = doc.design().cables.last();
        QCOMPARE(cable.a, (PortRef{ids[0], 0}));
        QCOMPARE(cable.b, (PortRef{ids[1], 0}));
        doc.undoStack()->undo();
        QVERIFY(doc.design() == d);
    }

    void nameAllocator_data()
    {
        QTest::addColumn<QStringList>("taken");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("gap first") << QStringList{QStringLiteral("node1"), QStringLiteral("node3")} << QStringLiteral("node3")
                                   << QStringList{QStringLiteral("node2"), QStringLiteral("node4")};
        QTest::newRow("room") << QStringList{QStringLiteral("Room 1")} << QStringLiteral("Room 1")
                              << QStringList{QStringLiteral("Room 2"), QStringLiteral("Room 3")};
        QTest::newRow("no digits") << QStringList{QStringLiteral("gpu-a")} << QStringLiteral("gpu-a")
                                   << QStringList{QStringLiteral("gpu-a-1"), QStringLiteral("gpu-a-2")};
    }
    void nameAllocator()
    {
        QFETCH(QStringList, taken);
        QFETCH(QString, name);
        QFETCH(QStringList, expected);
        NameAllocator names(taken);
        const QString pattern = NameAllocator::patternOf(name);
        QCOMPARE((QStringList{names.next(pattern), names.next(pattern)}), expected);
    }

    void fieldEditsOfManyObjectsMergeIntoOneStep()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        QList<Server> servers = d.servers;
        for (Server &s : servers)
            s.nicRateGbps = 400;
        doc.changeObjects(servers, QStringLiteral("Change NIC rate"));
        for (Server &s : servers)
            s.nicRateGbps = 100;
        doc.changeObjects(servers, QStringLiteral("Change NIC rate"));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().servers[2].nicRateGbps, 100.0);
        // A different field is a new step.
        Cable cable = d.cables[0];
        cable.lengthM = 10;
        doc.changeObjects(QList<Cable>{cable}, QStringLiteral("Change cable length"));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.design() == d);
    }

    void quoteEditsMergeOnlyForTheSameField()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        QuoteSettings q = d.quote;
        q.term = Term::Annual;
        doc.changeQuoteSettings(q);
        q.term = Term::Hourly;
        doc.changeQuoteSettings(q); // the same field again: one step
        QCOMPARE(doc.undoStack()->count(), 1);
        // A dialog edit of customer and notes after the term change is its own step.
        q.customer = QStringLiteral("Acme AI");
        q.notes = QStringLiteral("trial first");
        doc.changeQuoteSettings(q);
        QCOMPARE(doc.undoStack()->count(), 2);
        // ... and does not swallow a following customer edit either (several fields vs one).
        q.customer = QStringLiteral("Acme AI Ltd");
        doc.changeQuoteSettings(q);
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->undo();
        QCOMPARE(doc.design().quote.customer, QStringLiteral("Acme AI"));
        doc.undoStack()->undo();
        QCOMPARE(doc.design().quote.customer, QString());
        QCOMPARE(doc.design().quote.term, Term::Hourly); // the term step is still there
        doc.undoStack()->undo();
        QCOMPARE(doc.design().quote.term, d.quote.term);
    }

    void quoteSettingsFieldsNameWhatChanged()
    {
        QuoteSettings a;
        QuoteSettings b = a;
        QCOMPARE(changedQuoteSettingsFields(a, b), 0u);
        b.term = Term::Annual;
        b.extras.contingency = !a.extras.contingency;
        QCOMPARE(changedQuoteSettingsFields(a, b),
                 unsigned(QuoteSettingsField::Term) | unsigned(QuoteSettingsField::Extras));
    }

    void placeObjectsKeepsContainersAsGiven()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        // An auto-layout's placement: Hall A grows, node2 moves, membership as given.
        doc.placeObjects({{d.rooms[0].id, {QPointF(0, 0), {}, {}, QSizeF(2000, 1000)}},
                          {d.servers[1].id, {QPointF(1500, 800), d.rooms[0].id, {}, {}}}},
                         QStringLiteral("Auto-layout"));
        QCOMPARE(doc.design().rooms[0].rect, QRectF(0, 0, 2000, 1000));
        QCOMPARE(doc.design().servers[1].pos, QPointF(1500, 800));
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Auto-layout"));
        doc.undoStack()->undo();
        QVERIFY(doc.design() == d);
    }

    void movesUseTheDocumentsIndexAndKeepIt()
    {
        ClusterDocument doc;
        const Design d = hallWithRack();
        doc.reset(d);
        // An add rebuilds the index lazily; a move right after it must see node4 (index 3).
        DesignFragment f;
        f.servers.append({3, server(QStringLiteral("node4"), {800, 400})}); // in Hall A
        doc.addObjects(f, QStringLiteral("Add"));
        const QUuid node4 = doc.design().servers[3].id;
        const DesignIndex *before = &doc.index();
        // node4 from (800, 400) into R01 at (160, 300); node3 from (1400, 200) into Hall A at
        // (900, 100), no rack there.
        doc.moveObjects({{node4, QPointF(160, 300)}, {d.servers[2].id, QPointF(900, 100)}});
        QCOMPARE(doc.undoStack()->count(), 2); // the add and one move step
        QCOMPARE(doc.design().servers[3].pos, QPointF(160, 300));
        QCOMPARE(doc.design().servers[3].rackId, d.racks[0].id);
        QCOMPARE(doc.design().servers[2].roomId, d.rooms[0].id);
        // Positions change, list positions do not: the same index answers, with the new places.
        QCOMPARE(&doc.index(), before);
        QCOMPARE(doc.index().server(node4)->pos, QPointF(160, 300));
        QCOMPARE(doc.index().cableAt({d.switches[0].id, 2})->a.device, d.servers[2].id);
        doc.undoStack()->undo();
        QCOMPARE(doc.design().servers[3].pos, QPointF(800, 400));
        QVERIFY(doc.design().servers[3].rackId.isNull());
        QCOMPARE(doc.design().servers[2].pos, QPointF(1400, 200));
        QVERIFY(doc.design().servers[2].roomId.isNull());
        doc.undoStack()->redo();
        QCOMPARE(doc.design().servers[3].pos, QPointF(160, 300));
        QCOMPARE(doc.design().servers[2].pos, QPointF(900, 100));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.design() == d);
    }

    void displayNameFallsBackToTheId()
    {
        Design d = hallWithRack();
        d.servers[1].name.clear();
        const DesignIndex index(d);
        QCOMPARE(index.displayName(d.rooms[0].id), QStringLiteral("Hall A"));
        QCOMPARE(index.displayName(d.racks[0].id), QStringLiteral("R01"));
        QCOMPARE(index.displayName(d.servers[0].id), QStringLiteral("node1"));
        QCOMPARE(index.displayName(d.switches[0].id), QStringLiteral("leaf1"));
        QCOMPARE(index.displayName(d.servers[1].id), d.servers[1].id.toString(QUuid::WithoutBraces));
        QCOMPARE(index.displayName(d.cables[0].id), d.cables[0].id.toString(QUuid::WithoutBraces));
        const QUuid unknown = QUuid::createUuid();
        QCOMPARE(index.displayName(unknown), unknown.toString(QUuid::WithoutBraces));
    }
};

QTEST_GUILESS_MAIN(TestDocumentEdits)
#include "tst_documentedits.moc"
