#pragma once

#include "catalogtablemodel.h"

namespace cq {

/** The catalog's cables and optics as a table (Price Book > Cables & optics). */
class CableTableModel : public CatalogTableModel
{
    Q_OBJECT
public:
    enum Column { SkuColumn, NameCol, KindColumn, RateColumn, LengthColumn, SourceColumn };

    using CatalogTableModel::CatalogTableModel;

    CatalogStore::Kind kind() const override { return CatalogStore::Kind::Cable; }
    QString key(int row) const override { return m_models.at(row).sku; }
    bool isRetired(int row) const override { return m_models.at(row).retired; }
    const CableModel &model(int row) const { return m_models.at(row); }

protected:
    void load(const Catalog &catalog) override { m_models = catalog.cables; }
    int modelCount() const override { return int(m_models.size()); }
    QStringList headers() const override;
    QVariant cell(int row, int column) const override;
    bool isNumeric(int column) const override;

private:
    QList<CableModel> m_models;
};

} // namespace cq
