#pragma once

#include <QHash>
#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QVarLengthArray>

namespace cq {

class CableItem;

/**
 * A spatial index of the cables for finding those near a point or in a rectangle without
 * testing all of them: a hierarchy of loose grids (cells of CellUnits scene units at level 0,
 * four times wider at each level up). A cable's line is cut into up to MaxPieces pieces of
 * about PieceUnits; each piece is filed once, under the cell of its bounds' centre at the lowest
 * level whose cells are at least as large as the piece, so the piece lies within half a cell of
 * that cell. A query visits, at each level, the cells within half a cell of the rectangle, and
 * returns each cable once. The 131,072-GPU design's cables run up to 300,000 units: filing each
 * under every 200-unit cell it crosses (the grid before) would have made some 60 million
 * entries, and filing it whole would return every long cable for a small rectangle.
 *
 * Kept up to date cable by cable (add, remove, moved) once built; CableLayers builds it when
 * first asked. The painting of large cable layers (CableLayer) and the mouse (cableAt) use it.
 */
class CablePickGrid
{
public:
    static constexpr double CellUnits = 200;
    static constexpr int Levels = 8; ///< the top level's cells are 200 x 4^7 = 3.3 million units
    static constexpr double PieceUnits = 1600;
    static constexpr int MaxPieces = 16;

    void clear();
    /** Files @p cable by its current bounds. */
    void add(CableItem *cable);
    /** Takes @p cable out (no effect when it is not filed). */
    void remove(CableItem *cable);
    /** Files @p cable again after its line changed (when its cell changed). */
    void moved(CableItem *cable);
    /** The cables with a piece filed near @p rect (each once; a superset of those whose line meets it). */
    QList<CableItem *> candidates(const QRectF &rect);
    /**
     * Every filed cable moved by @p offset (a drop after dragging everything): the cells stay
     * as they are, relative to an origin moved by as much, instead of every line filed again.
     */
    void shift(const QPointF &offset) { m_origin += offset; }
    qsizetype size() const { return m_count; }

private:
    /** The level and cell for @p bounds (scene units), packed into one key. */
    quint64 keyFor(const QRectF &bounds) const;
    static quint64 pack(int level, qint64 x, qint64 y);
    /** The keys of @p line's pieces (see the class comment). */
    QVarLengthArray<quint64, MaxPieces> keysFor(const QLineF &line) const;
    /** Takes entry @p i of @p cable out of its cell. */
    void removeEntry(CableItem *cable, int i);

    struct Filed {
        CableItem *cable;
        int entry; ///< which of the cable's entries (CableItem::m_grid)
    };
    QHash<quint64, QList<Filed>> m_cells;
    quint32 m_visit = 0; ///< the current query's mark (CableItem::m_gridVisit)
    int m_perLevel[Levels] = {}; ///< non-empty cells at each level
    QPointF m_origin;
    qsizetype m_count = 0;
};

} // namespace cq
