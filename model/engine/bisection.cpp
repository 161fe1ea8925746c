#include "bisection.h"

#include "topology/fabricgraph.h"
#include "topology/nodebandwidth.h"

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <optional>
#include <vector>

namespace cq {

namespace {

/** Compressed sparse rows: built in one pass from an arc list, no allocation per arc. The
 *  bundled property is the arc's number in our own list. */
using FlowGraph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, int>;
using Arc = boost::graph_traits<FlowGraph>::edge_descriptor;

constexpr int kSource = 0;
constexpr int kSink = 1;
constexpr int kFirstSwitch = 2;

/**
 * The fabric reaching most GPU servers, and the cabled GPU servers (design indices) in leaf
 * order (stable: design order within a leaf). Sorts (key, index) pairs, and only when they
 * are out of order (a generated design is in leaf order already).
 */
std::vector<int> fabricServers(const FabricGraph &graph, int *fabric, int *fabricsWithServers)
{
    QList<int> reach(graph.fabricCount(), 0);
    std::vector<std::pair<std::pair<int, int>, int>> order; // ((pod, leaf), server index)
    const QList<Server> &servers = graph.design().servers;
    for (int i = 0; i < servers.size(); ++i) {
        const std::optional<std::pair<int, int>> key = bisectionOrderKey(graph, servers.at(i), graph.serverNetwork(i));
        if (!key)
            continue;
        ++reach[graph.fabricOfSwitch(key->second)];
        order.push_back({*key, i});
    }
    *fabric = reach.isEmpty() ? -1 : int(std::max_element(reach.cbegin(), reach.cend()) - reach.cbegin());
    *fabricsWithServers = int(std::count_if(reach.cbegin(), reach.cend(), [](int n) { return n > 0; }));
    if (!std::is_sorted(order.cbegin(), order.cend())) // by (key, index): a stable sort by key
        std::sort(order.begin(), order.end());
    std::vector<int> all;
    all.reserve(order.size());
    for (const auto &[key, i] : order)
        all.push_back(i);
    return all;
}

} // namespace

std::optional<std::pair<int, int>> bisectionOrderKey(const FabricGraph &graph, const Server &server, const NodeNetwork &net)
{
    if (server.gpuCount <= 0 || net.ports.isEmpty())
        return std::nullopt;
    const int leaf = net.ports.first().leaf;
    return std::pair(graph.pod(leaf), leaf);
}

BisectionCut bisectionCut(const FabricGraph &graph)
{
    return bisectionCut(graph, nullptr);
}

BisectionCut bisectionCut(const FabricGraph &graph, std::vector<signed char> *sides)
{
    BisectionCut cut;
    const int switches = int(graph.design().switches.size());
    cut.sourceGbps.fill(0, switches);
    cut.sinkGbps.fill(0, switches);
    if (sides)
        sides->assign(size_t(graph.design().servers.size()), -1);
    const std::vector<int> servers = fabricServers(graph, &cut.fabric, &cut.fabricsWithServers);
    cut.cabledServers = int(servers.size());
    std::vector<int> inFabric;
    inFabric.reserve(servers.size());
    for (int i : servers) {
        if (graph.fabricOfSwitch(graph.serverNetwork(i).ports.first().leaf) == cut.fabric)
            inFabric.push_back(i);
    }
    cut.servers = int(inFabric.size());
    for (size_t k = 0; k < inFabric.size(); ++k) {
        const bool sourceSide = k < inFabric.size() / 2;
        if (sides)
            (*sides)[size_t(inFabric[k])] = sourceSide ? 0 : 1;
        for (const NicPort &p : graph.serverNetwork(inFabric[k]).ports) {
            if (graph.fabricOfSwitch(p.leaf) != cut.fabric)
                continue; // a NIC into another fabric carries none of this fabric's traffic
            (sourceSide ? cut.sourceGbps : cut.sinkGbps)[p.leaf] += p.rateGbps;
            (sourceSide ? cut.sourceTotalGbps : cut.sinkTotalGbps) += p.rateGbps;
        }
    }
    cut.idealGbps = std::min(cut.sourceTotalGbps, cut.sinkTotalGbps);
    return cut;
}

/**
 * The flow network and its capacities (arcs by CSR edge index). Only the switches of the cut's
 * fabric get arcs: no source or sink arc reaches another fabric, so its links could carry no
 * flow (8 rail planes: an eighth of the links, issue 23).
 */
struct BisectionSolver::Network {
    const FabricGraph *graph = nullptr;
    FlowGraph g;
    std::vector<double> capacity;                 ///< as built
    std::vector<double> current;                  ///< capacity of the question being asked
    std::vector<double> residual;
    std::vector<Arc> reverse;
    std::vector<FlowLink> links;                  ///< the fabric's links, sorted by (a, b)
    std::vector<std::pair<int, int>> linkArcs;    ///< per link: its a -> b and b -> a arcs
    bool empty = true;
};

namespace {

/**
 * The links of switch a to switches b > a, appended to @p links in order of b, each capacity
 * the sum of its cables in cable order. @p linkTo is all -1 on entry and on return.
 */
void appendLinksOf(const FabricGraph &graph, int a, std::vector<FlowLink> *links, std::vector<int> *linkOfCable,
                   std::vector<int> &linkTo, std::vector<int> &neighbours)
{
    const int v = graph.switchVertex(a);
    neighbours.clear();
    for (int c : graph.cablesOfVertex(v)) {
        const int b = graph.switchOfVertex(graph.otherVertex(c, v));
        if (b > a && linkTo[size_t(b)] < 0) {
            linkTo[size_t(b)] = 0;
            neighbours.push_back(b);
        }
    }
    std::sort(neighbours.begin(), neighbours.end());
    for (int b : neighbours) {
        linkTo[size_t(b)] = int(links->size());
        links->push_back({a, b, 0});
    }
    for (int c : graph.cablesOfVertex(v)) {
        const int b = graph.switchOfVertex(graph.otherVertex(c, v));
        if (b > a) {
            (*links)[size_t(linkTo[size_t(b)])].capacityGbps += graph.linkRateGbps(c);
            if (linkOfCable)
                (*linkOfCable)[size_t(c)] = linkTo[size_t(b)];
        }
    }
    for (int b : neighbours)
        linkTo[size_t(b)] = -1;
}

} // namespace

// Per switch a, its cables to switches b > a in cable order, summed per b: the links come out
// sorted by (a, b) and each capacity adds its cables in cable order, as sorting all
// (pair, cable) keys would give, without the O(cables log cables) sort.
FlowLinks flowLinks(const FabricGraph &graph)
{
    FlowLinks result;
    const int switches = int(graph.design().switches.size());
    result.linkOfCable.assign(size_t(graph.design().cables.size()), -1);
    std::vector<int> linkTo(size_t(switches), -1); ///< per b: the link a-b while at switch a
    std::vector<int> neighbours;
    for (int a = 0; a < switches; ++a)
        appendLinksOf(graph, a, &result.links, &result.linkOfCable, linkTo, neighbours);
    return result;
}

// A cable between two switches that changed makes both of them edited, so the links (a, b) of
// a switch a that is not edited are all as before: copied; an edited a's links are found again.
std::vector<FlowLink> flowLinks(const FabricGraph &graph, const std::vector<FlowLink> &previous)
{
    if (!graph.devicesUnchanged() || !graph.editedSwitchesKnown())
        return flowLinks(graph).links;
    const int switches = int(graph.design().switches.size());
    std::vector<FlowLink> links;
    links.reserve(previous.size() + 8);
    std::vector<int> linkTo(size_t(switches), -1);
    std::vector<int> neighbours;
    const std::vector<int> &edited = graph.editedSwitches();
    auto old = previous.cbegin();
    for (int a : edited) {
        for (; old != previous.cend() && old->a < a; ++old)
            links.push_back(*old);
        for (; old != previous.cend() && old->a == a; ++old) {}
        appendLinksOf(graph, a, &links, nullptr, linkTo, neighbours);
    }
    links.insert(links.end(), old, previous.cend());
    return links;
}

namespace {

/** Our arc list before it becomes CSR: ends, capacity, the reverse arc's number, the switch it touches. */
struct ArcList {
    std::vector<std::pair<int, int>> ends;
    std::vector<double> capacity;
    std::vector<int> reverse;
    std::vector<int> number;
    /** u -> v of @p forward and v -> u of @p backward, each the other's reverse; returns the first's number. */
    int addPair(int u, int v, double forward, double backward)
    {
        const int first = int(ends.size());
        ends.insert(ends.end(), {{u, v}, {v, u}});
        capacity.insert(capacity.end(), {forward, backward});
        reverse.insert(reverse.end(), {first + 1, first});
        number.insert(number.end(), {first, first + 1});
        return first;
    }
};

/** Our arcs, and each link's first arc (the b -> a one is + 2). */
struct Arcs {
    ArcList list;
    std::vector<FlowLink> links;
    std::vector<int> linkArc;
};

Arcs buildArcs(const FabricGraph &graph, const BisectionCut &cut)
{
    const int switches = int(graph.design().switches.size());
    Arcs arcs;
    for (int i = 0; i < switches; ++i) {
        for (const auto &[gbps, out] : {std::pair(cut.sourceGbps.at(i), false), std::pair(cut.sinkGbps.at(i), true)}) {
            if (gbps <= 0)
                continue;
            if (out)
                arcs.list.addPair(kFirstSwitch + i, kSink, gbps, 0);
            else
                arcs.list.addPair(kSource, kFirstSwitch + i, gbps, 0);
        }
    }
    // The links of the cut's fabric only, in flowLinks() order (a link joins two switches of
    // one fabric, so its lower end is in the fabric exactly when the link is).
    std::vector<int> linkTo(size_t(switches), -1);
    std::vector<int> neighbours;
    for (int a = 0; a < switches; ++a) {
        if (graph.fabricOfSwitch(a) == cut.fabric)
            appendLinksOf(graph, a, &arcs.links, nullptr, linkTo, neighbours);
    }
    arcs.linkArc.resize(arcs.links.size());
    const size_t arcCount = arcs.list.ends.size() + 4 * arcs.links.size();
    arcs.list.ends.reserve(arcCount);
    arcs.list.capacity.reserve(arcCount);
    arcs.list.reverse.reserve(arcCount);
    arcs.list.number.reserve(arcCount);
    for (size_t l = 0; l < arcs.links.size(); ++l) {
        const FlowLink &k = arcs.links[l];
        // Push-relabel wants every arc's reverse at capacity 0: an undirected link is two such pairs.
        arcs.linkArc[l] = arcs.list.addPair(kFirstSwitch + k.a, kFirstSwitch + k.b, k.capacityGbps, 0);
        arcs.list.addPair(kFirstSwitch + k.b, kFirstSwitch + k.a, k.capacityGbps, 0);
    }
    return arcs;
}

} // namespace

BisectionSolver::BisectionSolver(const FabricGraph &graph, const BisectionCut &cut)
    : m_net(new Network)
{
    Network &n = *m_net;
    n.graph = &graph;
    n.empty = cut.fabric < 0 || cut.servers < 2;
    if (n.empty)
        return;
    Arcs arcs = buildArcs(graph, cut);
    const ArcList &list = arcs.list;
    n.g = FlowGraph(boost::edges_are_unsorted_multi_pass, list.ends.begin(), list.ends.end(), list.number.begin(),
                    kFirstSwitch + int(graph.design().switches.size()));
    // CSR sorts the arcs by source: translate our numbers into its edge indices.
    const size_t count = list.ends.size();
    std::vector<Arc> arcOf(count);
    std::vector<int> indexOf(count);
    for (auto [e, end] = boost::edges(n.g); e != end; ++e) {
        arcOf[size_t(n.g[*e])] = *e;
        indexOf[size_t(n.g[*e])] = int((*e).idx); // the CSR edge index
    }
    n.capacity.resize(count);
    n.reverse.resize(count);
    for (size_t mine = 0; mine < count; ++mine) {
        n.capacity[size_t(indexOf[mine])] = list.capacity[mine];
        n.reverse[size_t(indexOf[mine])] = arcOf[size_t(list.reverse[mine])];
    }
    n.current = n.capacity;
    n.residual.assign(count, 0);
    n.linkArcs.resize(arcs.links.size());
    for (size_t l = 0; l < arcs.links.size(); ++l)
        n.linkArcs[l] = {indexOf[size_t(arcs.linkArc[l])], indexOf[size_t(arcs.linkArc[l] + 2)]}; // a -> b, b -> a
    n.links = std::move(arcs.links);
}

BisectionSolver::~BisectionSolver()
{
    delete m_net;
}

double BisectionSolver::maxFlowGbps(int removedSwitch, int removedCable)
{
    Network &n = *m_net;
    if (n.empty)
        return 0;
    n.current = n.capacity;
    if (removedSwitch >= 0) { // every arc touching the switch is one of its out-arcs or such an arc's reverse
        for (auto [e, end] = boost::out_edges(size_t(kFirstSwitch + removedSwitch), n.g); e != end; ++e) {
            n.current[(*e).idx] = 0;
            n.current[n.reverse[(*e).idx].idx] = 0;
        }
    }
    if (removedCable >= 0) {
        const FabricGraph &g = *n.graph;
        const int x = g.switchOfVertex(g.vertexA(removedCable));
        const int y = g.switchOfVertex(g.vertexB(removedCable));
        const FlowLink key{std::min(x, y), std::max(x, y), 0};
        const auto it = std::lower_bound(n.links.cbegin(), n.links.cend(), key, [](const FlowLink &l, const FlowLink &k) {
            return std::pair(l.a, l.b) < std::pair(k.a, k.b);
        });
        if (x >= 0 && y >= 0 && x != y && it != n.links.cend() && it->a == key.a && it->b == key.b) {
            const auto &[ab, ba] = n.linkArcs[size_t(it - n.links.cbegin())];
            for (int arc : {ab, ba})
                n.current[size_t(arc)] = std::max(0.0, n.current[size_t(arc)] - g.linkRateGbps(removedCable));
        }
    }
    const auto index = boost::get(boost::edge_index, n.g);
    return boost::push_relabel_max_flow(n.g, kSource, kSink, boost::make_iterator_property_map(n.current.begin(), index),
                                        boost::make_iterator_property_map(n.residual.begin(), index),
                                        boost::make_iterator_property_map(n.reverse.begin(), index),
                                        boost::get(boost::vertex_index, n.g));
}

double bisectionGbps(const FabricGraph &graph, const BisectionCut &cut, int removedSwitch, int removedCable)
{
    return BisectionSolver(graph, cut).maxFlowGbps(removedSwitch, removedCable);
}

} // namespace cq
