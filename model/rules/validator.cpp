#include "validator.h"

#include "cablerules.h"
#include "clusterrules.h"
#include "fabricrules.h"
#include "hardwarerules.h"
#include "namerules.h"
#include "rackrules.h"
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

QList<Diagnostic> runRules(const FabricGraph &graph, bool cablesClean)
{
    QList<Diagnostic> diagnostics;
    checkClusterRules(graph, &diagnostics);
    checkCableRooms(graph, &diagnostics); // not a cabling rule: a move changes rooms, never the cable tally
    if (!cablesClean)
        checkCableRules(graph, &diagnostics);
    checkHardwareRules(graph, &diagnostics);
    checkRackSpace(graph.design(), &diagnostics);
    checkDeviceNames(graph.design(), &diagnostics);
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
    return runRules(graph, false);
}

QList<Diagnostic> validateKnowingCablesClean(const FabricGraph &graph)
{
    return runRules(graph, true);
}

int countOf(const QList<Diagnostic> &diagnostics, Severity severity)
{
    return int(std::count_if(diagnostics.cbegin(), diagnostics.cend(),
                             [severity](const Diagnostic &d) { return d.severity == severity; }));
}

} // namespace cq
