#include "validator.h"

#include "cablerules.h"
#include "clusterrules.h"
#include "deviceruleresults.h"
#include "fabricrules.h"
#include "roomrules.h"
#include "topology/fabricgraph.h"

#include <algorithm>

namespace cq {

QList<Diagnostic> validate(const Design &design)
{
    const FabricGraph graph(design);
    return validate(graph);
}

namespace {

QList<Diagnostic> runRules(const FabricGraph &graph, bool cablesClean, const DeviceRuleResults &devices)
{
    QList<Diagnostic> diagnostics;
    checkClusterRules(graph, &diagnostics);
    checkCableRooms(graph, &diagnostics); // not a cabling rule: a move changes rooms, never the cable tally
    if (!cablesClean)
        checkCableRules(graph, &diagnostics);
    diagnostics += devices.hardware();
    diagnostics += devices.rackSpace();
    diagnostics += devices.names();
    checkFabricGuide(graph, &diagnostics); // the guides' advice last: it never hides a fault above
    // Each rule group already appends in a fixed order; a stable sort by severity puts the
    // errors first without disturbing it, so equal designs give equal lists.
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic &x, const Diagnostic &y) { return x.severity < y.severity; });
    return diagnostics;
}

} // namespace

QList<Diagnostic> validate(const FabricGraph &graph)
{
    DeviceRuleResults devices;
    devices.update(graph);
    return runRules(graph, false, devices);
}

QList<Diagnostic> validate(const FabricGraph &graph, bool cablesClean, const DeviceRuleResults &devices)
{
    return runRules(graph, cablesClean, devices);
}

int countOf(const QList<Diagnostic> &diagnostics, Severity severity)
{
    return int(std::count_if(diagnostics.cbegin(), diagnostics.cend(),
                             [severity](const Diagnostic &d) { return d.severity == severity; }));
}

} // namespace cq
