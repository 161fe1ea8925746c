#pragma once

#include "bom/cableplan.h"

#include <QAbstractTableModel>

namespace cq {

/**
 * A CablePlan as a table, one row per cable: ID, A device, A port, B device, B port, tier,
 * medium, rate (Gb/s), length (m), catalog part.
 */
class CablePlanTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Id, ADevice, APort, BDevice, BPort, Tier, Medium, Rate, Length, Part, ColumnCount };

    explicit CablePlanTableModel(QObject *parent = nullptr);

    void setPlan(const CablePlan &plan);
    const CablePlan &plan() const { return m_plan; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    CablePlan m_plan;
};

} // namespace cq
