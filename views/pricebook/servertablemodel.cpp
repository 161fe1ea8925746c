#include "servertablemodel.h"

namespace cq {

QStringList ServerTableModel::headers() const
{
    return {tr("SKU"), tr("Name"), tr("GPU"), tr("GPUs"), tr("Slots"), tr("NICs"), tr("NIC Gb/s"), tr("NIC kind"),
            tr("Ports/NIC"), tr("CPU cores"), tr("Memory (GB)"), tr("NVMe (TB)"), tr("Height (U)"), tr("Power (W)"),
            tr("Manufacturer"), tr("Source")};
}

QVariant ServerTableModel::cell(int row, int column) const
{
    const ServerModel &server = m_models.at(row);
    switch (column) {
    case SkuColumn: return server.sku;
    case NameCol: return server.name;
    case GpuColumn: return server.gpuId;
    case GpuCountColumn: return server.gpuCount;
    case SlotsColumn: return server.gpuSlots;
    case NicsColumn: return server.nicCount;
    case NicRateColumn: return number(server.nicRateGbps);
    case NicKindColumn: return linkKindName(server.nicKind);
    case PortsPerNicColumn: return server.portsPerNic;
    case CpuColumn: return stated(server.cpuCores, 0);
    case MemoryColumn: return stated(server.memoryGB);
    case NvmeColumn: return stated(server.nvmeTB);
    case HeightColumn: return stated(server.heightU, 0);
    case PowerColumn: return stated(server.powerW, 0);
    case ManufacturerColumn: return server.manufacturer;
    case SourceColumn: return server.source;
    }
    return {};
}

bool ServerTableModel::isNumeric(int column) const
{
    return column >= GpuCountColumn && column <= PowerColumn && column != NicKindColumn;
}

} // namespace cq
