#pragma once

#include <QGraphicsItem>
#include <QImage>
#include <QTransform>
#include <QSet>

#include <functional>
#include <optional>

namespace cq {

class CableBundles;
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
 * Zoomed out (no antialiasing, every pen at its 1.2-pixel minimum) a whole repaint of cables
 * all in one style goes through a coverage mask (an image) kept with the cache: select
 * all, which only turns every line blue, tints the mask instead of drawing 25,000 lines again.
 * Without antialiasing a pixel is covered or not, so the picture is the same pixel for pixel.
 * A partial repaint (one server dragged) draws each cable only along the repainted pieces.
 *
 * Origin: the layer draws each cable at its scene line minus origin(), in item coordinates.
 * Normally origin() == pos(). After every cable moved by one offset (select all + drag), the
 * owner moves origin and position together: the cached pixmap still shows each cable where it
 * now is, and Qt re-uses it instead of drawing 25,000 lines again.
 *
 * Large layers (LargeLayer cables and more, the 131,072-GPU design; issue 23): below a scale
 * of BundleLod the still layer draws bundles (CableBundles) instead of cables, and above it
 * every layer draws only the cables its spatial index (setNearSource) finds around the exposed
 * rectangle, so a scroll that exposes a strip draws the cables crossing the strip. Smaller
 * layers are drawn as before, every cable tested against the exposed rectangle.
 *
 * Not hit-testable (empty shape): CableLayers picks cables itself.
 */
class CableLayer : public QGraphicsItem
{
public:
    enum { Type = UserType + 6 };

    /** Draws the cables of @p cables (kept up to date by the owner); cached when @p cached. */
    CableLayer(const QSet<CableItem *> *cables, bool cached, qreal z);

    /** Layers with at least this many cables use the spatial index and, zoomed out, bundles. */
    static constexpr int LargeLayer = 50000;
    /** Below this scale a large still layer draws bundles (at 8 x the fit of the 131,072-GPU
     *  design, 0.024, a 20-pixel strip of a scroll crossed 32,682 cables). Layers under
     *  LargeLayer cables, every ordinary design, never draw bundles. */
    static constexpr double BundleLod = 0.05;

    int type() const override { return Type; }
    /** The cables of this layer near a rectangle (scene units), for large layers (see the class comment). */
    void setNearSource(std::function<QList<CableItem *>(const QRectF &)> near) { m_near = std::move(near); }
    /** Bundles drawn zoomed out (the still layer's; null: none). */
    void setBundles(CableBundles *bundles) { m_bundles = bundles; }
    /** True when a paint at @p lod draws bundles. */
    bool drawsBundles(double lod) const;
    /** The area the layer may draw in, scene units relative to the layer's position. */
    void setExtent(const QRectF &extent);
    /** Repaints @p sceneRect (a cable appeared, moved, changed style or left). */
    void invalidate(const QRectF &sceneRect);
    /** Repaints the strip along @p line (scene units), @p margin wide on each side, in short pieces. */
    void invalidateAlong(const QLineF &line, double margin);

    /** Scene point drawn at the layer's (0, 0): see the class comment. */
    QPointF origin() const { return m_origin; }
    /** Moves origin and position to @p origin together (the cached picture stays valid). */
    void setOrigin(const QPointF &origin);

    QRectF boundingRect() const override { return m_extent; }
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Lines (or stretches of lines) painted by the last paint() call (for the benchmark and tests). */
    int lastPaintedLines() const { return m_lastPainted; }
    /** How many times the coverage mask was drawn line by line (tests: a recolour must not). */
    int maskRenders() const { return m_maskRenders; }

private:
    /** What the coverage mask was drawn from: device size, transform, pen width, the lines. */
    struct MaskKey {
        QSize size;
        QTransform transform; ///< layer units (lines relative to the origin) to the pixmap's pixels
        double width = 0;
        qsizetype lines = 0;
        size_t linesHash = 0; ///< of the lines relative to the origin, at 1/64 unit
        /** The same picture: all equal but for a translation under one pixel (see the .cpp). */
        bool sameLines(const MaskKey &other) const;
    };
    /**
     * While Qt caches only the visible part of the layer: the viewport in scene units, where
     * every line is cut before it is drawn (see the .cpp); otherwise nothing.
     */
    std::optional<QRectF> visibleCut(const QPainter *painter) const;
    /**
     * Draws @p lines in @p color through a cached coverage mask (device pixels); false when
     * the painter is not Qt's raster item cache, and nothing was drawn.
     */
    bool paintThroughMask(QPainter *painter, const QList<QLineF> &lines, const QColor &color, double width);

    /** The bundles meeting @p exposed (scene units) at @p lod; returns how many were drawn. */
    int paintBundles(QPainter *painter, const QRectF &exposed, double lod);

    const QSet<CableItem *> *m_cables;
    std::function<QList<CableItem *>(const QRectF &)> m_near;
    CableBundles *m_bundles = nullptr;
    QImage m_mask;      ///< the lines of the last one-style repaint, in m_maskTint
    QRgb m_maskTint = 0; ///< their colour, premultiplied
    MaskKey m_maskKey;
    int m_maskRenders = 0;
    QRectF m_extent;
    QPointF m_origin;
    int m_lastPainted = 0;
};

} // namespace cq
