#include "freespot.h"

#include <cmath>
#include <limits>
#include <optional>

namespace cq {

namespace {

bool isFree(const QList<QRectF> &occupied, const QRectF &box)
{
    for (const QRectF &r : occupied) {
        if (box.intersects(r))
            return false;
    }
    return true;
}

} // namespace

QPointF FreeSpot::nearest(const QList<QRectF> &occupied, const QSizeF &size, const QPointF &centre, double step,
                          double gap)
{
    auto boxAt = [&](const QPointF &c) {
        return QRectF(c.x() - size.width() / 2 - gap, c.y() - size.height() / 2 - gap, size.width() + 2 * gap,
                      size.height() + 2 * gap);
    };
    if (isFree(occupied, boxAt(centre)))
        return centre;
    // Ring r holds the grid points at Chebyshev distance r; the nearest free point of the first
    // ring that has one is taken (Euclidean distance, so straight right beats diagonal).
    for (int r = 1; r <= MaxRings; ++r) {
        std::optional<QPointF> best;
        double bestDistance = std::numeric_limits<double>::max();
        for (int i = -r; i <= r; ++i) {
            for (int j = -r; j <= r; ++j) {
                if (std::max(std::abs(i), std::abs(j)) != r)
                    continue;
                const QPointF c = centre + QPointF(i * step, j * step);
                const double distance = std::hypot(i, j);
                if (distance < bestDistance && isFree(occupied, boxAt(c))) {
                    best = c;
                    bestDistance = distance;
                }
            }
        }
        if (best)
            return *best;
    }
    return centre;
}

} // namespace cq
