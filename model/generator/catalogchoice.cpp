#include "catalogchoice.h"

#include <QRegularExpression>

#include <algorithm>

namespace cq {

namespace {

QString gpuKeys(const Catalog &catalog)
{
    QStringList keys;
    for (const GpuModel &g : catalog.gpus)
        keys.append(CatalogChoice::gpuKey(g));
    return keys.join(QStringLiteral(", "));
}

QString switchList(const QList<const SwitchModel *> &switches)
{
    QStringList names;
    for (const SwitchModel *m : switches)
        names.append(CatalogChoice::tr("%1 (%2 ports)").arg(m->sku).arg(m->portCount));
    return names.join(QStringLiteral(", "));
}

/** What differs between the catalog server and the servers the spec asks for. */
QStringList serverNotes(const ServerModel &model, const FabricSpec &spec)
{
    QStringList notes;
    if (model.nicCount != spec.nicsPerServer || model.nicRateGbps != spec.nicRateGbps || model.nicKind != spec.fabric)
        notes.append(CatalogChoice::tr("%1 comes with %2 x %3 Gb/s %4 NICs; the generated servers get %5 x %6 Gb/s %7 "
                                       "and are priced as %1.")
                         .arg(model.sku).arg(model.nicCount).arg(model.nicRateGbps).arg(linkKindName(model.nicKind))
                         .arg(spec.nicsPerServer).arg(spec.nicRateGbps).arg(linkKindName(spec.fabric)));
    if (model.gpuCount != spec.gpusPerServer)
        notes.append(CatalogChoice::tr("%1 is listed with %2 GPUs; the generated servers hold %3 and are priced as %1.")
                         .arg(model.sku).arg(model.gpuCount).arg(spec.gpusPerServer));
    return notes;
}

} // namespace

QString CatalogChoice::gpuKey(const GpuModel &gpu)
{
    static const QRegularExpression memory(QStringLiteral("^\\d+G$"), QRegularExpression::CaseInsensitiveOption);
    QStringList parts = gpu.id.toLower().split(u'-', Qt::SkipEmptyParts);
    QStringList memoryParts;
    for (auto it = parts.begin(); it != parts.end();) {
        if (memory.match(*it).hasMatch()) {
            memoryParts.append(*it);
            it = parts.erase(it);
        } else {
            ++it;
        }
    }
    return (parts + memoryParts).join(u'-');
}

const GpuModel *CatalogChoice::gpuByKey(const Catalog &catalog, const QString &key)
{
    for (const GpuModel &g : catalog.gpus) {
        if (gpuKey(g) == key.toLower() || g.id.compare(key, Qt::CaseInsensitive) == 0)
            return &g;
    }
    return nullptr;
}

const ServerModel *CatalogChoice::serverFor(const Catalog &catalog, const GpuModel &gpu, int gpus, LinkKind fabric,
                                            double nicRateGbps)
{
    const ServerModel *best = nullptr;
    int bestScore = -1;
    for (const ServerModel &m : catalog.servers) {
        if (m.gpuId != gpu.id || m.gpuSlots < gpus)
            continue;
        const int score = (m.nicKind == fabric ? 4 : 0) + (m.nicRateGbps == nicRateGbps ? 2 : 0)
            + (m.gpuCount == gpus ? 1 : 0);
        if (score > bestScore) {
            best = &m;
            bestScore = score;
        }
    }
    return best;
}

const ServerModel *CatalogChoice::largestServerFor(const Catalog &catalog, const GpuModel &gpu)
{
    const ServerModel *largest = nullptr;
    for (const ServerModel &m : catalog.servers) {
        if (m.gpuId == gpu.id && (!largest || m.gpuSlots > largest->gpuSlots))
            largest = &m;
    }
    return largest;
}

void CatalogChoice::fitToGpu(const Catalog &catalog, const GpuModel &gpu, FabricSpec *spec)
{
    const ServerModel *largest = largestServerFor(catalog, gpu);
    if (!largest)
        return;
    spec->gpusPerServer = std::min(spec->gpusPerServer, largest->gpuSlots);
    const ServerModel *server = serverFor(catalog, gpu, spec->gpusPerServer, spec->fabric, spec->nicRateGbps);
    spec->nicsPerServer = server->nicCount;
    spec->nicRateGbps = server->nicRateGbps;
    spec->fabric = server->nicKind;
    if (!switchesFor(catalog, spec->fabric, spec->nicRateGbps).isEmpty())
        return;
    for (const SwitchModel &m : catalog.switches) {
        if (m.kind == spec->fabric) {
            spec->nicRateGbps = m.portRateGbps;
            return;
        }
    }
}

QList<const SwitchModel *> CatalogChoice::switchesFor(const Catalog &catalog, LinkKind fabric, double rateGbps)
{
    QList<const SwitchModel *> result;
    for (const SwitchModel &m : catalog.switches) {
        if (m.kind == fabric && m.portRateGbps == rateGbps)
            result.append(&m);
    }
    return result;
}

std::optional<GeneratorTemplates> CatalogChoice::choose(const Catalog &catalog, const QString &key, FabricSpec *spec,
                                                        QString *why)
{
    const GpuModel *gpu = gpuByKey(catalog, key);
    if (!gpu) {
        *why = tr("Unknown GPU model \"%1\"; the catalog has: %2.").arg(key, gpuKeys(catalog));
        return std::nullopt;
    }
    const ServerModel *model = serverFor(catalog, *gpu, spec->gpusPerServer, spec->fabric, spec->nicRateGbps);
    if (!model) {
        // Name the largest server there is, so the user knows what to ask for instead.
        const ServerModel *largest = largestServerFor(catalog, *gpu);
        *why = largest ? tr("The catalog has no server for %1 with %2 or more GPU slots; the largest, %3, holds %4: "
                            "ask for %4 GPUs per server.")
                             .arg(gpu->name).arg(spec->gpusPerServer).arg(largest->sku).arg(largest->gpuSlots)
                       : tr("The catalog has no server for %1 with %2 or more GPU slots.").arg(gpu->name).arg(spec->gpusPerServer);
        return std::nullopt;
    }
    const QList<const SwitchModel *> switches = switchesFor(catalog, spec->fabric, spec->nicRateGbps);
    const SwitchModel *sw = nullptr;
    for (const SwitchModel *m : switches) {
        if (spec->switchPorts > 0 ? m->portCount == spec->switchPorts : (!sw || m->portCount > sw->portCount))
            sw = m;
    }
    if (!sw) {
        *why = switches.isEmpty()
            ? tr("The catalog has no %1 switch with %2 Gb/s ports.").arg(linkKindName(spec->fabric)).arg(spec->nicRateGbps)
            : tr("The catalog has no %1 switch with %2 ports at %3 Gb/s; it has %4.")
                  .arg(linkKindName(spec->fabric)).arg(spec->switchPorts).arg(spec->nicRateGbps).arg(switchList(switches));
        return std::nullopt;
    }
    spec->switchPorts = sw->portCount;
    GeneratorTemplates t{*catalog.makeServer(model->sku), *catalog.makeSwitch(sw->sku), serverNotes(*model, *spec)};
    return t;
}

} // namespace cq
