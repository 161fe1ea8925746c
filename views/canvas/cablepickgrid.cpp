#include "cablepickgrid.h"

#include "cableitem.h"

#include <cmath>

namespace cq {

namespace {
constexpr int CoordBits = 28; // cells -2^27 .. 2^27 per axis at every level
constexpr qint64 CoordMask = (qint64(1) << CoordBits) - 1;
constexpr qint64 CoordBias = qint64(1) << (CoordBits - 1);

double cellUnits(int level)
{
    return CablePickGrid::CellUnits * double(qint64(1) << (2 * level));
}

int levelOf(quint64 key)
{
    return int(key >> (2 * CoordBits));
}
} // namespace

quint64 CablePickGrid::pack(int level, qint64 x, qint64 y)
{
    return (quint64(level) << (2 * CoordBits)) | (quint64((x + CoordBias) & CoordMask) << CoordBits)
        | quint64((y + CoordBias) & CoordMask);
}

quint64 CablePickGrid::keyFor(const QRectF &bounds) const
{
    const double extent = qMax(bounds.width(), bounds.height());
    int level = 0;
    while (level < Levels - 1 && cellUnits(level) < extent)
        ++level;
    const double size = cellUnits(level);
    const QPointF centre = bounds.center() - m_origin;
    return pack(level, qint64(std::floor(centre.x() / size)), qint64(std::floor(centre.y() / size)));
}

QVarLengthArray<quint64, CablePickGrid::MaxPieces> CablePickGrid::keysFor(const QLineF &line) const
{
    // A piece's bounds grown by the cable's margin (its badge and pick width).
    constexpr double m = CableItem::BoundsMargin;
    const int pieces = qBound(1, int(std::ceil(line.length() / PieceUnits)), MaxPieces);
    QVarLengthArray<quint64, MaxPieces> keys;
    for (int i = 0; i < pieces; ++i) {
        const QRectF piece = QRectF(line.pointAt(double(i) / pieces), line.pointAt(double(i + 1) / pieces)).normalized();
        const quint64 key = keyFor(piece.adjusted(-m, -m, m, m));
        if (!keys.contains(key))
            keys.append(key);
    }
    return keys;
}

void CablePickGrid::clear()
{
    for (const QList<Filed> &cell : std::as_const(m_cells)) {
        for (const Filed &filed : cell)
            filed.cable->m_grid.clear();
    }
    m_cells.clear();
    std::fill(std::begin(m_perLevel), std::end(m_perLevel), 0);
    m_origin = {};
    m_count = 0;
}

void CablePickGrid::add(CableItem *cable)
{
    if (!cable->m_grid.isEmpty())
        return;
    for (const quint64 key : keysFor(cable->line())) {
        QList<Filed> &cell = m_cells[key];
        if (cell.isEmpty())
            ++m_perLevel[levelOf(key)];
        cable->m_grid.append({key, int(cell.size())});
        cell.append({cable, int(cable->m_grid.size() - 1)});
    }
    ++m_count;
}

void CablePickGrid::removeEntry(CableItem *cable, int i)
{
    const CableItem::GridEntry entry = cable->m_grid.at(i);
    const auto it = m_cells.find(entry.key);
    QList<Filed> &cell = it.value();
    // Swapped with the last one: O(1) however full the cell.
    const Filed last = cell.takeLast();
    if (last.cable != cable || last.entry != i) {
        cell[entry.slot] = last;
        last.cable->m_grid[last.entry].slot = entry.slot;
    }
    if (cell.isEmpty()) {
        --m_perLevel[levelOf(entry.key)];
        m_cells.erase(it);
    }
}

void CablePickGrid::remove(CableItem *cable)
{
    if (cable->m_grid.isEmpty())
        return;
    for (int i = int(cable->m_grid.size()) - 1; i >= 0; --i)
        removeEntry(cable, i);
    cable->m_grid.clear();
    --m_count;
}

void CablePickGrid::moved(CableItem *cable)
{
    if (cable->m_grid.isEmpty())
        return;
    const QVarLengthArray<quint64, MaxPieces> keys = keysFor(cable->line());
    bool same = keys.size() == cable->m_grid.size();
    for (int i = 0; same && i < keys.size(); ++i)
        same = keys.at(i) == cable->m_grid.at(i).key;
    if (same)
        return;
    remove(cable);
    add(cable);
}

QList<CableItem *> CablePickGrid::candidates(const QRectF &rect)
{
    QList<CableItem *> result;
    const quint32 visit = ++m_visit;
    const auto take = [&result, visit](const QList<Filed> &cell) {
        for (const Filed &filed : cell) {
            if (filed.cable->m_gridVisit != visit) {
                filed.cable->m_gridVisit = visit;
                result.append(filed.cable);
            }
        }
    };
    const QRectF r = rect.translated(-m_origin);
    for (int level = 0; level < Levels; ++level) {
        if (m_perLevel[level] == 0)
            continue;
        const double size = cellUnits(level);
        // A piece's bounds reach half a cell beyond its cell.
        const qint64 x0 = qint64(std::floor((r.left() - size / 2) / size));
        const qint64 x1 = qint64(std::floor((r.right() + size / 2) / size));
        const qint64 y0 = qint64(std::floor((r.top() - size / 2) / size));
        const qint64 y1 = qint64(std::floor((r.bottom() + size / 2) / size));
        const double cells = double(x1 - x0 + 1) * double(y1 - y0 + 1);
        if (cells <= m_perLevel[level]) {
            for (qint64 x = x0; x <= x1; ++x) {
                for (qint64 y = y0; y <= y1; ++y) {
                    const auto it = m_cells.constFind(pack(level, x, y));
                    if (it != m_cells.cend())
                        take(it.value());
                }
            }
            continue;
        }
        // More cells in the rectangle than filled ones at this level: walk the filled ones.
        for (auto it = m_cells.cbegin(); it != m_cells.cend(); ++it) {
            const quint64 key = it.key();
            if (levelOf(key) != level)
                continue;
            const qint64 x = qint64((key >> CoordBits) & CoordMask) - CoordBias;
            const qint64 y = qint64(key & CoordMask) - CoordBias;
            if (x >= x0 && x <= x1 && y >= y0 && y <= y1)
                take(it.value());
        }
    }
    return result;
}

} // namespace cq
