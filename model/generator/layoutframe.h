#pragma once

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QUuid>

namespace cq {

/**
 * A piece of an auto-layout in its own coordinates (top-left at 0, 0): device centres, rack
 * rectangles and the size it takes. Frames are composed by placing one inside another at
 * an offset. Internal helper of AutoLayout.
 */
struct LayoutFrame {
    QHash<QUuid, QPointF> centres; ///< devices
    QHash<QUuid, QRectF> rects;    ///< racks
    QSizeF size;

    bool isEmpty() const { return centres.isEmpty() && rects.isEmpty(); }
    /** Copies @p inner in with its top-left at @p offset and grows to cover it. */
    void place(const LayoutFrame &inner, const QPointF &offset);

    /** One box to lay out in a row. */
    struct Box {
        QUuid id;
        QSizeF size;
    };
    /** Boxes left to right, wrapped into lines of at most @p maxWidth, each line centred. */
    static LayoutFrame row(const QList<Box> &boxes, double maxWidth, double gap);
    /** Boxes in a grid of @p columns columns, each centred in a @p cell. */
    static LayoutFrame grid(const QList<QUuid> &ids, int columns, const QSizeF &cell);
    /** A rack of @p width x ... : its servers stacked in one column of cells under a header. */
    static LayoutFrame rack(const QUuid &rack, const QList<QUuid> &servers, const QSizeF &cell, double padding,
                            double header);
    /** Frames left to right, wrapped into lines of at most @p maxWidth, top-aligned. */
    static LayoutFrame wrap(const QList<LayoutFrame> &frames, double maxWidth, double gap);
    /** Non-empty frames stacked top to bottom, each centred on the widest. */
    static LayoutFrame stack(const QList<LayoutFrame> &frames, double gap);
};

} // namespace cq
