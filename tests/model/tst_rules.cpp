#include "diagnosticlists.h"
#include "clusterfixtures.h"

#include "rules/cableruletally.h"
#include "rules/validator.h"
#include "topology/fabricgraph.h"

#include <QElapsedTimer>
#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {

/** Two 8x A100 nodes, all 16 NICs into one 40-port HDR switch, everything in Hall A. */
struct CleanPair {
    DesignBuilder b;
    QUuid hall, node1, node2, sw;

    CleanPair()
    {
        hall = b.room(QStringLiteral("Hall A"));
        sw = b.switchDevice(QStringLiteral("leaf1"), 40, 200, hall);
        node1 = b.server(a100Sxm(), QStringLiteral("node1"), hall);
        node2 = b.server(a100Sxm(), QStringLiteral("node2"), hall);
        b.cables(node1, sw, 8);
        b.cables(node2, sw, 8);
    }
};

QList<Diagnostic> errorsOf(const QList<Diagnostic> &list)
{
    QList<Diagnostic> result;
    for (const Diagnostic &d : list) {
        if (d.severity == Severity::Error)
            result.append(d);
    }
    return result;
}

/** Whether the incremental analyzer's tally agrees that the cabling rules find something. */
bool tallyClean(const Design &design)
{
    const FabricGraph graph(design);
    CableRuleTally tally;
    tally.rebuild(graph);
    return tally.clean();
}

QString describe(const QList<Diagnostic> &list)
{
    QStringList lines;
    for (const Diagnostic &d : list)
        lines.append(d.code + QStringLiteral(": ") + d.message);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT
private slots:
    void cleanTwoNodeDesignHasNoDiagnostics()
    {
        CleanPair p;
        const QList<Diagnostic> list = validate(p.b.design);
        QVERIFY2(list.isEmpty(), qPrintable(describe(list)));
    }

    void twoRoomsUnderOneSwitch()
    {
        CleanPair p;
        const QUuid hallB = p.b.room(QStringLiteral("Hall B"));
        p.b.design.servers[1].roomId = hallB;
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-ROOM-001")});
        const Diagnostic &d = list[0];
        QCOMPARE(d.severity, Severity::Error);
        QCOMPARE(d.message, QStringLiteral("Training cluster \"training\" spans 2 machine rooms (Hall A, Hall B): "
                                           "synchronous training needs one room."));
        // servers, then the switch their cables reach, then the rooms
        QCOMPARE(d.ids, (QList<QUuid>{p.node1, p.node2, p.sw, p.hall, hallB}));
    }

    void switchInAnotherRoom()
    {
        // Both servers in Hall A but their switch in Hall B: the cables cross rooms.
        CleanPair p;
        p.b.design.switches[0].roomId = p.b.room(QStringLiteral("Hall B"));
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-ROOM-001")});
        QVERIFY(list[0].message.contains(QStringLiteral("(Hall A, Hall B)")));
    }

    void serverWithoutRoomCountsAsARoom()
    {
        CleanPair p;
        p.b.design.servers[1].roomId = QUuid();
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-ROOM-001")});
        QVERIFY(list[0].message.contains(QStringLiteral("2 machine rooms (Hall A, no room)")));
    }

    void separateClustersMayUseSeparateRooms()
    {
        // One single-node job per room: nothing synchronous crosses a room.
        DesignBuilder b;
        const QUuid hallA = b.room(QStringLiteral("Hall A"));
        const QUuid hallB = b.room(QStringLiteral("Hall B"));
        const QUuid swA = b.switchDevice(QStringLiteral("swA"), 40, 200, hallA);
        const QUuid swB = b.switchDevice(QStringLiteral("swB"), 40, 200, hallB);
        b.cables(b.server(a100Sxm(), QStringLiteral("a"), hallA, QStringLiteral("job-a")), swA, 8);
        b.cables(b.server(a100Sxm(), QStringLiteral("b"), hallB, QStringLiteral("job-b")), swB, 8);
        const QList<Diagnostic> list = validate(b.design);
        QVERIFY2(list.isEmpty(), qPrintable(describe(list)));
    }

    void cableBetweenRoomsInAnotherCluster()
    {
        // The tester's repro (issue #3): node2 of a one-server cluster "other" moved into Hall B
        // with its 8 cables still in leaf1 in Hall A. Neither cluster has two servers, so
        // CQ-ROOM-001 checks neither; the cables still cross rooms: one CQ-ROOM-002 for the
        // pair node2-leaf1, 8 cables, ends as drawn (a = node2, b = leaf1).
        DesignBuilder b;
        const QUuid hallA = b.room(QStringLiteral("Hall A"));
        const QUuid hallB = b.room(QStringLiteral("Hall B"));
        const QUuid leaf = b.switchDevice(QStringLiteral("leaf1"), 40, 200, hallA);
        b.cables(b.server(a100Sxm(), QStringLiteral("node1"), hallA), leaf, 8);
        const QUuid node2 = b.server(a100Sxm(), QStringLiteral("node2"), hallB, QStringLiteral("other"));
        b.cables(node2, leaf, 8);
        const QList<Diagnostic> list = validate(b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-ROOM-002")});
        QCOMPARE(list[0].severity, Severity::Error);
        QCOMPARE(list[0].message, QStringLiteral("8 cable(s) join \"node2\" in room Hall B to \"leaf1\" in room Hall A: "
                                                 "a cable cannot run between machine rooms; put both devices in one room."));
        QList<QUuid> ids{node2, leaf};
        for (int c = 8; c < 16; ++c) // node2's cables are the 9th to 16th
            ids.append(b.design.cables[c].id);
        ids += QList<QUuid>{hallB, hallA};
        QCOMPARE(list[0].ids, ids);
    }

    void switchToSwitchCableBetweenRooms()
    {
        // A clean pair in Hall A and a spine in Hall B on 2 leaf1 uplinks: CQ-ROOM-001 looks
        // at the switches the servers reach directly (leaf1 only, Hall A), so only the
        // leaf-spine cables are flagged: "2 cable(s)", leaf1 first as drawn.
        CleanPair p;
        const QUuid hallB = p.b.room(QStringLiteral("Hall B"));
        const QUuid spine = p.b.switchDevice(QStringLiteral("spine1"), 40, 200, hallB);
        p.b.cables(p.sw, spine, 2);
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-ROOM-002")});
        QCOMPARE(list[0].message, QStringLiteral("2 cable(s) join \"leaf1\" in room Hall A to \"spine1\" in room Hall B: "
                                                 "a cable cannot run between machine rooms; put both devices in one room."));
        QCOMPARE(list[0].ids, (QList<QUuid>{p.sw, spine, p.b.design.cables[16].id, p.b.design.cables[17].id,
                                            p.hall, hallB}));
    }

    void clusterSpanningRoomsIsReportedOnce()
    {
        // node2 of the 2-server cluster in Hall B, cabled to leaf1 in Hall A: CQ-ROOM-001 names
        // the cluster and both rooms; the same 8 cables get no second (CQ-ROOM-002) error.
        // (twoRoomsUnderOneSwitch and switchInAnotherRoom check the same for the full list.)
        CleanPair p;
        p.b.design.servers[1].roomId = p.b.room(QStringLiteral("Hall B"));
        // ... and a third server, of another cluster, also in Hall B on leaf1: its cables are
        // CQ-ROOM-001's business of no cluster, so they are reported.
        const QUuid node3 = p.b.server(a100Sxm(), QStringLiteral("node3"), p.b.design.servers[1].roomId,
                                       QStringLiteral("other"));
        p.b.cables(node3, p.sw, 8);
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), (QStringList{QStringLiteral("CQ-ROOM-001"), QStringLiteral("CQ-ROOM-002")}));
        QVERIFY(list[1].message.startsWith(QStringLiteral("8 cable(s) join \"node3\" in room Hall B")));
    }

    void deviceInNoRoomHasNoRoomToConflict()
    {
        // A one-server cluster with no room, cabled to leaf1 in Hall A: no second room, no error
        // (for a multi-server cluster CQ-ROOM-001 counts "no room" as a room:
        // serverWithoutRoomCountsAsARoom).
        DesignBuilder b;
        const QUuid leaf = b.switchDevice(QStringLiteral("leaf1"), 40, 200, b.room(QStringLiteral("Hall A")));
        b.cables(b.server(a100Sxm(), QStringLiteral("solo"), QUuid(), QStringLiteral("solo")), leaf, 8);
        const QList<Diagnostic> list = validate(b.design);
        QVERIFY2(list.isEmpty(), qPrintable(describe(list)));
    }

    void duplicateNameWarns()
    {
        // node1 renamed "node2": 2 devices share "node2", both ids in design order.
        CleanPair p;
        p.b.design.servers[0].name = QStringLiteral("node2");
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-NAME-001")});
        QCOMPARE(list[0].severity, Severity::Warning);
        QCOMPARE(list[0].message, QStringLiteral("2 devices share the name \"node2\": diagnostics and cable lists cannot "
                                                 "tell them apart; give each device its own name."));
        QCOMPARE(list[0].ids, (QList<QUuid>{p.node1, p.node2}));
    }

    void duplicateNamesAreTrimmedAndSpanKinds()
    {
        // " node2 " (server), "node2" (server) and "node2\t" (the switch): 3 devices, servers
        // first; "Node2" differs in case and "" / "  " are unnamed: none of them counts.
        CleanPair p;
        p.b.design.servers[0].name = QStringLiteral(" node2 ");
        p.b.design.switches[0].name = QStringLiteral("node2\t");
        p.b.server(a100Sxm(), QStringLiteral("Node2"), p.hall, QStringLiteral("x"));
        p.b.server(a100Sxm(), QString(), p.hall, QStringLiteral("y"));
        p.b.server(a100Sxm(), QStringLiteral("  "), p.hall, QStringLiteral("z"));
        p.b.server(a100Sxm(), QString(), p.hall, QStringLiteral("w"));
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-NAME-001")});
        QVERIFY2(list[0].message.startsWith(QStringLiteral("3 devices share the name \"node2\":")),
                 qPrintable(list[0].message));
        QCOMPARE(list[0].ids, (QList<QUuid>{p.node1, p.node2, p.sw}));
    }

    void uncabledServerIsCutOff()
    {
        CleanPair p;
        p.b.design.cables.remove(8, 8); // node2's cables
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-FABRIC-001")});
        QCOMPARE(list[0].message, QStringLiteral("Training cluster \"training\" is split: 1 of its 2 servers (node2) "
                                                 "cannot reach the switch fabric of the others; cable every server "
                                                 "into one fabric."));
        QCOMPARE(list[0].ids, QList<QUuid>{p.node2});
    }

    void noServerCabled()
    {
        CleanPair p;
        p.b.design.cables.clear();
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-FABRIC-001")});
        QCOMPARE(list[0].message, QStringLiteral("Training cluster \"training\" has 2 servers but none is cabled to a "
                                                 "switch: cable them into one switch fabric."));
        QCOMPARE(list[0].ids, (QList<QUuid>{p.node1, p.node2}));
    }

    void twoSwitchesNeedALink_data()
    {
        QTest::addColumn<bool>("spine");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("separate switches") << false << QStringList{QStringLiteral("CQ-FABRIC-001")};
        QTest::newRow("joined by a spine") << true << QStringList{};
    }
    void twoSwitchesNeedALink()
    {
        QFETCH(bool, spine);
        QFETCH(QStringList, expected);
        DesignBuilder b;
        const QUuid hall = b.room(QStringLiteral("Hall A"));
        const QUuid leaf1 = b.switchDevice(QStringLiteral("leaf1"), 40, 200, hall);
        const QUuid leaf2 = b.switchDevice(QStringLiteral("leaf2"), 40, 200, hall);
        b.cables(b.server(a100Sxm(), QStringLiteral("node1"), hall), leaf1, 8);
        b.cables(b.server(a100Sxm(), QStringLiteral("node2"), hall), leaf2, 8);
        if (spine) {
            const QUuid s = b.switchDevice(QStringLiteral("spine1"), 40, 200, hall);
            b.cables(leaf1, s, 8);
            b.cables(leaf2, s, 8);
        }
        const QList<Diagnostic> list = validate(b.design);
        QCOMPARE(codes(list), expected);
    }

    void railsWithoutSpineAreOneFabricPerRail()
    {
        // Two rail switches, every node on both: each rail reaches every node, no error.
        DesignBuilder b;
        const QUuid hall = b.room(QStringLiteral("Hall A"));
        const QUuid rail1 = b.switchDevice(QStringLiteral("rail1"), 40, 200, hall);
        const QUuid rail2 = b.switchDevice(QStringLiteral("rail2"), 40, 200, hall);
        for (int i = 1; i <= 3; ++i) {
            const QUuid node = b.server(a100Sxm(), QStringLiteral("node%1").arg(i), hall);
            b.cables(node, rail1, 4);
            b.cables(node, rail2, 4);
        }
        const QList<Diagnostic> list = validate(b.design);
        QVERIFY2(list.isEmpty(), qPrintable(describe(list)));
    }

    void fortyFirstCableOnFortyPortSwitch()
    {
        // 5 nodes x 8 NICs fill the 40 ports; a 6th node's NIC on port index 40 is the 41st.
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("leaf1"), 40, 200);
        for (int i = 1; i <= 5; ++i)
            b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(i), {}, QStringLiteral("job%1").arg(i)), sw, 8);
        const QUuid extra = b.cable(b.server(a100Sxm(), QStringLiteral("node6"), {}, QStringLiteral("job6")), 0, sw, 40);
        const QList<Diagnostic> list = validate(b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-PORT-001")});
        QCOMPARE(list[0].message, QStringLiteral("Switch \"leaf1\" has 40 ports but 41 are cabled."));
        QCOMPARE(list[0].ids, (QList<QUuid>{sw, extra}));
    }

    void nicPortTheServerLacks()
    {
        CleanPair p;
        p.b.design.servers[0].nicCount = 4; // node1 keeps 8 cables on NIC ports 1-8
        const QList<Diagnostic> list = validate(p.b.design);
        // node1's 4 ports x 200 = 800 Gb/s for 8 GPUs = 100 Gb/s per GPU, under the guides'
        // 200 for 16 GPUs: the fabric-guide warning follows the error.
        QCOMPARE(codes(list), (QStringList{QStringLiteral("CQ-PORT-001"), QStringLiteral("CQ-FABRIC-002")}));
        QCOMPARE(list[0].message, QStringLiteral("Server \"node1\" has 4 NIC ports but 8 are cabled."));
        QCOMPARE(list[0].ids.size(), 1 + 4); // the server and the cables on ports 5-8
    }

    void portIndexBeyondTheLast()
    {
        CleanPair p;
        p.b.design.cables[0].b.port = 44; // 16 ports cabled, but one of them is port 45 of 40
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-PORT-001")});
        QCOMPARE(list[0].message, QStringLiteral("Switch \"leaf1\" has 40 ports; a cable uses port 45, which does not exist."));
        QCOMPARE(list[0].ids, (QList<QUuid>{p.sw, p.b.design.cables[0].id}));
    }

    void twoCablesOnOnePort()
    {
        CleanPair p;
        const QUuid second = p.b.cable(p.node1, 0, p.sw, 20); // node1 NIC 1 already holds a cable
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-PORT-002")});
        QCOMPARE(list[0].message, QStringLiteral("Port 1 of server \"node1\" holds 2 cables; a port takes one cable."));
        QCOMPARE(list[0].ids, (QList<QUuid>{p.node1, p.b.design.cables[0].id, second}));
    }

    // The canvas refuses these cables (ClusterDocument::connectionProblem); a file can hold them.
    void switchPortCabledToItsOwnPort()
    {
        CleanPair p;
        const QUuid loop = p.b.cable(p.sw, 30, p.sw, 31); // leaf1 ports 31 and 32, 1-based
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-CABLE-001")});
        QCOMPARE(list[0].severity, Severity::Error);
        QCOMPARE(list[0].message, QStringLiteral("A cable joins port 31 of switch \"leaf1\" to its own port 32: a switch "
                                                 "port is cabled to a server or to another switch, never back into the "
                                                 "same switch."));
        QCOMPARE(list[0].ids, (QList<QUuid>{p.sw, loop}));
        QVERIFY(!tallyClean(p.b.design));
    }

    void portCabledIntoItself()
    {
        // One cable, one fault: CQ-CABLE-001, not also "port 31 holds 2 cables" (CQ-PORT-002).
        CleanPair p;
        const QUuid loop = p.b.cable(p.sw, 30, p.sw, 30);
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-CABLE-001")});
        QCOMPARE(list[0].message,
                 QStringLiteral("A cable runs from port 31 of \"leaf1\" back into the same port: a cable joins two devices."));
        QCOMPARE(list[0].ids, (QList<QUuid>{p.sw, loop}));
        QVERIFY(!tallyClean(p.b.design));
    }

    void serverCabledToItself()
    {
        CleanPair p;
        p.b.design.cables.removeAt(7); // node1 NIC 8 - leaf1 port 8
        p.b.design.cables.removeAt(6); // node1 NIC 7 - leaf1 port 7
        const QUuid loop = p.b.cable(p.node1, 6, p.node1, 7);
        const QList<Diagnostic> errors = errorsOf(validate(p.b.design));
        QCOMPARE(codes(errors), QStringList{QStringLiteral("CQ-CABLE-001")});
        QCOMPARE(errors[0].message, QStringLiteral("A cable joins NIC port 7 of server \"node1\" to its own NIC port 8: a "
                                                   "server's NICs are cabled to a switch."));
        QCOMPARE(errors[0].ids, (QList<QUuid>{p.node1, loop}));
    }

    void serversCabledDirectly()
    {
        CleanPair p;
        p.b.design.cables.removeAt(15); // node2 NIC 8 - leaf1 port 16
        p.b.design.cables.removeAt(7);  // node1 NIC 8 - leaf1 port 8
        const QUuid direct = p.b.cable(p.node1, 7, p.node2, 7);
        const QList<Diagnostic> errors = errorsOf(validate(p.b.design));
        QCOMPARE(codes(errors), QStringList{QStringLiteral("CQ-CABLE-002")});
        QCOMPARE(errors[0].message, QStringLiteral("A cable joins server \"node1\" (NIC port 8) directly to server "
                                                   "\"node2\" (NIC port 8): servers connect through a switch."));
        QCOMPARE(errors[0].ids, (QList<QUuid>{p.node1, p.node2, direct}));
        QVERIFY(!tallyClean(p.b.design));
        p.b.design.cables.removeLast();
        QVERIFY(tallyClean(p.b.design)); // the tally forgets the fault with the cable
    }

    void everyCableFaultNamedAtOnce()
    {
        // Four faults in one file, each its own error, in rule order (PORT-002, then CABLE-001
        // in cable order, then CABLE-002): none hides another.
        CleanPair p;
        p.b.design.cables.removeAt(15); // node2 NIC 8 - leaf1 port 16
        p.b.design.cables.removeAt(7);  // node1 NIC 8 - leaf1 port 8
        const QUuid loop = p.b.cable(p.sw, 30, p.sw, 31);
        const QUuid intoItself = p.b.cable(p.sw, 32, p.sw, 32);
        const QUuid direct = p.b.cable(p.node1, 7, p.node2, 7);
        const QUuid second = p.b.cable(p.node1, 0, p.sw, 33); // node1 NIC 1 already holds a cable
        const QList<Diagnostic> errors = errorsOf(validate(p.b.design));
        QCOMPARE(codes(errors), (QStringList{QStringLiteral("CQ-PORT-002"), QStringLiteral("CQ-CABLE-001"),
                                             QStringLiteral("CQ-CABLE-001"), QStringLiteral("CQ-CABLE-002")}));
        QCOMPARE(errors[0].ids, (QList<QUuid>{p.node1, p.b.design.cables[0].id, second}));
        QCOMPARE(errors[1].ids, (QList<QUuid>{p.sw, loop}));
        QCOMPARE(errors[2].ids, (QList<QUuid>{p.sw, intoItself}));
        QCOMPARE(errors[3].ids, (QList<QUuid>{p.node1, p.node2, direct}));
    }

    void cableToUnknownDevice()
    {
        CleanPair p;
        const QUuid cable = p.b.cable(p.sw, 30, QUuid::createUuid(), 0);
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-PORT-001")});
        QCOMPARE(list[0].message, QStringLiteral("The cable on port 31 of \"leaf1\" ends on a device that is not in the design."));
        QCOMPARE(list[0].ids, (QList<QUuid>{cable, p.sw}));
    }

    void mismatchedRatesWarnOncePerDevicePair()
    {
        CleanPair p;
        p.b.design.servers[0].nicRateGbps = 400;
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-RATE-001")});
        QCOMPARE(list[0].severity, Severity::Warning);
        QCOMPARE(list[0].message, QStringLiteral("8 cable(s) between \"node1\" (400 Gb/s) and \"leaf1\" (200 Gb/s): "
                                                 "the link runs at the lower rate, 200 Gb/s."));
        QCOMPARE(list[0].ids.size(), 2 + 8);
    }

    void pcieServersInAMultiNodeCluster_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("one PCIe box alone") << 1 << QStringList{};
        // 1 x 200 Gb/s for 8 GPUs = 25 Gb/s per GPU, under the guides' 200 for 16 GPUs: CQ-FABRIC-002 too.
        QTest::newRow("two PCIe boxes") << 2 << QStringList{QStringLiteral("CQ-PCIE-001"), QStringLiteral("CQ-FABRIC-002")};
    }
    void pcieServersInAMultiNodeCluster()
    {
        QFETCH(int, nodes);
        QFETCH(QStringList, expected);
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("sw"), 40, 200);
        Server box = pcieGen4Box();
        box.nicCount = 1;
        for (int i = 1; i <= nodes; ++i)
            b.cables(b.server(box, QStringLiteral("box%1").arg(i)), sw, 1);
        const QList<Diagnostic> list = validate(b.design);
        QCOMPARE(codes(list), expected);
        if (nodes == 2) {
            QCOMPARE(list[0].severity, Severity::Warning);
            QCOMPARE(list[0].message, QStringLiteral("Training cluster \"training\" has 2 PCIe servers among its 2 "
                                                     "servers (box1, box2): multi-node training expects NVLink (SXM) "
                                                     "servers; PCIe GPUs exchange gradients several times slower."));
        }
    }

    void plainEthernet_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<LinkKind>("kind");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("2 nodes, Ethernet") << 2 << LinkKind::Ethernet << QStringList{QStringLiteral("CQ-ETH-001")};
        QTest::newRow("2 nodes, RoCE") << 2 << LinkKind::RoCE << QStringList{};
        QTest::newRow("1 node, Ethernet") << 1 << LinkKind::Ethernet << QStringList{};
    }
    void plainEthernet()
    {
        QFETCH(int, nodes);
        QFETCH(LinkKind, kind);
        QFETCH(QStringList, expected);
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("eth1"), 48, 200, {}, kind);
        Server s = a100Sxm();
        s.nicKind = kind;
        for (int i = 1; i <= nodes; ++i)
            b.cables(b.server(s, QStringLiteral("node%1").arg(i)), sw, 8);
        const QList<Diagnostic> list = validate(b.design);
        QCOMPARE(codes(list), expected);
        if (!expected.isEmpty()) {
            QCOMPARE(list[0].message, QStringLiteral("Training cluster \"training\" runs over plain Ethernet without "
                                                     "RDMA (node1, node2, eth1): multi-node training needs InfiniBand "
                                                     "or RoCE."));
            QCOMPARE(list[0].ids.size(), 3);
        }
    }

    void ethernetSwitchUnderRdmaNics()
    {
        CleanPair p; // RoCE NICs: Ethernet on the wire, so they link up, but without RDMA through the switch
        p.b.design.switches[0].kind = LinkKind::Ethernet;
        p.b.design.servers[0].nicKind = p.b.design.servers[1].nicKind = LinkKind::RoCE;
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-ETH-001")});
        QCOMPARE(list[0].ids, QList<QUuid>{p.sw});
    }

    void partlyCabledNodeWarns()
    {
        // node2 keeps 1 of its 8 NIC cables (CleanPair cables node1's 8, then node2's 8: the
        // last 7 cables are node2's ports 2-8): a warning naming it, not an error; unplugging
        // node2 entirely is CQ-FABRIC-001's instead.
        CleanPair p;
        p.b.design.cables.resize(p.b.design.cables.size() - 7);
        QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), QStringList{QStringLiteral("CQ-NIC-001")});
        QCOMPARE(list[0].severity, Severity::Warning);
        QCOMPARE(list[0].message, QStringLiteral("Training cluster \"training\" has NIC ports left uncabled on 1 server(s) "
                                                 "(node2 (1 of 8 cabled)): every collective runs at the pace of the "
                                                 "slowest node's network."));
        QCOMPARE(list[0].ids, QList<QUuid>{p.node2});
        p.b.design.cables.removeLast();
        QCOMPARE(codes(validate(p.b.design)), QStringList{QStringLiteral("CQ-FABRIC-001")});
    }

    void infinibandNicsInEthernetSwitchNeverLinkUp()
    {
        // CleanPair's A100 nodes have InfiniBand NICs, 8 cables each into leaf1: one error per
        // device pair naming both link layers, errors before the Ethernet warning.
        CleanPair p;
        p.b.design.switches[0].kind = LinkKind::Ethernet;
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), (QStringList{QStringLiteral("CQ-LINK-001"), QStringLiteral("CQ-LINK-001"),
                                           QStringLiteral("CQ-ETH-001")}));
        QCOMPARE(list[0].severity, Severity::Error);
        QCOMPARE(list[0].message, QStringLiteral("8 cable(s) join \"node1\" (InfiniBand port) to \"leaf1\" (Ethernet "
                                                 "port): an InfiniBand port only links up with another InfiniBand port."));
        QCOMPARE(list[0].ids.size(), 2 + 8);
        QCOMPARE(list[0].ids.first(), p.node1);
        // RoCE into InfiniBand is refused too; RoCE into RoCE is fine.
        p.b.design.switches[0].kind = LinkKind::InfiniBand;
        p.b.design.servers[1].nicKind = LinkKind::RoCE;
        QCOMPARE(codes(validate(p.b.design)), QStringList{QStringLiteral("CQ-LINK-001")});
        p.b.design.switches[0].kind = LinkKind::RoCE;
        p.b.design.servers[0].nicKind = LinkKind::RoCE;
        QCOMPARE(codes(validate(p.b.design)), QStringList{});
    }

    void errorsComeFirst()
    {
        // The cluster rules run before the cable rules, so the Ethernet warning is found before
        // the shared-port error; the error must still lead, and the warnings keep their order.
        CleanPair p;
        p.b.design.switches[0].kind = LinkKind::Ethernet;
        p.b.design.servers[0].nicKind = p.b.design.servers[1].nicKind = LinkKind::RoCE;
        p.b.design.servers[0].nicRateGbps = 400;
        p.b.cable(p.node2, 0, p.sw, 30);
        const QList<Diagnostic> list = validate(p.b.design);
        QCOMPARE(codes(list), (QStringList{QStringLiteral("CQ-PORT-002"), QStringLiteral("CQ-ETH-001"),
                                           QStringLiteral("CQ-RATE-001")}));
        QCOMPARE(countOf(list, Severity::Error), 1);
        QCOMPARE(countOf(list, Severity::Warning), 2);
        QCOMPARE(countOf(list, Severity::Info), 0);
        QVERIFY(validate(p.b.design) == list); // deterministic
    }

    void longNameListsAreCut()
    {
        // 8 PCIe boxes in one cluster: the message names 5 and counts the rest.
        DesignBuilder b;
        const QUuid sw = b.switchDevice(QStringLiteral("sw"), 40, 200);
        Server box = pcieGen4Box();
        box.nicCount = 1;
        for (int i = 1; i <= 8; ++i)
            b.cables(b.server(box, QStringLiteral("b%1").arg(i)), sw, 1);
        const QList<Diagnostic> list = validate(b.design);
        // 64 GPUs at 200 / 8 = 25 Gb/s per GPU, under the guides' 400: CQ-FABRIC-002 names them too.
        QCOMPARE(codes(list), (QStringList{QStringLiteral("CQ-PCIE-001"), QStringLiteral("CQ-FABRIC-002")}));
        QVERIFY2(list[0].message.contains(QStringLiteral("(b1, b2, b3, b4, b5 and 3 more)")), qPrintable(list[0].message));
        QVERIFY2(list[1].message.contains(QStringLiteral("b1, b2, b3, b4, b5 and 3 more: 200 Gb/s per node")),
                 qPrintable(list[1].message));
        QCOMPARE(list[0].ids.size(), 8);
    }

    void severityKeys()
    {
        QCOMPARE(severityKey(Severity::Error), QStringLiteral("error"));
        QCOMPARE(severityKey(Severity::Warning), QStringLiteral("warning"));
        QCOMPARE(severityKey(Severity::Info), QStringLiteral("info"));
    }

    void emptyDesign()
    {
        QVERIFY(validate(Design()).isEmpty());
    }

    void largeDesignStaysFast()
    {
        // 1,024 nodes in one room, 8 NICs each into 128 64-port leaves (8 nodes = 64 ports per
        // leaf), leaves not joined: 8,192 cables, one CQ-FABRIC-001 naming 1,016 servers.
        DesignBuilder b;
        const QUuid hall = b.room(QStringLiteral("Hall A"));
        for (int l = 0; l < 128; ++l) {
            const QUuid leaf = b.switchDevice(QStringLiteral("leaf%1").arg(l), 64, 200, hall);
            for (int n = 0; n < 8; ++n)
                b.cables(b.server(a100Sxm(), QStringLiteral("node%1").arg(8 * l + n), hall), leaf, 8);
        }
        QElapsedTimer timer;
        timer.start();
        const QList<Diagnostic> list = validate(b.design);
        qInfo("validate: %lld ms for %lld cables", timer.elapsed(), qint64(b.design.cables.size()));
        // 8,192 GPUs at 8 x 200 / 8 = 200 Gb/s per GPU, under the guides' 400 from 32 GPUs: one
        // CQ-FABRIC-002 for all 1,024 nodes (same figures) after the error.
        QCOMPARE(codes(list), (QStringList{QStringLiteral("CQ-FABRIC-001"), QStringLiteral("CQ-FABRIC-002")}));
        QCOMPARE(list[0].ids.size(), 1016); // all but the 8 nodes of leaf0
        QCOMPARE(list[1].ids.size(), 1024);
        QVERIFY2(timer.elapsed() < 5000, "validation should be roughly linear in cables");
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
