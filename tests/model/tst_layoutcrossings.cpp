#include "generatorfixtures.h"

#include "generator/autolayout.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"
#include "generator/portplacement.h"
#include "topology/fabricgraph.h"

#include <QTest>

#include <algorithm>

using namespace cq;
using namespace cqtest;

namespace {

Design generatedDesign(FabricSpec spec)
{
    const Catalog catalog = generatorCatalog();
    QString why;
    const std::optional<GeneratorTemplates> t = CatalogChoice::choose(catalog, QStringLiteral("h100-sxm-80g"), &spec, &why);
    if (!t)
        qFatal("choose: %s", qPrintable(why));
    const std::optional<GeneratedCluster> c = FabricGenerator::generate(spec, t->server, t->sw, &why);
    if (!c)
        qFatal("generate: %s", qPrintable(why));
    return c->design;
}

/** True when the segment @p a - @p b passes through the inside of @p r (Liang-Barsky clipping). */
bool crosses(const QPointF &a, const QPointF &b, const QRectF &r)
{
    double t0 = 0, t1 = 1;
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    const double p[] = {-dx, dx, -dy, dy};
    const double q[] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] <= 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 >= t1)
            return false;
    }
    return true;
}

struct Box {
    QUuid id;
    QRectF rect;
    PortPlacement ports;
};

/**
 * Cables whose straight segment between their two port positions (PortPlacement on the
 * AutoLayout::estimatedSize box, as the canvas puts them) passes through a device box other
 * than its own two ends; "cable a-b through c" each.
 */
QStringList crossings(const Design &d)
{
    const FabricGraph graph(d);
    QHash<QUuid, Box> boxes;
    auto add = [&](const QUuid &id, const QPointF &centre, int ports) {
        const PortPlacement placement = PortPlacement::of(d, graph, id);
        const QSizeF size = AutoLayout::estimatedSize(id, ports);
        boxes.insert(id, {id, QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size), placement});
    };
    for (const Server &s : d.servers)
        add(s.id, s.pos, s.nicCount);
    for (const Switch &sw : d.switches)
        add(sw.id, sw.pos, sw.portCount);
    QStringList out;
    for (const Cable &c : d.cables) {
        const Box &a = boxes[c.a.device];
        const Box &b = boxes[c.b.device];
        const QPointF pa = a.ports.position(c.a.port, a.rect);
        const QPointF pb = b.ports.position(c.b.port, b.rect);
        for (const Box &other : std::as_const(boxes)) {
            if (other.id != a.id && other.id != b.id && crosses(pa, pb, other.rect))
                out.append(QStringLiteral("%1-%2 through %3").arg(d.displayName(a.id), d.displayName(b.id), d.displayName(other.id)));
        }
    }
    return out;
}

} // namespace

/** Generated designs are laid out so that no cable runs through a box it does not end on. */
class TestLayoutCrossings : public QObject
{
    Q_OBJECT
private slots:
    void placementSidesFollowTiers()
    {
        // A leaf (tier 1) with ports 0, 1 to servers (-1), 2, 3 to spines (tier 2), 4 free:
        // ports 2 and 3 on top, 0, 1 and 4 at the bottom.
        const PortPlacement p = PortPlacement::forSwitch(1, {-1, -1, 2, 2, -1});
        QVERIFY(p.isOnTop(2) && p.isOnTop(3));
        QVERIFY(!p.isOnTop(0) && !p.isOnTop(1) && !p.isOnTop(4));
        // Box 0..200 x 0..100. Top edge, 2 ports in one row: width 13 + 10 = 23, first centre
        // x = 100 - 11.5 + 5 = 93.5, y = 0 + 6 + 5 = 11; the second at 93.5 + 13 = 106.5.
        const QRectF box(0, 0, 200, 100);
        QCOMPARE(p.position(2, box), QPointF(93.5, 11));
        QCOMPARE(p.position(3, box), QPointF(106.5, 11));
        // Bottom edge, 3 ports: width 2 x 13 + 10 = 36, x = 100 - 18 + 5 = 87, 100, 113;
        // y = 100 - 6 - 10 + 5 = 89.
        QCOMPARE(p.position(0, box), QPointF(87, 89));
        QCOMPARE(p.position(4, box), QPointF(113, 89));
        QCOMPARE(p.portAt(QPointF(106, 12), box), 3);
        QCOMPARE(p.portAt(QPointF(100, 50), box), -1);
    }

    void noCableThroughABox_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<int>("switchPorts");
        QTest::newRow("2-tier 16-node H100 rail-optimized") << 16 << 64;
        QTest::newRow("3-tier 128-node H100 on 32-port switches") << 128 << 32;
        QTest::newRow("DGX SuperPOD 4 SU (128 nodes, 64 ports)") << 128 << 64;
        // The grid blocks of before put 155 cables of the 16-node design through boxes
        // (8de0775), and with blocks wrapped into lines the 3-tier 128-node design 2,069 and the
        // 4-SU SuperPOD 649 (measured 2026-12-06); under spines the blocks now stand in one line.
        // Not yet: beyond AutoLayout::MaxLineWidth they still wrap, and the uplinks of the lower
        // lines run through the upper lines' servers (16 SU, 512 nodes: 8,876 measured).
    }
    void noCableThroughABox()
    {
        QFETCH(int, servers);
        QFETCH(int, switchPorts);
        FabricSpec spec = superPodSpec(servers);
        spec.switchPorts = switchPorts;
        const Design d = generatedDesign(spec);
        const QStringList through = crossings(d);
        QVERIFY2(through.isEmpty(), qPrintable(QStringLiteral("%1 crossings, first: %2")
                                                   .arg(through.size()).arg(through.mid(0, 5).join(QStringLiteral("; ")))));
    }
};

QTEST_GUILESS_MAIN(TestLayoutCrossings)
#include "tst_layoutcrossings.moc"
