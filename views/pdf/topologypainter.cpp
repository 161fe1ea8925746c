#include "topologypainter.h"

#include <QHash>
#include <QPainter>

namespace cq {

namespace {

const QColor kSwitchFill(0xDC, 0xE7, 0xF5);
const QColor kServerFill(0xF2, 0xF4, 0xF7);
const QColor kLine(0x5A, 0x6B, 0x80);

/** Boxes of one row centred in @p rect: @p count boxes of @p boxWidth. */
QList<QRectF> rowBoxes(const QRectF &rect, int count, qreal boxWidth, qreal top, qreal boxHeight)
{
    QList<QRectF> boxes;
    if (count == 0)
        return boxes;
    const qreal pitch = rect.width() / count;
    for (int i = 0; i < count; ++i) {
        const qreal centre = rect.left() + pitch * (i + 0.5);
        boxes.append(QRectF(centre - boxWidth / 2, top, boxWidth, boxHeight));
    }
    return boxes;
}

int serverRows(const Design &design)
{
    return int((design.servers.size() + TopologyPainter::kServersPerRow - 1) / TopologyPainter::kServersPerRow);
}

void drawBox(QPainter *p, const QRectF &box, const QColor &fill, const QString &label, const QString &sub)
{
    p->setPen(QPen(kLine, box.height() / 40));
    p->setBrush(fill);
    p->drawRoundedRect(box, box.height() / 8, box.height() / 8);
    p->setPen(Qt::black);
    const QString text = sub.isEmpty() ? label : label + QLatin1Char('\n') + sub;
    p->drawText(box.adjusted(2, 2, -2, -2), Qt::AlignCenter | Qt::TextWordWrap, text);
}

} // namespace

qreal TopologyPainter::height(const Design &design, qreal unitPx)
{
    if (design.servers.isEmpty() && design.switches.isEmpty())
        return 0;
    // 12 mm switch row, 18 mm gap, then 14 mm per server row plus 4 mm between rows.
    return unitPx * (12 + 18 + serverRows(design) * 18);
}

void TopologyPainter::paint(QPainter *painter, const QRectF &rect, const Design &design, const QFont &font,
                            qreal unitPx)
{
    painter->save();
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.8);
    painter->setFont(small);
    const QList<QRectF> switchBoxes = rowBoxes(rect, int(design.switches.size()),
                                               qMin(rect.width() / qMax<qsizetype>(1, design.switches.size()) * 0.8,
                                                    unitPx * 45),
                                               rect.top(), unitPx * 12);
    QHash<QUuid, int> switchIndex;
    for (int i = 0; i < design.switches.size(); ++i)
        switchIndex.insert(design.switches.at(i).id, i);
    QList<QRectF> serverBoxes;
    const qreal serverWidth = rect.width() / kServersPerRow * 0.85;
    for (int row = 0; row < serverRows(design); ++row) {
        const int first = row * kServersPerRow;
        const int count = int(qMin<qsizetype>(kServersPerRow, design.servers.size() - first));
        const QRectF rowRect(rect.left(), 0, rect.width() * count / kServersPerRow, 0);
        serverBoxes += rowBoxes(rowRect.translated((rect.width() - rowRect.width()) / 2, 0), count, serverWidth,
                                rect.top() + unitPx * (30 + row * 18), unitPx * 14);
    }
    // Cables per (server, switch) pair: one line each, labelled with the count.
    QHash<QPair<int, int>, int> links;
    for (const Cable &cable : design.cables) {
        for (const auto &[a, b] : {std::pair{cable.a, cable.b}, std::pair{cable.b, cable.a}}) {
            const int server = int(std::find_if(design.servers.cbegin(), design.servers.cend(),
                                                [&](const Server &s) { return s.id == a.device; })
                                   - design.servers.cbegin());
            if (server < design.servers.size() && switchIndex.contains(b.device))
                ++links[{server, switchIndex.value(b.device)}];
        }
    }
    painter->setPen(QPen(kLine, unitPx * 0.25));
    for (auto it = links.cbegin(); it != links.cend(); ++it) {
        const QPointF from = serverBoxes.at(it.key().first).center() - QPointF(0, unitPx * 7);
        const QPointF to = switchBoxes.at(it.key().second).center() + QPointF(0, unitPx * 6);
        painter->drawLine(from, to);
        painter->drawText(QRectF(from.x() - unitPx * 5, from.y() - unitPx * 4, unitPx * 10, unitPx * 4),
                          Qt::AlignCenter, QStringLiteral("x%1").arg(it.value()));
    }
    for (int i = 0; i < design.switches.size(); ++i)
        drawBox(painter, switchBoxes.at(i), kSwitchFill, design.switches.at(i).name, design.switches.at(i).sku);
    for (int i = 0; i < design.servers.size(); ++i) {
        const Server &s = design.servers.at(i);
        const Room *room = design.room(s.roomId);
        drawBox(painter, serverBoxes.at(i), kServerFill, s.name, room ? room->name : QString());
    }
    painter->restore();
}

} // namespace cq
