#include "whatif.h"

#include "generator/fabricgenerator.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace cq {

namespace {

const Server *firstGpuServer(const Design &design)
{
    const auto it = std::find_if(design.servers.cbegin(), design.servers.cend(),
                                 [](const Server &s) { return s.gpuCount > 0; });
    return it == design.servers.cend() ? nullptr : &*it;
}

// The worst switch downlink:uplink (cables to servers : cables to switches) of the design;
// 1 when no switch has both. One pass over the cables.
double currentOversubscription(const Design &design)
{
    QSet<QUuid> serverIds;
    for (const Server &s : design.servers)
        serverIds.insert(s.id);
    QHash<QUuid, QPair<int, int>> downUp; // switch -> (cables to servers, cables to switches)
    for (const Cable &c : design.cables) {
        const bool aServer = serverIds.contains(c.a.device), bServer = serverIds.contains(c.b.device);
        if (aServer != bServer)
            ++downUp[aServer ? c.b.device : c.a.device].first;
        else if (!aServer) {
            ++downUp[c.a.device].second;
            ++downUp[c.b.device].second;
        }
    }
    double worst = 1;
    for (const auto &[down, up] : downUp)
        if (down > 0 && up > 0)
            worst = std::max(worst, double(down) / up);
    return worst;
}

} // namespace

std::optional<Design> WhatIfApplier::apply(const Design &design, const WhatIf &whatIf, QString *why)
{
    if (!whatIf.changesFabric())
        return design;
    const Server *server = firstGpuServer(design);
    if (!server || design.switches.isEmpty()) {
        *why = tr("what-if needs a design with a GPU server and a switch to copy");
        return std::nullopt;
    }
    Server serverTemplate = *server;
    Switch switchTemplate = design.switches.first();
    FabricSpec spec;
    spec.clusterName = serverTemplate.cluster;
    spec.serverCount = whatIf.servers.value_or(int(std::count_if(design.servers.cbegin(), design.servers.cend(),
        [&](const Server &s) { return s.cluster == serverTemplate.cluster && s.gpuCount > 0; })));
    spec.gpusPerServer = serverTemplate.gpuCount;
    spec.nicsPerServer = serverTemplate.nicCount;
    spec.nicRateGbps = whatIf.nicRateGbps.value_or(serverTemplate.nicRateGbps);
    spec.fabric = serverTemplate.nicKind;
    spec.switchPorts = switchTemplate.portCount;
    spec.oversubscription = whatIf.oversubscription.value_or(currentOversubscription(design));
    serverTemplate.nicRateGbps = spec.nicRateGbps;
    switchTemplate.portRateGbps = spec.nicRateGbps;
    switchTemplate.kind = spec.fabric;
    const std::optional<GeneratedCluster> generated =
        FabricGenerator::generate(spec, serverTemplate, switchTemplate, why);
    if (!generated)
        return std::nullopt;
    Design result = generated->design;
    result.name = design.name;
    result.quote = design.quote;
    return result;
}

TrainingInputs WhatIfApplier::apply(TrainingInputs inputs, const WhatIf &whatIf)
{
    inputs.mfu = whatIf.mfu.value_or(inputs.mfu);
    inputs.parameters = whatIf.parameters.value_or(inputs.parameters);
    inputs.tokens = whatIf.tokens.value_or(inputs.tokens);
    return inputs;
}

} // namespace cq
