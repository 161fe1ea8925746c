#pragma once

#include "domain/gpuarchitecture.h"

#include <QList>
#include <QString>

namespace cq {

/** NCCL's algorithms, in NCCL's order (NCCL_ALGO_TREE ... NCCL_ALGO_PAT), plus point-to-point. */
enum class Algorithm { Tree, Ring, CollNetDirect, CollNetChain, Nvls, NvlsTree, Pat, P2p };

/** NCCL's protocols: LL (8-byte flag+data), LL128 (120 of 128 bytes), Simple. */
enum class Protocol { LL, LL128, Simple };

/** NCCL's hardware latency classes (NCCL_HW_NVLINK, NCCL_HW_PCI, NCCL_HW_NET). */
enum class HwClass { NVLink, Pci, Net };

/** "tree", "ring", "collnet_direct", "collnet_chain", "nvls", "nvls_tree", "pat", "p2p"
 *  (NCCL_ALGO spellings, lower case). */
QString algorithmKey(Algorithm algorithm);
/** "LL", "LL128", "Simple" (NCCL_PROTO spellings). */
QString protocolKey(Protocol protocol);

/**
 * The constants of NCCL's cost model, NVIDIA/nccl tag v2.30.7-1 (commit 73cf112),
 * src/graph/tuning.cc, as transcribed in ../shared/reference/collective-model.md §2.2-2.3.
 * Latencies in µs, bandwidths in GB/s (1e9 bytes/s). `nodes` selects NCCL's column
 * (1 node / 2 nodes / 3 or more). llMaxBw for several nodes is keyed by CPU vendor in NCCL;
 * the Intel row is used (an x86 Intel host is assumed).
 */
namespace NcclTables {
double baseLatencyUs(Algorithm algorithm, Protocol protocol);
double hwLatencyUs(HwClass hw, Algorithm algorithm, Protocol protocol);
double llMaxBwGBps(GpuGeneration generation, int nodes);
double perChMaxRingLL128GBps(GpuGeneration generation, int nodes);
double perChMaxTreeLL128GBps(GpuGeneration generation, int nodes);
double perChMaxTreeGBps(GpuGeneration generation, int nodes);
double perChMaxNvlsTreeGBps(GpuGeneration generation, int nodes);
/** NVLS efficiency (Hopper 0.85, Blackwell 0.74, else 0: no NVLink SHARP). */
double nvlsEfficiency(GpuGeneration generation);
/**
 * treeCorrectionFactor[protocol][log2(bytes / 64)] (64 B to 512 MB, 24 entries per protocol),
 * applied by NCCL to tree all_reduce bandwidth at run time; 1 outside the table.
 */
double treeCorrection(Protocol protocol, double bytes);
/** Network post overhead per ring step on an Intel host, µs (getNetOverhead: 1 µs, x3 for Simple). */
double netOverheadUs(Protocol protocol);

/**
 * The per-channel bandwidths NCCL's topology search tries, highest first (GB/s):
 * speedArrayIntra / sm90SpeedArrayIntra / sm100SpeedArrayIntra of src/graph/search.cc.
 * Read from copies of NCCL's search.cc (2.2x releases); not part of collective-model.md.
 */
const QList<double> &intraSpeeds(GpuGeneration generation);
} // namespace NcclTables

} // namespace cq
