#pragma once

#include "catalogtablemodel.h"

namespace cq {

/** The catalog's switch models as a table (Price Book > Switches). */
class SwitchTableModel : public CatalogTableModel
{
    Q_OBJECT
public:
    enum Column { SkuColumn, NameCol, PortsColumn, RateColumn, KindColumn, SharpColumn, BreakoutColumn, PowerColumn, HeightColumn, ManufacturerColumn, SourceColumn };

    using CatalogTableModel::CatalogTableModel;

    CatalogStore::Kind kind() const override { return CatalogStore::Kind::Switch; }
    QString key(int row) const override { return m_models.at(row).sku; }
    bool isRetired(int row) const override { return m_models.at(row).retired; }
    const SwitchModel &model(int row) const { return m_models.at(row); }

protected:
    void load(const Catalog &catalog) override { m_models = catalog.switches; }
    int modelCount() const override { return int(m_models.size()); }
    QStringList headers() const override;
    QVariant cell(int row, int column) const override;
    bool isNumeric(int column) const override;

private:
    QList<SwitchModel> m_models;
};

} // namespace cq
