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

bool TopologyPainter::summarised(const Design &design)
{
    return design.servers.size() > kMaxDrawnServers || design.switches.size() > kMaxDrawnSwitches;
}

QList<TopologyPainter::Tier> TopologyPainter::tiers(const Design &design, QHash<QPair<int, int>, int> *between)
{
    // Levels by breadth-first search from the servers over the cables.
    QHash<QUuid, int> level;
    for (const Server &s : design.servers)
        level.insert(s.id, 0);
    QHash<QUuid, QList<QUuid>> neighbours;
    for (const Cable &c : design.cables) {
        neighbours[c.a.device].append(c.b.device);
        neighbours[c.b.device].append(c.a.device);
    }
    QList<QUuid> frontier;
    for (const Server &s : design.servers)
        frontier.append(s.id);
    while (!frontier.isEmpty()) {
        QList<QUuid> next;
        for (const QUuid &id : std::as_const(frontier)) {
            for (const QUuid &n : neighbours.value(id)) {
                if (!level.contains(n) && design.switchById(n)) {
                    level.insert(n, level.value(id) + 1);
                    next.append(n);
                }
            }
        }
        frontier = next;
    }
    for (const Switch &sw : design.switches) {
        if (!level.contains(sw.id))
            level.insert(sw.id, 1);
    }
    QList<Tier> result;
    const auto add = [&](int lv, const QString &sku) {
        while (result.size() <= lv)
            result.append(Tier{int(result.size()), {}, 0});
        Tier &tier = result[lv];
        ++tier.devices;
        auto it = std::find_if(tier.skuCounts.begin(), tier.skuCounts.end(), [&](const auto &p) { return p.first == sku; });
        if (it == tier.skuCounts.end())
            tier.skuCounts.append({sku, 1});
        else
            ++it->second;
    };
    for (const Server &s : design.servers)
        add(0, s.sku);
    for (const Switch &sw : design.switches)
        add(level.value(sw.id), sw.sku);
    if (between) {
        between->clear();
        for (const Cable &c : design.cables) {
            if (!level.contains(c.a.device) || !level.contains(c.b.device))
                continue;
            const int a = level.value(c.a.device);
            const int b = level.value(c.b.device);
            ++(*between)[{qMin(a, b), qMax(a, b)}];
        }
    }
    return result;
}

namespace {

constexpr qreal kTierPitchMm = 24; // box 12 mm + 12 mm for the link label

void paintSummary(QPainter *painter, const QRectF &rect, const Design &design, qreal unitPx)
{
    QHash<QPair<int, int>, int> between;
    const QList<TopologyPainter::Tier> tiers = TopologyPainter::tiers(design, &between);
    const int count = int(tiers.size());
    // Top tier at the top, servers at the bottom, as on the canvas.
    QList<QRectF> boxes;
    const qreal boxWidth = qMin(rect.width() * 0.6, unitPx * 110);
    for (int lv = 0; lv < count; ++lv) {
        const qreal top = rect.top() + (count - 1 - lv) * kTierPitchMm * unitPx;
        boxes.append(QRectF(rect.center().x() - boxWidth / 2, top, boxWidth, unitPx * 12));
    }
    painter->setPen(QPen(kLine, unitPx * 0.35));
    for (auto it = between.cbegin(); it != between.cend(); ++it) {
        const auto [low, high] = it.key();
        if (low == high) {
            continue; // cables inside a tier are counted in its box
        }
        const QPointF from(boxes.at(low).center().x(), boxes.at(low).top());
        const QPointF to(boxes.at(high).center().x(), boxes.at(high).bottom());
        painter->drawLine(from, to);
        painter->drawText(QRectF(from.x() + unitPx * 2, to.y(), unitPx * 40, from.y() - to.y()),
                          Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("x%1").arg(it.value()));
    }
    for (int lv = 0; lv < count; ++lv) {
        const TopologyPainter::Tier &tier = tiers.at(lv);
        QStringList parts;
        for (const auto &[sku, n] : tier.skuCounts)
            parts << QStringLiteral("%1 x %2").arg(n).arg(sku.isEmpty() ? QStringLiteral("?") : sku);
        const int inside = between.value({lv, lv});
        const QString sub = inside > 0 ? QStringLiteral("x%1").arg(inside) : QString(); // cables within the tier
        drawBox(painter, boxes.at(lv), lv == 0 ? kServerFill : kSwitchFill, parts.join(QStringLiteral(", ")), sub);
    }
}

} // namespace

qreal TopologyPainter::height(const Design &design, qreal unitPx)
{
    if (design.servers.isEmpty() && design.switches.isEmpty())
        return 0;
    if (summarised(design))
        return unitPx * (kTierPitchMm * (tiers(design).size() - 1) + 12);
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
    if (summarised(design)) {
        paintSummary(painter, rect, design, unitPx);
        painter->restore();
        return;
    }
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
        for (const auto &ends : {std::pair{cable.a, cable.b}, std::pair{cable.b, cable.a}}) {
            // ends.first, not a structured binding: clang 14 (the asan preset) cannot capture those.
            const int server = int(std::find_if(design.servers.cbegin(), design.servers.cend(),
                                                [&](const Server &s) { return s.id == ends.first.device; })
                                   - design.servers.cbegin());
            if (server < design.servers.size() && switchIndex.contains(ends.second.device))
                ++links[{server, switchIndex.value(ends.second.device)}];
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
