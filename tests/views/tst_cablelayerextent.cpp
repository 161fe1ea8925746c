// The still cable layer's cached picture when the content grows past its top or left edge
// (issue #3). Qt's DeviceCoordinateCache places its pixmap relative to the item's bounds in
// device pixels and keeps it through a geometry change: a rack dropped above the content moved
// the layer's bounds and the cables were drawn away from their ports (found by a tester).

#include "showncanvas.h"
#include "viewsfixture.h"

#include "canvas/cablelayer.h"
#include "canvas/cablelayers.h"
#include "format/designformat.h"

#include <QTest>

using namespace cq;

namespace {

/** "N pixels differ", or "same" (failure messages). */
QString difference(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return QStringLiteral("sizes differ");
    int count = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x)
            count += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
    }
    return count ? QStringLiteral("%1 pixels differ").arg(count) : QStringLiteral("same");
}

} // namespace

class TestCableLayerExtent : public QObject
{
    Q_OBJECT

private slots:
    void cablesStayOnTheirPortsWhenTheContentGrows_data()
    {
        // The A100 2-node sample: Hall A from (0, 0), leaf1 at (600, 140), nodes at y 400.
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QPointF>("at");
        QTest::newRow("a rack above the content") << QStringLiteral("rack") << QPointF(900, 0);
        QTest::newRow("a room to the left") << QStringLiteral("room") << QPointF(-700, 300);
    }

    void cablesStayOnTheirPortsWhenTheContentGrows()
    {
        QFETCH(QString, payload);
        QFETCH(QPointF, at);
        test::ShownCanvas canvas(DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")).design, {872, 600});
        QVERIFY(canvas.exposed);
        canvas.view.resetZoom(); // 100 %: the cable layer is larger than the view, Qt keeps its visible part
        canvas.view.centerOn(600, 300);
        QCoreApplication::processEvents();
        canvas.view.viewport()->grab();
        const QGraphicsItem *still = canvas.scene.cableLayers()->stillLayer();
        const QPointF before = still->boundingRect().topLeft();
        QVERIFY(cqtest::dropOn(&canvas.view, payload, at));
        QVERIFY(still->boundingRect().top() < before.y() || still->boundingRect().left() < before.x()); // the case in question
        QCoreApplication::processEvents();
        const QImage shown = canvas.view.viewport()->grab().toImage();
        // The same moment drawn from scratch, every cache dropped.
        canvas.scene.setItemCaching(false);
        canvas.scene.setItemCaching(true);
        const QImage fresh = canvas.view.viewport()->grab().toImage();
        QVERIFY2(shown == fresh, qPrintable(difference(shown, fresh)));
    }
};

QTEST_MAIN(TestCableLayerExtent)
#include "tst_cablelayerextent.moc"
