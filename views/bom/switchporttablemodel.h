#pragma once

#include "bom/cableplan.h"

#include <QAbstractTableModel>

namespace cq {

/** One switch's port-to-port table (SwitchPortTable): port, cable ID, peer device, peer port. */
class SwitchPortTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Port, CableId, PeerDevice, PeerPort, ColumnCount };

    explicit SwitchPortTableModel(QObject *parent = nullptr);

    void setTable(const SwitchPortTable &table);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    SwitchPortTable m_table;
};

} // namespace cq
