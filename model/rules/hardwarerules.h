#pragma once

#include "diagnostic.h"

#include <QList>

namespace cq {

class FabricGraph;

/**
 * The hardware rules:
 *  - CQ-POWER-001 error, one per rack whose servers and switches draw more full-load power
 *    than its budget (powerByRackW() > Rack::powerBudgetKw x 1,000 W, compared in whole
 *    milliwatts: RackLoad, domain/rackload.h); the message gives both figures in kW with one
 *    decimal, or as many more as it takes to show them unequal ("27.13 ... 27.10 kW");
 *    ids: the rack, then its devices.
 *  - CQ-GPU-001 warning, one per training cluster whose servers hold more than one GPU model
 *    (servers with no GPU are left out): synchronous training runs at the pace of the slowest
 *    model. The model on most servers is taken as intended (the first seen on a tie); ids:
 *    the servers holding another model.
 *  - CQ-CANN-001 warning, one for the design when any server holds Huawei Ascend NPUs
 *    (runsCann(), domain/server.h): they run CANN, not CUDA, so CUDA programs must be ported
 *    and tested first; the message names the NPU models; ids: those servers.
 * A single server holds one GPU model by construction (the canvas refuses a second one).
 * Appends in that rule order, racks in design order, clusters in FabricGraph::clusters() order.
 */
void checkHardwareRules(const FabricGraph &graph, QList<Diagnostic> *out);

} // namespace cq
