#pragma once

#include "diagnostic.h"

#include <QList>

namespace cq {

class Design;

/**
 * CQ-NAME-001 warning, one per name that two or more servers or switches share (servers and
 * switches together: diagnostics, the cabling plan and the bill name both kinds the same
 * way). Names are compared after trimming surrounding white space ("node2 " reads exactly like
 * "node2") and case-sensitively, as training clusters are grouped by name (FabricGraph::
 * clusters(): "Training" and "training" are two clusters), and "Node2" and "node2" can be
 * told apart in a list. An empty name is left alone: such a device is shown by its unique id.
 * The message gives the (trimmed) name and the number of devices; ids are those devices in
 * design order (servers, then switches), so the diagnostics list selects them all.
 * In order of each name's first use. O(devices), one hash insert per named device.
 */
void checkDeviceNames(const Design &design, QList<Diagnostic> *out);

} // namespace cq
