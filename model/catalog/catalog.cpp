#include "catalog.h"

#include "domain/fittedname.h"

#include <QCoreApplication>
#include <algorithm>

namespace cq {

namespace {
template<typename T, typename Key>
const T *findBy(const QList<T> &list, Key T::*key, const QString &value)
{
    auto it = std::find_if(list.cbegin(), list.cend(), [&](const T &t) { return t.*key == value; });
    return it == list.cend() ? nullptr : &*it;
}
} // namespace

void Catalog::applyGpu(Server *server, const GpuModel &gpu)
{
    server->gpuModel = gpu.name;
    server->gpuArch = gpu.arch;
    server->gpuTflopsBf16 = gpu.tflopsBf16;
    server->fabric = gpu.fabric;
    server->intraBandwidthGBps = gpu.intraBandwidthGBps;
}

const GpuModel *Catalog::gpu(const QString &id) const { return findBy(gpus, &GpuModel::id, id); }
const ServerModel *Catalog::server(const QString &sku) const { return findBy(servers, &ServerModel::sku, sku); }
const SwitchModel *Catalog::switchModel(const QString &sku) const { return findBy(switches, &SwitchModel::sku, sku); }
const CableModel *Catalog::cable(const QString &sku) const { return findBy(cables, &CableModel::sku, sku); }

Catalog Catalog::offered() const
{
    Catalog result;
    auto keep = [](const auto &from, auto *to) {
        for (const auto &m : from) {
            if (!m.retired)
                to->append(m);
        }
    };
    keep(gpus, &result.gpus);
    keep(servers, &result.servers);
    keep(switches, &result.switches);
    keep(cables, &result.cables);
    return result;
}

std::optional<Server> Catalog::makeServer(const QString &sku) const
{
    const ServerModel *model = server(sku);
    const GpuModel *g = model ? gpu(model->gpuId) : nullptr;
    if (!g)
        return std::nullopt;
    Server s;
    s.id = QUuid::createUuid();
    s.sku = model->sku;
    s.name = fittedServerName(model->name, model->gpuSlots, model->gpuCount); // named by what is fitted
    applyGpu(&s, *g);
    s.gpuSlots = model->gpuSlots;
    s.gpuCount = model->gpuCount;
    s.nicCount = model->fabricPorts(); // a Server's NIC count is its fabric ports
    s.nicRateGbps = model->nicRateGbps;
    s.nicKind = model->nicKind;
    s.powerW = model->powerW;
    s.gpusPerPcieSwitch = model->gpusPerPcieSwitch;
    s.heightU = model->heightU > 0 ? model->heightU : defaultServerHeightU(s); // 0 = the catalog does not say
    return s;
}

std::optional<Switch> Catalog::makeSwitch(const QString &sku) const
{
    const SwitchModel *model = switchModel(sku);
    if (!model)
        return std::nullopt;
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.sku = model->sku;
    sw.name = model->name;
    sw.portCount = model->portCount;
    sw.portRateGbps = model->portRateGbps;
    sw.kind = model->kind;
    sw.powerW = model->powerW;
    sw.heightU = std::max(1, model->heightU);
    // Off even on a SHARP-capable model: NCCL uses CollNet only with NCCL_COLLNET_ENABLE=1, the
    // SHARP plugin and a running aggregation manager, so a quote predicts what nccl-tests measures
    // by default; the inspector turns it on per switch (SwitchModel::sharp says it can be).
    sw.sharp = false;
    return sw;
}

bool Catalog::fitGpu(Server *server, const QString &gpuId, QString *why) const
{
    const GpuModel *g = gpu(gpuId);
    if (!g) {
        *why = QCoreApplication::translate("cq::Catalog", "Unknown GPU model %1.").arg(gpuId);
        return false;
    }
    if (server->gpuCount >= server->gpuSlots) {
        *why = QCoreApplication::translate("cq::Catalog", "%1 is full: all %2 GPU slots are taken.")
                   .arg(server->name).arg(server->gpuSlots);
        return false;
    }
    if (server->gpuCount > 0 && server->gpuModel != g->name) {
        *why = QCoreApplication::translate("cq::Catalog", "%1 holds %2 GPUs; a %3 cannot be mixed in.")
                   .arg(server->name, server->gpuModel, g->name);
        return false;
    }
    applyGpu(server, *g);
    ++server->gpuCount;
    return true;
}

} // namespace cq
