#include "cableplantablemodel.h"

namespace cq {

CablePlanTableModel::CablePlanTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void CablePlanTableModel::setPlan(const CablePlan &plan)
{
    beginResetModel();
    m_plan = plan;
    endResetModel();
}

int CablePlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plan.rows.size());
}

int CablePlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CablePlanTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == Rate || index.column() == Length ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    const CablePlanRow &r = m_plan.rows.at(index.row());
    switch (index.column()) {
    case Id: return r.cableId;
    case ADevice: return r.aDevice;
    case APort: return r.aPort;
    case BDevice: return r.bDevice;
    case BPort: return r.bPort;
    case Tier: return cableTierName(r.tier);
    case Medium: return cableKindName(r.kind);
    case Rate: return r.rateGbps;
    case Length: return r.lengthM;
    case Part: return r.sku.isEmpty() ? tr("(no catalog part)") : r.sku;
    default: return {};
    }
}

QVariant CablePlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id: return tr("Cable");
    case ADevice: return tr("A end");
    case APort: return tr("A port");
    case BDevice: return tr("B end");
    case BPort: return tr("B port");
    case Tier: return tr("Tier");
    case Medium: return tr("Medium");
    case Rate: return tr("Gb/s");
    case Length: return tr("Length (m)");
    case Part: return tr("Part");
    default: return {};
    }
}

} // namespace cq
