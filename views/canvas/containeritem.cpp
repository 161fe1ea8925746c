#include "containeritem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace cq {

ContainerItem::ContainerItem(const QUuid &id, const Style &style)
    : DesignItem(id)
    , m_style(style)
{
    setFlags(ItemIsMovable | ItemIsSelectable);
}

void ContainerItem::setContent(const QRectF &rect, const QString &label, const QString &description)
{
    const QSizeF size = rect.size().expandedTo(QSizeF(1, 1)); // a degenerate rect stays visible
    if (size != m_size) {
        prepareGeometryChange();
        m_size = size;
    }
    m_label = label;
    setPos(rect.topLeft());
    setDescription(description);
    update();
}

QRectF ContainerItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size).adjusted(-2, -2, 2, 2); // half the widest pen
}

QPainterPath ContainerItem::shape() const
{
    QPainterPath outer;
    outer.addRect(QRectF(QPointF(0, 0), m_size));
    const QRectF inner(BorderGrip, m_style.headerHeight, m_size.width() - 2 * BorderGrip,
                       m_size.height() - m_style.headerHeight - BorderGrip);
    if (!inner.isValid())
        return outer;
    QPainterPath hole;
    hole.addRect(inner);
    return outer.subtracted(hole);
}

void ContainerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF rect(QPointF(0, 0), m_size);
    const bool selected = paintsSelected(option);
    QColor outline = problemSeverity() ? severityColor(*problemSeverity()) : m_style.outline;
    if (selected)
        outline = QColor(0x19, 0x76, 0xd2);
    QPainterPath body;
    body.addRoundedRect(rect, m_style.cornerRadius, m_style.cornerRadius);
    painter->fillPath(body, m_style.fill);
    painter->save();
    painter->setClipPath(body); // the header band takes the rounded top corners
    painter->fillRect(QRectF(0, 0, m_size.width(), qMin(m_style.headerHeight, m_size.height())), m_style.header);
    painter->restore();
    painter->setPen(QPen(outline, selected || problemSeverity() ? 2.5 : 1.5));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(body);

    // Below about 4 px the label is unreadable: leave it out (level of detail).
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (lod * m_style.headerHeight >= 8) {
        painter->setPen(m_labelColor);
        QFont font = painter->font();
        font.setBold(true);
        painter->setFont(font);
        const QRectF textRect(12, 0, m_size.width() - 24 - 2 * BadgeRadius, m_style.headerHeight);
        const QString text = painter->fontMetrics().elidedText(m_label, Qt::ElideRight, int(textRect.width()));
        painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, text);
    }
    paintBadge(painter, QPointF(m_size.width() - BadgeRadius - 4, m_style.headerHeight / 2));
}

} // namespace cq
