#pragma once

#include "designanalysis.h"
#include "domain/design.h"

namespace cq {

/**
 * Runs the fabric and collective analysis of a design for one all_reduce message size
 * (bytes, S as nccl-tests prints it; NaN, infinite or negative sizes count as 0).
 *
 * - switches: fabricanalysis.h switchLoads(), in design order.
 * - clusters, in order of first appearance: a hierarchical ring all_reduce over the
 *   cluster's GPU nodes (servers with gpuCount > 0): n = total GPUs, N = nodes.
 *   B (GB/s) = on one node the per-GPU intra-node bandwidth (nodebandwidth.h intraNodeGBps);
 *   on several, min(intra-node, network) with network = the smallest node's cabled NIC
 *   aggregate / 8 divided by the worst oversubscription (> 1) among the switches the
 *   cluster's cables reach (collective-model.md §2.5 "Hierarchical"; intra-node is skipped
 *   with one GPU per node). Time = NCCL v2.30.7 Ring/Simple latency (nccllatency.h) +
 *   2(n-1)/n S / B; algbw = S / t, busbw = algbw 2(n-1)/n (nccl-tests).
 *
 * Pure function of an immutable snapshot, O(devices + cables): call it on a worker thread
 * (QtConcurrent::run) with a copy of the design.
 */
DesignAnalysis analyze(const Design &design, double messageBytes);

} // namespace cq
