#include "fabricanalysis.h"

#include "fabricgraph.h"

#include <QSet>

namespace cq {

SwitchLoad switchLoad(const FabricGraph &graph, const Switch &sw)
{
    SwitchLoad load;
    load.switchId = sw.id;
    load.name = graph.displayName(sw.id);
    load.portCount = sw.portCount;
    QSet<int> ports;
    for (int index : graph.cablesOf(sw.id)) {
        const Cable &c = graph.design().cables.at(index);
        const bool selfLoop = c.a.device == c.b.device;
        for (const PortRef &end : {c.a, c.b}) {
            if (end.device == sw.id)
                ports.insert(end.port);
        }
        if (selfLoop)
            continue;
        const QUuid &other = c.otherEnd(sw.id).device;
        if (graph.server(other))
            load.downlinkGbps += graph.linkRateGbps(c);
        else if (graph.switchById(other))
            load.uplinkGbps += graph.linkRateGbps(c);
    }
    load.portsUsed = int(ports.size());
    load.oversubscription = load.uplinkGbps > 0 ? load.downlinkGbps / load.uplinkGbps : 0;
    return load;
}

QList<SwitchLoad> switchLoads(const FabricGraph &graph)
{
    QList<SwitchLoad> loads;
    loads.reserve(graph.design().switches.size());
    for (const Switch &sw : graph.design().switches)
        loads.append(switchLoad(graph, sw));
    return loads;
}

} // namespace cq
