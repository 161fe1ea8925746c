#pragma once

#include <QGraphicsItem>
#include <QSet>

namespace cq {

class CableItem;

/**
 * Paints a set of cables (owned by CableLayers) in one item: plain cables, cables with a
 * problem in the severity colour with a badge in the middle, selected cables in blue and
 * wider. Batched drawLines per style, clipped to the exposed rectangle. The still layer
 * uses a DeviceCoordinateCache: once drawn, a frame (and a move of the whole layer, as when
 * everything is dragged) blits a pixmap instead of drawing 25,000 lines; only the part
 * around a changed cable is drawn again.
 *
 * Pens are at least 1.2 device pixels wide: Qt's raster engine draws hairlines (up to 1 px)
 * through a path several times slower than wider ones (measured 0.9 s against 0.14 s for
 * 25,000 long lines). Antialiasing only from a scale of 0.75 up; below a scale of 0.5 plain
 * cables are drawn in a lighter grey, so that the boxes stand out of the mass of lines.
 *
 * Not hit-testable (empty shape): CableLayers picks cables itself.
 */
class CableLayer : public QGraphicsItem
{
public:
    enum { Type = UserType + 6 };

    /** Draws the cables of @p cables (kept up to date by the owner); cached when @p cached. */
    CableLayer(const QSet<CableItem *> *cables, bool cached, qreal z);

    int type() const override { return Type; }
    /** The area the layer may draw in, scene units relative to the layer's position. */
    void setExtent(const QRectF &extent);
    /** Repaints @p sceneRect (a cable appeared, moved, changed style or left). */
    void invalidate(const QRectF &sceneRect);

    QRectF boundingRect() const override { return m_extent; }
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Lines painted by the last paint() call (for the benchmark and tests). */
    int lastPaintedLines() const { return m_lastPainted; }

private:
    const QSet<CableItem *> *m_cables;
    QRectF m_extent;
    int m_lastPainted = 0;
};

} // namespace cq
