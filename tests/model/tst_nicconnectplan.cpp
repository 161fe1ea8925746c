#include "clusterfixtures.h"

#include "document/clusterdocument.h"
#include "generator/nicconnectplan.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {

/** Places device @p id of @p design at (x, y). */
void place(Design &design, const QUuid &id, qreal x, qreal y)
{
    if (Server *s = design.server(id))
        s->pos = QPointF(x, y);
    else if (Switch *sw = design.switchById(id))
        sw->pos = QPointF(x, y);
}

} // namespace

class TestNicConnectPlan : public QObject
{
    Q_OBJECT
private slots:
    void railOptimizedTwoNodesEightLeaves();
    void railOptimizedUndoesInOneStep();
    void roundRobinFourServersTwoSwitches();
    void fullSwitchLeavesTheRestUnconnected();
    void cabledPortsAreSkipped();
    void otherLinkLayerIsIncompatible();
};

/**
 * 2 nodes x 8 NICs and 8 leaves drawn left to right (named in reverse, so order comes from the
 * canvas): NIC k of each node goes to the k-th leaf from the left, node1 on leaf port 0 and
 * node2 on leaf port 1 (lowest free port first): 2 x 8 = 16 cables, all DAC 3 m.
 */
void TestNicConnectPlan::railOptimizedTwoNodesEightLeaves()
{
    DesignBuilder b;
    const QUuid node1 = b.server(a100Sxm(), QStringLiteral("node1"));
    const QUuid node2 = b.server(a100Sxm(), QStringLiteral("node2"));
    place(b.design, node1, 0, 400);
    place(b.design, node2, 200, 400);
    QList<QUuid> leaves;
    for (int k = 0; k < 8; ++k) {
        leaves.append(b.switchDevice(QStringLiteral("leaf%1").arg(8 - k), 40, 200));
        place(b.design, leaves.last(), 100.0 * k, 0);
    }
    QList<QUuid> shuffled = leaves;
    std::reverse(shuffled.begin(), shuffled.end()); // selection order must not matter
    const NicConnectPlan plan = NicConnectPlan::make(b.design, {node2, node1}, shuffled);
    QVERIFY(plan.railOptimized);
    QCOMPARE(plan.links.size(), 16);
    QCOMPARE(plan.unconnected(), 0);
    for (int k = 0; k < 8; ++k) {
        QCOMPARE(plan.links.at(k), (NicLink{{node1, k}, {leaves.at(k), 0}}));
        QCOMPARE(plan.links.at(8 + k), (NicLink{{node2, k}, {leaves.at(k), 1}}));
    }
    for (const Cable &c : plan.cables()) {
        QCOMPARE(c.kind, CableKind::Dac);
        QCOMPARE(c.lengthM, 3.0);
        QVERIFY(!c.id.isNull());
    }
}

/** The 16 cables added as one fragment are one undo step: one undo leaves no cable. */
void TestNicConnectPlan::railOptimizedUndoesInOneStep()
{
    DesignBuilder b;
    const QUuid node1 = b.server(a100Sxm(), QStringLiteral("node1"));
    const QUuid node2 = b.server(a100Sxm(), QStringLiteral("node2"));
    QList<QUuid> leaves;
    for (int k = 0; k < 8; ++k)
        leaves.append(b.switchDevice(QStringLiteral("leaf%1").arg(k + 1), 40, 200));
    ClusterDocument doc;
    doc.reset(b.design);
    const NicConnectPlan plan = NicConnectPlan::make(doc.design(), {node1, node2}, leaves);
    DesignFragment fragment;
    for (const Cable &c : plan.cables())
        fragment.cables.append({int(doc.design().cables.size() + fragment.cables.size()), c});
    doc.addObjects(fragment, QStringLiteral("Connect NICs"));
    QCOMPARE(doc.design().cables.size(), 16);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.design().cables.size(), 0);
}

/**
 * 4 servers x 2 NICs. Onto 2 switches the selection is rail-optimized (2 switches = 2 NICs):
 * NIC 0 to sw-a, NIC 1 to sw-b, server i on port i of each: 4 cables per switch. Onto 3
 * switches it is round-robin, NIC after NIC over sw-a, sw-b, sw-c in turn:
 * s1n0 a0, s1n1 b0, s2n0 c0, s2n1 a1, s3n0 b1, s3n1 c1, s4n0 a2, s4n1 b2 (a 3, b 3, c 2).
 * Onto one switch all 8 go to it, ports 0..7.
 */
void TestNicConnectPlan::roundRobinFourServersTwoSwitches()
{
    DesignBuilder b;
    Server twoNics = a100Sxm();
    twoNics.nicCount = 2;
    QList<QUuid> servers;
    for (int i = 0; i < 4; ++i) {
        servers.append(b.server(twoNics, QStringLiteral("s%1").arg(i + 1)));
        place(b.design, servers.last(), 100.0 * i, 300);
    }
    const QUuid a = b.switchDevice(QStringLiteral("sw-a"), 40, 200);
    const QUuid bb = b.switchDevice(QStringLiteral("sw-b"), 40, 200);
    const QUuid c = b.switchDevice(QStringLiteral("sw-c"), 40, 200);
    place(b.design, a, 0, 0);
    place(b.design, bb, 100, 0);
    place(b.design, c, 200, 0);

    const NicConnectPlan three = NicConnectPlan::make(b.design, servers, {a, bb, c});
    QVERIFY(!three.railOptimized);
    const QList<NicLink> expected{{{servers[0], 0}, {a, 0}},  {{servers[0], 1}, {bb, 0}}, {{servers[1], 0}, {c, 0}},
                                  {{servers[1], 1}, {a, 1}},  {{servers[2], 0}, {bb, 1}}, {{servers[2], 1}, {c, 1}},
                                  {{servers[3], 0}, {a, 2}},  {{servers[3], 1}, {bb, 2}}};
    QCOMPARE(three.links, expected);

    const NicConnectPlan two = NicConnectPlan::make(b.design, servers, {a, bb});
    QCOMPARE(two.links.size(), 8);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(two.links.at(2 * i), (NicLink{{servers[i], 0}, {a, i}}));
        QCOMPARE(two.links.at(2 * i + 1), (NicLink{{servers[i], 1}, {bb, i}}));
    }

    const NicConnectPlan one = NicConnectPlan::make(b.design, servers, {c});
    QVERIFY(!one.railOptimized);
    QCOMPARE(one.links.size(), 8);
    QCOMPARE(one.links.last(), (NicLink{{servers[3], 1}, {c, 7}}));
}

/**
 * 3 servers x 8 NICs (24 free NIC ports) onto one 16-port switch with 2 ports already
 * cabled (to a spine): 16 - 2 = 14 fit, 24 - 14 = 10 are left, counted as no free port.
 */
void TestNicConnectPlan::fullSwitchLeavesTheRestUnconnected()
{
    DesignBuilder b;
    QList<QUuid> servers;
    for (int i = 0; i < 3; ++i)
        servers.append(b.server(a100Sxm(), QStringLiteral("node%1").arg(i + 1)));
    const QUuid leaf = b.switchDevice(QStringLiteral("leaf"), 16, 200);
    const QUuid spine = b.switchDevice(QStringLiteral("spine"), 16, 200);
    b.cables(leaf, spine, 2);
    const NicConnectPlan plan = NicConnectPlan::make(b.design, servers, {leaf});
    QCOMPARE(plan.links.size(), 14);
    QCOMPARE(plan.noFreePort, 10);
    QCOMPARE(plan.incompatible, 0);
    QCOMPARE(plan.links.first().switchPort, (PortRef{leaf, 2}));
    QCOMPARE(plan.links.last().switchPort, (PortRef{leaf, 15}));
}

/**
 * node1 NIC 0 already on leaf1 port 0, node2 NIC 3 already on leaf4 port 5, leaf2 port 0
 * used by a spine: those ports are skipped, so 16 - 2 = 14 new cables; node2 NIC 0 takes
 * leaf1 port 1, node1 NIC 1 takes leaf2 port 1 (port 0 held), node2 NIC 3 gets none.
 */
void TestNicConnectPlan::cabledPortsAreSkipped()
{
    DesignBuilder b;
    const QUuid node1 = b.server(a100Sxm(), QStringLiteral("node1"));
    const QUuid node2 = b.server(a100Sxm(), QStringLiteral("node2"));
    place(b.design, node2, 200, 0);
    QList<QUuid> leaves;
    for (int k = 0; k < 8; ++k) {
        leaves.append(b.switchDevice(QStringLiteral("leaf%1").arg(k + 1), 40, 200));
        place(b.design, leaves.last(), 100.0 * k, -300);
    }
    const QUuid spine = b.switchDevice(QStringLiteral("spine"), 40, 200);
    b.cable(node1, 0, leaves[0], 0);
    b.cable(node2, 3, leaves[3], 5);
    b.cable(leaves[1], 0, spine, 0);
    const NicConnectPlan plan = NicConnectPlan::make(b.design, {node1, node2}, leaves);
    QVERIFY(plan.railOptimized);
    QCOMPARE(plan.links.size(), 14);
    QCOMPARE(plan.unconnected(), 0);
    QCOMPARE(plan.links.first(), (NicLink{{node1, 1}, {leaves[1], 1}}));
    QVERIFY(plan.links.contains(NicLink{{node2, 0}, {leaves[0], 1}}));
    for (const NicLink &l : plan.links)
        QVERIFY(l.nic != (PortRef{node2, 3}) && l.nic != (PortRef{node1, 0}));
}

/** An InfiniBand node and a RoCE switch: nothing planned, its 8 NICs counted incompatible. */
void TestNicConnectPlan::otherLinkLayerIsIncompatible()
{
    DesignBuilder b;
    const QUuid node = b.server(a100Sxm(), QStringLiteral("node1"));
    const QUuid roce = b.switchDevice(QStringLiteral("roce"), 64, 200, {}, LinkKind::RoCE);
    const NicConnectPlan plan = NicConnectPlan::make(b.design, {node}, {roce});
    QVERIFY(plan.links.isEmpty());
    QCOMPARE(plan.incompatible, 8);
    QCOMPARE(plan.noFreePort, 0);
}

QTEST_GUILESS_MAIN(TestNicConnectPlan)
#include "tst_nicconnectplan.moc"
