#pragma once

#include "designanalysis.h"

#include <QList>

namespace cq {

class FabricGraph;
struct Switch;

/**
 * Load of one switch (collective-model.md §3): ports used (distinct port indices holding a
 * cable, out-of-range ones included, so a miscabled switch shows more than its ports);
 * downlink = cables to servers, uplink = cables to other switches, each cable counted at
 * the lower of its two end rates (Gb/s); oversubscription = downlink / uplink, 0 when the
 * switch has no uplink. A cable to an unknown device or back to the switch itself counts
 * as a used port but as neither capacity.
 */
SwitchLoad switchLoad(const FabricGraph &graph, const Switch &sw);

/** switchLoad() of every switch, in design order. O(switches + cables). */
QList<SwitchLoad> switchLoads(const FabricGraph &graph);

} // namespace cq
