#pragma once

#include "collectives.h"
#include "nccltables.h"

namespace cq {

/**
 * What one NCCL launch looks like at a given size, beyond NCCL's cost table: how many channels
 * it runs on and how long its pipeline takes to start. NCCL's table (tuning.cc) is a
 * latency + bytes / bandwidth line; the run itself shrinks the channel count for small
 * messages and moves data through each channel's FIFO in steps, so a message that fills only
 * a few steps per channel pays the pipeline's start-up on top (the "ramp" of nccl-tests
 * curves between 1 MB and 1 GB). NCCL picks the algorithm from its table first and only then
 * fixes channels and chunks, so NcclCostModel selects on the table and adds this afterwards.
 * Sources: NVIDIA/nccl src/enqueue.cc (topoGetAlgoInfo, calcCollChunking, the device's
 * realChunkSize per loop), src/graph/tuning.cc (maxThreads, threadThresholds), src/init.cc
 * (DEFAULT_BUFFSIZE / DEFAULT_LL_BUFFSIZE / DEFAULT_LL128_BUFFSIZE), src/include/device.h and
 * collectives.h (NCCL_STEPS, *_CHUNKSTEPS).
 */
struct NcclLaunch {
    Collective collective = Collective::AllReduce;
    Algorithm algorithm = Algorithm::Ring;
    Protocol protocol = Protocol::Simple;
    double bytes = 0;        ///< S as nccl-tests prints it (NCCL's nBytes for these collectives)
    int ranks = 0;           ///< n
    int nodes = 0;           ///< N
    int gpusPerNode = 0;     ///< ppn, also NVLS's head count (one head per GPU of the node)
    int channels = 0;        ///< the communicator's channels for this algorithm (nChannels or nvlsChannels)
    double busGBps = 0;      ///< NCCL's bus bandwidth of the algorithm/protocol over all channels, GB/s
    double algbwGBps = 0;    ///< NCCL's algorithm bandwidth (bus x ratio), GB/s
    double ringGraphGBps = 0; ///< the ring graph's bwIntra x nChannels, GB/s (picks Simple's thread count)
};

namespace NcclRamp {

/**
 * Channels NCCL runs @p launch on (enqueue.cc topoGetAlgoInfo): for ring and tree, one channel
 * less while nBytes < nc x nt x threadThreshold (nt = maxThreads, thresholds in bytes per
 * thread: LL 8 x nRanks on a ring, 8 on a tree, LL128 8, Simple 64), down to 1; NVLS keeps
 * nvlsChannels; CollNet, PAT and point-to-point keep theirs (not modelled).
 */
int channelsUsed(const NcclLaunch &launch);

/**
 * Bytes one channel moves through its FIFO in one step (NCCL_STEPS slots per connection), from
 * calcCollChunking() and the device loop's realChunkSize = min(chunkSize, divUp(nBytes,
 * nc x chunksPerLoop)):
 *  - ring: chunkSize = stepSize x chunkSteps (Simple: 512 KiB x 4 for all_reduce, all_gather and
 *    reduce_scatter, x 1 for broadcast/reduce; LL 32 KiB and LL128 576,000 B of data, 1 step),
 *    chunksPerLoop = nRanks (1 for broadcast/reduce); a step is the chunk / chunkSteps;
 *  - tree: the chunk is one step (Simple 512 KiB, LL 32 KiB; LL128 576,000 B, halved while
 *    nBytes / (nc x chunk) < (1 + log2 N + 0.1 ppn) x 64 / ppn and > 128 KiB, then x 16 / ppn
 *    and > 32 KiB), one chunk per loop;
 *  - NVLS: nvlsChunkSize 128 KiB (32 KiB across nodes under 150 GB/s of algorithm bandwidth), cut to 64 / 32 / 16 KiB
 *    while nBytes < 64 / 8 / 2 x (nc x nHeads x chunk); NVLS tree: 128 KiB (64 KiB from 4 nodes),
 *    cut to 256 / 128 / 64 / 32 KiB below 32 / 16 / 4 / 1 x (nc x nHeads x chunk); a step moves
 *    one chunk per head.
 * Never more than the channel's share of the message (nBytes / channels). 0 for algorithms
 * without a modelled pipeline (CollNet, PAT, point-to-point).
 */
double stepBytes(const NcclLaunch &launch, int channels);

/**
 * The pipeline's start-up, µs: passes x NCCL_STEPS steps of stepBytes() at one channel's share
 * of the bus bandwidth (busGBps / channels). This is the model's reading of NCCL's FIFO (a step
 * is NCCL's unit of flow control, NCCL_STEPS of them in flight per connection), not a formula
 * NCCL itself contains; its constants are NCCL's, nothing is fitted. A pass is one trip of the data through the FIFOs
 * before every slot is busy: 2 for the patterns that go there and back (RingTwice: all_reduce's
 * reduce-scatter then all-gather; TreeUpDown; NvlsTree), 1 for the others (Ring, Pipeline, Nvls).
 * At full chunks this is a fixed cost (A100 ring: 2 x 8 x 512 KiB / 20 GB/s = 419 µs, 5 % of
 * 1 GiB); below one loop per channel it grows with the message, which is what keeps the
 * mid sizes from reaching the asymptote.
 */
double pipelineFillUs(const NcclLaunch &launch, int channels);

/**
 * The bandwidth term of @p launch, µs: bytes / (1000 x algbw x channelsUsed / channels) plus
 * pipelineFillUs(). NCCL's table bandwidth is nChannels x a per-channel bandwidth (tuning.cc),
 * so a launch on fewer channels gets that share of it (NCCL's v2.30.7 ncclTopoGetAlgoTime does
 * not rescale; 2.12-2.18 did, `bw / nChannels x info->nChannels`). 0 when the bandwidth is 0.
 */
double bandwidthTermUs(const NcclLaunch &launch);

} // namespace NcclRamp

} // namespace cq
