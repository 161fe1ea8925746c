#pragma once

namespace cq {

/** NCCL's hardware class of the intra-node hop (NCCL_HW_NVLINK or NCCL_HW_PCI). */
enum class IntraHop { NVLink, Pci };

/**
 * NCCL's predicted latency of a Ring / Simple all_reduce in microseconds, as
 * src/graph/tuning.cc of NVIDIA/nccl v2.30.7-1 computes it (collective-model.md §2.3):
 *
 *   8.4 (Ring/Simple base) + (2(n-1) - 2(N-1)) x intra hop + 2(N-1) x 14 (NET hop)
 *
 * with intra hop 3.4 us over NVLink, 5.7 us over PCI. NCCL adds the NIC's declared
 * latency to the NET hop (twice for Simple, the flush), but the InfiniBand and socket
 * plugins declare 0, so it is left out. The ring-plateau factor and the per-step
 * network-post overhead (§2.3) are not modelled.
 *
 * @p ranks is n (GPUs), @p nodes is N (1 = intra-node only); 0 for fewer than 2 ranks
 * (nothing to communicate) and the base latency only for inconsistent input (N > n).
 */
double ncclRingAllReduceLatencyUs(int ranks, int nodes, IntraHop intraHop);

} // namespace cq
