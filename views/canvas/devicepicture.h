#pragma once

#include <QPixmapCache>
#include <QRect>
#include <QTransform>

#include <functional>
#include <optional>

class QPainter;
class QPixmap;
class QRectF;
class QWidget;

namespace cq {

/**
 * An item's picture in device pixels, kept in QPixmapCache: QGraphicsItem::DeviceCoordinateCache
 * done by hand, so that the item decides when the picture is stale. Qt's own cache is
 * invalidated by every QGraphicsItem::update(), and QGraphicsItem::setSelected() always calls
 * update() (qgraphicsitem.cpp), so a select all re-rendered 1,664 device pictures only to change
 * their outline; with this class a device keeps its plain picture and draws the selection over
 * it (see DeviceItem::paint).
 *
 * Placement and reuse follow QGraphicsScenePrivate::drawItemHelper (Qt 6, DeviceCoordinateCache),
 * so the pixels are those of Qt's cache: the pixmap covers the bounds mapped to the device plus
 * at least one pixel each side (its size depends on the scale only, not on where the bounds
 * fall within a pixel); it is drawn at that rectangle's integer top-left with an identity
 * transform; it is kept while the painter's transform changes by a translation only (a drag, a
 * scroll, a drop snapped to the grid), and rendered again when the scale changes or
 * invalidate() was called. Rotated or sheared transforms and
 * pictures far larger than the viewport are not cached: draw() returns false and the caller
 * paints directly (Qt would cache only the visible part there; we keep no such case).
 */
class DevicePicture
{
public:
    DevicePicture() = default;
    ~DevicePicture();
    DevicePicture(const DevicePicture &) = delete;
    DevicePicture &operator=(const DevicePicture &) = delete;

    /**
     * Draws the picture of @p bounds (item units) under @p painter's transform, first calling
     * @p render with a painter on a transparent pixmap (same transform up to an integer shift,
     * same render hints) when the picture is stale. @p widget is the viewport (nullptr when
     * rendering elsewhere). False when the picture cannot be cached: paint directly.
     * @p overlay, when set, paints over the picture each time and is kept out of it: it is
     * called with the painter in device pixels (identity world transform) and the transform
     * from item units to those pixels.
     */
    bool draw(QPainter *painter, const QRectF &bounds, const QWidget *widget,
              const std::function<void(QPainter *)> &render,
              const std::function<void(QPainter *, const QTransform &)> &overlay = {});
    /** The content changed: the next draw() renders again. */
    void invalidate() { m_stale = true; }
    /** Drops the pixmap from QPixmapCache (caching switched off, or the item goes). */
    void clear();
    /** How many times draw() has rendered the picture (tests: a selection must not render). */
    int renderCount() const { return m_renders; }

private:
    /**
     * Where the picture goes, device pixels; nullopt when there is nothing to draw, or, with
     * @p direct set, when the caller must paint directly.
     */
    static std::optional<QRect> placement(const QPainter *painter, const QRectF &bounds, const QWidget *widget,
                                          bool *direct);
    /** The cached pixmap, made again by @p make when stale (see the class comment). */
    QPixmap picture(const QPainter *painter, const QRect &deviceRect, const std::function<QPixmap()> &make);
    /** A transparent pixmap of @p deviceRect with @p render's painting, as Qt's cache makes it. */
    static QPixmap rendered(const QPainter *painter, const QRect &deviceRect, const std::function<void(QPainter *)> &render);
    static void blit(QPainter *painter, const QRect &deviceRect, const QPixmap &pix,
                     const std::function<void(QPainter *, const QTransform &)> &overlay);

    QPixmapCache::Key m_key;
    QTransform m_lastTransform;
    bool m_stale = true;
    int m_renders = 0;
};

} // namespace cq
