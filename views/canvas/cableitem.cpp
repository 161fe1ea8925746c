#include "cableitem.h"

#include "cablelayers.h"
#include "deviceitem.h"
#include "domain/designindex.h"

#include <QCoreApplication>

#include <cmath>

namespace cq {

namespace {
constexpr double PickWidth = 8; // the line is thin; clicking near it still selects it
static_assert(CableItem::BoundsMargin >= PickWidth);
}

CableItem::CableItem(CableLayers *owner, const QUuid &id, DeviceItem *a, int portA, DeviceItem *b, int portB)
    : m_owner(owner)
    , m_id(id)
    , m_a(a)
    , m_b(b)
    , m_portA(portA)
    , m_portB(portB)
    , m_line(portLine())
{
}

QRectF CableItem::bounds() const
{
    constexpr double m = BoundsMargin;
    return QRectF(m_line.p1(), m_line.p2()).normalized().adjusted(-m, -m, m, m);
}

bool CableItem::syncFrom(const DesignIndex &index)
{
    if (!index.cable(m_id))
        return false;
    reroute();
    return true;
}

bool CableItem::isSelected() const
{
    return m_selected || m_owner->allSelected();
}

QString CableItem::toolTip() const
{
    const DesignIndex *index = m_owner->designIndex();
    const Cable *cable = index ? index->cable(m_id) : nullptr;
    if (!cable)
        return m_marks.toolTip(QString());
    const double rateGbps = qMin(index->portRateGbps(cable->a.device), index->portRateGbps(cable->b.device));
    const QString description
        = QCoreApplication::translate("cq::CableItem", "%1 port %2 \u2013 %3 port %4 \u00b7 %5 Gb/s \u00b7 %6 m %7")
              .arg(index->displayName(cable->a.device), QString::number(cable->a.port + 1),
                   index->displayName(cable->b.device), QString::number(cable->b.port + 1),
                   QString::number(rateGbps), QString::number(cable->lengthM), cableKindName(cable->kind));
    return m_marks.toolTip(description);
}

QLineF CableItem::portLine() const
{
    return {m_a->portScenePos(m_portA), m_b->portScenePos(m_portB)};
}

void CableItem::reroute()
{
    const QLineF line = portLine();
    if (line == m_line)
        return;
    const QLineF before = m_line;
    m_line = line;
    m_owner->cableMoved(this, before);
}

void CableItem::setProblems(std::optional<Severity> worst, const QStringList &messages)
{
    if (m_marks.set(worst, messages))
        m_owner->cableRestyled(this);
}

double CableItem::distanceTo(const QPointF &point) const
{
    const QPointF d = m_line.p2() - m_line.p1();
    const double lengthSquared = QPointF::dotProduct(d, d);
    const double t = lengthSquared > 0 ? std::clamp(QPointF::dotProduct(point - m_line.p1(), d) / lengthSquared, 0.0, 1.0)
                                       : 0.0;
    const QPointF nearest = m_line.p1() + t * d;
    return std::hypot(point.x() - nearest.x(), point.y() - nearest.y());
}

bool CableItem::intersects(const QRectF &rect) const
{
    if (rect.contains(m_line.p1()) || rect.contains(m_line.p2()))
        return true;
    const QLineF edges[] = {{rect.topLeft(), rect.topRight()}, {rect.topRight(), rect.bottomRight()},
                            {rect.bottomRight(), rect.bottomLeft()}, {rect.bottomLeft(), rect.topLeft()}};
    for (const QLineF &edge : edges) {
        if (m_line.intersects(edge, nullptr) == QLineF::BoundedIntersection)
            return true;
    }
    return false;
}

} // namespace cq
