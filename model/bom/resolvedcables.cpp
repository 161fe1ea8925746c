#include "resolvedcables.h"

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
    return out;
}

QString portName(const FabricGraph &graph, const PortRef &port)
{
    const QString number = QString::number(port.port + 1);
    return graph.server(port.device) ? QStringLiteral("nic") + number : QStringLiteral("p") + number;
}

} // namespace cq
