#pragma once

#include "commshape.h"
#include "designanalysis.h"
#include "domain/linkkind.h"

#include <QList>

namespace cq {

class FabricGraph;
struct TrainingCluster;

/**
 * Share of a link's line rate NCCL moves as payload, by link layer and cluster size:
 *  - InfiniBand 0.94: an NDR 400G NIC delivers 46-48 GB/s of its 50 through NCCL (NVIDIA
 *    maintainer in nccl-tests#290, collective-model.md §4);
 *  - RoCE 0.94 x 0.90 up to 32 GPUs and 0.94 x 0.825 beyond: the guides' "about 10 %" loss
 *    against IB up to 32 GPUs and "15-20 %" beyond (DOMAIN.md, inter-node fabric);
 *  - plain TCP Ethernet (NCCL's socket transport, no RDMA, no GPUDirect) 0.40: an ASSUMPTION,
 *    in line with nccl#465, where a 100 Gb/s link without GPUDirect gave 6 of 12.5 GB/s.
 */
double linkEfficiency(LinkKind kind, int gpus);

/**
 * Extra latency per network hop beyond NCCL's NET table, µs: 10 µs for the kernel TCP stack
 * on plain Ethernet (ASSUMPTION), plus 5 ns per metre of the longest cable on the path
 * (light in fibre, about 2/3 c), plus 0.13 µs (InfiniBand, HDR Quantum port-to-port
 * [memory]) or 0.5 µs (Ethernet, 300-800 ns cut-through [memory]) per switch beyond the
 * first (collective-model.md §4).
 */
double extraNetLatencyUs(LinkKind kind, double longestPathM, int switchHops);

/**
 * A NIC transport's latency per network hop, µs, on top of NCCL's NET hop (tuning.cc hwLat):
 *  - declaredUs: what the net plugin declares to NCCL (ncclNetProperties_t::latency). NCCL's
 *    search copies it into the graph (search.cc: graph->latencyInter = net->net.latency) and its
 *    tuning table adds it to every NET hop, twice for Simple (v2.30.7 tuning.cc,
 *    collective-model.md §2.3): it steers which algorithm and protocol NCCL picks;
 *  - runUs / runSimpleUs: what a hop costs the run beyond NCCL's NET figure (LL and LL128 /
 *    Simple, counted once): the time the estimate reports.
 * Verbs (NCCL's own net_ib and socket transports declare 0): 0 / 0 / 0, as before.
 * AWS EFA through aws-ofi-nccl (src/platform-aws.cpp, platform_data_map `.latency`; the tuner's
 * own cost model src/tuner/nccl_ofi_model.cpp `.net_lat`, and nccl_ofi_param.h
 * TUNER_NET_COMP_OVERHEAD 3 µs "~2 µs in the device and ~1 µs to write that completion up to
 * the host" added for Simple):
 *  - EFA (p4d, p4de; plugin protocol SENDRECV): declared 75; the plugin's cost model has no entry
 *    for these platforms, so the run is charged what NCCL charges with the declared figure:
 *    75 / 2 x 75 (an ASSUMPTION: the only figure the plugin gives for them);
 *  - EFA v2 (p5, p5e; RDMA write): declared 75, run 20 / 23 (model_platform_params "P5 & P5e");
 *  - EFA v3 (p5en and later, the plugin's "p-series" entry): declared 35, run 18 / 21 ("P5en").
 */
struct NicLatency {
    double declaredUs = 0;
    double runUs = 0;
    double runSimpleUs = 0;
};
NicLatency nicLatency(NicTransport transport);

/** The network as one training cluster's collectives see it. */
struct ClusterNetwork {
    CommShape shape;
    double nicGBps = 0;              ///< smallest node's cabled NIC line rate / 8
    double efficiency = 0;           ///< linkEfficiency() applied
    LinkKind kind = LinkKind::InfiniBand; ///< the weakest link layer on the cluster's paths
    int leaves = 0;                  ///< leaf switches its NICs use
    bool railAligned = false;        ///< several leaves, each NIC index on one leaf for every node
    bool crossRoom = false;          ///< servers and their leaves stand in more than one room
    double worstOversubscription = 0; ///< worst switch whose uplinks the cluster's traffic crosses
    int worstSwitch = -1;            ///< its index in Design::switches
    int switchHops = 0;              ///< switches on the longest path between two of its nodes
    NicTransport transport = NicTransport::Verbs; ///< the nodes' slowest transport: largest declared NIC latency, then run latency
};

/**
 * Reduces a training cluster to a CommShape (commshape.h):
 *  - GPUs: n, N, ppn (the smallest node), the oldest generation, the smallest per-GPU intra-node
 *    bandwidth (nodebandwidth.h intraNodeGBps), NVLink only if every node is NVSwitch.
 *  - Nodes are ordered by leaf (as a topology-aware scheduler would, Slurm topology/tree),
 *    then by design order; NCCL's rings and trees follow that rank order.
 *  - Each node's traffic is spread evenly over its cabled NIC ports; port k of one node talks
 *    to port k of the other (rails; PXN keeps all-to-all on the rail, NCCL >= 2.12).
 *  - Ring traffic: node i sends to node i+1. All-to-all: every node to every other. For every
 *    leaf (and every pod of a three-tier fabric) the traffic leaving and entering it is
 *    counted in units of one node's traffic; its uplink capacity divided by that load bounds
 *    the per-node bandwidth. Traffic that stays under one leaf meets no uplink, however
 *    oversubscribed the leaf is.
 *  - linkEfficiency() is the network's: it applies to the NICs' and the uplinks' line rates,
 *    not to the GPUs' PCIe links, whose figure is already NCCL's usable one (24 GB/s for Gen4
 *    x16, 48 for Gen5, of a raw 31.5 / 63). A node's own bound is min(its GPUs' PCIe links,
 *    efficiency x its NICs) (GPUDirect RDMA crosses each GPU's x16 link).
 *  - The bound per node is min(node bound, efficiency x leaf and pod uplink bounds).
 *  - NIC latency (nicLatency()): the transport of the node that declares the largest, in
 *    CommShape's declared and run figures.
 *    Tree traffic is bounded like ring traffic (an approximation); a single point-to-point
 *    stream by one NIC; SHARP (CollNet) is offered when the link is InfiniBand and every
 *    switch the cluster's nodes reach, and every switch above them, has Switch::sharp.
 * O(nodes x NICs + switches).
 */
ClusterNetwork clusterNetwork(const FabricGraph &graph, const TrainingCluster &cluster,
                              const QList<SwitchLoad> &loads);

} // namespace cq
