#include "resolvedcables.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace cq {

namespace {

CableTier tierOf(const FabricGraph &graph, const Cable &cable, bool serverA, bool serverB)
{
    const int swA = graph.switchIndex(cable.a.device);
    const int swB = graph.switchIndex(cable.b.device);
    if ((serverA && swB >= 0) || (serverB && swA >= 0))
        return CableTier::ServerLeaf;
    if (swA < 0 || swB < 0)
        return CableTier::Other;
    const int ta = graph.tier(swA);
    const int tb = graph.tier(swB);
    if (ta <= 0 || tb <= 0)
        return CableTier::Other;
    switch (std::min(ta, tb)) {
    case 1: return CableTier::LeafSpine;
    case 2: return CableTier::SpineCore;
    default: return CableTier::Other;
    }
}

/** Index of @p port's cage (0-based) on a switch splitting its ports in 2 at @p rateGbps; -1 otherwise. */
int cageOf(const FabricGraph &graph, const Catalog &catalog, const PortRef &port, double rateGbps)
{
    const int w = graph.switchIndex(port.device);
    if (w < 0 || port.port < 0)
        return -1;
    const SwitchModel *model = catalog.switchModel(graph.design().switches.at(w).sku);
    if (!model || model->breakout != 2 || rateGbps * 2 != model->portRateGbps)
        return -1;
    return port.port / 2;
}

void pairBreakoutHalves(const FabricGraph &graph, const Catalog &catalog, QList<ResolvedCable> *cables)
{
    const Design &design = graph.design();
    QHash<QString, QList<int>> byCages; // "switchA:cage|switchB:cage", the lower end first
    for (int i = 0; i < cables->size(); ++i) {
        ResolvedCable &r = (*cables)[i];
        const Cable &c = design.cables.at(r.index);
        const int cageA = cageOf(graph, catalog, c.a, r.rateGbps);
        const int cageB = cageOf(graph, catalog, c.b, r.rateGbps);
        if (cageA < 0 || cageB < 0 || c.a.device == c.b.device)
            continue;
        r.onBreakoutPorts = true;
        QString a = c.a.device.toString() + u':' + QString::number(cageA);
        QString b = c.b.device.toString() + u':' + QString::number(cageB);
        if (b < a)
            std::swap(a, b);
        byCages[a + u'|' + b].append(i);
    }
    for (const QList<int> &group : std::as_const(byCages)) {
        if (group.size() != 2)
            continue;
        ResolvedCable &first = (*cables)[group.at(0)];
        ResolvedCable &second = (*cables)[group.at(1)];
        if (first.typedKind != second.typedKind || first.rateGbps != second.rateGbps)
            continue;
        const Cable &c1 = design.cables.at(first.index);
        const Cable &c2 = design.cables.at(second.index);
        const QSet<QPair<QUuid, int>> ends{{c1.a.device, c1.a.port}, {c1.b.device, c1.b.port},
                                           {c2.a.device, c2.a.port}, {c2.b.device, c2.b.port}};
        if (ends.size() != 4)
            continue; // two cables on one half (CQ-PORT-002): not the two halves of a cage
        const CableChoiceResult full = chooseCable(catalog, first.typedKind, first.rateGbps * 2,
                                                   std::max(first.lengthM, second.lengthM));
        if (!full.model)
            continue;
        first.choice = second.choice = full;
        first.breakoutPair = group.at(1);
        second.breakoutPair = group.at(0);
        second.breakoutSecond = true;
    }
}

} // namespace

QList<ResolvedCable> resolveCables(const FabricGraph &graph, const Catalog &catalog)
{
    const Design &design = graph.design();
    QList<ResolvedCable> out;
    out.reserve(design.cables.size());
    for (int i = 0; i < design.cables.size(); ++i) {
        const Cable &c = design.cables.at(i);
        ResolvedCable r;
        r.index = i;
        r.serverEndA = graph.server(c.a.device) != nullptr;
        r.serverEndB = graph.server(c.b.device) != nullptr;
        r.tier = tierOf(graph, c, r.serverEndA, r.serverEndB);
        r.rateGbps = graph.linkRateGbps(i);
        r.lengthM = c.lengthM;
        r.typedKind = c.kind;
        r.choice = chooseCable(catalog, c.kind, r.rateGbps, c.lengthM);
        out.append(r);
    }
    pairBreakoutHalves(graph, catalog, &out);
    return out;
}

QString portName(const FabricGraph &graph, const PortRef &port)
{
    const QString number = QString::number(port.port + 1);
    return graph.server(port.device) ? QStringLiteral("nic") + number : QStringLiteral("p") + number;
}

} // namespace cq
