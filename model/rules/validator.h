#pragma once

#include "diagnostic.h"
#include "domain/design.h"

namespace cq {

class FabricGraph;

/**
 * The design rules (first set). Codes:
 *  - CQ-ROOM-001  error    servers of one training cluster stand in more than one machine room
 *  - CQ-ROOM-002  error    a cable joins two devices standing in two different machine rooms
 *                          (left to CQ-ROOM-001 when that rule reports the same cable)
 *  - CQ-FABRIC-001 error   servers of one training cluster are not all reachable through one switch fabric
 *  - CQ-FABRIC-002 warning servers of a multi-node cluster with less network per GPU than the
 *                          guides advise for its size (200 Gb/s per GPU under 32 GPUs, 400 Gb/s from 32)
 *  - CQ-PORT-001  error    a cable uses a port the device does not have (ports used > ports)
 *  - CQ-PORT-002  error    two cables on one port
 *  - CQ-CABLE-001 error    a cable with both ends on one device (switch port to another port of
 *                          the same switch, server to itself, a port into itself)
 *  - CQ-CABLE-002 error    a cable joining two servers directly, without a switch
 *  - CQ-RATE-001  warning  the two ends of a cable run at different rates (link runs at the lower)
 *  - CQ-LINK-001  error    a cable joins an InfiniBand port to an Ethernet one (never links up)
 *  - CQ-PCIE-001  warning  PCIe server in a multi-node training cluster (NVLink/SXM expected)
 *  - CQ-ETH-001   warning  non-RDMA Ethernet fabric for a multi-node training cluster
 *  - CQ-NIC-001   warning  a GPU server of a multi-node cluster has NIC ports left uncabled
 *  - CQ-POWER-001 error    a rack's devices draw more than its power budget
 *  - CQ-RACK-001  error    a rack's devices need more U than it has, or one reaches above its top
 *  - CQ-RACK-002  error    two devices in one rack share a rack unit
 *  - CQ-GPU-001   warning  one training cluster mixes GPU models
 *  - CQ-CANN-001  warning  servers hold Huawei Ascend NPUs: CANN, not CUDA (programs must be ported)
 *  - CQ-NAME-001  warning  two or more servers/switches share a name (trimmed, case-sensitive)
 * A training cluster is the set of servers sharing a `cluster` name; the cluster rules
 * (ROOM, FABRIC, PCIE, ETH) apply to clusters of more than one server. Details of each rule
 * in rules/clusterrules.h, rules/roomrules.h, rules/cablerules.h,
 * rules/hardwarerules.h, rules/rackrules.h, rules/namerules.h and rules/fabricrules.h (the
 * guides' thresholds: rules/fabricguide.h). Messages are translated in the
 * "cq::Validator" context and name the objects (Design::displayName) and figures; `ids`
 * lists the objects involved (the GUI selects them).
 *
 * Pure function of the design; safe on a worker thread; O(devices + cables). Errors come
 * before warnings; within a severity the order is fixed (rule by rule, then design order),
 * so equal designs give equal lists.
 */
QList<Diagnostic> validate(const Design &design);

/** validate() on a FabricGraph already built for the design (analyze() can share it). */
QList<Diagnostic> validate(const FabricGraph &graph);

class DeviceRuleResults;

/**
 * validate(graph) for a caller that re-validates after each edit: the same list, without the
 * pass over every cable end when @p cablesClean (the caller knows the cabling rules find
 * nothing: CableRuleTally::clean(), rules/cableruletally.h), and the device-only rules' findings
 * taken from @p devices, which the caller brought up to date for @p graph
 * (DeviceRuleResults::update, rules/deviceruleresults.h).
 */
QList<Diagnostic> validate(const FabricGraph &graph, bool cablesClean, const DeviceRuleResults &devices);

/** Number of diagnostics of one severity. */
int countOf(const QList<Diagnostic> &diagnostics, Severity severity);

} // namespace cq
