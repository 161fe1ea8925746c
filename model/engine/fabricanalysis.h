#pragma once

#include "designanalysis.h"

#include <QList>

namespace cq {

class FabricGraph;
struct Switch;

/**
 * Load of one switch (collective-model.md §3): ports used (distinct port indices holding a
 * cable, out-of-range ones included, so a miscabled switch shows more than its ports);
 * downlink = cables to servers and to lower-tier switches (FabricGraph::tier), uplink =
 * cables to higher-tier switches and to peers of the same tier, each cable counted at the
 * lower of its two end rates (Gb/s); oversubscription = downlink / uplink, 0 when the switch
 * has no uplink (a single switch, or the top tier). A cable to an unknown device or back to
 * the switch itself counts as a used port but as neither capacity.
 */
SwitchLoad switchLoad(const FabricGraph &graph, const Switch &sw);

/** switchLoad() of every switch, in design order. O(switches + cables). */
QList<SwitchLoad> switchLoads(const FabricGraph &graph);

/**
 * switchLoads(@p graph) given @p previous, the loads of the graph @p graph was built from
 * (FabricGraph(design, previous)): when its devices and every switch's tier are unchanged,
 * only FabricGraph::editedSwitches() are computed again (a switch's load follows from its own
 * cables, their far ends and the tiers); otherwise every switch. Same result.
 */
QList<SwitchLoad> switchLoads(const FabricGraph &graph, const QList<SwitchLoad> &previous);

/** Sums per tier (1 = leaves first); switches of tier 0 are left out. */
QList<TierLoad> tierLoads(const QList<SwitchLoad> &loads);

} // namespace cq
