#include "catalogchoice.h"
#include "catalog/genericswitch.h"
#include "fabricplan.h"

#include <QRegularExpression>

#include <algorithm>
#include <tuple>

namespace cq {

namespace {

QString gpuKeys(const Catalog &catalog)
{
    QStringList keys;
    for (const GpuModel &g : catalog.gpus)
        keys.append(CatalogChoice::gpuKey(g));
    return keys.join(QStringLiteral(", "));
}

QString switchList(const QList<const SwitchModel *> &switches, double rateGbps)
{
    QStringList names;
    for (const SwitchModel *m : switches)
        names.append(CatalogChoice::tr("%1 (%2 ports)").arg(m->sku).arg(m->portsAt(rateGbps)));
    return names.join(QStringLiteral(", "));
}

/** What differs between the catalog server and the servers the spec asks for. */
QStringList serverNotes(const ServerModel &model, const FabricSpec &spec)
{
    QStringList notes;
    if (model.fabricPorts() != spec.nicsPerServer || model.nicRateGbps != spec.nicRateGbps || model.nicKind != spec.fabric)
        notes.append(CatalogChoice::tr("%1 comes with %2 x %3 Gb/s %4 NICs; the generated servers get %5 x %6 Gb/s %7 "
                                       "and are priced as %1.")
                         .arg(model.sku).arg(model.fabricPorts()).arg(model.nicRateGbps).arg(linkKindName(model.nicKind))
                         .arg(spec.nicsPerServer).arg(spec.nicRateGbps).arg(linkKindName(spec.fabric)));
    if (model.gpuCount != spec.gpusPerServer)
        notes.append(CatalogChoice::tr("%1 is listed with %2 GPUs; the generated servers hold %3 and are priced as %1.")
                         .arg(model.sku).arg(model.gpuCount).arg(spec.gpusPerServer));
    return notes;
}

/** Watts with no needless decimals: 291, 8.09. */
QString watts(double w)
{
    QString text = QString::number(w, 'f', w >= 100 ? 0 : 2);
    if (text.contains(u'.'))
        text.remove(QRegularExpression(QStringLiteral("\\.?0+$")));
    return text;
}

/** Why the generic switch is there and how its power was estimated, for the user to read. */
QString genericSwitchNote(const Catalog &offered, const SwitchModel &generic, const QList<const SwitchModel *> &sameRate)
{
    QString note = sameRate.isEmpty()
        ? CatalogChoice::tr("The catalog has no %1 switch with %2 Gb/s ports: the design uses a %3 (%4), shown in the "
                            "quote as price missing until the price book prices it.")
              .arg(linkKindName(generic.kind)).arg(generic.portRateGbps).arg(generic.name, generic.sku)
        : CatalogChoice::tr("The catalog has no %1 switch with %2 ports at %3 Gb/s (it has %4): the design uses a %5 "
                            "(%6), shown in the quote as price missing until the price book prices it.")
              .arg(linkKindName(generic.kind)).arg(generic.portCount).arg(generic.portRateGbps)
              .arg(switchList(sameRate, generic.portRateGbps), generic.name, generic.sku);
    const double perPort = GenericSwitch::perPortPowerW(offered, generic.portRateGbps);
    bool anyAtRate = false;
    for (const SwitchModel &m : offered.switches)
        anyAtRate = anyAtRate || (m.powerW > 0 && m.portsAt(generic.portRateGbps) > 0);
    if (perPort <= 0)
        note += QLatin1Char(' ') + CatalogChoice::tr("Its power is not known: the catalog gives no switch power.");
    else if (anyAtRate)
        note += QLatin1Char(' ') + CatalogChoice::tr("Its power, %1 W, is an estimate: %2 W per port, the average of "
                                                     "the catalog's %3 Gb/s switches.")
                                       .arg(watts(generic.powerW), watts(perPort)).arg(generic.portRateGbps);
    else
        note += QLatin1Char(' ') + CatalogChoice::tr("Its power, %1 W, is an estimate: %2 W per port, the catalog's "
                                                     "switch power per Gb/s of port capacity at %3 Gb/s.")
                                       .arg(watts(generic.powerW), watts(perPort)).arg(generic.portRateGbps);
    return note;
}

/** The port count of a generic switch when the spec names none: the kind's largest catalog radix, else 64. */
int defaultGenericPorts(const Catalog &offered, LinkKind fabric)
{
    int ports = 0;
    for (const SwitchModel &m : offered.switches) {
        if (m.kind == fabric)
            ports = std::max(ports, m.portCount);
    }
    return ports > 0 ? ports : 64;
}

/** Whether @p m serves @p rate split @p breakout ways (0: any way; 1: unsplit). */
bool splitAsAsked(const SwitchModel &m, double rate, int breakout)
{
    if (breakout <= 0)
        return true;
    return breakout == 1 ? m.portRateGbps == rate : m.breakout == breakout && m.portRateGbps == rate * breakout;
}

} // namespace

int CatalogChoice::breakoutToFit(const Catalog &catalog, const FabricSpec &spec, int serverCount)
{
    // Kept alive here: switchesFor() points into it, and a temporary in the range-for's
    // initializer would die before the loop runs (C++20).
    const Catalog offered = catalog.offered();
    const QList<const SwitchModel *> candidates = switchesFor(offered, spec.fabric, spec.nicRateGbps);
    for (int lanes : {2, 4, 8}) {
        for (const SwitchModel *m : candidates) {
            if (!splitAsAsked(*m, spec.nicRateGbps, lanes))
                continue;
            FabricSpec split = spec;
            split.switchPorts = m->portsAt(spec.nicRateGbps);
            const int tiers = FabricPlan::tiersNeeded(split, serverCount);
            if (tiers > 0 && tiers <= 3)
                return lanes;
        }
    }
    return 0;
}

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
                                            double nicRateGbps, const QSet<QString> &pricedSkus)
{
    // Rank, highest first: has fabric NICs (every LinkKind is a network), priced, powered, NIC/GPU match.
    const auto rank = [&](const ServerModel &m) {
        const int match = (m.nicKind == fabric ? 4 : 0) + (m.nicRateGbps == nicRateGbps ? 2 : 0) + (m.gpuCount == gpus ? 1 : 0);
        return std::tuple(m.fabricPorts() > 0, pricedSkus.contains(m.sku), m.powerW > 0, match);
    };
    const ServerModel *best = nullptr;
    for (const ServerModel &m : catalog.servers) {
        if (m.retired || m.gpuId != gpu.id || m.gpuSlots < gpus)
            continue;
        if (!best || rank(m) > rank(*best)) // strictly better: the first in catalog order wins ties
            best = &m;
    }
    return best;
}

const ServerModel *CatalogChoice::largestServerFor(const Catalog &catalog, const GpuModel &gpu)
{
    const ServerModel *largest = nullptr;
    for (const ServerModel &m : catalog.servers) {
        if (!m.retired && m.gpuId == gpu.id && (!largest || m.gpuSlots > largest->gpuSlots))
            largest = &m;
    }
    return largest;
}

void CatalogChoice::fitToGpu(const Catalog &catalog, const GpuModel &gpu, FabricSpec *spec, const QSet<QString> &pricedSkus)
{
    const ServerModel *largest = largestServerFor(catalog, gpu);
    if (!largest)
        return;
    spec->gpusPerServer = std::min(spec->gpusPerServer, largest->gpuSlots);
    const ServerModel *server = serverFor(catalog, gpu, spec->gpusPerServer, spec->fabric, spec->nicRateGbps, pricedSkus);
    spec->nicsPerServer = server->fabricPorts();
    spec->nicRateGbps = server->nicRateGbps;
    spec->fabric = server->nicKind;
    if (!switchesFor(catalog, spec->fabric, spec->nicRateGbps).isEmpty())
        return;
    for (const SwitchModel &m : catalog.switches) {
        if (!m.retired && m.kind == spec->fabric) {
            spec->nicRateGbps = m.portRateGbps;
            return;
        }
    }
}

QList<const SwitchModel *> CatalogChoice::switchesFor(const Catalog &catalog, LinkKind fabric, double rateGbps)
{
    QList<const SwitchModel *> result;
    for (const SwitchModel &m : catalog.switches) {
        if (!m.retired && m.kind == fabric && m.portsAt(rateGbps) > 0)
            result.append(&m);
    }
    return result;
}

std::optional<GeneratorTemplates> CatalogChoice::choose(const Catalog &catalog, const QString &key, FabricSpec *spec,
                                                        QString *why, const QSet<QString> &pricedSkus)
{
    const Catalog offered = catalog.offered(); // retired models are never chosen for a new design
    const GpuModel *gpu = gpuByKey(offered, key);
    if (!gpu) {
        *why = tr("Unknown GPU model \"%1\"; the catalog has: %2.").arg(key, gpuKeys(offered));
        return std::nullopt;
    }
    const ServerModel *model = serverFor(offered, *gpu, spec->gpusPerServer, spec->fabric, spec->nicRateGbps, pricedSkus);
    if (!model) {
        // Name the largest server there is, so the user knows what to ask for instead.
        const ServerModel *largest = largestServerFor(offered, *gpu);
        *why = largest ? tr("The catalog has no server for %1 with %2 or more GPU slots; the largest, %3, holds %4: "
                            "ask for %4 GPUs per server.")
                             .arg(gpu->name).arg(spec->gpusPerServer).arg(largest->sku).arg(largest->gpuSlots)
                       : tr("The catalog has no server for %1 with %2 or more GPU slots.").arg(gpu->name).arg(spec->gpusPerServer);
        return std::nullopt;
    }
    const double rate = spec->nicRateGbps;
    QList<const SwitchModel *> switches = switchesFor(offered, spec->fabric, rate);
    switches.removeIf([&](const SwitchModel *m) { return !splitAsAsked(*m, rate, spec->breakout); });
    // With a breakout asked, --switch-ports may count the physical ports too: 64 x 800G split in 2.
    const auto portsMatch = [&](const SwitchModel &m) {
        const int ports = m.portsAt(rate);
        return ports == spec->switchPorts || (spec->breakout > 1 && m.portCount == spec->switchPorts);
    };
    // Rank, highest first: the asked port count (or the most ports), priced, powered; the first wins ties.
    const auto rank = [&](const SwitchModel &m) {
        const int ports = m.portsAt(rate);
        return std::tuple(spec->switchPorts > 0 ? (portsMatch(m) ? 1 : 0) : ports,
                          pricedSkus.contains(m.sku), m.powerW > 0);
    };
    const SwitchModel *sw = nullptr;
    for (const SwitchModel *m : switches) {
        if ((spec->switchPorts <= 0 || portsMatch(*m)) && (!sw || rank(*m) > rank(*sw)))
            sw = m;
    }
    GeneratorTemplates t{*offered.makeServer(model->sku), {}, serverNotes(*model, *spec)};
    if (sw) {
        t.sw = *offered.makeSwitch(sw->sku);
        t.sw.portCount = sw->portsAt(rate); // a breakout switch at its split rate: 64 x 800G -> 128 x 400G
        t.sw.portRateGbps = rate;
        t.sw.sharp = spec->sharp && sw->sharp;
        if (spec->sharp && !sw->sharp)
            t.notes.append(tr("%1 has no SHARP: the switches reduce nothing in the network.").arg(sw->sku));
        if (rate != sw->portRateGbps)
            t.notes.append(tr("%1 serves the %2 Gb/s fabric as %3 ports: each of its %4 ports of %5 Gb/s split into %6.")
                               .arg(sw->sku).arg(rate).arg(t.sw.portCount).arg(sw->portCount).arg(sw->portRateGbps)
                               .arg(sw->breakout));
    } else if (spec->breakout > 1) { // a generic switch has no breakout: say what the catalog lacks
        *why = tr("The catalog has no %1 switch whose %2 Gb/s ports split into %3 x %4 Gb/s%5.")
                   .arg(linkKindName(spec->fabric)).arg(rate * spec->breakout).arg(spec->breakout).arg(rate)
                   .arg(spec->switchPorts > 0 ? tr(" with %1 ports").arg(spec->switchPorts) : QString());
        return std::nullopt;
    } else {
        const int ports = spec->switchPorts > 0 ? spec->switchPorts : defaultGenericPorts(offered, spec->fabric);
        const SwitchModel generic = GenericSwitch::model(offered, {spec->fabric, rate, ports});
        Catalog withGeneric;
        withGeneric.switches = {generic};
        t.sw = *withGeneric.makeSwitch(generic.sku);
        t.notes.append(genericSwitchNote(offered, generic, switches));
        if (spec->sharp)
            t.notes.append(tr("%1 has no SHARP: the switches reduce nothing in the network.").arg(generic.sku));
    }
    spec->switchPorts = t.sw.portCount;
    return t;
}

} // namespace cq
