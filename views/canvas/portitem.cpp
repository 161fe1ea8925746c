#include "portitem.h"

#include "deviceitem.h"

#include <QCoreApplication>
#include <QCursor>
#include <QPainter>

namespace cq {

PortItem::PortItem(int index, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_index(index)
{
    setCursor(Qt::CrossCursor);
    setAcceptedMouseButtons(Qt::NoButton); // the scene handles port presses (cable drawing)
}

PortRef PortItem::ref() const
{
    const QGraphicsItem *parent = parentItem();
    const QUuid device = parent && parent->type() == DeviceItem::Type
        ? static_cast<const DeviceItem *>(parent)->id() : QUuid();
    return {device, m_index};
}

void PortItem::setState(double rateGbps, const QString &peer)
{
    m_peer = peer;
    const QString state = peer.isEmpty() ? QCoreApplication::translate("cq::PortItem", "free")
                                         : QCoreApplication::translate("cq::PortItem", "cable to %1").arg(peer);
    setToolTip(QCoreApplication::translate("cq::PortItem", "port %1 \u00b7 %2 Gb/s \u00b7 %3")
                   .arg(QString::number(m_index + 1), QString::number(rateGbps), state));
    update();
}

void PortItem::setHighlighted(bool on)
{
    if (m_highlighted != on) {
        m_highlighted = on;
        update();
    }
}

QRectF PortItem::boundingRect() const
{
    return QRectF(-Size / 2 - 1, -Size / 2 - 1, Size + 2, Size + 2);
}

void PortItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor fill = isFree() ? QColor(0x2e, 0x9d, 0x4a) : QColor(0x9e, 0x9e, 0x9e);
    painter->setPen(m_highlighted ? QPen(QColor(0x19, 0x76, 0xd2), 2) : QPen(fill.darker(130), 1));
    painter->setBrush(fill);
    painter->drawRoundedRect(QRectF(-Size / 2, -Size / 2, Size, Size), 2, 2);
}

} // namespace cq
