#include "bomtablemodel.h"

namespace cq {

BomTableModel::BomTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void BomTableModel::setBom(const BillOfMaterials &bom)
{
    beginResetModel();
    m_bom = bom;
    endResetModel();
}

int BomTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_bom.servers.size() + m_bom.switches.size() + m_bom.cables.size());
}

int BomTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BomTableModel::deviceData(const BomDeviceLine &line, bool isServer, int column) const
{
    switch (column) {
    case Item: return isServer ? tr("Server") : tr("Switch, %1").arg(BillOfMaterials::switchTierName(line.tier));
    case Sku: return line.sku;
    case Name: return line.name;
    case Count:
    case Order: return line.count;
    case Spares: return 0;
    default: return {}; // transceivers are ordered on the cable lines, once each
    }
}

QVariant BomTableModel::cableData(const BomCableLine &line, int column) const
{
    switch (column) {
    case Item: return line.kind == CableKind::Fiber ? tr("Optics + fibre") : tr("Cable");
    case Sku: return line.sku.isEmpty() ? tr("(no catalog part)") : line.sku;
    case Name: return line.sku.isEmpty() ? BillOfMaterials::noPartName() : line.name;
    case Medium: return cableKindName(line.kind);
    case Rate: return line.rateGbps;
    case Length: return line.lengthM;
    case Count: return line.count;
    case Spares: return line.spares;
    case Order: return line.orderCount();
    case Transceivers: return line.transceivers;
    default: return {};
    }
}

QVariant BomTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    int row = index.row();
    if (role == Qt::TextAlignmentRole)
        return index.column() >= Rate ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role == Qt::ToolTipRole && index.column() == Sku) {
        const int cableRow = row - int(m_bom.servers.size() + m_bom.switches.size());
        if (cableRow >= 0 && m_bom.cables.at(cableRow).mediumChanged > 0)
            return tr("%1 of these runs were typed a shorter medium, which does not reach this far at this rate.")
                .arg(m_bom.cables.at(cableRow).mediumChanged);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    if (row < m_bom.servers.size())
        return deviceData(m_bom.servers.at(row), true, index.column());
    row -= int(m_bom.servers.size());
    if (row < m_bom.switches.size())
        return deviceData(m_bom.switches.at(row), false, index.column());
    row -= int(m_bom.switches.size());
    return cableData(m_bom.cables.at(row), index.column());
}

QVariant BomTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Item: return tr("Item");
    case Sku: return tr("SKU");
    case Name: return tr("Name");
    case Medium: return tr("Medium");
    case Rate: return tr("Gb/s");
    case Length: return tr("Length (m)");
    case Count: return tr("Count");
    case Spares: return tr("Spares");
    case Order: return tr("To order");
    case Transceivers: return tr("Transceivers");
    default: return {};
    }
}

} // namespace cq
