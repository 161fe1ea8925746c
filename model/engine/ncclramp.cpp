#include "ncclramp.h"

#include <algorithm>
#include <cmath>

namespace cq {

namespace {

// NCCL's constants (src/include/device.h, collectives.h, init.cc, tuning.cc, enqueue.cc).
constexpr int kNcclSteps = 8;                          // NCCL_STEPS: FIFO slots per connection
constexpr double kSimpleBuffBytes = 4194304;           // DEFAULT_BUFFSIZE, 4 MiB
constexpr double kLLBuffBytes = 8.0 * 512 * kNcclSteps * 16;    // DEFAULT_LL_BUFFSIZE: 8 lines x 512 threads x 8 x 16 B
constexpr double kLL128BuffBytes = 120.0 * 640 * kNcclSteps * 8; // DEFAULT_LL128_BUFFSIZE: 120 elems x 640 threads x 8 x 8 B
constexpr int kRingChunkSteps = kNcclSteps / 2;        // ALLREDUCE/ALLGATHER/REDUCESCATTER_CHUNKSTEPS
constexpr int kSimpleMaxThreads = 512;                 // NCCL_SIMPLE_MAX_NTHREADS
constexpr int kLLMaxThreads = 512;                     // NCCL_LL_MAX_NTHREADS
constexpr int kLL128MaxThreads = 640;                  // NCCL_LL128_MAX_NTHREADS
constexpr double kPciBwGBps = 12;                      // PCI_BW (topo.h): below it Simple rings get 256 threads
constexpr double kLLThreadThreshold = 8;               // NCCL_LL_THREAD_THRESHOLD, bytes per thread
constexpr double kLL128ThreadThreshold = 8;            // NCCL_LL128_THREAD_THRESHOLD
constexpr double kSimpleThreadThreshold = 64;          // NCCL_SIMPLE_THREAD_THRESHOLD
constexpr double kNvlsChunkBytes = 131072;             // nvlsChunkSize default (NCCL_NVLS_CHUNKSIZE, 128 KiB)

bool isRingOrTree(Algorithm a) { return a == Algorithm::Ring || a == Algorithm::Tree; }

/** comm->maxThreads[algorithm][protocol] (tuning.cc ncclTopoTuneModel). */
int maxThreads(const NcclLaunch &l)
{
    switch (l.protocol) {
    case Protocol::LL: return kLLMaxThreads;
    case Protocol::LL128: return kLL128MaxThreads;
    case Protocol::Simple:
        return l.algorithm == Algorithm::Ring && l.ringGraphGBps <= kPciBwGBps ? 256 : kSimpleMaxThreads;
    }
    return kSimpleMaxThreads;
}

/** comm->threadThresholds[algorithm][protocol], bytes per thread (tuning.cc). */
double threadThreshold(const NcclLaunch &l)
{
    switch (l.protocol) {
    case Protocol::LL: return kLLThreadThreshold * (l.algorithm == Algorithm::Ring ? l.ranks : 1);
    case Protocol::LL128: return kLL128ThreadThreshold;
    case Protocol::Simple: return kSimpleThreadThreshold;
    }
    return kSimpleThreadThreshold;
}

/** calcCollChunking()'s starting chunk: stepSize x chunkSteps, LL's half, LL128's 15 of 16 lines. */
double baseChunkBytes(const NcclLaunch &l, int *chunkSteps)
{
    *chunkSteps = 1;
    switch (l.protocol) {
    case Protocol::LL: return kLLBuffBytes / kNcclSteps / 2;                      // 32 KiB of data
    case Protocol::LL128: return std::floor(kLL128BuffBytes / kNcclSteps / 16) * 15; // 576,000 B
    case Protocol::Simple: break;
    }
    const bool ringSteps = l.algorithm == Algorithm::Ring && l.collective != Collective::Broadcast
        && l.collective != Collective::Reduce;
    *chunkSteps = ringSteps ? kRingChunkSteps : 1;
    return kSimpleBuffBytes / kNcclSteps * *chunkSteps;
}

/** Passes through the FIFOs: 2 for the there-and-back patterns (RingTwice, TreeUpDown, NvlsTree). */
int passes(const NcclLaunch &l)
{
    if (l.collective != Collective::AllReduce)
        return 1;
    return l.algorithm == Algorithm::Nvls ? 1 : 2;
}

} // namespace

namespace NcclRamp {

int channelsUsed(const NcclLaunch &launch)
{
    int nc = std::max(launch.channels, 1);
    if (!isRingOrTree(launch.algorithm))
        return nc; // NVLS keeps nvlsChannels; CollNet, PAT, p2p: not modelled
    const double perChannel = maxThreads(launch) * threadThreshold(launch);
    while (nc >= 2 && launch.bytes < nc * perChannel)
        --nc;
    return nc;
}

double stepBytes(const NcclLaunch &launch, int channels)
{
    const int nc = std::max(channels, 1);
    const double perChannel = launch.bytes / nc; // the scheduler splits the buffer evenly (scheduleCollTasksToPlan)
    int chunkSteps = 1;
    double chunk = baseChunkBytes(launch, &chunkSteps);
    switch (launch.algorithm) {
    case Algorithm::Ring: {
        const bool pipeline = launch.collective == Collective::Broadcast || launch.collective == Collective::Reduce;
        const int chunksPerLoop = pipeline ? 1 : std::max(launch.ranks, 1);
        chunk = std::min(chunk, std::ceil(perChannel / chunksPerLoop));
        return chunk / chunkSteps;
    }
    case Algorithm::Tree: {
        if (launch.protocol == Protocol::LL128) {
            const double nodes = std::max(launch.nodes, 1);
            const double ppn = double(launch.ranks) / nodes;
            const double stepsLL128 = 1 + std::floor(std::log2(nodes)) + 0.1 * ppn;
            // NCCL compares an integer quotient: floor(nBytes / (nc x chunk)).
            while (std::floor(perChannel / chunk) < stepsLL128 * 64 / ppn && chunk > 131072)
                chunk /= 2;
            while (std::floor(perChannel / chunk) < stepsLL128 * 16 / ppn && chunk > 32768)
                chunk /= 2;
        }
        return std::min(chunk, std::ceil(perChannel));
    }
    case Algorithm::Nvls: {
        const double heads = std::max(launch.gpusPerNode, 1);
        chunk = std::min(chunk, kNvlsChunkBytes);
        if (launch.nodes > 1 && launch.algbwGBps < 150)
            chunk = std::min(chunk, 32768.0);
        const double ops = heads; // per channel: nChannels = 1 in the scheduler's call
        if (perChannel < 64 * ops * chunk && chunk > 65536) chunk = 65536;
        if (perChannel < 8 * ops * chunk && chunk > 32768) chunk = 32768;
        if (perChannel < 2 * ops * chunk && chunk > 16384) chunk = 16384;
        return std::min(heads * chunk, std::ceil(perChannel));
    }
    case Algorithm::NvlsTree: {
        const double heads = std::max(launch.gpusPerNode, 1);
        chunk = launch.nodes >= 4 ? 65536 : kNvlsChunkBytes; // NCCL_NVLSTREE_MAX_CHUNKSIZE default
        const double ops = heads;
        if (perChannel < 32 * ops * chunk && chunk > 262144) chunk = 262144;
        if (perChannel < 16 * ops * chunk && chunk > 131072) chunk = 131072;
        if (perChannel < 4 * ops * chunk && chunk > 65536) chunk = 65536;
        if (perChannel < 1 * ops * chunk && chunk > 32768) chunk = 32768;
        return std::min(heads * chunk, std::ceil(perChannel));
    }
    case Algorithm::CollNetDirect:
    case Algorithm::CollNetChain:
    case Algorithm::Pat:
    case Algorithm::P2p:
        return 0;
    }
    return 0;
}

double pipelineFillUs(const NcclLaunch &launch, int channels)
{
    const int nc = std::max(channels, 1);
    const double step = stepBytes(launch, nc);
    if (step <= 0 || launch.busGBps <= 0 || launch.channels <= 0)
        return 0;
    const double perChannelGBps = launch.busGBps / launch.channels;
    return passes(launch) * kNcclSteps * step / (1000.0 * perChannelGBps);
}

double bandwidthTermUs(const NcclLaunch &launch)
{
    if (launch.algbwGBps <= 0 || launch.bytes <= 0)
        return 0;
    const int all = std::max(launch.channels, 1);
    const int used = std::min(channelsUsed(launch), all);
    const double algbw = launch.algbwGBps * used / all;
    return launch.bytes / (1000.0 * algbw) + pipelineFillUs(launch, used);
}

} // namespace NcclRamp

} // namespace cq
