#pragma once

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QUuid>

namespace cq {

/**
 * Align and distribute as a pure function of boxes: the canvas feeds it the selected
 * rooms, racks and devices (their drawn boxes) and turns the result into one
 * ClusterDocument::moveObjects() call.
 */
class AlignTool
{
public:
    enum class Mode {
        Left, HorizontalCentre, Right, ///< align on the selection's left edge / centre / right edge
        Top, VerticalCentre, Bottom,
        DistributeHorizontally,        ///< equal gaps between boxes, leftmost and rightmost stay
        DistributeVertically,
    };

    /** One object to arrange: its box on the canvas and the position the model stores for it. */
    struct Box {
        QUuid id;
        QRectF rect;   ///< scene units
        QPointF pos;   ///< model position (device centre, room / rack top-left)
    };

    /**
     * New model positions of the boxes that move (each box keeps its size; a box's position
     * moves by as much as its rectangle). Fewer than 2 boxes (3 to distribute) move nothing.
     * Align uses the bounding box of all boxes: Left puts every left edge on its left, Centre
     * every centre on its centre. Distribute keeps the first and last box (by centre) and
     * spaces the others so that the gaps between neighbours are equal.
     */
    static QHash<QUuid, QPointF> arrange(const QList<Box> &boxes, Mode mode);
};

} // namespace cq
