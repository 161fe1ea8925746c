#include "ncclcostmodel.h"

#include "ncclramp.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cq {

namespace {

constexpr int kMaxSearchChannels = 16;  // MAXCHANNELS / 2: rings and trees before duplication
constexpr int kMaxChannels = 32;
constexpr int kMaxNvlsArity = 32;       // NCCL_MAX_NVLS_ARITY
constexpr int kMaxDirectArity = 8;      // NCCL_MAX_DIRECT_ARITY + 1 [memory]
constexpr double kP2pLLThresholdBytes = 16384; // NCCL_P2P_LL_THRESHOLD default [memory]

QString figure(double v)
{
    return QString::number(v, 'g', 4);
}

/** The search's best channels x speed that fits @p totalGBps, at most @p maxChannels channels. */
void searchGraph(double totalGBps, GpuGeneration g, int maxChannels, int *channels, double *speed)
{
    *channels = 0;
    *speed = 0;
    for (double s : NcclTables::intraSpeeds(g)) {
        const int n = std::min(maxChannels, int(std::floor(totalGBps / s + 1e-9)));
        if (n >= 1 && n * s > *channels * *speed + 1e-9) {
            *channels = n;
            *speed = s;
        }
    }
}

int log2i(int n)
{
    int l = 0;
    while (n >>= 1)
        ++l;
    return l;
}

bool reduces(Collective c) { return c == Collective::AllReduce; }

} // namespace

NcclCostModel::NcclCostModel(const CommShape &shape, const NcclEnv &env)
    : m_shape(shape)
    , m_env(env)
{
    const double ringTotal = shape.gpusPerNode > 1 ? shape.intraGBps : shape.ringNetGBps;
    searchGraph(ringTotal, shape.generation, kMaxSearchChannels, &m_ringChannels, &m_ringChannelGBps);
    // ncclTopoDupChannels: fast channels are doubled at half the speed (Hopper+ keeps < 50 GB/s x > 4).
    const bool keep = shape.generation >= GpuGeneration::Hopper && m_ringChannelGBps < 50 && m_ringChannels > 4;
    if (m_ringChannelGBps >= 25 && !keep) {
        const int dup = std::min(2 * m_ringChannels, kMaxChannels);
        m_ringChannelGBps /= (dup + m_ringChannels - 1) / m_ringChannels;
        m_ringChannels = dup;
    }
    // NVLS wants one channel (head) per GPU: the fastest speed at which all of them fit.
    if (shape.generation >= GpuGeneration::Hopper && shape.nvswitch && shape.nvlink && shape.gpusPerNode > 1) {
        const int heads = std::min(kMaxNvlsArity, shape.gpusPerNode);
        for (double s : NcclTables::intraSpeeds(shape.generation)) {
            if (heads * s <= shape.intraGBps + 1e-9) {
                m_nvlsChannels = heads;
                m_nvlsChannelGBps = s;
                break;
            }
        }
    }
    // NCCL's table: the NIC latency its net plugin declares, twice for Simple (tuning.cc).
    m_nicUs = shape.declaredNicLatencyUs;
    m_nicSimpleUs = 2 * shape.declaredNicLatencyUs;
    for (Collective c : allCollectives())
        m_entries[int(c)] = buildEntries(c);
    // The run: what a hop takes instead (clusternetwork.h nicLatency). The same formulas, so every
    // entry's run latency is its table latency with the run's NIC figure in each NET hop.
    const bool differs = shape.runNicLatencyUs != m_nicUs || shape.runNicLatencySimpleUs != m_nicSimpleUs;
    m_nicUs = shape.runNicLatencyUs;
    m_nicSimpleUs = shape.runNicLatencySimpleUs;
    for (Collective c : allCollectives()) {
        QList<Entry> &list = m_entries[int(c)];
        if (!differs) {
            for (Entry &e : list)
                e.runLatencyUs = e.latencyUs;
            continue;
        }
        const QList<Entry> run = buildEntries(c);
        for (int i = 0; i < list.size(); ++i)
            list[i].runLatencyUs = run.at(i).latencyUs;
    }
}

double NcclCostModel::intraLatencyUs(Algorithm a, Protocol p) const
{
    return NcclTables::hwLatencyUs(m_shape.nvlink ? HwClass::NVLink : HwClass::Pci, a, p);
}

double NcclCostModel::interLatencyUs(Algorithm a, Protocol p) const
{
    // With one GPU per node NCCL prices the ring's network hop like a tree's.
    const Algorithm hwAlg = a == Algorithm::Ring && m_shape.gpusPerNode < 2 ? Algorithm::Tree : a;
    double lat = NcclTables::hwLatencyUs(HwClass::Net, hwAlg, p) + m_shape.extraNetLatencyUs;
    if (p == Protocol::Simple)
        lat += m_shape.extraNetLatencyUs; // NCCL counts the NIC latency twice for Simple (flush)
    return lat + (p == Protocol::Simple ? m_nicSimpleUs : m_nicUs);
}

double NcclCostModel::ringLatencyUs(Collective c, Protocol p) const
{
    const double base = NcclTables::baseLatencyUs(Algorithm::Ring, p);
    const int nodes = m_shape.nodes;
    if (c == Collective::Broadcast || c == Collective::Reduce) // pipelined: one hop (sameChannels)
        return base + (nodes > 1 ? interLatencyUs(Algorithm::Ring, p) : intraLatencyUs(Algorithm::Ring, p));
    const int steps = ncclSteps(c, m_shape.ranks);
    const int interSteps = nodes < 2 ? 0 : reduces(c) ? 2 * (nodes - 1) : nodes - 1;
    double intraLat = intraLatencyUs(Algorithm::Ring, p);
    if (nodes > 1) // each ring step also posts to the network proxy
        intraLat = std::max(intraLat, NcclTables::netOverheadUs(p));
    return base + (steps - interSteps) * intraLat + interSteps * interLatencyUs(Algorithm::Ring, p);
}

NcclCostModel::Entry NcclCostModel::ringEntry(Collective c, Protocol p) const
{
    Entry e{Algorithm::Ring, p, 0, 0, ringLatencyUs(c, p), {}};
    const double graph = m_ringChannels * m_ringChannelGBps;
    double bus = graph;
    e.limit = m_shape.gpusPerNode > 1 ? graphText() : m_shape.ringNetText;
    if (m_shape.crossNode() && m_shape.ringNetGBps < graph) {
        bus = m_shape.ringNetGBps;
        e.limit = m_shape.ringNetText;
    }
    const GpuGeneration g = m_shape.generation;
    if (p == Protocol::LL) {
        const double cap = NcclTables::llMaxBwGBps(g, m_shape.nodes);
        e.limit = bus * 0.5 > cap ? QCoreApplication::translate("cq::Analyzer", "NCCL's LL cap (%1 GB/s)").arg(figure(cap)) : e.limit + QCoreApplication::translate("cq::Analyzer", ", x 0.5 for LL");
        bus = std::min(cap, bus * 0.5);
    } else if (p == Protocol::LL128) {
        const double cap = m_ringChannels * NcclTables::perChMaxRingLL128GBps(g, m_shape.nodes);
        e.limit = bus * 0.92 > cap ? QCoreApplication::translate("cq::Analyzer", "NCCL's LL128 cap (%1 channels x %2 GB/s)").arg(m_ringChannels).arg(figure(cap / m_ringChannels))
                                   : e.limit + QCoreApplication::translate("cq::Analyzer", ", x 0.92 for LL128");
        bus = m_shape.nvlink ? std::min(bus * 0.92, cap) : 0; // LL128 only over NVLink
    }
    e.busGBps = bus;
    const int steps = ncclSteps(c, m_shape.ranks);
    e.ratio = steps > 0 ? double(m_shape.ranks) / steps : 0;
    return e;
}

bool NcclCostModel::plainTreePattern() const
{
    // NVIDIA/nccl v2.30.7 src/graph/search.cc ncclTopoCompute(): the tree graph is searched as
    // NCCL_TOPO_PATTERN_BALANCED_TREE and falls back to the plain TREE pattern ("Try a simpler
    // tree", ccMin >= 90 only) when the first pass found no solution using system->totalBw.
    // The balanced tree sends half of the NIC traffic back through a second GPU of the node
    // (ncclTopoSearchRecGpu: nextBackToNet = 1, bwInter / 2 on each): on an HGX board with one NIC
    // per GPU that second GPU's path to the first GPU's NIC is not PIX/PXB, the first pass fails
    // and Hopper falls back to the plain pattern. With one GPU per node the second return is that same
    // GPU and NIC, the first pass meets totalBw and the balanced pattern stays.
    return m_shape.generation >= GpuGeneration::Hopper && m_shape.gpusPerNode > 1;
}

NcclCostModel::Entry NcclCostModel::treeEntry(Protocol p) const
{
    const int nodes = m_shape.nodes;
    const int ppn = m_shape.gpusPerNode;
    Entry e{Algorithm::Tree, p, 0, 0.5, 0, m_shape.gpusPerNode > 1 ? graphText() : m_shape.treeNetText};
    e.latencyUs = NcclTables::baseLatencyUs(Algorithm::Tree, p)
        + 2 * ((ppn - 1) * intraLatencyUs(Algorithm::Tree, p) + log2i(nodes) * interLatencyUs(Algorithm::Tree, p));
    // With one GPU per node there is no chain inside the node: only the network bounds the tree.
    double bus = ppn > 1 ? m_ringChannels * m_ringChannelGBps : std::numeric_limits<double>::infinity();
    const double net = nodes == 2 ? 2 * m_shape.treeNetGBps : m_shape.treeNetGBps;
    if (m_shape.crossNode() && net < bus) {
        bus = net;
        e.limit = nodes == 2 ? m_shape.treeNetText + QCoreApplication::translate("cq::Analyzer", " (x 2: on 2 nodes each node sends the buffer once)")
                             : m_shape.treeNetText;
    }
    const GpuGeneration g = m_shape.generation;
    bus = std::min(bus * 0.92, m_ringChannels * NcclTables::perChMaxTreeGBps(g, nodes));
    if (p == Protocol::LL)
        bus = std::min(bus / 3.8, NcclTables::llMaxBwGBps(g, nodes));
    else if (p == Protocol::LL128)
        bus = m_shape.nvlink ? std::min(bus * (nodes == 1 ? 7.0 / 9.0 : 120.0 / 128.0),
                                        m_ringChannels * NcclTables::perChMaxTreeLL128GBps(g, nodes))
                             : 0;
    if (plainTreePattern())
        bus *= 0.85; // tuning.cc: maxTreePattern == NCCL_TOPO_PATTERN_TREE
    e.busGBps = bus;
    return e;
}

NcclCostModel::Entry NcclCostModel::nvlsEntry(Collective c, bool tree) const
{
    Entry e{tree ? Algorithm::NvlsTree : Algorithm::Nvls, Protocol::Simple, 0, 0, 0, {}};
    const int nodes = m_shape.nodes;
    const int ch = m_nvlsChannels;
    const bool usable = ch >= 2 && (tree ? nodes > 1 : nodes == 1 || m_shape.collNetGBps > 0);
    if (!usable)
        return e;
    const double ppn = m_shape.gpusPerNode;
    double perCh = m_nvlsChannelGBps * NcclTables::nvlsEfficiency(m_shape.generation) * (ch - 1) / ch
        * (reduces(c) ? 2.0 : (ppn - 1) / ppn);
    e.limit = QCoreApplication::translate("cq::Analyzer", "NVLink SHARP: %1 channels x %2 GB/s x %3 efficiency").arg(ch).arg(figure(m_nvlsChannelGBps))
                  .arg(figure(NcclTables::nvlsEfficiency(m_shape.generation)));
    if (nodes > 1) {
        const double n = m_shape.ranks;
        const double inter = tree ? m_shape.treeNetGBps / ch * (nodes <= 2 ? 2 : 1)
                                  : m_shape.collNetGBps * 2 * (n - 1) / n / ch;
        if (inter < perCh) {
            perCh = inter;
            e.limit = tree ? m_shape.treeNetText : QCoreApplication::translate("cq::Analyzer", "SHARP network (%1 GB/s per node)").arg(figure(m_shape.collNetGBps));
        }
        const double cap = NcclTables::perChMaxNvlsTreeGBps(m_shape.generation, nodes);
        if (tree && cap < perCh) {
            perCh = cap;
            e.limit = QCoreApplication::translate("cq::Analyzer", "NCCL's NVLS-tree cap (%1 channels x %2 GB/s)").arg(ch).arg(figure(cap));
        }
    }
    e.busGBps = perCh * ch;
    e.ratio = double(m_shape.ranks) / ncclSteps(c, m_shape.ranks);
    e.latencyUs = tree ? intraLatencyUs(e.algorithm, e.protocol) + 2 * log2i(nodes) * interLatencyUs(e.algorithm, e.protocol)
                       : intraLatencyUs(e.algorithm, e.protocol) + (nodes > 1 ? interLatencyUs(e.algorithm, e.protocol) : 0);
    return e;
}

NcclCostModel::Entry NcclCostModel::collNetEntry(bool direct) const
{
    Entry e{direct ? Algorithm::CollNetDirect : Algorithm::CollNetChain, Protocol::Simple, 0, 0.5, 0, m_shape.intraText};
    const int ppn = m_shape.gpusPerNode;
    if (m_shape.collNetGBps <= 0 || m_shape.nodes < 2 || (direct && !m_shape.nvswitch))
        return e;
    double bus = m_ringChannels * m_ringChannelGBps;
    if (direct) {
        int ch = 0;
        double speed = 0;
        searchGraph(m_shape.intraGBps, m_shape.generation, std::min(kMaxDirectArity, ppn), &ch, &speed);
        double factor = double(ppn) / std::max(ch, 1); // GPU : NIC-head ratio penalty
        factor -= (factor - 1) / 2;
        bus = ch * speed / factor * (m_shape.generation >= GpuGeneration::Hopper ? 0.85 : 1.0);
    }
    if (2 * m_shape.collNetGBps < bus) {
        bus = 2 * m_shape.collNetGBps;
        e.limit = QCoreApplication::translate("cq::Analyzer", "SHARP network (%1 GB/s per node, x 2: the switches reduce)").arg(figure(m_shape.collNetGBps));
    }
    e.busGBps = bus;
    const Algorithm a = e.algorithm;
    e.latencyUs = direct ? 2 * (std::min(1, ppn - 1) * intraLatencyUs(a, e.protocol) + (ppn - 1) * 0.4) + interLatencyUs(a, e.protocol)
                         : 2 * (ppn - 1) * intraLatencyUs(a, e.protocol) + interLatencyUs(a, e.protocol);
    return e;
}

NcclCostModel::Entry NcclCostModel::patEntry(Collective c) const
{
    Entry e{Algorithm::Pat, Protocol::Simple, 0, 1.0, 0, m_shape.ringNetText};
    if (m_shape.gpusPerNode != 1 || m_shape.nodes < 2 || (c != Collective::AllGather && c != Collective::ReduceScatter))
        return e;
    e.busGBps = m_shape.ringNetGBps * 0.75; // PAT: x 0.75, not converted (§2.2)
    e.latencyUs = NcclTables::baseLatencyUs(Algorithm::Pat, e.protocol)
        + log2i(m_shape.nodes) * interLatencyUs(Algorithm::Pat, e.protocol) / 3.5 + 2.8 * m_shape.ranks;
    return e;
}

NcclCostModel::Entry NcclCostModel::p2pEntry(Collective c, Protocol p) const
{
    Entry e{Algorithm::P2p, p, 0, 1.0, 0, m_shape.intraText};
    const bool cross = m_shape.crossNode();
    e.latencyUs = NcclTables::baseLatencyUs(Algorithm::P2p, p)
        + (cross ? interLatencyUs(Algorithm::P2p, p) : intraLatencyUs(Algorithm::P2p, p));
    const double n = m_shape.ranks;
    const double ppn = m_shape.gpusPerNode;
    double algbw = 0;
    if (c == Collective::SendRecv) {
        algbw = ppn > 1 ? m_shape.intraGBps : m_shape.p2pNetGBps;
        if (cross && m_shape.p2pNetGBps < algbw) {
            algbw = m_shape.p2pNetGBps;
            e.limit = m_shape.p2pNetText;
        }
        e.busGBps = algbw;
    } else { // alltoall: S/n to every rank
        algbw = ppn > 1 ? m_shape.intraGBps * n / (ppn - 1) : std::numeric_limits<double>::infinity();
        const double net = cross ? m_shape.alltoallNetGBps * n / (ppn * (n - ppn)) : algbw;
        if (net < algbw) {
            algbw = net;
            e.limit = m_shape.alltoallNetText;
        }
        e.ratio = n / (n - 1);
        e.busGBps = algbw / e.ratio;
    }
    if (p == Protocol::LL) {
        e.busGBps *= 0.5;
        e.limit += QCoreApplication::translate("cq::Analyzer", ", x 0.5 for LL");
    }
    return e;
}

QList<NcclCostModel::Entry> NcclCostModel::buildEntries(Collective c) const
{
    QList<Entry> list;
    if (c == Collective::AllToAll || c == Collective::SendRecv) {
        for (Protocol p : {Protocol::LL, Protocol::Simple})
            list.append(p2pEntry(c, p));
        return list;
    }
    if (c == Collective::AllReduce) {
        for (Protocol p : {Protocol::LL, Protocol::LL128, Protocol::Simple})
            list.append(treeEntry(p));
    }
    for (Protocol p : {Protocol::LL, Protocol::LL128, Protocol::Simple})
        list.append(ringEntry(c, p));
    if (c == Collective::AllReduce) {
        list.append(collNetEntry(true));
        list.append(collNetEntry(false));
    }
    if (c == Collective::AllReduce || c == Collective::AllGather || c == Collective::ReduceScatter)
        list.append(nvlsEntry(c, false));
    if (c == Collective::AllReduce)
        list.append(nvlsEntry(c, true));
    list.append(patEntry(c));
    return list;
}

QString NcclCostModel::graphText() const
{
    return QCoreApplication::translate("cq::Analyzer", "%1; NCCL's search: %2 channels x %3 GB/s").arg(m_shape.intraText).arg(m_ringChannels).arg(figure(m_ringChannelGBps));
}

QString NcclCostModel::why() const
{
    if (m_shape.ranks == 0)
        return QCoreApplication::translate("cq::Analyzer", "no GPUs in the cluster");
    if (m_shape.gpusPerNode > 1 && !(m_shape.intraGBps > 0))
        return m_shape.intraText;
    if (m_shape.crossNode() && !(m_shape.ringNetGBps > 0))
        return m_shape.ringNetText;
    return {};
}

CollectiveEstimate NcclCostModel::finish(Collective c, double bytes, const Entry &e) const
{
    CollectiveEstimate r;
    r.collective = collectiveKey(c);
    r.algorithm = algorithmKey(e.algorithm);
    r.protocol = protocolKey(e.protocol);
    r.bytes = bytes;
    r.ranks = m_shape.ranks;
    r.crossNode = m_shape.crossNode();
    r.bottleneck = e.limit;
    r.bottleneckGBps = e.busGBps;
    r.modelAlgbwGBps = e.busGBps * e.ratio;
    r.latencyUs = e.latencyUs;
    if (e.algorithm == Algorithm::Tree)
        r.modelAlgbwGBps *= NcclTables::treeCorrection(e.protocol, bytes);
    // Ring plateau: multi-node Ring/Simple all_reduce pays more latency once each rank and
    // channel handles 64 bytes or more.
    if (e.algorithm == Algorithm::Ring && e.protocol == Protocol::Simple && c == Collective::AllReduce
        && m_shape.crossNode() && bytes / (double(std::max(m_ringChannels, 1)) * m_shape.ranks) >= 64)
        r.latencyUs *= m_shape.generation < GpuGeneration::Ampere ? 1.9 : 1.4;
    r.bandwidthUs = bytes / (1000.0 * r.modelAlgbwGBps);
    r.timeUs = r.latencyUs + r.bandwidthUs;
    r.algbwGBps = algorithmBandwidthGBps(bytes, r.timeUs / 1e6);
    r.busbwGBps = r.algbwGBps * busBandwidthFactor(c, m_shape.ranks);
    return r;
}

bool NcclCostModel::usable(const Entry &e) const
{
    return e.busGBps > 0 && e.ratio > 0 && m_env.allows(e.algorithm) && m_env.allows(e.protocol);
}

int NcclCostModel::channelsFor(Algorithm a) const
{
    // enqueue.cc topoGetAlgoInfo: NVLS runs on nvlsChannels (capped by nChannels across nodes).
    if (a == Algorithm::NvlsTree)
        return m_nvlsChannels;
    if (a == Algorithm::Nvls)
        return m_shape.nodes > 1 ? std::min(m_nvlsChannels, m_ringChannels) : m_nvlsChannels;
    return m_ringChannels;
}

void NcclCostModel::addRamp(Collective c, double bytes, const Entry &e, CollectiveEstimate *r) const
{
    NcclLaunch l;
    l.collective = c;
    l.algorithm = e.algorithm;
    l.protocol = e.protocol;
    l.bytes = bytes;
    l.ranks = m_shape.ranks;
    l.nodes = m_shape.nodes;
    l.gpusPerNode = m_shape.gpusPerNode;
    l.channels = channelsFor(e.algorithm);
    l.busGBps = e.busGBps;
    l.algbwGBps = r->modelAlgbwGBps;
    l.ringGraphGBps = m_ringChannels * m_ringChannelGBps;
    if (l.channels < 1 || !(r->modelAlgbwGBps > 0) || std::isinf(e.busGBps))
        return;
    r->bandwidthUs = NcclRamp::bandwidthTermUs(l);
    r->timeUs = r->latencyUs + r->bandwidthUs;
    r->algbwGBps = algorithmBandwidthGBps(bytes, r->timeUs / 1e6);
    r->busbwGBps = r->algbwGBps * busBandwidthFactor(c, m_shape.ranks);
}

QList<CollectiveEstimate> NcclCostModel::candidates(Collective c, double bytes) const
{
    QList<CollectiveEstimate> list;
    if (m_shape.ranks < 2 || !why().isEmpty())
        return list;
    for (const Entry &e : entries(c)) {
        if (usable(e))
            list.append(finish(c, bytes, e));
    }
    return list;
}

CollectiveEstimate NcclCostModel::estimate(Collective c, double bytes) const
{
    CollectiveEstimate best;
    best.collective = collectiveKey(c);
    best.bytes = bytes;
    best.ranks = m_shape.ranks;
    best.crossNode = m_shape.crossNode();
    if (m_shape.ranks == 1) {
        best.bottleneck = QCoreApplication::translate("cq::Analyzer", "a single GPU: nothing to exchange");
        return best;
    }
    best.bottleneck = why();
    best.feasible = best.bottleneck.isEmpty();
    if (!best.feasible)
        return best;
    const bool p2p = c == Collective::AllToAll || c == Collective::SendRecv;
    const double perPeer = c == Collective::AllToAll ? bytes / m_shape.ranks : bytes;
    const QString p2pProtocol = protocolKey(perPeer <= kP2pLLThresholdBytes ? Protocol::LL : Protocol::Simple);
    const Entry *chosen = nullptr;
    for (const Entry &entry : entries(c)) {
        if (!usable(entry))
            continue;
        const CollectiveEstimate e = finish(c, bytes, entry);
        if (p2p && e.protocol != p2pProtocol)
            continue; // point-to-point picks its protocol by size, not by time
        if (!chosen || e.timeUs < best.timeUs) {
            best = e;
            chosen = &entry;
        }
    }
    const bool found = chosen != nullptr;
    if (found && chosen->runLatencyUs != chosen->latencyUs) { // NCCL chose with the declared NIC latency
        Entry run = *chosen;
        run.latencyUs = run.runLatencyUs;
        best = finish(c, bytes, run);
    }
    if (found)
        addRamp(c, bytes, *chosen, &best); // NCCL chooses on its table, then runs on channels and chunks
    if (!found) {
        best.feasible = false;
        best.bottleneck = QCoreApplication::translate("cq::Analyzer", "no algorithm or protocol is allowed for %1").arg(collectiveKey(c));
    }
    return best;
}

} // namespace cq
