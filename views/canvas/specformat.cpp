#include "specformat.h"

#include "catalog/catalog.h"
#include "domain/server.h"
#include "domain/switchdevice.h"

#include <QCoreApplication>

namespace cq {

namespace {
// Gives lupdate a context for the strings below (free functions have no tr()).
class SpecFormat
{
    Q_DECLARE_TR_FUNCTIONS(cq::SpecFormat)
};

// "200" for 200.0, "12.5" for 12.5: rates and TFLOPS are shown without trailing zeros.
QString number(double value)
{
    return QString::number(value, 'g', 6);
}

QString gpuGroupText(int count, const QString &gpuName)
{
    if (count <= 0 || gpuName.isEmpty())
        return SpecFormat::tr("no GPU");
    return SpecFormat::tr("%1x %2").arg(count).arg(gpuName);
}

QString fabricText(IntraFabric fabric)
{
    switch (fabric) {
    case IntraFabric::NVSwitch: return SpecFormat::tr("NVLink");
    case IntraFabric::PCIeGen4: return SpecFormat::tr("PCIe Gen4");
    case IntraFabric::PCIeGen5: return SpecFormat::tr("PCIe Gen5");
    case IntraFabric::HCCS: return SpecFormat::tr("HCCS");
    }
    return {};
}

const QString separator = QStringLiteral(" \u00b7 "); // " · "
} // namespace

QString linkKindTag(LinkKind kind)
{
    switch (kind) {
    case LinkKind::InfiniBand: return QStringLiteral("IB");
    case LinkKind::RoCE: return QStringLiteral("RoCE");
    case LinkKind::Ethernet: return QStringLiteral("Eth");
    }
    return {};
}

QString portGroupText(int count, double rateGbps, LinkKind kind)
{
    return SpecFormat::tr("%1x%2G %3").arg(count).arg(number(rateGbps), linkKindTag(kind));
}

QString serverSpec(const Server &server)
{
    return gpuGroupText(server.gpuCount, server.gpuModel) + separator
        + portGroupText(server.nicCount, server.nicRateGbps, server.nicKind);
}

QString switchSpec(const Switch &sw)
{
    return portGroupText(sw.portCount, sw.portRateGbps, sw.kind);
}

QString gpuModelSpec(const GpuModel &gpu)
{
    return SpecFormat::tr("%1 TFLOPS BF16").arg(number(gpu.tflopsBf16)) + separator
        + SpecFormat::tr("%1 %2 GB/s").arg(fabricText(gpu.fabric), number(gpu.intraBandwidthGBps));
}

QString serverModelSpec(const ServerModel &model, const Catalog &catalog)
{
    const GpuModel *gpu = catalog.gpu(model.gpuId);
    QString text = gpuGroupText(model.gpuCount, gpu ? gpu->name : model.gpuId) + separator
        + portGroupText(model.nicCount, model.nicRateGbps, model.nicKind);
    if (model.powerW > 0)
        text += separator + SpecFormat::tr("%1 kW").arg(number(model.powerW / 1000.0));
    return text;
}

QString switchModelSpec(const SwitchModel &model)
{
    return SpecFormat::tr("%1 x %2 Gb/s %3").arg(model.portCount).arg(number(model.portRateGbps), linkKindName(model.kind));
}

} // namespace cq
