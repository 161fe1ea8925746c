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

/**
 * Where ports sit (PortPlacement): a switch's uplinks on its top edge, so a leaf's spine cables
 * leave upwards. The check that no cable of a generated layout runs through a box is not here
 * yet: the one-row layout that passed it for the 2-tier 16-node design made the 512-server
 * canvas's tinted cable picture differ from a fresh draw by 7 pixels (tst_canvasscale), and was
 * taken back until that is understood.
 */
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
};

QTEST_GUILESS_MAIN(TestLayoutCrossings)
#include "tst_layoutcrossings.moc"
