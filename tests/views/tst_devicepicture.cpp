// DeviceItem's own device-pixel pictures (DevicePicture), issue #3 "Scale": the plain picture
// must be pixel for pixel what Qt's DeviceCoordinateCache showed before, selecting must not
// render it again, and the selected look may differ from the old one only along the outline.

#include "showncanvas.h"

#include "canvas/deviceitem.h"
#include "format/designformat.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cq;

namespace {

/** A sample design (4 H100 servers, their switches and cables) on a shown 1200 x 800 view. */
struct SampleCanvas : test::ShownCanvas {
    bool ready = false;

    SampleCanvas()
        : ShownCanvas(DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/h100-4node-ib.cqd")).design, {1200, 800})
    {
        ready = exposed && scene.deviceItems().size() >= 5;
    }

    /** The device items, by name (the scene keeps them in a hash). */
    QList<DeviceItem *> devices() const
    {
        QList<DeviceItem *> list = scene.deviceItems().values();
        std::sort(list.begin(), list.end(), [](const DeviceItem *a, const DeviceItem *b) { return a->name() < b->name(); });
        return list;
    }

    /** The first server by name (the picture tests look at it at 100 %). */
    DeviceItem *firstServer() const
    {
        for (DeviceItem *device : devices()) {
            if (device->kind() == DeviceItem::Kind::Server)
                return device;
        }
        return nullptr;
    }

    /** 100 % on the first server, or the whole design at @p scale (below 0.4: no text). */
    void zoom(double scale)
    {
        view.setTransform(QTransform::fromScale(scale, scale));
        view.centerOn(firstServer());
        QCoreApplication::processEvents();
    }

    /** Hides rooms and cable layers: the cables' antialiased pieces have tests of their own. */
    void showDevicesOnly()
    {
        for (QGraphicsItem *item : scene.items()) {
            if (item->type() != DeviceItem::Type)
                item->setVisible(false);
        }
    }

    QImage grab() { return view.viewport()->grab().toImage(); }

    /** The same frame painted through Qt's DeviceCoordinateCache, as before the own pictures. */
    QImage grabThroughQtCache()
    {
        for (DeviceItem *device : scene.deviceItems()) {
            device->setPictureCaching(false);
            device->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        }
        const QImage image = grab();
        for (DeviceItem *device : scene.deviceItems()) {
            device->setCacheMode(QGraphicsItem::NoCache);
            device->setPictureCaching(true);
        }
        return image;
    }

    QList<int> plainRenders() const
    {
        QList<int> counts;
        for (const DeviceItem *device : scene.deviceItems())
            counts.append(device->pictureRenderCount());
        return counts;
    }

    /**
     * True when the centre of pixel @p p (viewport) lies within @p reach pixels of a device's
     * outline: its box, with corners rounded by @p radius scene units (DeviceItem's 6 at 100 %,
     * none below the 0.4 level of detail).
     */
    bool nearAnOutline(QPoint p, double reach, double radius) const
    {
        const double scale = view.transform().m11();
        const QPointF scenePos = view.mapToScene(p) + QPointF(0.5, 0.5) / scale;
        for (const DeviceItem *device : scene.deviceItems()) {
            const QPointF q = device->mapFromScene(scenePos);
            const QRectF box = device->box();
            // Distance to the rounded rectangle's outline, scene units: in a corner square, to the
            // corner's arc; elsewhere to the nearest straight side (inside) or the box (outside).
            const double cx = qBound(box.left() + radius, q.x(), box.right() - radius);
            const double cy = qBound(box.top() + radius, q.y(), box.bottom() - radius);
            double distance = 0;
            if (radius > 0 && (q.x() < box.left() + radius || q.x() > box.right() - radius)
                && (q.y() < box.top() + radius || q.y() > box.bottom() - radius)) {
                distance = std::abs(std::hypot(q.x() - cx, q.y() - cy) - radius);
            } else if (box.contains(q)) {
                distance = std::min({q.x() - box.left(), box.right() - q.x(), q.y() - box.top(), box.bottom() - q.y()});
            } else {
                distance = std::hypot(std::max({box.left() - q.x(), 0.0, q.x() - box.right()}),
                                      std::max({box.top() - q.y(), 0.0, q.y() - box.bottom()}));
            }
            if (distance * scale <= reach)
                return true;
        }
        return false;
    }
};

/** "N pixels differ within (x, y, w, h)", or "same" (failure messages). */
QString difference(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return QStringLiteral("sizes differ");
    QRect bounds;
    int count = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            if (a.pixel(x, y) != b.pixel(x, y)) {
                bounds |= QRect(x, y, 1, 1);
                ++count;
            }
        }
    }
    if (count == 0)
        return QStringLiteral("same");
    return QStringLiteral("%1 pixels differ within (%2, %3, %4 x %5)")
        .arg(count).arg(bounds.x()).arg(bounds.y()).arg(bounds.width()).arg(bounds.height());
}

} // namespace

class TestDevicePicture : public QObject
{
    Q_OBJECT

private slots:
    void plainPictureIsQtsCachePixelForPixel_data()
    {
        QTest::addColumn<double>("scale");
        QTest::newRow("100 %") << 1.0;
        QTest::newRow("50 %") << 0.5;
        QTest::newRow("25 %, below the text level of detail") << 0.25;
        QTest::newRow("7 %, devices a few pixels wide") << 0.07;
    }

    void plainPictureIsQtsCachePixelForPixel()
    {
        QFETCH(double, scale);
        SampleCanvas canvas;
        QVERIFY(canvas.ready);
        // One device with a problem: its badge and (zoomed out) its tinted box are in the picture.
        canvas.devices().at(1)->setProblems(Severity::Error, {QStringLiteral("test")});
        canvas.zoom(scale);
        const QImage own = canvas.grab();
        QVERIFY(own == canvas.grabThroughQtCache());
    }

    void selectingRendersNoPlainPictureAgain_data()
    {
        QTest::addColumn<double>("scale");
        QTest::newRow("100 %") << 1.0;
        QTest::newRow("25 %") << 0.25;
    }

    void selectingRendersNoPlainPictureAgain()
    {
        QFETCH(double, scale);
        SampleCanvas canvas;
        QVERIFY(canvas.ready);
        canvas.zoom(scale);
        canvas.showDevicesOnly();
        const QImage before = canvas.grab();
        const QList<int> rendered = canvas.plainRenders();
        QVERIFY(!rendered.contains(0) || scale == 1.0); // zoomed out every device is on screen
        canvas.scene.selectAll();
        const QImage selected = canvas.grab();
        QVERIFY(selected != before);
        QCOMPARE(canvas.plainRenders(), rendered);
        // At 100 % each device on screen made its selected picture once, from the plain one;
        // zoomed out the frame is filled over the plain picture and no picture is made.
        int made = 0;
        for (const DeviceItem *device : canvas.scene.deviceItems()) {
            QVERIFY(device->selectedPictureRenderCount() <= 1);
            made += device->selectedPictureRenderCount();
        }
        if (scale == 1.0)
            QVERIFY(made >= 3); // leaf1, node1-3 shown
        else
            QCOMPARE(made, 0);
        // A second repaint of the selection renders nothing either.
        const QImage again = canvas.grab();
        QVERIFY2(again == selected, qPrintable(difference(again, selected)));
        QCOMPARE(canvas.plainRenders(), rendered);
        canvas.scene.clearAll();
        const QImage after = canvas.grab();
        QVERIFY2(after == before, qPrintable(difference(after, before))); // deselecting shows the plain pictures again, unchanged
        QCOMPARE(canvas.plainRenders(), rendered);
    }

    void selectedLookDiffersOnlyAlongTheOutline_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<double>("reach");
        QTest::addColumn<double>("radius");
        // 100 %: the 3-unit pen drawn over the 1.5-unit outline blends with it only at its
        // antialiased rim, 1.5 units from the path, and a pixel centre is within 0.71 px of any
        // point of its pixel: 1.5 + 0.71 < 2.25 px. Zoomed out: whole pixels, the outer one of
        // either frame at most 1.5 units + 1 rounded pixel out, the inner at most the pen + 1
        // pixel in: 3 x 0.25 + 1 + 0.71 < 2.5 px at 25 %, 3 x 0.07 + 1.71 < 2 px at 7 %.
        QTest::newRow("100 %") << 1.0 << 2.25 << 6.0;
        QTest::newRow("25 %") << 0.25 << 2.5 << 0.0;
        QTest::newRow("7 %") << 0.07 << 2.0 << 0.0;
    }

    void selectedLookDiffersOnlyAlongTheOutline()
    {
        QFETCH(double, scale);
        QFETCH(double, reach);
        QFETCH(double, radius);
        SampleCanvas canvas;
        QVERIFY(canvas.ready);
        canvas.zoom(scale);
        canvas.scene.selectAll();
        const QImage own = canvas.grab();
        const QImage old = canvas.grabThroughQtCache();
        QCOMPARE(own.size(), old.size());
        int differing = 0;
        int blue = 0;
        for (int y = 0; y < own.height(); ++y) {
            for (int x = 0; x < own.width(); ++x) {
                blue += own.pixel(x, y) == qRgb(0x19, 0x76, 0xd2) ? 1 : 0; // DeviceItem's highlight
                if (own.pixel(x, y) == old.pixel(x, y))
                    continue;
                ++differing;
                QVERIFY2(canvas.nearAnOutline(QPoint(x, y), reach, radius),
                         qPrintable(QStringLiteral("pixel %1,%2 differs away from every outline").arg(x).arg(y)));
            }
        }
        QVERIFY(blue > 0); // the selection shows
        qDebug("%d pixels differ along the outlines, %d in the highlight blue", differing, blue);
    }

    void aContentChangeRendersAgain()
    {
        SampleCanvas canvas;
        QVERIFY(canvas.ready);
        canvas.zoom(1.0);
        DeviceItem *server = canvas.firstServer();
        const QImage before = canvas.grab();
        const int renders = server->pictureRenderCount();
        QVERIFY(renders > 0);
        server->setHighlightedPort(0); // a blue port outline while a cable is dragged over it
        const QImage highlighted = canvas.grab();
        QCOMPARE(server->pictureRenderCount(), renders + 1);
        QVERIFY(highlighted != before);
        // A drag moves the picture: no render for a translation.
        server->moveBy(40, 0);
        canvas.grab();
        QCOMPARE(server->pictureRenderCount(), renders + 1);
        server->moveBy(-40, 0);
        const QImage back = canvas.grab();
        QVERIFY2(back == canvas.grabThroughQtCache(), qPrintable(difference(back, highlighted)));
    }

    void aMoveByAFractionOfAPixelRendersNothing_data()
    {
        QTest::addColumn<double>("scale");
        QTest::newRow("13 %") << 0.13;
        QTest::newRow("37 %") << 0.37;
        QTest::newRow("100 %") << 1.0;
    }

    void aMoveByAFractionOfAPixelRendersNothing()
    {
        // A drop snapped to the grid moves devices by fractions of a pixel. Rounding the
        // corners of their bounds (as Qt's cache does) would change some pictures' size by a
        // pixel, whichever way they round, and render them again: the size depends on the
        // scale alone.
        QFETCH(double, scale);
        SampleCanvas canvas;
        QVERIFY(canvas.ready);
        canvas.zoom(scale);
        canvas.showDevicesOnly();
        canvas.grab();
        const QList<int> rendered = canvas.plainRenders();
        for (const double pixels : {0.25, 0.5, 0.75, 0.5, 0.3, 0.6}) {
            for (DeviceItem *device : canvas.scene.deviceItems())
                device->moveBy(pixels / scale, pixels / scale);
            canvas.grab();
            QCOMPARE(canvas.plainRenders(), rendered);
        }
    }

    void switchingCachingOffDropsThePictures()
    {
        SampleCanvas canvas;
        QVERIFY(canvas.ready);
        canvas.zoom(1.0);
        canvas.showDevicesOnly();
        const QImage cached = canvas.grab();
        canvas.scene.setItemCaching(false); // export: vectors, every frame painted directly
        const int renders = canvas.firstServer()->pictureRenderCount();
        canvas.grab();
        QCOMPARE(canvas.firstServer()->pictureRenderCount(), renders);
        canvas.scene.setItemCaching(true);
        const QImage again = canvas.grab();
        QVERIFY2(again == cached, qPrintable(difference(again, cached)));
        QCOMPARE(canvas.firstServer()->pictureRenderCount(), renders + 1);
    }
};

QTEST_MAIN(TestDevicePicture)
#include "tst_devicepicture.moc"
