#pragma once

#include <QColor>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSet>

class QPainter;

namespace cq {

class CableItem;

/**
 * Zoomed far out, a large cable layer drawn as bundles (issue 23's level of detail): the cables
 * whose two ends fall into the same two cells of a grid of about 48 device pixels, with the same
 * tier pair and problem state, are one line between the mean positions of their ends, wider
 * and stronger the more cables it holds (width 1.5 + log2(count) / 4 pixels up to 3, strength
 * from 20 % for one cable to 60 % for 64 and more), drawn in order of strength, so that the
 * dense bundles lie on top of the sparse ones. The strength is mixed with the canvas colour
 * into an opaque pen: Qt's raster engine blends a translucent line span by span through its
 * thread pool, 10 to 20 times slower than filling an opaque one (1,200 lines across a 1600 x
 * 1000 view: 115-190 ms against 10 ms, measured with 110,000 context switches against 12), which
 * was most of a select all's repaint and of a pan frame at 8 x the fitted zoom of the
 * 131,072-GPU design. Colour by tier pair, so the tiers read
 * even where bundles overlap: server to leaf slate, leaf to spine teal, spine to core and up
 * indigo; errors and warnings in their severity colours; selected cables blue on top (width by
 * the selected count). The 131,072-GPU design's 393,216 cables are about 1,200 bundles at its
 * fitted zoom, and what a repaint draws no longer grows with the cables.
 *
 * Built from the layer's cables when first drawn at a cell size, and again only after a cable
 * joined, left, moved or changed its problem state (invalidate()); selection counts are kept
 * cable by cable (selectionChanged) or for all at once (setAllSelected), so select all draws
 * 1,200 lines, not 393,216.
 */
class CableBundles
{
public:
    /** Grid cell, scene units, for drawing at @p lod: the power of two nearest to 48 device pixels. */
    static double cellUnitsFor(double lod);

    /** The cables changed (joined, left, moved, changed their problems): rebuilt when next drawn. */
    void invalidate() { m_valid = false; }
    /** Bundles @p cables at @p cellUnits unless that is what they are already. */
    void update(const QSet<CableItem *> &cables, double cellUnits);
    /** One cable of the bundled set was selected (or deselected, @p selected false). */
    void selectionChanged(const CableItem *cable, bool selected);
    /** Every cable of the bundled set was selected (or none is). */
    void setAllSelected(bool selected);
    /** Every bundled line moved by @p offset (a drop after dragging everything). */
    void shift(const QPointF &offset);
    /**
     * Draws the bundles meeting @p exposed (scene units) at @p lod, each pen's strength mixed
     * with @p paper (the colour behind the layer) into an opaque colour; returns how many lines
     * it drew.
     */
    int paint(QPainter *painter, const QRectF &exposed, double lod, const QColor &paper) const;
    /** The bundles, valid after update() (for tests). */
    qsizetype count() const { return m_valid ? m_bundles.size() : 0; }

private:
    struct Bundle {
        QPointF sumA; ///< sum of the cables' ends in the first cell (mean = sum / count)
        QPointF sumB;
        int count = 0;
        int selected = 0;
        quint8 tier = 0;     ///< 0 server to leaf, 1 leaf to spine, 2 spine to core and up
        quint8 severity = 0; ///< 0 none, 1 warning, 2 error
    };
    QList<Bundle> m_bundles;
    double m_cellUnits = 0;
    bool m_valid = false;
};

} // namespace cq
