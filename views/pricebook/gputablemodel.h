#pragma once

#include "catalogtablemodel.h"

namespace cq {

/** The catalog's GPU models as a table (Price Book > GPU models). */
class GpuTableModel : public CatalogTableModel
{
    Q_OBJECT
public:
    enum Column { IdColumn, NameCol, VendorColumn, ArchColumn, MemoryColumn, TflopsColumn, TdpColumn, FabricColumn, IntraColumn, StackColumn, SourceColumn };

    using CatalogTableModel::CatalogTableModel;

    CatalogStore::Kind kind() const override { return CatalogStore::Kind::Gpu; }
    QString key(int row) const override { return m_models.at(row).id; }
    bool isRetired(int row) const override { return m_models.at(row).retired; }
    const GpuModel &model(int row) const { return m_models.at(row); }

protected:
    void load(const Catalog &catalog) override { m_models = catalog.gpus; }
    int modelCount() const override { return int(m_models.size()); }
    QStringList headers() const override;
    QVariant cell(int row, int column) const override;
    bool isNumeric(int column) const override;

private:
    QList<GpuModel> m_models;
};

} // namespace cq
