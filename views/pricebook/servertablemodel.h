#pragma once

#include "catalogtablemodel.h"

namespace cq {

/** The catalog's server models as a table (Price Book > Servers): GPUs, NICs, host figures. */
class ServerTableModel : public CatalogTableModel
{
    Q_OBJECT
public:
    enum Column { SkuColumn, NameCol, GpuColumn, GpuCountColumn, SlotsColumn, NicsColumn, NicRateColumn, NicKindColumn, PortsPerNicColumn, CpuColumn, MemoryColumn, NvmeColumn, HeightColumn, PowerColumn, ManufacturerColumn, SourceColumn };

    using CatalogTableModel::CatalogTableModel;

    CatalogStore::Kind kind() const override { return CatalogStore::Kind::Server; }
    QString key(int row) const override { return m_models.at(row).sku; }
    bool isRetired(int row) const override { return m_models.at(row).retired; }
    const ServerModel &model(int row) const { return m_models.at(row); }

protected:
    void load(const Catalog &catalog) override { m_models = catalog.servers; }
    int modelCount() const override { return int(m_models.size()); }
    QStringList headers() const override;
    QVariant cell(int row, int column) const override;
    bool isNumeric(int column) const override;

private:
    QList<ServerModel> m_models;
};

} // namespace cq
