#include "cablepickgrid.h"

#include "cableitem.h"

#include <QSet>

#include <cmath>

namespace cq {

QPoint CablePickGrid::cellOf(const QPointF &p) const
{
    return {int(std::floor((p.x() - m_origin.x()) / CellUnits)), int(std::floor((p.y() - m_origin.y()) / CellUnits))};
}

void CablePickGrid::add(CableItem *cable)
{
    // Every cell the line passes through (Amanatides & Woo, "A Fast Voxel Traversal Algorithm",
    // Eurographics 1987). The pick margin is far below a cell: a query grown by it reaches the
    // neighbouring cell when the point is near a cell edge.
    const QLineF line = cable->line();
    QPoint cell = cellOf(line.p1());
    const QPoint last = cellOf(line.p2());
    const double dx = line.dx();
    const double dy = line.dy();
    const int stepX = dx > 0 ? 1 : -1;
    const int stepY = dy > 0 ? 1 : -1;
    auto firstCrossing = [](int c, int step, double from, double d) {
        return d == 0 ? INFINITY : ((c + (step > 0 ? 1 : 0)) * CellUnits - from) / d;
    };
    double tMaxX = firstCrossing(cell.x(), stepX, line.p1().x() - m_origin.x(), dx);
    double tMaxY = firstCrossing(cell.y(), stepY, line.p1().y() - m_origin.y(), dy);
    const double tDeltaX = dx == 0 ? INFINITY : CellUnits / std::abs(dx);
    const double tDeltaY = dy == 0 ? INFINITY : CellUnits / std::abs(dy);
    for (int guard = std::abs(last.x() - cell.x()) + std::abs(last.y() - cell.y()) + 1; guard >= 0; --guard) {
        m_cells[cell].append(cable);
        if (cell == last)
            break;
        if (tMaxX < tMaxY) {
            cell.rx() += stepX;
            tMaxX += tDeltaX;
        } else {
            cell.ry() += stepY;
            tMaxY += tDeltaY;
        }
    }
}

QList<CableItem *> CablePickGrid::candidates(const QRectF &rect) const
{
    const QPoint from = cellOf(rect.topLeft());
    const QPoint to = cellOf(rect.bottomRight());
    QSet<CableItem *> seen;
    QList<CableItem *> result;
    for (int x = from.x(); x <= to.x(); ++x) {
        for (int y = from.y(); y <= to.y(); ++y) {
            for (CableItem *cable : m_cells.value(QPoint(x, y))) {
                if (!seen.contains(cable)) {
                    seen.insert(cable);
                    result.append(cable);
                }
            }
        }
    }
    return result;
}

} // namespace cq
