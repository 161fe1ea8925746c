#include "aligntool.h"

#include <algorithm>

namespace cq {

namespace {

QRectF boundsOf(const QList<AlignTool::Box> &boxes)
{
    QRectF bounds;
    for (const AlignTool::Box &b : boxes)
        bounds |= b.rect;
    return bounds;
}

/** How far the box has to move (one axis) for the mode. */
double shiftFor(const AlignTool::Box &b, const QRectF &bounds, AlignTool::Mode mode)
{
    using Mode = AlignTool::Mode;
    switch (mode) {
    case Mode::Left: return bounds.left() - b.rect.left();
    case Mode::HorizontalCentre: return bounds.center().x() - b.rect.center().x();
    case Mode::Right: return bounds.right() - b.rect.right();
    case Mode::Top: return bounds.top() - b.rect.top();
    case Mode::VerticalCentre: return bounds.center().y() - b.rect.center().y();
    case Mode::Bottom: return bounds.bottom() - b.rect.bottom();
    case Mode::DistributeHorizontally:
    case Mode::DistributeVertically: break;
    }
    return 0;
}

QHash<QUuid, QPointF> distribute(QList<AlignTool::Box> boxes, bool horizontal)
{
    auto start = [horizontal](const QRectF &r) { return horizontal ? r.left() : r.top(); };
    auto length = [horizontal](const QRectF &r) { return horizontal ? r.width() : r.height(); };
    auto centre = [horizontal](const QRectF &r) { return horizontal ? r.center().x() : r.center().y(); };
    std::stable_sort(boxes.begin(), boxes.end(),
                     [&](const AlignTool::Box &a, const AlignTool::Box &b) { return centre(a.rect) < centre(b.rect); });
    const double first = start(boxes.first().rect);
    const double last = start(boxes.last().rect) + length(boxes.last().rect);
    double occupied = 0;
    for (const AlignTool::Box &b : std::as_const(boxes))
        occupied += length(b.rect);
    const double gap = (last - first - occupied) / (boxes.size() - 1);
    QHash<QUuid, QPointF> result;
    double at = first;
    for (const AlignTool::Box &b : std::as_const(boxes)) {
        const double shift = at - start(b.rect);
        if (shift != 0)
            result.insert(b.id, b.pos + (horizontal ? QPointF(shift, 0) : QPointF(0, shift)));
        at += length(b.rect) + gap;
    }
    return result;
}

} // namespace

QHash<QUuid, QPointF> AlignTool::arrange(const QList<Box> &boxes, Mode mode)
{
    if (mode == Mode::DistributeHorizontally || mode == Mode::DistributeVertically)
        return boxes.size() < 3 ? QHash<QUuid, QPointF>() : distribute(boxes, mode == Mode::DistributeHorizontally);
    QHash<QUuid, QPointF> result;
    if (boxes.size() < 2)
        return result;
    const QRectF bounds = boundsOf(boxes);
    const bool horizontal = mode == Mode::Left || mode == Mode::HorizontalCentre || mode == Mode::Right;
    for (const Box &b : boxes) {
        const double shift = shiftFor(b, bounds, mode);
        if (shift != 0)
            result.insert(b.id, b.pos + (horizontal ? QPointF(shift, 0) : QPointF(0, shift)));
    }
    return result;
}

} // namespace cq
