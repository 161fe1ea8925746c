#include "editor/aligntool.h"

#include <QTest>

using namespace cq;

namespace {
// Three boxes: A (0, 0, 100 x 50) centre (50, 25); B (200, 100, 60 x 40) centre (230, 120);
// C (500, 30, 40 x 80) centre (520, 70). Model positions are the centres, as for devices.
const QUuid A = QUuid::createUuid();
const QUuid B = QUuid::createUuid();
const QUuid C = QUuid::createUuid();
QList<AlignTool::Box> boxes()
{
    return {{A, QRectF(0, 0, 100, 50), QPointF(50, 25)},
            {B, QRectF(200, 100, 60, 40), QPointF(230, 120)},
            {C, QRectF(500, 30, 40, 80), QPointF(520, 70)}};
}
} // namespace

/** Align and distribute, checked against positions worked out by hand. */
class TestAlignTool : public QObject
{
    Q_OBJECT
private slots:
    void arrange_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QList<QPointF>>("expected"); // new model positions of A, B, C (unmoved: as before)
        using Mode = AlignTool::Mode;
        // Bounding box: left 0, right 540, top 0, bottom 140, centre (270, 70).
        // Left: B's left 200 -> 0 moves it by -200 to (30, 120); C by -500 to (20, 70).
        QTest::newRow("left") << int(Mode::Left) << QList<QPointF>{{50, 25}, {30, 120}, {20, 70}};
        // Centre x 270: A +220 -> (270, 25), B +40 -> (270, 120), C -250 -> (270, 70).
        QTest::newRow("centre") << int(Mode::HorizontalCentre) << QList<QPointF>{{270, 25}, {270, 120}, {270, 70}};
        // Right 540: A right 100 -> +440 (490, 25); B right 260 -> +280 (510, 120); C stays.
        QTest::newRow("right") << int(Mode::Right) << QList<QPointF>{{490, 25}, {510, 120}, {520, 70}};
        // Top 0: B -100 -> (230, 20); C -30 -> (520, 40).
        QTest::newRow("top") << int(Mode::Top) << QList<QPointF>{{50, 25}, {230, 20}, {520, 40}};
        // Bottom 140: A bottom 50 -> +90 (50, 115); B stays (bottom 140); C bottom 110 -> +30 (520, 100).
        QTest::newRow("bottom") << int(Mode::Bottom) << QList<QPointF>{{50, 115}, {230, 120}, {520, 100}};
        // Distribute horizontally: span 0..540, widths 100 + 60 + 40 = 200, gap (540 - 200) / 2 = 170:
        // B's left goes to 100 + 170 = 270, +70 -> centre (300, 120); A and C stay.
        QTest::newRow("distribute x") << int(Mode::DistributeHorizontally) << QList<QPointF>{{50, 25}, {300, 120}, {520, 70}};
        // Distribute vertically by centre order A (25), C (70), B (120): span 0..140, heights 50 + 80 + 40
        // = 170 > 140, gap (140 - 170) / 2 = -15: C's top to 50 - 15 = 35, +5 -> (520, 75); B stays last.
        QTest::newRow("distribute y") << int(Mode::DistributeVertically) << QList<QPointF>{{50, 25}, {230, 120}, {520, 75}};
    }
    void arrange()
    {
        QFETCH(int, mode);
        QFETCH(QList<QPointF>, expected);
        const QHash<QUuid, QPointF> moved = AlignTool::arrange(boxes(), AlignTool::Mode(mode));
        const QList<AlignTool::Box> before = boxes();
        for (int i = 0; i < 3; ++i)
            QCOMPARE(moved.value(before[i].id, before[i].pos), expected[i]);
        // Only boxes that move are listed.
        for (int i = 0; i < 3; ++i)
            QCOMPARE(moved.contains(before[i].id), expected[i] != before[i].pos);
    }

    void tooFewBoxesMoveNothing()
    {
        QVERIFY(AlignTool::arrange(boxes().mid(0, 1), AlignTool::Mode::Left).isEmpty());
        QVERIFY(AlignTool::arrange(boxes().mid(0, 2), AlignTool::Mode::DistributeHorizontally).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAlignTool)
#include "tst_aligntool.moc"
