#include "roomitem.h"

#include "domain/design.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace cq {

namespace {
constexpr double CornerRadius = 10;
}

RoomItem::RoomItem(const QUuid &id)
    : DesignItem(id)
{
    setFlags(ItemIsMovable | ItemIsSelectable);
    setZValue(-10);
}

bool RoomItem::syncFrom(const Design &design)
{
    const Room *room = design.room(id());
    if (!room)
        return false;
    const QSizeF size = room->rect.size().expandedTo(QSizeF(1, 1)); // a degenerate rect stays visible
    if (size != m_size) {
        prepareGeometryChange();
        m_size = size;
    }
    m_label = room->site.isEmpty() ? room->name : room->name + QStringLiteral(" \u00b7 ") + room->site;
    setPos(room->rect.topLeft());
    setDescription(QCoreApplication::translate("cq::RoomItem", "Room %1 (%2 x %3)")
                       .arg(m_label).arg(room->rect.width()).arg(room->rect.height()));
    update();
    return true;
}

QRectF RoomItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size).adjusted(-2, -2, 2, 2); // half the widest pen
}

QPainterPath RoomItem::shape() const
{
    QPainterPath outer;
    outer.addRect(QRectF(QPointF(0, 0), m_size));
    const QRectF inner(BorderGrip, HeaderHeight, m_size.width() - 2 * BorderGrip,
                       m_size.height() - HeaderHeight - BorderGrip);
    if (!inner.isValid())
        return outer;
    QPainterPath hole;
    hole.addRect(inner);
    return outer.subtracted(hole);
}

void RoomItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF rect(QPointF(0, 0), m_size);
    const bool selected = option->state & QStyle::State_Selected;
    QColor outline = problemSeverity() ? severityColor(*problemSeverity()) : QColor(0x78, 0x90, 0x9c);
    if (selected)
        outline = QColor(0x19, 0x76, 0xd2);

    QPainterPath body;
    body.addRoundedRect(rect, CornerRadius, CornerRadius);
    painter->fillPath(body, QColor(0xf5, 0xf7, 0xf8));
    painter->save();
    painter->setClipPath(body); // the header band takes the rounded top corners
    painter->fillRect(QRectF(0, 0, m_size.width(), qMin(HeaderHeight, m_size.height())), QColor(0xe1, 0xe7, 0xea));
    painter->restore();
    painter->setPen(QPen(outline, selected || problemSeverity() ? 2.5 : 1.5));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(body);

    painter->setPen(QColor(0x37, 0x47, 0x4f));
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    const QRectF textRect(12, 0, m_size.width() - 24 - 2 * BadgeRadius, HeaderHeight);
    const QString text = painter->fontMetrics().elidedText(m_label, Qt::ElideRight, int(textRect.width()));
    painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, text);
    paintBadge(painter, QPointF(m_size.width() - BadgeRadius - 4, HeaderHeight / 2));
}

} // namespace cq
