#pragma once

#include <QHash>
#include <QList>
#include <QPoint>
#include <QRectF>

namespace cq {

class CableItem;

/**
 * A uniform grid over the canvas for finding cables near a point or in a rectangle without
 * testing all of them: each cable is filed under every cell its line passes through (cells
 * of CellUnits scene units), so a click tests the few cables of one or two cells.
 */
class CablePickGrid
{
public:
    static constexpr double CellUnits = 200;

    void clear()
    {
        m_cells.clear();
        m_origin = {};
    }
    /** Files @p cable under the cells its line (grown by its pick margin) touches. */
    void add(CableItem *cable);
    /** The cables filed under the cells @p rect touches, each once. */
    QList<CableItem *> candidates(const QRectF &rect) const;
    /**
     * Every filed line moved by @p offset (a drop after dragging everything): the cells stay
     * as they are, relative to an origin moved by as much, instead of 24,576 lines filed again.
     */
    void shift(const QPointF &offset) { m_origin += offset; }

private:
    /** The cell of scene point @p p: cells are counted from m_origin. */
    QPoint cellOf(const QPointF &p) const;
    QHash<QPoint, QList<CableItem *>> m_cells;
    QPointF m_origin;
};

} // namespace cq
