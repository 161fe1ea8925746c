#pragma once

#include <QList>
#include <QString>

namespace cq {

/** The NCCL collectives nccl-tests measures. */
enum class Collective { AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast, Reduce, SendRecv };

/** nccl-tests name of a collective: "all_reduce", "all_gather", "reduce_scatter", "alltoall",
 *  "broadcast", "reduce", "sendrecv". */
QString collectiveKey(Collective collective);

/**
 * nccl-tests bus-bandwidth factor, busbw = algbw x factor (nccl-tests doc/PERFORMANCE.md):
 * all_reduce 2(n-1)/n; all_gather, reduce_scatter, alltoall (n-1)/n; broadcast, reduce,
 * sendrecv 1. @p ranks is n; 0 for n < 1.
 */
double busBandwidthFactor(Collective collective, int ranks);

/** All seven, in nccl-tests' order of the issue: all_reduce, all_gather, reduce_scatter,
 *  broadcast, reduce, alltoall, sendrecv. */
QList<Collective> allCollectives();

/** Parses a nccl-tests name ("all_reduce", ...); false for anything else. */
bool collectiveFromKey(const QString &key, Collective *collective);

/**
 * NCCL's step count of a ring over n ranks (src/graph/tuning.cc `nsteps`): all_reduce 2(n-1),
 * all_gather and reduce_scatter n-1, broadcast and reduce n; 0 for n < 2 and for the
 * point-to-point alltoall and sendrecv.
 */
int ncclSteps(Collective collective, int ranks);

/** nccl-tests algorithm bandwidth S / t in GB/s (1e9 bytes); 0 when t <= 0 or t is infinite. */
double algorithmBandwidthGBps(double bytes, double seconds);

} // namespace cq
