#include "viewsfixture.h"

#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/devicedots.h"
#include "canvas/deviceitem.h"
#include "canvas/sceneselection.h"
#include "document/clusterdocument.h"

#include <QTest>

using namespace cq;

/**
 * Zoomed far out, the devices as dots of one item (DeviceDots, issue 23), on viewsfixture's
 * smallDesign (node1 at (200, 160), node2 at (500, 160), leaf1 at (360, 420)). At a zoom of
 * 0.005 a server's bounds (200 x 74 units) are 1 x 0.37 pixels and the leaf's lower still: all
 * three are under DeviceDots::MinimumPixels, so Qt skips them and the dots layer draws them.
 */
class TestDeviceDots : public cqtest::CanvasTest
{
    Q_OBJECT

    QUuid node1() const { return m_design.servers[0].id; }

    /** The viewport as painted once the updates queued so far are done. */
    QImage painted() const
    {
        QCoreApplication::processEvents();
        return m_view->viewport()->grab().toImage();
    }
    void zoomTo(double zoom)
    {
        m_view->resetTransform();
        m_view->scale(zoom, zoom);
        m_view->centerOn(500, 300);
    }
    /** The colour of node1's dot in @p image. */
    QRgb node1Dot(const QImage &image) const
    {
        const QRect dot = m_scene->deviceItem(node1())->dotPixels(m_view->viewportTransform());
        return image.pixel(dot.topLeft());
    }

private slots:
    void init()
    {
        QVERIFY(setUpCanvas());
    }

    void cleanup()
    {
        m_canvas.reset();
    }

    void farOutTheDotsLayerDrawsTheDevices()
    {
        zoomTo(0.005);
        const QImage image = painted();
        QCOMPARE(m_scene->minimumRenderSize(), DeviceDots::MinimumPixels);
        QCOMPARE(m_scene->itemIndexMethod(), QGraphicsScene::NoIndex);
        QCOMPARE(m_scene->deviceDots()->lastPaintedDots(), 3);
        QCOMPARE(node1Dot(image), QColor(0x3f, 0x6a, 0xb5).rgb()); // a server's outline blue
    }

    void closerInQtDrawsTheDevicesAgain()
    {
        zoomTo(0.005);
        painted();
        zoomTo(1.0);
        painted();
        QCOMPARE(m_scene->minimumRenderSize(), 0.0);
        QCOMPARE(m_scene->itemIndexMethod(), QGraphicsScene::BspTreeIndex);
        QCOMPARE(m_scene->deviceDots()->lastPaintedDots(), 0);
        // The BSP index covers the scene: the hit test under node1 finds it.
        QCOMPARE(m_scene->items(QPointF(200, 170)).contains(m_scene->deviceItem(node1())), true);
    }

    void selectAllTurnsTheDotsBlue_data()
    {
        QTest::addColumn<int>("lazyFrom");
        QTest::newRow("Qt's flags") << SceneSelection::LazyFrom;
        QTest::newRow("one flag") << 1;
    }

    void selectAllTurnsTheDotsBlue()
    {
        QFETCH(int, lazyFrom);
        zoomTo(0.005);
        painted();
        m_scene->itemSelection()->setLazyFrom(lazyFrom);
        m_scene->selectAll();
        QCOMPARE(node1Dot(painted()), QColor(0x19, 0x76, 0xd2).rgb()); // the selection blue
        m_scene->clearAll();
        QCOMPARE(node1Dot(painted()), QColor(0x3f, 0x6a, 0xb5).rgb());
    }

    void aMovedDeviceDotFollows()
    {
        zoomTo(0.005);
        painted();
        // 1,000 units right: 5 pixels at this zoom, so the dot leaves its old pixel.
        const QRect before = m_scene->deviceItem(node1())->dotPixels(m_view->viewportTransform());
        m_doc->moveObjects({{node1(), QPointF(1200, 160)}});
        const QImage image = painted();
        const QRect after = m_scene->deviceItem(node1())->dotPixels(m_view->viewportTransform());
        QCOMPARE(after.left() - before.left(), 5);
        QCOMPARE(image.pixel(after.topLeft()), QColor(0x3f, 0x6a, 0xb5).rgb());
        QVERIFY(image.pixel(before.topLeft()) != QColor(0x3f, 0x6a, 0xb5).rgb()); // a cable's grey there now
    }
};

QTEST_MAIN(TestDeviceDots)
#include "tst_devicedots.moc"
