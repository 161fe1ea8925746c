#pragma once

#include <QPointF>

#include <cmath>

namespace cq {

/** Pitch of the canvas grid in scene units (1 unit = 1 px at 100% zoom). */
inline constexpr double GridStepUnits = 20.0;

/**
 * @p point moved to the nearest grid point; each coordinate is rounded with std::round
 * (halves away from zero), so (333, 247) snaps to (340, 240) and (-10, 10) to (-20, 20).
 */
inline QPointF snapToGrid(const QPointF &point, double step = GridStepUnits)
{
    return {std::round(point.x() / step) * step, std::round(point.y() / step) * step};
}

} // namespace cq
