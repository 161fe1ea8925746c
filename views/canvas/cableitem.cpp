#include "cableitem.h"

#include "deviceitem.h"
#include "domain/design.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace cq {

namespace {
constexpr double PickWidth = 8; // the line is thin; clicking near it still selects it
// Below the boxes, so that a cable running up from a bottom-edge port never crosses the
// device's own name and spec; a selected cable comes to the front to be seen whole.
constexpr double UnselectedZ = -1;
constexpr double SelectedZ = 5;
}

CableItem::CableItem(const QUuid &id, DeviceItem *a, int portA, DeviceItem *b, int portB)
    : DesignItem(id)
    , m_a(a)
    , m_b(b)
    , m_portA(portA)
    , m_portB(portB)
{
    setFlags(ItemIsSelectable);
    setZValue(UnselectedZ);
    reroute();
}

bool CableItem::syncFrom(const Design &design)
{
    const Cable *cable = design.cable(id());
    if (!cable)
        return false;
    const double rateGbps = qMin(design.portRateGbps(cable->a.device), design.portRateGbps(cable->b.device));
    setDescription(QCoreApplication::translate("cq::CableItem", "%1 port %2 \u2013 %3 port %4 \u00b7 %5 Gb/s \u00b7 %6 m")
                       .arg(design.displayName(cable->a.device), QString::number(cable->a.port + 1),
                            design.displayName(cable->b.device), QString::number(cable->b.port + 1),
                            QString::number(rateGbps), QString::number(cable->lengthM)));
    reroute();
    return true;
}

void CableItem::reroute()
{
    // The item sits at the scene origin, so item coordinates are scene coordinates.
    const QLineF line(m_a->portScenePos(m_portA), m_b->portScenePos(m_portB));
    if (line != m_line) {
        prepareGeometryChange();
        m_line = line;
    }
}

QVariant CableItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemSelectedHasChanged)
        setZValue(value.toBool() ? SelectedZ : UnselectedZ);
    return DesignItem::itemChange(change, value);
}

QRectF CableItem::boundingRect() const
{
    const double margin = qMax(PickWidth, BadgeRadius + 2); // the badge sits on the middle of the line
    return QRectF(m_line.p1(), m_line.p2()).normalized().adjusted(-margin, -margin, margin, margin);
}

QPainterPath CableItem::shape() const
{
    QPainterPath path(m_line.p1());
    path.lineTo(m_line.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(PickWidth);
    return stroker.createStroke(path);
}

void CableItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    QColor color(0x37, 0x47, 0x4f);
    double width = 1.5;
    if (problemSeverity()) {
        color = severityColor(*problemSeverity());
        width = 2.5;
    }
    if (option->state & QStyle::State_Selected) {
        color = QColor(0x19, 0x76, 0xd2);
        width = 3;
    }
    painter->setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(m_line);
    paintBadge(painter, m_line.center());
}

} // namespace cq
