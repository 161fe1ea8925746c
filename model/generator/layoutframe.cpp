#include "layoutframe.h"

#include <algorithm>

namespace cq {

void LayoutFrame::place(const LayoutFrame &inner, const QPointF &offset)
{
    for (auto it = inner.centres.cbegin(); it != inner.centres.cend(); ++it)
        centres.insert(it.key(), it.value() + offset);
    for (auto it = inner.rects.cbegin(); it != inner.rects.cend(); ++it)
        rects.insert(it.key(), it.value().translated(offset));
    size = size.expandedTo(QSizeF(offset.x() + inner.size.width(), offset.y() + inner.size.height()));
}

LayoutFrame LayoutFrame::row(const QList<Box> &boxes, double maxWidth, double gap)
{
    // Greedy lines first, then each line centred on the widest one.
    QList<QList<Box>> lines(1);
    double width = 0;
    for (const Box &box : boxes) {
        if (!lines.last().isEmpty() && width + gap + box.size.width() > maxWidth) {
            lines.append(QList<Box>());
            width = 0;
        }
        width += (lines.last().isEmpty() ? 0 : gap) + box.size.width();
        lines.last().append(box);
    }
    QList<double> widths;
    for (const QList<Box> &line : std::as_const(lines)) {
        double w = -gap;
        for (const Box &box : line)
            w += gap + box.size.width();
        widths.append(std::max(0.0, w));
    }
    const double widest = *std::max_element(widths.cbegin(), widths.cend());
    LayoutFrame f;
    double y = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        double lineHeight = 0;
        for (const Box &box : lines.at(i))
            lineHeight = std::max(lineHeight, box.size.height());
        double x = (widest - widths.at(i)) / 2;
        for (const Box &box : lines.at(i)) {
            f.centres.insert(box.id, {x + box.size.width() / 2, y + lineHeight / 2});
            x += box.size.width() + gap;
        }
        y += lineHeight + gap;
    }
    f.size = QSizeF(widest, std::max(0.0, y - gap));
    return f;
}

LayoutFrame LayoutFrame::grid(const QList<QUuid> &ids, int columns, const QSizeF &cell)
{
    LayoutFrame f;
    const int cols = std::max(1, columns);
    for (int i = 0; i < ids.size(); ++i)
        f.centres.insert(ids.at(i), {(i % cols + 0.5) * cell.width(), (i / cols + 0.5) * cell.height()});
    const int rows = int((ids.size() + cols - 1) / cols);
    f.size = QSizeF(std::min<qsizetype>(cols, ids.size()) * cell.width(), rows * cell.height());
    return f;
}

LayoutFrame LayoutFrame::rack(const QUuid &rack, const QList<QUuid> &servers, const QSizeF &cell, double padding,
                              double header)
{
    LayoutFrame f;
    for (int i = 0; i < servers.size(); ++i)
        f.centres.insert(servers.at(i), {padding + cell.width() / 2, header + (i + 0.5) * cell.height()});
    f.size = QSizeF(cell.width() + 2 * padding, header + std::max<qsizetype>(servers.size(), 1) * cell.height() + padding);
    f.rects.insert(rack, QRectF(QPointF(0, 0), f.size));
    return f;
}

LayoutFrame LayoutFrame::wrap(const QList<LayoutFrame> &frames, double maxWidth, double gap)
{
    LayoutFrame f;
    double x = 0;
    double y = 0;
    double lineHeight = 0;
    for (const LayoutFrame &frame : frames) {
        if (x > 0 && x + frame.size.width() > maxWidth) {
            x = 0;
            y += lineHeight + gap;
            lineHeight = 0;
        }
        f.place(frame, {x, y});
        x += frame.size.width() + gap;
        lineHeight = std::max(lineHeight, frame.size.height());
    }
    return f;
}

LayoutFrame LayoutFrame::stack(const QList<LayoutFrame> &frames, double gap)
{
    double widest = 0;
    for (const LayoutFrame &frame : frames)
        widest = std::max(widest, frame.isEmpty() ? 0.0 : frame.size.width());
    LayoutFrame f;
    double y = 0;
    for (const LayoutFrame &frame : frames) {
        if (frame.isEmpty())
            continue;
        f.place(frame, {(widest - frame.size.width()) / 2, y});
        y += frame.size.height() + gap;
    }
    return f;
}

} // namespace cq
