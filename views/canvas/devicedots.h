#pragma once

#include <QGraphicsItem>
#include <QHash>
#include <QList>
#include <QUuid>

namespace cq {

class DeviceItem;

/**
 * Zoomed far out (issue 23), the devices smaller than a pixel drawn by one item: each is one
 * fill of whole device pixels in its outline colour (blue when selected, the severity colour
 * with a problem), batched into one drawRects() per colour.
 *
 * The view sets the scene's QGraphicsScene::minimumRenderSize to MinimumPixels below a zoom of
 * Zoom (DesignView::paintEvent), and Qt then skips every item whose bounding box is narrower or
 * lower than that, before its paint() and the bookkeeping it does for each item it draws. This
 * item draws the devices Qt skips (with a margin: one that Qt draws covers its dot with its
 * own picture), so none disappears; at larger zooms, and for a scene without that minimum, it
 * draws nothing.
 *
 * It reads the devices from a compact copy (scene rectangles and colours, 1.9 MB for the
 * 131,072-GPU design's 26,624 devices), made again after a device told invalidate() of a move,
 * a new layout, a selection or problem change, or the scene of one added or removed: reading
 * the items themselves, scattered over the heap, took 17 ms a repaint, where the copy takes
 * about one. Select all kept as one flag (SceneSelection) changes no device and so no copy.
 *
 * Not hit-testable (empty shape): clicks and rubber bands reach the device items, which Qt's
 * hit tests still find however small they are drawn.
 */
class DeviceDots : public QGraphicsItem
{
public:
    enum { Type = UserType + 7 };
    /** The scene's minimum render size, device pixels, below Zoom. */
    static constexpr double MinimumPixels = 1.0;
    /** The view zoom below which the minimum applies (devices are a few pixels there). */
    static constexpr double Zoom = 0.02;

    /**
     * Draws the devices of @p devices (the scene's, kept up to date by SceneMirror), all
     * selected while *@p allSelected (SceneSelection::allFlag).
     */
    DeviceDots(const QHash<QUuid, DeviceItem *> *devices, const bool *allSelected);

    int type() const override { return Type; }
    /** A device changed, came or went: the copy is made again at the next paint. */
    void invalidate() { m_valid = false; }
    /** The area the devices lie in, scene units (the scene's content). */
    void setExtent(const QRectF &extent);
    QRectF boundingRect() const override { return m_extent; }
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Devices drawn by the last paint() (for tests and the benchmark). */
    int lastPaintedDots() const { return m_lastPainted; }

private:
    /** One device as the last copy saw it. */
    struct Dot {
        QRectF bounds; ///< DeviceItem::boundingRect() in the scene: what Qt measures
        QRectF box;    ///< the drawn box in the scene
        QRgb plain;    ///< DeviceItem::dotColor(false)
        bool selected; ///< Qt's selection flag
    };
    void copyDevices();

    const QHash<QUuid, DeviceItem *> *m_devices;
    const bool *m_allSelected;
    QList<Dot> m_dots;
    bool m_valid = false;
    QRectF m_extent;
    int m_lastPainted = 0;
};

} // namespace cq
