#pragma once

#include "bom/billofmaterials.h"

#include <QAbstractTableModel>

namespace cq {

/**
 * A BillOfMaterials as a table: servers, then switches, then cables and optics, one row per
 * line (switches one per tier): item, SKU, name, medium, rate (Gb/s), length (m), count,
 * spares, to order, transceivers (on the cable lines only, each optic once). Numbers are plain
 * (counts, metres) so a copied cell pastes as a number.
 */
class BomTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Item, Sku, Name, Medium, Rate, Length, Count, Spares, Order, Transceivers, ColumnCount };

    explicit BomTableModel(QObject *parent = nullptr);

    void setBom(const BillOfMaterials &bom);
    const BillOfMaterials &bom() const { return m_bom; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant deviceData(const BomDeviceLine &line, bool isServer, int column) const;
    QVariant cableData(const BomCableLine &line, int column) const;

    BillOfMaterials m_bom;
};

} // namespace cq
