#include "rackitem.h"

#include "domain/designindex.h"

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
    const QString kw = QCoreApplication::translate("cq::RackItem", "%1 / %2 kW")
                           .arg(QString::number(drawW / 1000.0, 'f', 1), QString::number(rack->powerBudgetKw, 'f', 1));
    const bool over = drawW > rack->powerBudgetKw * 1000.0;
    setLabelColor(over ? severityColor(Severity::Error) : QColor(0x37, 0x47, 0x4f));
    setContent(rack->rect, rack->name + QStringLiteral(" \u00b7 ") + kw,
               QCoreApplication::translate("cq::RackItem", "Rack %1: %2 at full load")
                   .arg(index.displayName(rack->id), kw));
    return true;
}

} // namespace cq
