#pragma once

#include "domain/gpuarchitecture.h"
#include "domain/linkkind.h"

#include <QList>
#include <QString>

namespace cq {

class FabricGraph;
struct Server;

/** One NIC port cabled to a switch. */
struct NicPort {
    int port = 0;          ///< NIC port index (the rail on rail-optimized nodes)
    int leaf = -1;         ///< index of the switch in Design::switches
    double rateGbps = 0;   ///< the link's rate: the lower of NIC and switch port
    double lengthM = 0;    ///< cable length
};

/** What one server's NICs bring into the switch fabric. */
struct NodeNetwork {
    int cabledPorts = 0;      ///< distinct NIC ports 0..nicCount-1 cabled to a switch
    double GBps = 0;          ///< sum of their effective link rates / 8, GB/s (1e9 bytes)
    double rateGbps = 0;      ///< the effective rate when all ports share one, else 0
    LinkKind kind = LinkKind::InfiniBand; ///< the server's NIC link layer
    QList<NicPort> ports;     ///< the counted ports, by port index
};

/**
 * Network bandwidth of a server: for each NIC port cabled to a switch (each port counted
 * once; ports beyond nicCount, duplicates and cables to other servers are ignored), the
 * effective rate is the lower of the NIC and switch port rates; the sum / 8 gives GB/s
 * (collective-model.md §2.4: NIC bandwidth = Gb/s / 8). An uncabled server gives 0.
 */
NodeNetwork nodeNetwork(const FabricGraph &graph, const Server &server);

/**
 * Per-GPU intra-node bandwidth in GB/s. NVSwitch: Server::intraBandwidthGBps (NCCL's figure,
 * e.g. A100 SXM 240, H100 SXM 370.8; 0 = unknown). PCIe: pcieHostLinkGBps(), i.e. the x16
 * link divided among the GPUs behind one PCIe switch uplink. HCCS (Ascend 910B):
 * Server::intraBandwidthGBps, the catalog's 156.8 GB/s = Huawei's 392 GB/s per NPU
 * (7 full-mesh links x 56 GB/s, both directions) / 2 x 80 %, the share of the raw rate NCCL
 * uses for NVLink (A100: 300 GB/s a direction, NCCL 240). HCCL's collectives are modelled
 * as NCCL's ring and tree over that figure: an ASSUMPTION (HCCL also has a mesh algorithm
 * for one 8-card board; a ring over a full mesh can run 7 rings on disjoint links, so the
 * whole per-NPU figure is usable).
 */
double intraNodeGBps(const Server &server);

/**
 * Per-GPU PCIe bandwidth towards the host and the NICs, GB/s: the GPU's x16 link (a PCIe
 * board's Server::intraBandwidthGBps when set, else NCCL's figure for its PCIe generation;
 * an SXM GPU's host interface: Volta Gen3 12, Ampere Gen4 24, Hopper and later Gen5 48;
 * collective-model.md §2.4: width x per-lane code / 80) divided by
 * Server::gpusPerPcieSwitch. Why divided: NCCL's topology search (src/graph/search.cc)
 * charges each channel's bandwidth to every PCIe link its path crosses, and the k GPUs
 * behind one switch reach the CPU (host-staged SHM copies of boards without P2P) and NICs
 * elsewhere through the one x16 uplink, so each gets 1/k of it. For a P2P ring that keeps
 * the two GPUs of a switch adjacent this is pessimistic: an ASSUMPTION on the safe side.
 * Example: PCIe Gen4, 2 GPUs per switch: 24 / 2 = 12 GB/s. HCCS (Ascend 910B): infinity, as
 * its RoCE ports are on the NPU and no PCIe link lies between it and the network.
 */
double pcieHostLinkGBps(const Server &server);
/** pcieHostLinkGBps() for a caller that has the server's gpuGeneration() already (one parse of
 *  the architecture per server, not one per question: 16,384 servers in a 十万卡 cluster). */
double pcieHostLinkGBps(const Server &server, GpuGeneration generation);

/** "NVLink (240 GB/s per GPU)", "PCIe Gen4 (24 GB/s per GPU)", "HCCS full mesh (156.8 GB/s per NPU)". */
QString intraNodeText(IntraFabric fabric, double GBps);

/** intraNodeText() of @p server, naming a shared PCIe switch uplink when there is one:
 *  "PCIe Gen4 (12 GB/s per GPU: 2 GPUs share one 24 GB/s PCIe switch uplink)". */
QString intraNodeText(const Server &server);

/** "NICs: 8 x 200 Gb/s InfiniBand = 200 GB/s per node" (or the port count when rates differ). */
QString nodeNetworkText(const NodeNetwork &network);

/** Figures in messages: up to 5 significant digits, no trailing zeros ("370.8", "200", "0.125"). */
QString formatFigure(double value);

} // namespace cq
