#include "topologypainter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace cq {

namespace {

using L = QuotePdfText::Label;

const QColor kSwitchFill(0xDC, 0xE7, 0xF5);
const QColor kServerFill(0xF2, 0xF4, 0xF7);
const QColor kSummaryBorder(0x1F, 0x4E, 0x8C);
const QColor kLine(0x5A, 0x6B, 0x80);

constexpr qreal kBoxFontPt = 6.5;
constexpr qreal kLeastFontPt = 4.5; // below this a name is elided rather than shrunk
constexpr qreal kLabelFontPt = 5.5;
constexpr qreal kBoxPaddingMm = 0.8;

/** "64 leaf switches", "128 servers" in the PDF's language. */
QString tierCount(int tier, int count, const QuotePdfText &text)
{
    switch (tier) {
    case 0: return text.text(L::TopologyServers).arg(count);
    case 1: return text.text(L::TopologyLeaves).arg(count);
    case 2: return text.text(L::TopologySpines).arg(count);
    case 3: return text.text(L::TopologyCores).arg(count);
    default: return text.text(L::TopologyTierSwitches).arg(count).arg(tier);
    }
}

/** @p lines centred in @p box, in @p font shrunk (down to kLeastFontPt) until the widest fits. */
void drawLines(QPainter *p, const QRectF &box, const QStringList &lines, QFont font, qreal unitPx)
{
    const QRectF inner = box.adjusted(kBoxPaddingMm * unitPx, kBoxPaddingMm * unitPx, -kBoxPaddingMm * unitPx,
                                      -kBoxPaddingMm * unitPx);
    font.setPointSizeF(kBoxFontPt);
    qreal widest = 0;
    for (const QString &line : lines)
        widest = std::max(widest, QFontMetricsF(font, p->device()).horizontalAdvance(line));
    QFontMetricsF metrics(font, p->device());
    const qreal byWidth = widest > inner.width() ? kBoxFontPt * inner.width() / widest : kBoxFontPt;
    const qreal byHeight = metrics.lineSpacing() * lines.size() > inner.height()
        ? kBoxFontPt * inner.height() / (metrics.lineSpacing() * lines.size())
        : kBoxFontPt;
    font.setPointSizeF(std::max(kLeastFontPt, std::floor(std::min(byWidth, byHeight) * 10) / 10));
    metrics = QFontMetricsF(font, p->device());
    p->setFont(font);
    const qreal pitch = metrics.lineSpacing();
    qreal y = inner.center().y() - pitch * lines.size() / 2;
    for (const QString &line : lines) {
        const QString shown = metrics.elidedText(line, Qt::ElideRight, inner.width());
        p->drawText(QRectF(inner.left(), y, inner.width(), pitch), Qt::AlignCenter, shown);
        y += pitch;
    }
}

} // namespace

QString TopologyPainter::caption(const TopologyLayout &layout, const QuotePdfText &text)
{
    QStringList tiers;
    for (const TopologyBox &box : layout.boxes()) {
        if (box.summary)
            tiers << tierCount(box.tier, int(box.members.size()), text);
    }
    const QString legend = layout.bundles().isEmpty() ? QString() : text.text(L::TopologyLegend);
    if (tiers.isEmpty())
        return legend;
    const QString summary = text.text(L::TopologySummary).arg(tiers.join(text.text(L::ListSeparator)));
    return legend.isEmpty() ? summary : summary + (text.isChinese() ? QString() : QStringLiteral(" ")) + legend;
}

QStringList TopologyPainter::boxLines(const TopologyBox &box, const Design &design, const QuotePdfText &text)
{
    const bool server = box.kind == TopologyBox::Kind::Server;
    if (!box.summary) {
        const int i = box.members.value(0, -1);
        if (i < 0)
            return {};
        if (server) {
            const Server &s = design.servers.at(i);
            const Room *room = design.room(s.roomId);
            return room ? QStringList{s.name, room->name} : QStringList{s.name};
        }
        return {design.switches.at(i).name, design.switches.at(i).sku};
    }
    QList<QPair<QString, int>> skus; // in order of first appearance
    for (int i : box.members) {
        const QString sku = server ? design.servers.at(i).sku : design.switches.at(i).sku;
        auto it = std::find_if(skus.begin(), skus.end(), [&](const auto &p) { return p.first == sku; });
        if (it == skus.end())
            skus.append({sku, 1});
        else
            ++it->second;
    }
    QStringList parts;
    for (const auto &[sku, n] : std::as_const(skus))
        parts << QStringLiteral("%1 x %2").arg(n).arg(sku.isEmpty() ? QStringLiteral("?") : sku);
    QStringList lines{tierCount(box.tier, int(box.members.size()), text), parts.join(QStringLiteral(", "))};
    if (box.innerCables > 0)
        lines << text.text(L::TopologyInner).arg(box.innerCables);
    return lines;
}

void TopologyPainter::paint(QPainter *painter, const QRectF &rect, const TopologyLayout &layout, const Design &design,
                            const QuotePdfText &text, const QFont &font, qreal unitPx)
{
    painter->save();
    const auto at = [&](QPointF mm) { return rect.topLeft() + mm * unitPx; };
    const auto area = [&](const QRectF &mm) { return QRectF(at(mm.topLeft()), mm.size() * unitPx); };
    for (const TopologyBundle &bundle : layout.bundles()) {
        // A little heavier for a bigger bundle: 0.2 mm for one cable, 0.5 mm from 1,000 on.
        const qreal widthMm = 0.2 + 0.1 * std::min(3.0, std::log10(double(bundle.cables)));
        painter->setPen(QPen(kLine, widthMm * unitPx, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        QPolygonF path;
        for (const QPointF &point : bundle.pathMm)
            path << at(point);
        painter->drawPolyline(path);
    }
    QFont label = font;
    label.setPointSizeF(kLabelFontPt);
    painter->setFont(label);
    for (const TopologyBundle &bundle : layout.bundles()) {
        const QRectF box = area(bundle.labelMm);
        painter->fillRect(box, Qt::white);
        painter->setPen(Qt::black);
        painter->drawText(box, Qt::AlignCenter, TopologyLayout::countLabel(bundle.cables));
    }
    for (const TopologyBox &box : layout.boxes()) {
        const QRectF r = area(box.rectMm);
        painter->setPen(QPen(box.summary ? kSummaryBorder : kLine, (box.summary ? 0.4 : 0.25) * unitPx));
        painter->setBrush(box.kind == TopologyBox::Kind::Server ? kServerFill : kSwitchFill);
        painter->drawRoundedRect(r, unitPx * 1.2, unitPx * 1.2);
        painter->setPen(Qt::black);
        drawLines(painter, r, boxLines(box, design, text), font, unitPx);
    }
    painter->restore();
}

} // namespace cq
