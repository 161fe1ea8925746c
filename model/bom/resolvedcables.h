#pragma once

#include "cablechoice.h"
#include "cabletier.h"
#include "topology/fabricgraph.h"

#include <QList>

namespace cq {

/** One cable of a design as the bill of materials and the cable plan both see it. */
struct ResolvedCable {
    int index = 0;             ///< in Design::cables
    CableTier tier = CableTier::Other;
    double rateGbps = 0;       ///< FabricGraph::linkRateGbps: the lower end's port rate
    double lengthM = 0;        ///< Cable::lengthM, as typed (kept to the half metre and finer)
    CableKind typedKind = CableKind::Dac;
    CableChoiceResult choice;  ///< the catalog part it is ordered as
    bool serverEndA = false;   ///< end a is on a server
    bool serverEndB = false;   ///< end b is on a server
};

/**
 * Every cable of @p graph's design, in design order, with its tier, rate and catalog part:
 * the one place the bill of materials and the cable plan get these from, so they agree.
 * Tier: a server end makes it server-leaf; between switches the lower switch tier decides
 * (1 leaf-spine, 2 spine-core); anything else is Other.
 */
QList<ResolvedCable> resolveCables(const FabricGraph &graph, const Catalog &catalog);

/**
 * Interface name of a port for the cable plan and NetBox: "nicN" on a server, "pN" on a
 * switch, N = port + 1 (the designer shows ports from 1).
 */
QString portName(const FabricGraph &graph, const PortRef &port);

} // namespace cq
