#include "switchporttablemodel.h"

namespace cq {

SwitchPortTableModel::SwitchPortTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void SwitchPortTableModel::setTable(const SwitchPortTable &table)
{
    beginResetModel();
    m_table = table;
    endResetModel();
}

int SwitchPortTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.ports.size());
}

int SwitchPortTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SwitchPortTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || role != Qt::DisplayRole)
        return {};
    const SwitchPortRow &p = m_table.ports.at(index.row());
    switch (index.column()) {
    case Port: return p.portName;
    case CableId: return p.cableId.isEmpty() ? tr("free") : p.cableId;
    case PeerDevice: return p.peerDevice;
    case PeerPort: return p.peerPort;
    default: return {};
    }
}

QVariant SwitchPortTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Port: return tr("Port");
    case CableId: return tr("Cable");
    case PeerDevice: return tr("To device");
    case PeerPort: return tr("To port");
    default: return {};
    }
}

} // namespace cq
