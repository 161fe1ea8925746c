#pragma once

#include "domain/designindex.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QUuid>

namespace cq {

/**
 * The arrow-key nudge of the canvas: each selected room, rack and device moves by one grid
 * step (GridStepUnits, 20 units), ten with Shift, as draw.io and Visio do. An object whose
 * room or rack is selected too is carried by it and not named again.
 */
class KeyNudge
{
public:
    /** The step for arrow key @p key (Qt::Key_Left ...) with Shift held or not; null for other keys. */
    static QPointF step(int key, bool shift);
    /** New model positions (device centre, container top-left) of @p selected moved by @p delta. */
    static QHash<QUuid, QPointF> positions(const DesignIndex &index, const QList<QUuid> &selected, const QPointF &delta);
};

} // namespace cq
