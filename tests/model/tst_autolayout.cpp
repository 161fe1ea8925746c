#include "clusterfixtures.h"

#include "domain/designindex.h"
#include "generator/autolayout.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {

/** Applies a layout and returns the laid-out design. */
Design laidOut(const Design &d)
{
    Design out = d;
    const DesignIndex index(out);
    Containment::apply(&out, index, AutoLayout::layout(out, AutoLayout::estimatedSize));
    return out;
}

QRectF boxOf(const QPointF &centre, int ports)
{
    const QSizeF size = AutoLayout::estimatedSize({}, ports);
    return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
}

bool onGrid(double v) { return std::fmod(v, AutoLayout::Grid) == 0; }

/**
 * A hand-drawn two-tier fabric in Hall A, drawn anywhere: spine1 (40 ports) above leaf1 and
 * leaf2, node1..node4 (8 NICs) with node1, node2 on leaf1 and node3, node4 on leaf2; one
 * uplink per leaf. node5 stands in no room and has no cable.
 */
struct HandDrawn {
    DesignBuilder b;
    QUuid hall, spine, leaf1, leaf2;
    QList<QUuid> nodes;

    HandDrawn()
    {
        hall = b.room(QStringLiteral("Hall A"));
        leaf2 = b.switchDevice(QStringLiteral("leaf2"), 40, 200, hall);
        spine = b.switchDevice(QStringLiteral("spine1"), 40, 200, hall);
        leaf1 = b.switchDevice(QStringLiteral("leaf1"), 40, 200, hall);
        for (int i = 1; i <= 4; ++i)
            nodes.append(b.server(a100Sxm(), QStringLiteral("node%1").arg(i), hall));
        nodes.append(b.server(a100Sxm(), QStringLiteral("node5")));
        for (int i = 0; i < 4; ++i)
            b.cables(nodes[i], i < 2 ? leaf1 : leaf2, 4);
        b.cables(leaf1, spine, 1);
        b.cables(leaf2, spine, 1);
        // Drawn in a heap: everything at the same spot.
        for (Server &s : b.design.servers)
            s.pos = QPointF(100, 100);
        for (Switch &sw : b.design.switches)
            sw.pos = QPointF(100, 100);
    }
};

} // namespace

/** Auto-layout by tier: spines above leaves above their servers, all on the grid, in their rooms. */
class TestAutoLayout : public QObject
{
    Q_OBJECT
private slots:
    void tiersStackTopDown()
    {
        HandDrawn h;
        const Design d = laidOut(h.b.design);
        const DesignIndex index(d);
        const double spineY = index.switchById(h.spine)->pos.y();
        const double leafY = index.switchById(h.leaf1)->pos.y();
        QCOMPARE(index.switchById(h.leaf2)->pos.y(), leafY);
        QVERIFY(spineY < leafY);
        for (int i = 0; i < 4; ++i)
            QVERIFY(index.server(h.nodes[i])->pos.y() > leafY);
        // node1 and node2 (leaf1's) stand left of node3 and node4 (leaf2's), each pair under its leaf.
        QVERIFY(index.server(h.nodes[1])->pos.x() < index.server(h.nodes[2])->pos.x());
        QVERIFY(index.switchById(h.leaf1)->pos.x() < index.switchById(h.leaf2)->pos.x());
    }

    void everythingOnGridInsideItsRoomWithoutOverlap()
    {
        HandDrawn h;
        const Design d = laidOut(h.b.design);
        const QRectF hall = d.rooms[0].rect;
        QList<QRectF> boxes;
        for (const Server &s : d.servers) {
            QVERIFY(onGrid(s.pos.x()) && onGrid(s.pos.y()));
            if (s.roomId == h.hall)
                QVERIFY(hall.contains(boxOf(s.pos, s.nicCount)));
            boxes.append(boxOf(s.pos, s.nicCount));
        }
        for (const Switch &sw : d.switches) {
            QVERIFY(hall.contains(boxOf(sw.pos, sw.portCount)));
            boxes.append(boxOf(sw.pos, sw.portCount));
        }
        for (int i = 0; i < boxes.size(); ++i) {
            for (int j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes[i].intersects(boxes[j]), qPrintable(QStringLiteral("%1 %2").arg(i).arg(j)));
        }
        // node5 is in no room: it stands to the right of Hall A (rooms gap 200).
        QVERIFY(d.servers[4].pos.x() > hall.right() + AutoLayout::RoomGap);
        QVERIFY(d.servers[4].roomId.isNull());
        QCOMPARE(d.rooms[0].rect.topLeft(), QPointF(0, 0));
    }

    void railsOrderLeaves()
    {
        // Two servers; leafB carries NIC 0 of both, leafA NIC 1: leafB is rail 0 and goes left.
        DesignBuilder b;
        const QUuid hall = b.room(QStringLiteral("Hall A"));
        const QUuid leafA = b.switchDevice(QStringLiteral("leafA"), 40, 200, hall);
        const QUuid leafB = b.switchDevice(QStringLiteral("leafB"), 40, 200, hall);
        for (int i = 1; i <= 2; ++i) {
            const QUuid s = b.server(a100Sxm(), QStringLiteral("node%1").arg(i), hall);
            b.cable(s, 0, leafB, i - 1);
            b.cable(s, 1, leafA, i - 1);
        }
        const Design d = laidOut(b.design);
        const DesignIndex index(d);
        QVERIFY(index.switchById(leafB)->pos.x() < index.switchById(leafA)->pos.x());
    }

    void layoutIsStable()
    {
        // Laying out a laid-out design changes nothing.
        HandDrawn h;
        const Design once = laidOut(h.b.design);
        QVERIFY(laidOut(once) == once);
    }
};

QTEST_GUILESS_MAIN(TestAutoLayout)
#include "tst_autolayout.moc"
