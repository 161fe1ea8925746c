#pragma once

#include "nccltables.h"

#include <QList>
#include <QString>

namespace cq {

/**
 * Everything NcclCostModel needs to know about one communicator (a training cluster, or a
 * data-parallel group inside one), already reduced from the design by ClusterNetwork.
 * Bandwidths are GB/s (1e9 bytes/s) in one direction; network figures are *effective*
 * (link rate / 8 x the link kind's efficiency, divided by any uplink contention the
 * traffic pattern meets) and per node.
 */
struct CommShape {
    int ranks = 0;        ///< n, GPUs taking part
    int nodes = 0;        ///< N, servers holding them
    int gpusPerNode = 0;  ///< ppn, the smallest node's share
    GpuGeneration generation = GpuGeneration::Ampere; ///< oldest GPU of the communicator
    double intraGBps = 0; ///< per-GPU intra-node bandwidth (NCCL's usable NVLink or PCIe figure); 0 = unknown
    bool nvlink = true;   ///< intra-node hops are NVLink (NCCL_HW_NVLINK), else PCI
    bool nvswitch = true; ///< GPUs meet in an NVSwitch (NVLS needs it, with Hopper or later)

    double ringNetGBps = 0;     ///< per node, for ring traffic (neighbour to neighbour)
    double treeNetGBps = 0;     ///< per node, for tree and NVLS-tree traffic
    double alltoallNetGBps = 0; ///< per node, for uniform all-to-all traffic
    double p2pNetGBps = 0;      ///< one NIC: a single point-to-point stream between two nodes
    double collNetGBps = 0;     ///< per node towards SHARP switches; 0 = no in-network reduction
    /** Added to NCCL's NET hop latency (NCCL's `latencyInter`): TCP stack, long cables, extra
     *  switch hops. µs. */
    double extraNetLatencyUs = 0;
    /** The NICs' latency as their net plugin declares it to NCCL (clusternetwork.h nicLatency):
     *  added to every NET hop of NCCL's table, twice for Simple, to choose. µs. */
    double declaredNicLatencyUs = 0;
    /** What a NET hop costs the run beyond NCCL's figure instead (LL / LL128, and Simple, counted
     *  once): the latency the estimate reports. µs. */
    double runNicLatencyUs = 0;
    double runNicLatencySimpleUs = 0;

    QString intraText;    ///< "NVLink (240 GB/s per GPU)"
    QString ringNetText;  ///< why ringNetGBps is what it is, in words
    QString treeNetText;
    QString alltoallNetText;
    QString p2pNetText;

    bool crossNode() const { return nodes > 1; }
    /** Field by field, texts included (IncrementalAnalyzer reuses a sweep only for an equal shape). */
    bool operator==(const CommShape &) const = default;
};

/**
 * Restricts the algorithms and protocols the model may pick, like NCCL_ALGO / NCCL_PROTO /
 * NCCL_NVLS_ENABLE=0 do in NCCL. Empty lists allow everything.
 */
struct NcclEnv {
    QList<Algorithm> algorithms;
    QList<Protocol> protocols;

    bool allows(Algorithm a) const { return algorithms.isEmpty() || algorithms.contains(a); }
    bool allows(Protocol p) const { return protocols.isEmpty() || protocols.contains(p); }
    bool operator==(const NcclEnv &) const = default;
};

} // namespace cq
