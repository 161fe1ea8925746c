#pragma once

#include "diagnostic.h"

#include <QList>

namespace cq {

class FabricGraph;

/**
 * The cabling rules, one pass over the cables (ports are shown 1-based, as the canvas does):
 *  - CQ-PORT-001 error, one per device: a cable on a port the device does not have (index
 *    < 0 or >= its port count); "has 40 ports but 41 are cabled" when more distinct ports are
 *    cabled than exist. Also one per cable whose end names no server or switch.
 *  - CQ-PORT-002 error, one per port holding more than one cable end (a cable from a port
 *    into the same port is one end there: CQ-CABLE-001 reports it).
 *  - CQ-CABLE-001 error, one per cable with both ends on one device: a switch port cabled to
 *    another port (or the same port) of the same switch, a server cabled to itself; ids: the
 *    device, the cable.
 *  - CQ-CABLE-002 error, one per cable joining two servers directly (servers connect
 *    through a switch); ids: both servers, the cable. (The canvas refuses all three kinds,
 *    ClusterDocument::connectionProblem(); a file or an import can hold them.)
 *  - CQ-RATE-001 warning, one per pair of devices whose cables join different port rates
 *    (the link runs at the lower rate).
 *  - CQ-LINK-001 error, one per pair of devices whose cables join an InfiniBand port to an
 *    Ethernet (RoCE or plain) port (linkkind.h linkKindsCompatible: such a link never comes up).
 * Appends in that rule order (CABLE-001 before CABLE-002); within a rule in order of first
 * appearance in Design::cables.
 */
void checkCableRules(const FabricGraph &graph, QList<Diagnostic> *out);

} // namespace cq
