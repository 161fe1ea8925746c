#include "designitem.h"

#include "cableitem.h"
#include "deviceitem.h"
#include "roomitem.h"

#include <QPainter>

namespace cq {

DesignItem::DesignItem(const QUuid &id, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_id(id)
{
}

void DesignItem::setProblems(std::optional<Severity> worst, const QStringList &messages)
{
    if (m_worst == worst && m_messages == messages)
        return;
    m_worst = worst;
    m_messages = messages;
    setDescription(m_description);
    update();
}

QColor DesignItem::severityColor(Severity severity)
{
    switch (severity) {
    case Severity::Error: return QColor(0xd3, 0x2f, 0x2f);
    case Severity::Warning: return QColor(0xef, 0x8a, 0x00);
    case Severity::Info: return QColor(0x19, 0x76, 0xd2);
    }
    return Qt::black;
}

DesignItem *DesignItem::fromItem(QGraphicsItem *item)
{
    if (!item)
        return nullptr;
    switch (item->type()) {
    case RoomItem::Type: return static_cast<RoomItem *>(item);
    case DeviceItem::Type: return static_cast<DeviceItem *>(item);
    case CableItem::Type: return static_cast<CableItem *>(item);
    default: return nullptr;
    }
}

void DesignItem::setDescription(const QString &description)
{
    m_description = description;
    QString text = description;
    for (const QString &message : m_messages)
        text += QLatin1Char('\n') + QStringLiteral("\u2022 ") + message; // "• message"
    setToolTip(text);
}

void DesignItem::paintBadge(QPainter *painter, const QPointF &centre) const
{
    if (!m_worst)
        return;
    painter->save();
    painter->setPen(QPen(Qt::white, 1.5));
    painter->setBrush(severityColor(*m_worst));
    painter->drawEllipse(centre, BadgeRadius, BadgeRadius);
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(12);
    painter->setFont(font);
    const QRectF box(centre.x() - BadgeRadius, centre.y() - BadgeRadius, 2 * BadgeRadius, 2 * BadgeRadius);
    painter->drawText(box, Qt::AlignCenter, QStringLiteral("!"));
    painter->restore();
}

} // namespace cq
