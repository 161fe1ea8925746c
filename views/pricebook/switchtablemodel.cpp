#include "switchtablemodel.h"

namespace cq {

QStringList SwitchTableModel::headers() const
{
    return {tr("SKU"), tr("Name"), tr("Ports"), tr("Port Gb/s"), tr("Kind"), tr("SHARP"), tr("Breakout"), tr("Power (W)"),
            tr("Height (U)"), tr("Manufacturer"), tr("Source")};
}

QVariant SwitchTableModel::cell(int row, int column) const
{
    const SwitchModel &sw = m_models.at(row);
    switch (column) {
    case SkuColumn: return sw.sku;
    case NameCol: return sw.name;
    case PortsColumn: return sw.portCount;
    case RateColumn: return number(sw.portRateGbps);
    case KindColumn: return linkKindName(sw.kind);
    case SharpColumn: return sw.sharp ? tr("yes") : tr("no");
    // "2 x 400G": one port splits into that many ports of that rate; "-" without breakout.
    case BreakoutColumn:
        return sw.breakout > 1 ? tr("%1 x %2G").arg(sw.breakout).arg(number(sw.portRateGbps / sw.breakout))
                               : QStringLiteral("-");
    case PowerColumn: return stated(sw.powerW, 0);
    case HeightColumn: return stated(sw.heightU, 0);
    case ManufacturerColumn: return sw.manufacturer;
    case SourceColumn: return sw.source;
    }
    return {};
}

bool SwitchTableModel::isNumeric(int column) const
{
    return column == PortsColumn || column == RateColumn || column == PowerColumn || column == HeightColumn;
}

} // namespace cq
