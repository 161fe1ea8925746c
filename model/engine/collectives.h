#pragma once

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

/**
 * Latency steps of a ring (pipelined for broadcast/reduce) over n ranks: all_reduce 2(n-1);
 * all_gather, reduce_scatter, alltoall, broadcast, reduce n-1; sendrecv 1 (0 for n < 2).
 */
int ringSteps(Collective collective, int ranks);

/**
 * Bandwidth term of the ring cost in seconds: busBandwidthFactor x bytes / (bandwidthGBps x 1e9).
 * Since the busbw factor is exactly the ring's data volume per rank, a bandwidth-bound
 * ring shows busbw = B, as nccl-tests intends. @p bytes is S as nccl-tests prints it
 * (the total buffer for all_gather / reduce_scatter / alltoall). Returns +inf when B <= 0
 * and data must move.
 */
double ringBandwidthSeconds(Collective collective, double bytes, int ranks, double bandwidthGBps);

/**
 * Hockney (alpha-beta) ring time in seconds: ringSteps x alphaSeconds + ringBandwidthSeconds
 * (collective-model.md §2.5).
 */
double ringSeconds(Collective collective, double bytes, int ranks, double bandwidthGBps,
                   double alphaSeconds);

/** Ring all_reduce: 2(n-1) alpha + 2(n-1)/n S / B, B in GB/s (1e9 bytes/s), seconds. */
double ringAllReduceSeconds(double bytes, int ranks, double bandwidthGBps, double alphaSeconds);

/** nccl-tests algorithm bandwidth S / t in GB/s (1e9 bytes); 0 when t <= 0 or t is infinite. */
double algorithmBandwidthGBps(double bytes, double seconds);

} // namespace cq
