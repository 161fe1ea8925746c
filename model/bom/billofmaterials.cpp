#include "billofmaterials.h"

#include "resolvedcables.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace cq {

namespace {

template<typename Device, typename Lookup>
QList<BomDeviceLine> deviceLines(const QList<Device> &devices, Lookup modelOf, QHash<QUuid, int> *lineOf)
{
    QList<BomDeviceLine> lines;
    QHash<QString, int> bySku;
    for (const Device &d : devices) {
        auto it = bySku.constFind(d.sku);
        if (it == bySku.cend()) {
            BomDeviceLine line;
            line.sku = d.sku;
            const auto *model = modelOf(d.sku);
            line.name = model ? model->name : d.sku;
            it = bySku.insert(d.sku, int(lines.size()));
            lines.append(line);
        }
        ++lines[*it].count;
        lineOf->insert(d.id, *it);
    }
    return lines;
}

} // namespace

int BillOfMaterials::sparesFor(int count, double ratio)
{
    if (ratio <= 0 || count <= 0)
        return 0;
    return int(std::ceil(count * ratio - 1e-9)); // 50 x 0.02 is 1, not 2, in binary floating point too
}

int BillOfMaterials::serverCount() const
{
    int n = 0;
    for (const BomDeviceLine &l : servers)
        n += l.count;
    return n;
}

int BillOfMaterials::switchCount() const
{
    int n = 0;
    for (const BomDeviceLine &l : switches)
        n += l.count;
    return n;
}

BillOfMaterials BillOfMaterials::of(const Design &design, const Catalog &catalog, double spareRatio)
{
    const FabricGraph graph(design);
    return of(graph, catalog, spareRatio);
}

BillOfMaterials BillOfMaterials::of(const FabricGraph &graph, const Catalog &catalog, double spareRatio)
{
    const Design &design = graph.design();
    BillOfMaterials bom;
    bom.spareRatio = spareRatio;
    QHash<QUuid, int> serverLine;
    QHash<QUuid, int> switchLine;
    bom.servers = deviceLines(design.servers, [&](const QString &sku) { return catalog.server(sku); }, &serverLine);
    bom.switches = deviceLines(design.switches, [&](const QString &sku) { return catalog.switchModel(sku); }, &switchLine);
    for (const Server &s : design.servers) {
        BomDeviceLine &line = bom.servers[serverLine.value(s.id)];
        line.nicsEach = std::max(line.nicsEach, s.nicCount);
    }
    for (int i = 0; i < design.switches.size(); ++i) {
        const int tier = std::max(0, graph.tier(i));
        while (bom.switchesByTier.size() <= tier)
            bom.switchesByTier.append(0);
        ++bom.switchesByTier[tier];
    }

    // Cable lines keyed by (rate, medium, SKU, length): sorted output without a second pass.
    using Key = std::tuple<double, int, QString, double>;
    QMap<Key, BomCableLine> lines;
    QMap<double, int> byRate;
    for (const ResolvedCable &r : resolveCables(graph, catalog)) {
        const Cable &cable = design.cables.at(r.index);
        const QString sku = r.choice.model ? r.choice.model->sku : QString();
        BomCableLine &line = lines[Key{r.rateGbps, int(r.choice.kind), sku, r.lengthM}];
        if (line.count == 0) {
            line.sku = sku;
            line.name = r.choice.model ? r.choice.model->name : QString();
            line.kind = r.choice.kind;
            line.rateGbps = r.rateGbps;
            line.lengthM = r.lengthM;
        }
        ++line.count;
        line.mediumChanged += r.choice.mediumChanged ? 1 : 0;
        ++bom.cablesByTier[size_t(r.tier)];
        ++byRate[r.rateGbps];
        ++bom.cableCount;
        bom.mediumChangedCount += r.choice.mediumChanged ? 1 : 0;
        bom.unmatchedCount += r.choice.model ? 0 : 1;
        if (r.choice.kind != CableKind::Fiber)
            continue;
        line.transceivers += 2; // a transceiver at each end of the fibre
        for (const PortRef *end : {&cable.a, &cable.b}) {
            if (const auto s = serverLine.constFind(end->device); s != serverLine.cend())
                ++bom.servers[*s].transceivers;
            else if (const auto w = switchLine.constFind(end->device); w != switchLine.cend())
                ++bom.switches[*w].transceivers;
        }
    }
    for (BomCableLine &line : lines) {
        line.spares = sparesFor(line.count, spareRatio);
        line.transceiverSpares = sparesFor(line.transceivers, spareRatio);
        bom.transceiverCount += line.transceivers;
        bom.cables.append(line);
    }
    for (auto it = byRate.cbegin(); it != byRate.cend(); ++it)
        bom.cablesByRate.append({it.key(), it.value()});
    return bom;
}

} // namespace cq
