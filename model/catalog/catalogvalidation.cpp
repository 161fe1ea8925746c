#include "catalogvalidation.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <iterator>

namespace cq {

namespace {

/** "8" for whole numbers, else up to 6 significant digits ("0.5"). */
QString num(double value)
{
    return QString::number(value, 'g', 6);
}

/** The InfiniBand data rates in Gb/s (IBTA: SDR 10, DDR 20, QDR 40, FDR 56, EDR and HDR100 100,
 *  HDR 200, NDR 400, XDR 800); no InfiniBand port runs at another rate. */
bool isInfiniBandRate(double gbps)
{
    static constexpr double kRates[] = {10, 20, 40, 56, 100, 200, 400, 800};
    return std::find(std::begin(kRates), std::end(kRates), gbps) != std::end(kRates);
}

const char kIbRates[] = "10, 20, 40, 56, 100, 200, 400 or 800";

} // namespace

QString CatalogValidation::gpuProblem(const GpuModel &gpu)
{
    if (gpu.id.trimmed().isEmpty())
        return tr("GPU '%1': the id is empty.").arg(gpu.name);
    const QString who = tr("GPU %1").arg(gpu.id);
    if (gpu.name.trimmed().isEmpty())
        return tr("%1: the name is empty.").arg(who);
    if (!(gpu.memoryGB > 0))
        return tr("%1: memory must be above 0 GB (%2).").arg(who, num(gpu.memoryGB));
    if (!(gpu.tflopsBf16 > 0))
        return tr("%1: BF16 TFLOPS must be above 0 (%2).").arg(who, num(gpu.tflopsBf16));
    if (!(gpu.tdpW >= 0))
        return tr("%1: TDP must not be negative (%2 W).").arg(who, num(gpu.tdpW));
    if (!(gpu.intraBandwidthGBps > 0))
        return tr("%1: intra-node bandwidth must be above 0 GB/s (%2).").arg(who, num(gpu.intraBandwidthGBps));
    if (gpu.softwareStack != QLatin1String("CUDA") && gpu.softwareStack != QLatin1String("CANN"))
        return tr("%1: the software stack must be CUDA or CANN, not \"%2\".").arg(who, gpu.softwareStack);
    return {};
}

QString CatalogValidation::serverProblem(const ServerModel &s, const QList<GpuModel> &gpus)
{
    if (s.sku.trimmed().isEmpty())
        return tr("Server '%1': the SKU is empty.").arg(s.name);
    const QString who = tr("Server %1").arg(s.sku);
    if (s.name.trimmed().isEmpty())
        return tr("%1: the name is empty.").arg(who);
    const bool known = std::any_of(gpus.cbegin(), gpus.cend(), [&](const GpuModel &g) { return g.id == s.gpuId; });
    if (!known)
        return tr("%1: GPU \"%2\" is not a GPU model of the catalog.").arg(who, s.gpuId);
    if (s.gpuSlots < 1)
        return tr("%1: GPU slots must be at least 1 (%2).").arg(who).arg(s.gpuSlots);
    if (s.gpuCount < 0)
        return tr("%1: the GPU count must not be negative (%2).").arg(who).arg(s.gpuCount);
    if (s.gpuCount > s.gpuSlots)
        return tr("%1: GPU slots must be at least the GPU count (%2 > %3).").arg(who).arg(s.gpuCount).arg(s.gpuSlots);
    if (s.nicCount < 0)
        return tr("%1: the NIC count must not be negative (%2).").arg(who).arg(s.nicCount);
    if (!(s.nicRateGbps > 0))
        return tr("%1: the NIC rate must be above 0 Gb/s (%2).").arg(who, num(s.nicRateGbps));
    if (s.nicKind == LinkKind::InfiniBand && !isInfiniBandRate(s.nicRateGbps))
        return tr("%1: nic_rate_gbps %2 is not an InfiniBand rate (%3 Gb/s).")
            .arg(who, num(s.nicRateGbps), QLatin1String(kIbRates));
    if (s.portsPerNic < 1 || s.portsPerNic > 8)
        return tr("%1: ports per NIC must be 1 to 8 (%2).").arg(who).arg(s.portsPerNic);
    if (s.gpusPerPcieSwitch < 1 || s.gpusPerPcieSwitch > 64)
        return tr("%1: GPUs per PCIe switch must be 1 to 64 (%2).").arg(who).arg(s.gpusPerPcieSwitch);
    if (!(s.powerW >= 0))
        return tr("%1: power must not be negative (%2 W).").arg(who, num(s.powerW));
    if (s.cpuCores < 0)
        return tr("%1: CPU cores must not be negative (%2).").arg(who).arg(s.cpuCores);
    if (!(s.memoryGB >= 0))
        return tr("%1: memory must not be negative (%2 GB).").arg(who, num(s.memoryGB));
    if (!(s.nvmeTB >= 0))
        return tr("%1: local NVMe must not be negative (%2 TB).").arg(who, num(s.nvmeTB));
    if (s.heightU < 0 || s.heightU > 20)
        return tr("%1: the height must be 0 to 20 U (%2).").arg(who).arg(s.heightU);
    return {};
}

QString CatalogValidation::switchProblem(const SwitchModel &sw)
{
    if (sw.sku.trimmed().isEmpty())
        return tr("Switch '%1': the SKU is empty.").arg(sw.name);
    const QString who = tr("Switch %1").arg(sw.sku);
    if (sw.name.trimmed().isEmpty())
        return tr("%1: the name is empty.").arg(who);
    if (sw.portCount < 1)
        return tr("%1: the port count must be at least 1 (%2).").arg(who).arg(sw.portCount);
    if (!(sw.portRateGbps > 0))
        return tr("%1: the port rate must be above 0 Gb/s (%2).").arg(who, num(sw.portRateGbps));
    if (sw.kind == LinkKind::InfiniBand && !isInfiniBandRate(sw.portRateGbps))
        return tr("%1: port_rate_gbps %2 is not an InfiniBand rate (%3 Gb/s).")
            .arg(who, num(sw.portRateGbps), QLatin1String(kIbRates));
    if (!(sw.powerW >= 0))
        return tr("%1: power must not be negative (%2 W).").arg(who, num(sw.powerW));
    if (sw.heightU < 0 || sw.heightU > 20)
        return tr("%1: the height must be 0 to 20 U (%2).").arg(who).arg(sw.heightU);
    if (sw.breakout != 1 && sw.breakout != 2 && sw.breakout != 4 && sw.breakout != 8)
        return tr("%1: breakout must be 1, 2, 4 or 8 ports per port (%2).").arg(who).arg(sw.breakout);
    const double split = sw.portRateGbps / sw.breakout;
    if (split != std::floor(split))
        return tr("%1: breakout %2 must divide the port rate into whole Gb/s (%3 / %2).")
            .arg(who).arg(sw.breakout).arg(num(sw.portRateGbps));
    return {};
}

QString CatalogValidation::cableProblem(const CableModel &c)
{
    if (c.sku.trimmed().isEmpty())
        return tr("Cable '%1': the SKU is empty.").arg(c.name);
    const QString who = tr("Cable %1").arg(c.sku);
    if (c.name.trimmed().isEmpty())
        return tr("%1: the name is empty.").arg(who);
    if (!(c.rateGbps > 0))
        return tr("%1: the rate must be above 0 Gb/s (%2).").arg(who, num(c.rateGbps));
    if (!(c.maxLengthM > 0) || c.maxLengthM > 10000)
        return tr("%1: the longest length must be above 0 and at most 10000 m (%2).").arg(who, num(c.maxLengthM));
    return {};
}

QString CatalogValidation::catalogProblem(const Catalog &catalog)
{
    const auto twice = [](const QString &what, const QStringList &keys) -> QString {
        QSet<QString> seen;
        for (const QString &key : keys) {
            if (seen.contains(key))
                return tr("%1 %2 appears twice.").arg(what, key);
            seen.insert(key);
        }
        return {};
    };
    QStringList gpuIds, serverSkus, switchSkus, cableSkus;
    for (const GpuModel &g : catalog.gpus) {
        if (QString why = gpuProblem(g); !why.isEmpty())
            return why;
        gpuIds << g.id;
    }
    for (const ServerModel &s : catalog.servers) {
        if (QString why = serverProblem(s, catalog.gpus); !why.isEmpty())
            return why;
        serverSkus << s.sku;
    }
    for (const SwitchModel &sw : catalog.switches) {
        if (QString why = switchProblem(sw); !why.isEmpty())
            return why;
        switchSkus << sw.sku;
    }
    for (const CableModel &c : catalog.cables) {
        if (QString why = cableProblem(c); !why.isEmpty())
            return why;
        cableSkus << c.sku;
    }
    for (const QString &why : {twice(tr("GPU"), gpuIds), twice(tr("Server"), serverSkus),
                               twice(tr("Switch"), switchSkus), twice(tr("Cable"), cableSkus)}) {
        if (!why.isEmpty())
            return why;
    }
    return {};
}

} // namespace cq
