#include "gputablemodel.h"

namespace cq {

QStringList GpuTableModel::headers() const
{
    return {tr("ID"), tr("Name"), tr("Vendor"), tr("Architecture"), tr("Memory (GB)"), tr("BF16 TFLOPS"), tr("TDP (W)"),
            tr("Intra-node fabric"), tr("Intra-node GB/s"), tr("Software"), tr("Source")};
}

QVariant GpuTableModel::cell(int row, int column) const
{
    const GpuModel &gpu = m_models.at(row);
    switch (column) {
    case IdColumn: return gpu.id;
    case NameCol: return gpu.name;
    case VendorColumn: return gpu.vendor;
    case ArchColumn: return gpu.arch;
    case MemoryColumn: return number(gpu.memoryGB);
    case TflopsColumn: return number(gpu.tflopsBf16, 1);
    case TdpColumn: return number(gpu.tdpW, 0);
    case FabricColumn: return intraFabricName(gpu.fabric);
    case IntraColumn: return number(gpu.intraBandwidthGBps, 1);
    case StackColumn: return gpu.softwareStack;
    case SourceColumn: return gpu.source;
    }
    return {};
}

bool GpuTableModel::isNumeric(int column) const
{
    return (column >= MemoryColumn && column <= TdpColumn) || column == IntraColumn;
}

} // namespace cq
