#include "fabricanalysis.h"

#include "topology/fabricgraph.h"

#include <QVarLengthArray>

#include <algorithm>

namespace cq {

SwitchLoad switchLoad(const FabricGraph &graph, const Switch &sw)
{
    SwitchLoad load;
    load.switchId = sw.id;
    load.name = graph.displayName(sw.id);
    load.portCount = sw.portCount;
    const int index = graph.switchIndex(sw.id);
    if (index < 0)
        return load;
    load.tier = graph.tier(index);
    const int v = graph.switchVertex(index);
    QVarLengthArray<int, 128> ports; // on the stack: one switch load per switch, 1,000+ switches
    for (int c : graph.cablesOfVertex(v)) {
        const Cable &cable = graph.design().cables.at(c);
        const int a = graph.vertexA(c);
        const int b = graph.vertexB(c);
        if (a == v)
            ports.append(cable.a.port);
        if (b == v)
            ports.append(cable.b.port);
        const int other = a == v ? b : a;
        if (a == b || other < 0)
            continue; // a loop or an unknown device: ports, but no capacity
        const int otherSwitch = graph.switchOfVertex(other);
        // Towards servers or a lower tier is down; up or sideways (a peer cable) is up.
        if (otherSwitch < 0 || graph.tier(otherSwitch) < load.tier)
            load.downlinkGbps += graph.linkRateGbps(c);
        else
            load.uplinkGbps += graph.linkRateGbps(c);
    }
    std::sort(ports.begin(), ports.end());
    load.portsUsed = int(std::unique(ports.begin(), ports.end()) - ports.begin());
    load.oversubscription = load.uplinkGbps > 0 ? load.downlinkGbps / load.uplinkGbps : 0;
    return load;
}

QList<TierLoad> tierLoads(const QList<SwitchLoad> &loads)
{
    QList<TierLoad> tiers;
    for (const SwitchLoad &load : loads) {
        if (load.tier < 1)
            continue; // no server reaches it: not part of any tier
        while (tiers.size() < load.tier)
            tiers.append(TierLoad{int(tiers.size()) + 1, 0, 0, 0, 0});
        TierLoad &t = tiers[load.tier - 1];
        ++t.switches;
        t.downlinkGbps += load.downlinkGbps;
        t.uplinkGbps += load.uplinkGbps;
    }
    for (TierLoad &t : tiers)
        t.oversubscription = t.uplinkGbps > 0 ? t.downlinkGbps / t.uplinkGbps : 0;
    return tiers;
}

QList<SwitchLoad> switchLoads(const FabricGraph &graph)
{
    QList<SwitchLoad> loads;
    loads.reserve(graph.design().switches.size());
    for (const Switch &sw : graph.design().switches)
        loads.append(switchLoad(graph, sw));
    return loads;
}

QList<SwitchLoad> switchLoads(const FabricGraph &graph, const QList<SwitchLoad> &previous)
{
    const QList<Switch> &switches = graph.design().switches;
    if (!graph.devicesUnchanged() || !graph.editedSwitchesKnown() || previous.size() != switches.size())
        return switchLoads(graph);
    for (int i = 0; i < switches.size(); ++i) {
        if (previous.at(i).tier != graph.tier(i))
            return switchLoads(graph); // up and down changed sides at a far end
    }
    QList<SwitchLoad> loads = previous;
    for (int i : graph.editedSwitches())
        loads[i] = switchLoad(graph, switches.at(i));
    return loads;
}

} // namespace cq
