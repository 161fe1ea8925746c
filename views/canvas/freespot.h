#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace cq {

/**
 * Where a new or duplicated object lands so that it does not cover what is there (issue #20):
 * the free grid point nearest to where the user asked, as draw.io offsets a paste that would
 * cover its original. Pure geometry, scene units.
 */
class FreeSpot
{
public:
    /** Rings of grid steps searched around the asked point before giving up (and keeping it). */
    static constexpr int MaxRings = 60;

    /**
     * The free centre nearest to @p centre on the @p step grid around it (searched ring by ring), where a box of @p size
     * keeps at least @p gap from every rectangle of @p occupied; @p centre itself when it is
     * free already or no free point lies within MaxRings steps.
     */
    static QPointF nearest(const QList<QRectF> &occupied, const QSizeF &size, const QPointF &centre, double step,
                           double gap);
};

} // namespace cq
