#include "clusternetwork.h"

#include "topology/fabricgraph.h"
#include "topology/nodebandwidth.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>
#include <vector>

namespace cq {

namespace {

QString percent(double share)
{
    return QString::number(share * 100, 'g', 3) + QLatin1String(" %");
}

/** Weaker link layers sort first: plain Ethernet < RoCE < InfiniBand. */
int strength(LinkKind kind)
{
    return kind == LinkKind::Ethernet ? 0 : kind == LinkKind::RoCE ? 1 : 2;
}

/** A GPU node and what its NICs reach. */
struct Node {
    const Server *server = nullptr;
    const NodeNetwork *net = nullptr; ///< FabricGraph::serverNetwork(): no copy (no reference count to touch)
    GpuGeneration generation = GpuGeneration::Ampere; ///< gpuGeneration() of the server, parsed once
    double hostGBps = 0; ///< pcieHostLinkGBps() of the server, found once
};

/** Traffic leaving / entering each leaf and pod, in units of one node's traffic. */
struct Load {
    QList<double> leafUp, leafDown, podUp, podDown;
    explicit Load(int switches, int pods) : leafUp(switches, 0), leafDown(switches, 0), podUp(pods, 0), podDown(pods, 0) {}
    void add(const FabricGraph &g, int from, int to, double w)
    {
        if (from == to)
            return;
        leafUp[from] += w;
        leafDown[to] += w;
        const int pf = g.pod(from);
        const int pt = g.pod(to);
        if (pf >= 0 && pt >= 0 && pf != pt) {
            podUp[pf] += w;
            podDown[pt] += w;
        }
    }
};

/**
 * The leaf of every node's NIC on every rail, rail after rail: what the traffic patterns read
 * again and again, in one flat array instead of 16,384 nodes' port lists (a 十万卡 cluster: a
 * pass over the lists per rail was most of a cluster's network). Rails: the most NIC ports of a
 * node; a node with fewer uses port r mod its count on rail r. Every node has a NIC cabled.
 */
struct RailLeaves {
    int rails = 0;
    int nodes = 0;
    bool uniform = true;    ///< every node has exactly `rails` ports
    std::vector<int> leaf;  ///< [rail * nodes + node]

    explicit RailLeaves(const QList<Node> &list) : nodes(int(list.size()))
    {
        for (const Node &n : list)
            rails = std::max(rails, int(n.net->ports.size()));
        leaf.resize(size_t(rails) * size_t(nodes));
        for (int i = 0; i < nodes; ++i) {
            const QList<NicPort> &ports = list.at(i).net->ports;
            uniform = uniform && ports.size() == rails;
            for (int r = 0; r < rails; ++r)
                leaf[size_t(r) * size_t(nodes) + size_t(i)] = ports.at(r % ports.size()).leaf;
        }
    }
    int at(int rail, int node) const { return leaf[size_t(rail) * size_t(nodes) + size_t(node)]; }
};

// Node i sends to node i+1 (the ring closes), rail k to rail k.
Load ringLoad(const FabricGraph &g, const RailLeaves &t)
{
    Load load(int(g.design().switches.size()), g.podCount());
    for (int r = 0; r < t.rails && t.nodes > 1; ++r) {
        for (int i = 0; i < t.nodes; ++i)
            load.add(g, t.at(r, i), t.at(r, (i + 1) % t.nodes), 1.0 / t.rails);
    }
    return load;
}

// Every node spreads its traffic evenly over the N-1 others: from a leaf holding a of the N
// nodes (on one rail), a (N-a)/(N-1) node-loads leave; as many arrive.
Load alltoallLoad(const FabricGraph &g, const RailLeaves &t)
{
    const int switches = int(g.design().switches.size());
    Load load(switches, g.podCount());
    const int rails = t.rails;
    const double n = t.nodes;
    // Counts per leaf and per pod in flat arrays (16,000 NIC ports: hashing them was a good
    // share of an analysis); the touched entries are listed to read and reset them.
    std::vector<int> perLeaf(size_t(switches), 0);
    std::vector<int> perPod(size_t(g.podCount()), 0);
    std::vector<int> leaves;
    std::vector<int> pods;
    for (int r = 0; r < rails && n > 1; ++r) {
        for (int i = 0; i < t.nodes; ++i) {
            const int leaf = t.at(r, i);
            if (perLeaf[size_t(leaf)]++ == 0)
                leaves.push_back(leaf);
            const int pod = g.pod(leaf);
            if (pod >= 0 && perPod[size_t(pod)]++ == 0)
                pods.push_back(pod);
        }
        for (int leaf : leaves) {
            const int count = std::exchange(perLeaf[size_t(leaf)], 0);
            const double w = count * (n - count) / (n - 1) / rails;
            load.leafUp[leaf] += w;
            load.leafDown[leaf] += w;
        }
        for (int pod : pods) {
            const int count = std::exchange(perPod[size_t(pod)], 0);
            if (pods.size() < 2)
                continue;
            const double w = count * (n - count) / (n - 1) / rails;
            load.podUp[pod] += w;
            load.podDown[pod] += w;
        }
        leaves.clear();
        pods.clear();
    }
    return load;
}

/** Per-node bandwidth bound of one traffic pattern, before link efficiency, and why. */
struct Bound {
    double GBps = 0;
    QString text;
};

QList<double> podUplinkGbps(const FabricGraph &g, const QList<SwitchLoad> &loads)
{
    QList<double> up(g.podCount(), 0);
    for (int i = 0; i < loads.size(); ++i) {
        if (g.pod(i) >= 0 && g.tier(i) == 2)
            up[g.pod(i)] += loads.at(i).uplinkGbps;
    }
    return up;
}

QString withEfficiency(const QString &text, double GBps, LinkKind kind, double efficiency)
{
    return QCoreApplication::translate("cq::Analyzer", "%1, x %2 %3 efficiency = %4 GB/s")
        .arg(text, percent(efficiency), linkKindName(kind), QString::number(GBps * efficiency, 'g', 4));
}

/** @p nic (effective, nodeBound()) lowered to what the uplinks carry, each uplink x @p eff. */
Bound trafficBound(const FabricGraph &g, const QList<SwitchLoad> &loads, const Load &load, const Bound &nic,
                   const QString &pattern, LinkKind kind, double eff)
{
    Bound b = nic;
    for (int i = 0; i < load.leafUp.size(); ++i) {
        const double units = std::max(load.leafUp.at(i), load.leafDown.at(i));
        const double cap = loads.at(i).uplinkGbps / 8 / std::max(units, 1e-12);
        if (units > 1e-9 && cap * eff < b.GBps) {
            b.GBps = cap * eff;
            b.text = withEfficiency(QCoreApplication::translate("cq::Analyzer", "uplinks of %1 (%2 Gb/s) carry %3 nodes' %4 traffic = %5 GB/s per node")
                                        .arg(loads.at(i).name).arg(loads.at(i).uplinkGbps).arg(QString::number(units, 'g', 3))
                                        .arg(pattern).arg(QString::number(cap, 'g', 4)),
                                    cap, kind, eff);
        }
    }
    const QList<double> podUp = podUplinkGbps(g, loads);
    for (int p = 0; p < podUp.size(); ++p) {
        const double units = std::max(load.podUp.at(p), load.podDown.at(p));
        const double cap = podUp.at(p) / 8 / std::max(units, 1e-12);
        if (units > 1e-9 && cap * eff < b.GBps) {
            b.GBps = cap * eff;
            b.text = withEfficiency(QCoreApplication::translate("cq::Analyzer", "core uplinks of pod %1 (%2 Gb/s) carry %3 nodes' %4 traffic = %5 GB/s per node")
                                        .arg(p + 1).arg(podUp.at(p)).arg(QString::number(units, 'g', 3)).arg(pattern)
                                        .arg(QString::number(cap, 'g', 4)),
                                    cap, kind, eff);
        }
    }
    return b;
}

void fillIntra(ClusterNetwork *cn, const QList<Node> &nodes, const Design &d)
{
    CommShape &s = cn->shape;
    const Server *slowest = nullptr;
    s.nodes = int(nodes.size());
    s.generation = GpuGeneration::Blackwell;
    for (const Node &n : nodes) {
        const Server *srv = n.server;
        s.ranks += srv->gpuCount;
        s.gpusPerNode = s.gpusPerNode == 0 ? srv->gpuCount : std::min(s.gpusPerNode, srv->gpuCount);
        s.generation = std::min(s.generation, n.generation);
        // HCCS (Ascend) hops count as NVLink-class (NCCL_HW_NVLINK latency, LL128): an
        // ASSUMPTION; without a switch, NVLS and CollNet Direct are not offered.
        s.nvlink = s.nvlink && !isPcie(srv->fabric);
        s.nvswitch = s.nvswitch && srv->fabric == IntraFabric::NVSwitch;
        const double intra = intraNodeGBps(*srv);
        if (!slowest || intra < s.intraGBps) {
            slowest = srv;
            s.intraGBps = intra;
        }
    }
    if (!slowest)
        return;
    s.intraText = s.intraGBps > 0 ? intraNodeText(*slowest)
                                  : QCoreApplication::translate("cq::Analyzer", "intra-node bandwidth of server \"%1\" is unknown").arg(d.displayName(slowest->id));
}

// The cluster's GPU nodes in leaf order, stable. Sorts (key, position) pairs, not the nodes,
// and only when they are out of order (generated designs already are).
QList<Node> topologyOrder(const FabricGraph &g, const TrainingCluster &cluster)
{
    std::vector<std::pair<std::pair<int, int>, int>> order; // ((pod, leaf), position in cluster.servers)
    order.reserve(size_t(cluster.servers.size()));
    for (int i = 0; i < cluster.servers.size(); ++i) {
        const Server *s = cluster.servers.at(i);
        if (s->gpuCount <= 0)
            continue;
        const NodeNetwork &net = g.serverNetwork(g.serverIndex(s));
        const int leaf = net.ports.isEmpty() ? INT_MAX : net.ports.first().leaf;
        order.push_back({{leaf == INT_MAX ? INT_MAX : g.pod(leaf), leaf}, i});
    }
    if (!std::is_sorted(order.cbegin(), order.cend())) // by (key, position): a stable sort by key
        std::sort(order.begin(), order.end());
    QList<Node> nodes;
    nodes.reserve(qsizetype(order.size()));
    for (const auto &[key, i] : order) {
        const Server *s = cluster.servers.at(i);
        const GpuGeneration generation = gpuGeneration(s->gpuArch);
        nodes.append(Node{s, &g.serverNetwork(g.serverIndex(s)), generation, pcieHostLinkGBps(*s, generation)});
    }
    return nodes;
}

} // namespace

double linkEfficiency(LinkKind kind, int gpus)
{
    constexpr double ib = 0.94;
    switch (kind) {
    case LinkKind::InfiniBand: return ib;
    case LinkKind::RoCE: return ib * (gpus <= 32 ? 0.90 : 0.825);
    case LinkKind::Ethernet: return 0.40;
    }
    return ib;
}

NicLatency nicLatency(NicTransport transport)
{
    switch (transport) {
    case NicTransport::Verbs: return {};
    case NicTransport::Efa: return {75, 75, 2 * 75};
    case NicTransport::EfaV2: return {75, 20, 20 + 3};
    case NicTransport::EfaV3: return {35, 18, 18 + 3};
    }
    return {};
}

double extraNetLatencyUs(LinkKind kind, double longestPathM, int switchHops)
{
    const double tcpUs = kind == LinkKind::Ethernet ? 10.0 : 0.0;
    const double perSwitchUs = kind == LinkKind::InfiniBand ? 0.13 : 0.5;
    return tcpUs + 0.005 * longestPathM + std::max(0, switchHops - 1) * perSwitchUs;
}

namespace {

/**
 * Whether NIC transport @p a paces a cluster more than @p b: the larger declared latency (what
 * NCCL chooses with), then the larger run latencies (what a hop takes). A total order, so the
 * slowest node's transport wins whatever the order of the servers (EFA and EFA v2 both declare
 * 75 us; EFA's hop takes 75, v2's 20).
 */
bool slower(NicTransport a, NicTransport b)
{
    const NicLatency x = nicLatency(a);
    const NicLatency y = nicLatency(b);
    return std::tuple(x.declaredUs, x.runUs, x.runSimpleUs) > std::tuple(y.declaredUs, y.runUs, y.runSimpleUs);
}

/** Link kind, rooms, leaves, SHARP, hops and path length of the cluster's nodes. */
void describePaths(ClusterNetwork *cn, const FabricGraph &g, const QList<Node> &nodes, const Load &a2a,
                   const QList<SwitchLoad> &loads)
{
    const Design &d = g.design();
    // Flat flags per switch, not a QSet: 16,000 NIC ports per analysis of a large cluster.
    std::vector<char> isLeaf(d.switches.size(), 0);
    std::vector<int> leaves;
    const QUuid &firstRoom = nodes.first().server->roomId;
    bool crossRoom = false;
    int weakest = 2;
    double longestM = 0;
    NicTransport transport = NicTransport::Verbs;
    for (const Node &n : nodes) {
        weakest = std::min(weakest, strength(n.server->nicKind));
        if (slower(n.server->nicTransport, transport))
            transport = n.server->nicTransport;
        crossRoom = crossRoom || n.server->roomId != firstRoom;
        for (const NicPort &p : n.net->ports) {
            if (!std::exchange(isLeaf[size_t(p.leaf)], 1))
                leaves.push_back(p.leaf);
            longestM = std::max(longestM, p.lengthM);
        }
    }
    bool sharp = !leaves.empty();
    for (int leaf : leaves) {
        weakest = std::min(weakest, strength(d.switches.at(leaf).kind));
        crossRoom = crossRoom || d.switches.at(leaf).roomId != firstRoom;
        sharp = sharp && d.switches.at(leaf).sharp;
    }
    bool crossesLeaves = false;
    for (int i = 0; i < loads.size(); ++i) { // switches above the leaves the traffic crosses
        const bool crossed = (a2a.leafUp.at(i) > 0 && isLeaf[size_t(i)])
            || (g.tier(i) == 2 && g.pod(i) >= 0 && a2a.podUp.at(g.pod(i)) > 0);
        crossesLeaves = crossesLeaves || a2a.leafUp.at(i) > 0;
        if (crossed && loads.at(i).oversubscription > cn->worstOversubscription) {
            cn->worstOversubscription = loads.at(i).oversubscription;
            cn->worstSwitch = i;
        }
        if (g.tier(i) >= 2)
            sharp = sharp && d.switches.at(i).sharp;
    }
    cn->kind = weakest == 0 ? LinkKind::Ethernet : weakest == 1 ? LinkKind::RoCE : LinkKind::InfiniBand;
    cn->leaves = int(leaves.size());
    cn->crossRoom = crossRoom;
    const bool crossesPods = std::any_of(a2a.podUp.cbegin(), a2a.podUp.cend(), [](double w) { return w > 0; });
    cn->switchHops = !crossesLeaves ? 1 : crossesPods ? std::max(2, g.maxTier()) * 2 - 1 : 3;
    cn->shape.extraNetLatencyUs = extraNetLatencyUs(cn->kind, 2 * longestM, cn->switchHops);
    cn->transport = transport;
    const NicLatency nic = nicLatency(transport);
    cn->shape.declaredNicLatencyUs = nic.declaredUs;
    cn->shape.runNicLatencyUs = nic.runUs;
    cn->shape.runNicLatencySimpleUs = nic.runSimpleUs;
    cn->shape.collNetGBps = sharp && cn->kind == LinkKind::InfiniBand ? 1.0 : 0.0; // scaled by the caller
}

/** Several leaves, and NIC k of every node on one leaf per k. */
bool railAligned(const RailLeaves &t, int leaves)
{
    bool aligned = leaves > 1 && t.uniform;
    for (int r = 0; r < t.rails && aligned; ++r) {
        for (int i = 0; i < t.nodes && aligned; ++i)
            aligned = t.at(r, i) == t.at(r, 0);
    }
    return aligned;
}

/**
 * A node's own bound, effective: its NICs' line rate x the link efficiency, or its GPUs' PCIe
 * links when those are slower (GPUDirect RDMA moves every byte a GPU sends to the network over
 * that GPU's own PCIe x16 link, shared with the other GPUs behind its PCIe switch:
 * nodebandwidth.h pcieHostLinkGBps). The efficiency is the network's (what NCCL moves as payload
 * of a link's line rate, linkEfficiency()); it says nothing of the PCIe link, whose figure is
 * already NCCL's usable one (48 GB/s for Gen5 x16 of a raw 63: collective-model.md §2.4), so
 * the bound is min(PCIe, efficiency x wire), not efficiency x min(PCIe, wire).
 */
double nodeGBps(const Node &n, double eff)
{
    return std::min(n.net->GBps * eff, n.server->gpuCount * n.hostGBps);
}

QString nodeBoundText(const Node &n, LinkKind kind, double eff)
{
    const double host = n.server->gpuCount * n.hostGBps;
    if (n.net->GBps * eff <= host)
        return withEfficiency(nodeNetworkText(*n.net), n.net->GBps, kind, eff);
    return QCoreApplication::translate("cq::Analyzer", "GPU PCIe links to the NICs: %1 x %2 GB/s = %3 GB/s per node")
        .arg(n.server->gpuCount).arg(n.hostGBps).arg(host);
}

/**
 * The slowest node's bound (nodeGBps(); every node has a NIC cabled); also the
 * smallest NIC line rate of a node (@p nicGBps) and the node whose fastest single port is the
 * slowest, effective (min(PCIe, efficiency x port rate)): that port's line rate (@p maxPortGBps)
 * and its GPU's PCIe link (@p portHostGBps). The text is written for the one node that bounds
 * (thousands of nodes, one text).
 */
Bound nicBound(const QList<Node> &nodes, double eff, LinkKind kind, double *nicGBps, double *maxPortGBps,
               double *portHostGBps)
{
    const Node *slowest = nullptr;
    *maxPortGBps = -1;
    *nicGBps = -1;
    for (const Node &n : nodes) {
        *nicGBps = *nicGBps < 0 ? n.net->GBps : std::min(*nicGBps, n.net->GBps);
        if (!slowest || nodeGBps(n, eff) < nodeGBps(*slowest, eff))
            slowest = &n;
        double best = 0;
        for (const NicPort &p : n.net->ports)
            best = std::max(best, p.rateGbps / 8);
        if (*maxPortGBps < 0 || std::min(best * eff, n.hostGBps) < std::min(*maxPortGBps * eff, *portHostGBps)) {
            *maxPortGBps = best;
            *portHostGBps = n.hostGBps;
        }
    }
    *nicGBps = std::max(0.0, *nicGBps);
    return slowest ? Bound{nodeGBps(*slowest, eff), nodeBoundText(*slowest, kind, eff)} : Bound{0, {}};
}

} // namespace

ClusterNetwork clusterNetwork(const FabricGraph &g, const TrainingCluster &cluster, const QList<SwitchLoad> &loads)
{
    ClusterNetwork cn;
    const QList<Node> nodes = topologyOrder(g, cluster);
    fillIntra(&cn, nodes, g.design());
    if (nodes.size() < 2)
        return cn; // one node: nothing crosses the network
    CommShape &s = cn.shape;
    for (const Node &n : nodes) {
        if (n.net->cabledPorts == 0) {
            s.ringNetText = s.treeNetText = s.alltoallNetText = s.p2pNetText
                = QCoreApplication::translate("cq::Analyzer", "server \"%1\" has no NIC cabled to a switch").arg(g.design().displayName(n.server->id));
            return cn;
        }
    }
    const RailLeaves rails(nodes);
    const Load ring = ringLoad(g, rails);
    const Load a2a = alltoallLoad(g, rails);
    describePaths(&cn, g, nodes, a2a, loads);
    cn.railAligned = railAligned(rails, cn.leaves);
    cn.efficiency = linkEfficiency(cn.kind, s.ranks);
    const double eff = cn.efficiency;
    double portGBps = 0;
    double portHostGBps = 0;
    const Bound nic = nicBound(nodes, eff, cn.kind, &cn.nicGBps, &portGBps, &portHostGBps);
    if (nic.GBps <= 0) { // NICs of rate 0
        s.ringNetText = s.treeNetText = s.alltoallNetText = s.p2pNetText = nic.text;
        s.collNetGBps = 0;
        return cn;
    }
    const Bound ringB = trafficBound(g, loads, ring, nic, QCoreApplication::translate("cq::Analyzer", "ring"), cn.kind, eff);
    const Bound a2aB = trafficBound(g, loads, a2a, nic, QCoreApplication::translate("cq::Analyzer", "all-to-all"), cn.kind, eff);
    s.ringNetGBps = s.treeNetGBps = ringB.GBps;
    s.ringNetText = s.treeNetText = ringB.text;
    s.alltoallNetGBps = a2aB.GBps;
    s.alltoallNetText = a2aB.text;
    // One stream, one NIC: min(its GPU's PCIe link, efficiency x the port's line rate).
    const double port = std::min(portGBps * eff, portHostGBps);
    s.p2pNetGBps = std::min(port, ringB.GBps);
    s.p2pNetText = ringB.GBps < port ? ringB.text
        : portGBps * eff <= portHostGBps
        ? withEfficiency(QCoreApplication::translate("cq::Analyzer", "one NIC per stream (%1 GB/s)").arg(portGBps), portGBps, cn.kind, eff)
        : QCoreApplication::translate("cq::Analyzer", "one NIC per stream (%1 GB/s)").arg(portHostGBps); // the GPU's PCIe link
    s.collNetGBps *= nic.GBps;
    return cn;
}

} // namespace cq
