#pragma once

#include "diagnostic.h"

#include <QList>

namespace cq {

class FabricGraph;

/**
 * The training-cluster rules, for every cluster of @p graph with more than one server
 * (a single server trains over its own NVLink/PCIe and needs none of this):
 *  - CQ-ROOM-001 error: the servers, and the switches their cables reach directly, stand in
 *    more than one machine room (a device with no room counts as one more room, "no room").
 *  - CQ-FABRIC-001 error: no single switch fabric reaches every server; the servers that miss
 *    the fabric reaching most of them are named (an uncabled server misses every fabric).
 *  - CQ-PCIE-001 warning: the cluster holds PCIe servers (isPcie(Server::fabric)).
 *  - CQ-ETH-001 warning: some of its servers have plain Ethernet NICs or its cables reach plain
 *    Ethernet switches (no RDMA).
 *  - CQ-NIC-001 warning: GPU servers with some but not all of their NIC ports cabled to a
 *    switch (the slowest node's network paces every collective; none cabled is CQ-FABRIC-001).
 * Appends in that rule order, each rule over the clusters in FabricGraph::clusters() order.
 */
void checkClusterRules(const FabricGraph &graph, QList<Diagnostic> *out);

} // namespace cq
