#include "netboximport.h"

#include "catalogvalidation.h"
#include "netboxportgroups.h"

#include <QRegularExpression>

namespace cq {

namespace {

QString rateText(double gbps) { return NetboxImport::tr("%1 Gb/s").arg(gbps); }

bool isServer(const NetboxDeviceType &type) { return type.role == NetboxDeviceType::Role::Server; }

const GpuModel *gpuOf(const QList<GpuModel> &gpus, const QString &id)
{
    for (const GpuModel &g : gpus) {
        if (g.id == id)
            return &g;
    }
    return nullptr;
}

SwitchModel switchFrom(const NetboxDeviceType &type, LinkKind kind, const QString &sku)
{
    SwitchModel m;
    m.sku = sku;
    m.portCount = type.fabricPorts;
    m.portRateGbps = type.fabricRateGbps;
    m.kind = kind;
    m.powerW = type.powerW;
    m.source = type.sourceText();
    m.sharp = false; // NetBox does not say; SHARP is turned on per switch in the designer
    m.heightU = type.heightU;
    m.breakout = type.breakout;
    m.manufacturer = type.manufacturer;
    m.name = NetboxImport::tr("%1 %2, %3 x %4 %5")
                 .arg(type.manufacturer, type.model).arg(m.portCount).arg(rateText(m.portRateGbps), linkKindName(kind));
    return m;
}

ServerModel serverFrom(const NetboxDeviceType &type, const NetboxAnswers &answers, const GpuModel &gpu, LinkKind kind,
                       const QString &sku)
{
    ServerModel m;
    m.sku = sku;
    m.gpuId = gpu.id;
    m.gpuCount = answers.gpuCount;
    m.gpuSlots = answers.gpuCount; // NetBox does not list GPU slots: as many as fitted
    m.nicCount = answers.nicCount >= 0 ? answers.nicCount : type.fabricPorts;
    // Without a fabric port (and no answer) the rate is only a placeholder the model needs.
    m.nicRateGbps = answers.nicRateGbps > 0 ? answers.nicRateGbps
                                            : (type.fabricRateGbps > 0 ? type.fabricRateGbps : NetboxPortGroups::kFabricMinGbps);
    m.nicKind = kind;
    m.powerW = type.powerW;
    m.source = type.sourceText();
    m.heightU = type.heightU;
    m.manufacturer = type.manufacturer;
    m.name = m.nicCount > 0 ? NetboxImport::tr("%1 %2, %3x %4, %5x %6 %7")
                                  .arg(type.manufacturer, type.model).arg(m.gpuCount).arg(gpu.name)
                                  .arg(m.nicCount).arg(rateText(m.nicRateGbps), linkKindName(kind))
                            : NetboxImport::tr("%1 %2, %3x %4, no fabric NIC")
                                  .arg(type.manufacturer, type.model).arg(m.gpuCount).arg(gpu.name);
    return m;
}

} // namespace

QList<NetboxImport::Question> NetboxImport::questions(const NetboxDeviceType &type)
{
    QList<Question> asked;
    if (!type.kindCertain && type.fabricPorts > 0)
        asked << Question::FabricKind;
    if (isServer(type)) {
        asked << Question::Gpu;
        if (type.fabricPorts == 0)
            asked << Question::FabricNics;
    }
    if (type.powerW <= 0)
        asked << Question::Power;
    return asked;
}

QString NetboxImport::questionText(const NetboxDeviceType &type, Question question)
{
    switch (question) {
    case Question::FabricKind:
        return tr("Fabric: InfiniBand, RoCE or Ethernet? %1").arg(type.kindReason);
    case Question::Gpu:
        return tr("GPUs: NetBox does not say which GPU model this server holds, nor how many.");
    case Question::FabricNics:
        return tr("Fabric NICs: NetBox lists none for this server (count, rate, kind); without an answer it is imported "
                  "with none.");
    case Question::Power:
        return tr("Power: NetBox gives no maximum draw; imported at 0 W, set the power in the price book.");
    }
    return {};
}

QString NetboxImport::defaultSku(const NetboxDeviceType &type)
{
    static const QRegularExpression notKey(QStringLiteral("[^A-Z0-9]+"));
    QString key = (type.manufacturer + u'-' + type.model).toUpper();
    key.replace(notKey, QStringLiteral("-"));
    while (key.endsWith(u'-'))
        key.chop(1);
    return (isServer(type) ? QStringLiteral("SRV-") : QStringLiteral("SW-")) + key;
}

bool NetboxImport::build(const NetboxDeviceType &type, const NetboxAnswers &answers, const QList<GpuModel> &gpus,
                         NetboxImported *imported, QString *error)
{
    const LinkKind kind = type.kindCertain ? LinkKind::InfiniBand : answers.kind.value_or(type.suggestedKind);
    if (type.kindCertain && answers.kind && *answers.kind != LinkKind::InfiniBand) {
        *error = tr("%1: the port type %2 is InfiniBand, not %3").arg(type.sourceName, type.fabricSlug, linkKindName(*answers.kind));
        return false;
    }
    const QString sku = answers.sku.trimmed().isEmpty() ? defaultSku(type) : answers.sku.trimmed();
    NetboxImported made;
    made.role = type.role;
    QString problem;
    if (!isServer(type)) {
        made.switchModel = switchFrom(type, kind, sku);
        problem = CatalogValidation::switchProblem(made.switchModel);
    } else {
        if (answers.gpuId.isEmpty() || answers.gpuCount < 1) {
            *error = tr("%1: a server; NetBox does not say which GPUs it holds (give the GPU model and count)").arg(type.sourceName);
            return false;
        }
        const GpuModel *gpu = gpuOf(gpus, answers.gpuId);
        if (!gpu) {
            *error = tr("%1: GPU %2 is not in the catalog").arg(type.sourceName, answers.gpuId);
            return false;
        }
        made.serverModel = serverFrom(type, answers, *gpu, kind, sku);
        problem = CatalogValidation::serverProblem(made.serverModel, gpus);
    }
    if (!problem.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(type.sourceName, problem);
        return false;
    }
    *imported = made;
    return true;
}

QString NetboxImport::summary(const NetboxImported &imported)
{
    const auto power = [](double w) { return w > 0 ? tr("%1 W").arg(w) : tr("power not given"); };
    if (imported.role == NetboxDeviceType::Role::Switch) {
        const SwitchModel &m = imported.switchModel;
        QString ports = tr("%1 x %2").arg(m.portCount).arg(rateText(m.portRateGbps));
        if (m.breakout > 1)
            ports += tr(" (breakout %1: %2 x %3)").arg(m.breakout).arg(m.portCount * m.breakout).arg(rateText(m.portRateGbps / m.breakout));
        return tr("%1: switch, %2 %3, %4, %5 U").arg(m.sku, ports, linkKindName(m.kind), power(m.powerW)).arg(m.heightU);
    }
    const ServerModel &m = imported.serverModel;
    const QString nics = m.nicCount > 0 ? tr("%1 x %2 %3").arg(m.nicCount).arg(rateText(m.nicRateGbps), linkKindName(m.nicKind))
                                        : tr("no fabric NIC");
    return tr("%1: server, %2x %3, %4, %5, %6 U").arg(m.sku).arg(m.gpuCount).arg(m.gpuId, nics, power(m.powerW)).arg(m.heightU);
}

} // namespace cq
