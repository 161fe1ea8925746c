#include "rackitem.h"

#include "domain/designindex.h"
#include "domain/rackload.h"

#include <QCoreApplication>

namespace cq {

RackItem::RackItem(const QUuid &id)
    : ContainerItem(id, {QColor(0xec, 0xef, 0xf1), QColor(0xcf, 0xd8, 0xdc), QColor(0x60, 0x7d, 0x8b), HeaderHeight, 4})
{
    setZValue(-8);
}

bool RackItem::syncFrom(const DesignIndex &index, double drawW)
{
    const Rack *rack = index.rack(id());
    if (!rack)
        return false;
    m_drawW = drawW;
    const RackLoad load(*rack, drawW);
    const QString kw = load.percent() < 0
        ? QCoreApplication::translate("cq::RackItem", "%1 / %2 kW").arg(load.drawKwText(), load.budgetKwText())
        : QCoreApplication::translate("cq::RackItem", "%1 / %2 kW (%3 %)")
              .arg(load.drawKwText(), load.budgetKwText()).arg(load.percent());
    const bool over = load.over();
    setLabelColor(over ? severityColor(Severity::Error) : QColor(0x37, 0x47, 0x4f));
    setContent(rack->rect, rack->name + QStringLiteral(" \u00b7 ") + kw,
               QCoreApplication::translate("cq::RackItem", "Rack %1: %2 at full load")
                   .arg(index.displayName(rack->id), kw));
    return true;
}

} // namespace cq
