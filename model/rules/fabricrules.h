#pragma once

#include "diagnostic.h"

#include <QList>

namespace cq {

class FabricGraph;

/**
 * The guides' network-per-GPU advice (FabricGuide, rules/fabricguide.h) as a warning on
 * hand-made designs, for every training cluster with at least two GPU servers (servers
 * without GPUs are left out of the node and GPU counts):
 *  - CQ-FABRIC-002 warning: GPU servers whose network per GPU is below the guides' figure for
 *    the cluster's GPU count (200 Gb/s per GPU under 32 GPUs, 400 Gb/s from 32). Network per
 *    node: the sum of its cabled NIC ports' link rates (NodeNetwork: the lower of NIC and
 *    switch port), ports left uncabled at the NIC rate (CQ-NIC-001 already asks them cabled);
 *    divided by the server's GPUs. One warning per group of servers with the same figures, in
 *    first-seen order, e.g. "node1, node2, node3, node4: 200 Gb/s per node for 8 GPUs =
 *    25 Gb/s per GPU"; servers with no cable are CQ-FABRIC-001's. ids: the group's servers.
 * The guides' other fabric advice has its rule elsewhere: plain Ethernet for multi-node training
 * is CQ-ETH-001 (rules/clusterrules.h); RoCE beyond 4 nodes or 32 GPUs is CQ-ROCE-001
 * (evaluation/analysisrules.h, which quotes the engine's RoCE efficiency), both on the same
 * FabricGuide. Appends clusters in FabricGraph::clusters() order.
 */
void checkFabricGuide(const FabricGraph &graph, QList<Diagnostic> *out);

} // namespace cq
