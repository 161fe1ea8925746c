#include "nccltables.h"

#include <algorithm>
#include <cmath>

namespace cq {

namespace {

constexpr int kAlgorithms = 7; // Tree .. Pat: the algorithms NCCL's tables cover
constexpr int kProtocols = 3;

// NVIDIA/nccl v2.30.7-1 src/graph/tuning.cc, collective-model.md §2.3: baseLat[algorithm][protocol], µs.
constexpr double kBaseLatUs[kAlgorithms][kProtocols] = {
    {6.8, 14.0, 8.4}, {6.6, 14.0, 8.4}, // Tree, Ring
    {0, 0, 0}, {0, 0, 0},               // CollNet Direct, Chain
    {0, 0, 0}, {0, 0, 0},               // NVLS, NVLS Tree
    {8.0, 8.0, 8.0},                    // PAT
};

// hwLat[NVLink | PCI | NET][algorithm][protocol], µs (same source).
constexpr double kHwLatUs[3][kAlgorithms][kProtocols] = {
    {{.6, 1.25, 4.0}, {.6, 1.9, 3.4}, {0, 0, 3.7}, {0, 0, 2.8}, {0, 0, 25}, {0, 0, 25}, {0, 0, 4.0}},
    {{1.0, 1.9, 4.0}, {1.0, 2.5, 5.7}, {0, 0, 3.7}, {0, 0, 2.8}, {0, 0, 0}, {0, 0, 0}, {0, 0, 4.0}},
    {{5.0, 8.5, 14}, {2.7, 4.0, 14.0}, {0, 0, 31}, {0, 0, 30}, {0, 0, 18}, {0, 0, 20.9}, {0, 0, 14}},
};

// Per-generation [Volta, Ampere, Hopper, Blackwell] x [1 node, 2 nodes, 3+ nodes], GB/s (§2.2).
constexpr double kLlMaxBw[4][3] = {{39.0, 39.0, 20.4}, {87.7, 22.5, 19.0}, {141.0, 45.0, 35.0}, {282, 90, 70}};
constexpr double kPerChMaxRingLL128[4][3] = {{20, 20, 20}, {20, 20, 20}, {36.7, 36.7, 36.7}, {40, 40, 40}};
constexpr double kPerChMaxTreeLL128[4][3] = {{20, 20, 20}, {20, 20, 20}, {36.7, 36.7, 29.0}, {55.6, 31.67, 20.0}};
constexpr double kPerChMaxTree[4][3] = {{26.5, 18.5, 10.0}, {24.0, 23.6, 17.8}, {38.7, 41.4, 36.0}, {70.0, 42.8, 24.0}};
constexpr double kPerChMaxNvlsTree[4][3] = {{26.5, 18.5, 10.0}, {24.0, 23.6, 17.8}, {0, 57.7, 45.5}, {0, 96.0, 80.0}};
constexpr double kNvlsEfficiency[4] = {0, 0, 0.85, 0.74};

// treeCorrectionFactor[protocol][log2(bytes / 64)], 64 B .. 512 MB (§2.2 item 5).
constexpr int kCorrections = 24;
constexpr double kTreeCorrection[kProtocols][kCorrections] = {
    {1, 1, 1, 1, .9, .8, .7, .7, .7, .7, .6, .5, .4, .4, .5, .6, .7, .8, .9, 1, 1, 1, 1, 1},
    {1, 1, 1, 1, 1, .9, .8, .8, .8, .7, .6, .6, .6, .6, .6, .6, .8, .9, .9, .9, .9, 1, 1, 1},
    {.9, .9, .9, .9, .9, .9, .9, .8, .7, .6, .6, .5, .5, .5, .5, .6, .7, .8, .7, .7, .8, .9, .9, .9},
};

int column(int nodes) { return nodes <= 1 ? 0 : nodes == 2 ? 1 : 2; }
int row(GpuGeneration g) { return int(g); }
int alg(Algorithm a) { return std::min(int(a), kAlgorithms - 1); }

} // namespace

QString algorithmKey(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Tree: return QStringLiteral("tree");
    case Algorithm::Ring: return QStringLiteral("ring");
    case Algorithm::CollNetDirect: return QStringLiteral("collnet_direct");
    case Algorithm::CollNetChain: return QStringLiteral("collnet_chain");
    case Algorithm::Nvls: return QStringLiteral("nvls");
    case Algorithm::NvlsTree: return QStringLiteral("nvls_tree");
    case Algorithm::Pat: return QStringLiteral("pat");
    case Algorithm::P2p: return QStringLiteral("p2p");
    }
    return {};
}

QString protocolKey(Protocol protocol)
{
    switch (protocol) {
    case Protocol::LL: return QStringLiteral("LL");
    case Protocol::LL128: return QStringLiteral("LL128");
    case Protocol::Simple: return QStringLiteral("Simple");
    }
    return {};
}

namespace NcclTables {

double baseLatencyUs(Algorithm algorithm, Protocol protocol)
{
    // Point-to-point operations run NCCL's ring/Simple machinery (one launch, one hop).
    const Algorithm a = algorithm == Algorithm::P2p ? Algorithm::Ring : algorithm;
    return kBaseLatUs[alg(a)][int(protocol)];
}

double hwLatencyUs(HwClass hw, Algorithm algorithm, Protocol protocol)
{
    const Algorithm a = algorithm == Algorithm::P2p ? Algorithm::Ring : algorithm;
    return kHwLatUs[int(hw)][alg(a)][int(protocol)];
}

double llMaxBwGBps(GpuGeneration generation, int nodes)
{
    // One node: the GPU's row; several: the CPU vendor's row, Intel = row 0.
    return kLlMaxBw[nodes <= 1 ? row(generation) : 0][column(nodes)];
}

double perChMaxRingLL128GBps(GpuGeneration g, int nodes) { return kPerChMaxRingLL128[row(g)][column(nodes)]; }
double perChMaxTreeLL128GBps(GpuGeneration g, int nodes) { return kPerChMaxTreeLL128[row(g)][column(nodes)]; }
double perChMaxTreeGBps(GpuGeneration g, int nodes) { return kPerChMaxTree[row(g)][column(nodes)]; }
double perChMaxNvlsTreeGBps(GpuGeneration g, int nodes) { return kPerChMaxNvlsTree[row(g)][column(nodes)]; }
double nvlsEfficiency(GpuGeneration generation) { return kNvlsEfficiency[row(generation)]; }

double treeCorrection(Protocol protocol, double bytes)
{
    if (!(bytes >= 64))
        return kTreeCorrection[int(protocol)][0];
    // log2i(nBytes >> 6): the floor of log2 of whole 64-byte units.
    const int index = int(std::floor(std::log2(std::floor(bytes / 64))));
    return index < kCorrections ? kTreeCorrection[int(protocol)][index] : 1.0;
}

double netOverheadUs(Protocol protocol)
{
    return protocol == Protocol::Simple ? 3.0 : 1.0;
}

const QList<double> &intraSpeeds(GpuGeneration generation)
{
    static const QList<double> base{40.0, 30.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0};
    static const QList<double> sm90{60.0, 50.0, 40.0, 30.0, 24.0, 20.0, 15.0, 12.0, 11.0, 6.0, 3.0};
    static const QList<double> sm100{90.0, 80.0, 70.0, 60.0, 50.0, 40.0, 30.0, 24.0, 20.0, 19.0, 18.0};
    switch (generation) {
    case GpuGeneration::Hopper: return sm90;
    case GpuGeneration::Blackwell: return sm100;
    default: return base;
    }
}

} // namespace NcclTables

} // namespace cq
