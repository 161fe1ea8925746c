#include "cabletablemodel.h"

namespace cq {

QStringList CableTableModel::headers() const
{
    return {tr("SKU"), tr("Name"), tr("Kind"), tr("Rate (Gb/s)"), tr("Longest (m)"), tr("Source")};
}

QVariant CableTableModel::cell(int row, int column) const
{
    const CableModel &cable = m_models.at(row);
    switch (column) {
    case SkuColumn: return cable.sku;
    case NameCol: return cable.name;
    case KindColumn: return cableKindName(cable.kind);
    case RateColumn: return number(cable.rateGbps);
    case LengthColumn: return number(cable.maxLengthM);
    case SourceColumn: return cable.source;
    }
    return {};
}

bool CableTableModel::isNumeric(int column) const
{
    return column == RateColumn || column == LengthColumn;
}

} // namespace cq
