#include "hardwarerules.h"

#include "topology/fabricgraph.h"
#include "ruletext.h"
#include "domain/designpower.h"
#include "domain/rackload.h"

#include <QCoreApplication>
#include <QHash>

namespace cq {

namespace {

void checkRackPower(const Design &design, QList<Diagnostic> *out)
{
    const QHash<QUuid, double> drawW = powerByRackW(design);
    QHash<QUuid, QList<QUuid>> devices;
    for (const Server &s : design.servers)
        devices[s.rackId].append(s.id);
    for (const Switch &sw : design.switches)
        devices[sw.rackId].append(sw.id);
    for (const Rack &rack : design.racks) {
        const RackLoad load(rack, drawW.value(rack.id));
        if (!load.over())
            continue;
        out->append({QStringLiteral("CQ-POWER-001"), Severity::Error,
                     QCoreApplication::translate("cq::Validator",
                                                 "Rack \"%1\" draws %2 kW at full load, more than its power budget "
                                                 "of %3 kW: move devices to another rack or ask for a bigger feed.")
                         .arg(design.displayName(rack.id), load.drawKwText(), load.budgetKwText()),
                     QList<QUuid>{rack.id} + devices.value(rack.id)});
    }
}

void checkGpuModels(const TrainingCluster &cluster, QList<Diagnostic> *out)
{
    QStringList models; // first-seen order
    QHash<QString, int> servers;
    for (const Server *s : cluster.servers) {
        if (s->gpuCount <= 0)
            continue;
        if (!servers.contains(s->gpuModel))
            models.append(s->gpuModel);
        ++servers[s->gpuModel];
    }
    if (models.size() < 2)
        return;
    QString intended = models.first();
    QStringList parts;
    for (const QString &model : std::as_const(models)) {
        if (servers.value(model) > servers.value(intended))
            intended = model;
        parts.append(QCoreApplication::translate("cq::Validator", "%1 on %n server(s)", nullptr, servers.value(model))
                         .arg(model));
    }
    QList<QUuid> ids;
    for (const Server *s : cluster.servers) {
        if (s->gpuCount > 0 && s->gpuModel != intended)
            ids.append(s->id);
    }
    out->append({QStringLiteral("CQ-GPU-001"), Severity::Warning,
                 QCoreApplication::translate("cq::Validator",
                                             "Training cluster \"%1\" mixes GPU models (%2): synchronous training "
                                             "runs at the pace of the slowest GPU.")
                     .arg(cluster.name, parts.join(QStringLiteral(", "))),
                 ids});
}

void checkSoftwareStack(const Design &design, QList<Diagnostic> *out)
{
    QList<QUuid> ids;
    QStringList models;
    for (const Server &s : design.servers) {
        if (!runsCann(s))
            continue;
        ids.append(s.id);
        if (!models.contains(s.gpuModel))
            models.append(s.gpuModel);
    }
    if (ids.isEmpty())
        return;
    out->append({QStringLiteral("CQ-CANN-001"), Severity::Warning,
                 QCoreApplication::translate("cq::Validator",
                                             "%n server(s) hold Huawei Ascend NPUs (%1), which run Huawei's CANN "
                                             "software stack, not CUDA: CUDA code, custom kernels and CUDA-only "
                                             "libraries must be ported (e.g. to PyTorch with torch_npu) and tested "
                                             "before training starts; plan time for the migration.",
                                             nullptr, int(ids.size()))
                     .arg(models.join(QStringLiteral(", "))),
                 ids});
}

} // namespace

void checkHardwareRules(const FabricGraph &graph, QList<Diagnostic> *out)
{
    checkRackPower(graph.design(), out);
    for (const TrainingCluster &cluster : graph.clusters())
        checkGpuModels(cluster, out);
    checkSoftwareStack(graph.design(), out);
}

} // namespace cq
