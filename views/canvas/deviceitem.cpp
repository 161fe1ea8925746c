#include "deviceitem.h"

#include "cableitem.h"
#include "portitem.h"
#include "specformat.h"
#include "domain/design.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace cq {

namespace {
constexpr double Margin = 10;        // text inset from the box edge
constexpr double MinWidth = 140;
constexpr double PortsGap = 8;       // between the spec line and the first port row
constexpr double BottomPad = 6;      // below the last port row
constexpr double CornerRadius = 6;
constexpr int MaxDrawnPorts = 1024;  // a corrupt port count must not create a million items
} // namespace

DeviceItem::DeviceItem(const QUuid &id)
    : DesignItem(id)
{
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    setZValue(0);
}

QFont DeviceItem::nameFont()
{
    QFont font;
    font.setPixelSize(13);
    font.setBold(true);
    return font;
}

QFont DeviceItem::specFont()
{
    QFont font;
    font.setPixelSize(11);
    return font;
}

bool DeviceItem::syncFrom(const Design &design)
{
    QPointF pos;
    double rateGbps = 0;
    int ports = 0;
    if (const Server *s = design.server(id())) {
        m_kind = Kind::Server;
        m_name = s->name;
        m_spec = serverSpec(*s);
        pos = s->pos;
        rateGbps = s->nicRateGbps;
        ports = s->nicCount;
        setDescription(QCoreApplication::translate("cq::DeviceItem", "Server %1\n%2\nSKU %3 \u00b7 %4 W")
                           .arg(m_name, m_spec, s->sku, QString::number(s->powerW)));
    } else if (const Switch *sw = design.switchById(id())) {
        m_kind = Kind::Switch;
        m_name = sw->name;
        m_spec = switchSpec(*sw);
        pos = sw->pos;
        rateGbps = sw->portRateGbps;
        ports = sw->portCount;
        setDescription(QCoreApplication::translate("cq::DeviceItem", "Switch %1\n%2\nSKU %3 \u00b7 %4 W")
                           .arg(m_name, m_spec, sw->sku, QString::number(sw->powerW)));
    } else {
        return false;
    }
    layout(qBound(0, ports, MaxDrawnPorts));
    syncPorts(design, rateGbps);
    setPos(pos);
    // The layout may have moved the ports even when the centre stayed put.
    for (CableItem *cable : std::as_const(m_cables))
        cable->reroute();
    update();
    return true;
}

PortItem *DeviceItem::port(int index) const
{
    return index >= 0 && index < m_ports.size() ? m_ports.at(index) : nullptr;
}

QPointF DeviceItem::portScenePos(int index) const
{
    if (const PortItem *p = port(index))
        return p->scenePos();
    return mapToScene(QPointF(0, m_box.bottom()));
}

QRectF DeviceItem::boundingRect() const
{
    // Room for the pen and for the badge centred on the top-right corner.
    return m_box.adjusted(-2, -BadgeRadius - 2, BadgeRadius + 2, 2);
}

void DeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const bool server = m_kind == Kind::Server;
    const bool selected = option->state & QStyle::State_Selected;
    QColor outline = server ? QColor(0x3f, 0x6a, 0xb5) : QColor(0xc7, 0x76, 0x12);
    double width = 1.5;
    if (problemSeverity()) {
        outline = severityColor(*problemSeverity());
        width = 2.5;
    }
    if (selected) {
        outline = QColor(0x19, 0x76, 0xd2);
        width = 3;
    }
    painter->setPen(QPen(outline, width));
    painter->setBrush(server ? QColor(0xe8, 0xf0, 0xfe) : QColor(0xff, 0xf3, 0xe0));
    painter->drawRoundedRect(m_box, CornerRadius, CornerRadius);

    painter->setPen(QColor(0x21, 0x21, 0x21));
    painter->setFont(nameFont());
    painter->drawText(m_nameRect, Qt::AlignLeft | Qt::AlignVCenter, m_name);
    painter->setPen(QColor(0x54, 0x5b, 0x64));
    painter->setFont(specFont());
    painter->drawText(m_specRect, Qt::AlignLeft | Qt::AlignVCenter, m_spec);
    paintBadge(painter, m_box.topRight());
}

QVariant DeviceItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged) {
        for (CableItem *cable : std::as_const(m_cables))
            cable->reroute();
    }
    return DesignItem::itemChange(change, value);
}

void DeviceItem::layout(int portCount)
{
    const QFontMetricsF nameMetrics(nameFont());
    const QFontMetricsF specMetrics(specFont());
    const int rows = (portCount + MaxPortsPerRow - 1) / MaxPortsPerRow;
    const int perRow = rows > 0 ? (portCount + rows - 1) / rows : 0; // balanced rows: 40 ports = 2 x 20
    const double portsWidth = perRow > 0 ? (perRow - 1) * PortPitch + PortItem::Size : 0;
    const double textWidth = qMax(nameMetrics.horizontalAdvance(m_name), specMetrics.horizontalAdvance(m_spec));
    const double width = std::ceil(qMax(MinWidth, qMax(textWidth, portsWidth) + 2 * Margin));
    const double portsHeight = rows > 0 ? (rows - 1) * PortPitch + PortItem::Size : 0;
    const double height = std::ceil(Margin + nameMetrics.height() + specMetrics.height() + PortsGap
                                    + portsHeight + BottomPad);

    prepareGeometryChange();
    m_box = QRectF(-width / 2, -height / 2, width, height);
    m_nameRect = QRectF(m_box.left() + Margin, m_box.top() + Margin, width - 2 * Margin, nameMetrics.height());
    m_specRect = QRectF(m_nameRect.left(), m_nameRect.bottom(), m_nameRect.width(), specMetrics.height());

    while (m_ports.size() > portCount)
        delete m_ports.takeLast();
    while (m_ports.size() < portCount)
        m_ports.append(new PortItem(int(m_ports.size()), this));
    const double firstRowY = m_box.bottom() - BottomPad - portsHeight + PortItem::Size / 2;
    for (int i = 0; i < portCount; ++i) {
        const int row = i / perRow;
        const int column = i % perRow;
        m_ports[i]->setPos(-portsWidth / 2 + PortItem::Size / 2 + column * PortPitch, firstRowY + row * PortPitch);
    }
}

void DeviceItem::syncPorts(const Design &design, double rateGbps)
{
    for (PortItem *p : std::as_const(m_ports)) {
        QString peer;
        if (const Cable *cable = design.cableAt({id(), p->index()})) {
            const PortRef &other = cable->otherEnd(id());
            peer = QCoreApplication::translate("cq::DeviceItem", "%1 port %2")
                       .arg(design.displayName(other.device), QString::number(other.port + 1));
        }
        p->setState(rateGbps, peer);
    }
}

} // namespace cq
