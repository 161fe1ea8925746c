#include "bisection.h"

#include "topology/fabricgraph.h"
#include "topology/nodebandwidth.h"

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <cmath>
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
 * The cabled GPU servers (design indices) in leaf order (stable: design order within a leaf).
 * Sorts (key, index) pairs, and only when they are out of order (a generated design is in
 * leaf order already).
 */
std::vector<int> orderedServers(const FabricGraph &graph)
{
    std::vector<std::pair<std::pair<int, int>, int>> order; // ((pod, leaf), server index)
    const QList<Server> &servers = graph.design().servers;
    for (int i = 0; i < servers.size(); ++i) {
        if (const std::optional<std::pair<int, int>> key = bisectionOrderKey(graph, servers.at(i), graph.serverNetwork(i)))
            order.push_back({*key, i});
    }
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

bool exactGbps(double gbps)
{
    return gbps >= 0 && gbps < 0x1p50 && std::floor(gbps) == gbps;
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
    cut.serversInFabric.assign(size_t(graph.fabricCount()), 0);
    if (sides)
        sides->assign(size_t(graph.design().servers.size()), -1);
    const std::vector<int> servers = orderedServers(graph);
    cut.servers = int(servers.size());
    for (size_t k = 0; k < servers.size(); ++k) {
        const bool sourceSide = k < servers.size() / 2;
        if (sides)
            (*sides)[size_t(servers[k])] = sourceSide ? 0 : 1;
        const NodeNetwork &net = graph.serverNetwork(servers[k]);
        for (const NicPort &p : net.ports) { // every port at its own leaf, in whichever fabric
            (sourceSide ? cut.sourceGbps : cut.sinkGbps)[p.leaf] += p.rateGbps;
            (sourceSide ? cut.sourceTotalGbps : cut.sinkTotalGbps) += p.rateGbps;
        }
        countFabrics(graph, net, +1, &cut.serversInFabric);
    }
    cut.fabricsWithServers = int(std::count_if(cut.serversInFabric.cbegin(), cut.serversInFabric.cend(), [](int n) { return n > 0; }));
    cut.idealGbps = std::min(cut.sourceTotalGbps, cut.sinkTotalGbps);
    return cut;
}

void countFabrics(const FabricGraph &graph, const NodeNetwork &net, int sign, std::vector<int> *serversInFabric)
{
    // A server has a handful of ports: mark each fabric once by looking back along the list.
    for (qsizetype i = 0; i < net.ports.size(); ++i) {
        const int f = graph.fabricOfSwitch(net.ports.at(i).leaf);
        bool seen = false;
        for (qsizetype j = 0; j < i && !seen; ++j)
            seen = graph.fabricOfSwitch(net.ports.at(j).leaf) == f;
        if (!seen && f >= 0)
            (*serversInFabric)[size_t(f)] += sign;
    }
}

std::vector<int> fabricsToSolve(const FabricGraph &graph, const BisectionCut &cut)
{
    std::vector<char> source(size_t(graph.fabricCount()), 0);
    std::vector<char> sink(size_t(graph.fabricCount()), 0);
    for (int i = 0; i < cut.sourceGbps.size(); ++i) {
        const int f = graph.fabricOfSwitch(i);
        if (f < 0)
            continue;
        source[size_t(f)] |= cut.sourceGbps.at(i) > 0;
        sink[size_t(f)] |= cut.sinkGbps.at(i) > 0;
    }
    std::vector<int> fabrics;
    for (int f = 0; f < graph.fabricCount(); ++f) {
        if (source[size_t(f)] && sink[size_t(f)])
            fabrics.push_back(f);
    }
    return fabrics;
}

void FabricIndex::build(const FabricGraph &graph)
{
    const int switches = int(graph.design().switches.size());
    switchesOf.assign(size_t(graph.fabricCount()), {});
    local.assign(size_t(switches), -1);
    fabricOf.assign(size_t(switches), -1);
    for (int i = 0; i < switches; ++i) {
        const int f = graph.fabricOfSwitch(i);
        fabricOf[size_t(i)] = f;
        if (f < 0)
            continue;
        local[size_t(i)] = int(switchesOf[size_t(f)].size());
        switchesOf[size_t(f)].push_back(i);
    }
}

void fabricCut(const BisectionCut &cut, const FabricIndex &index, int fabric, BisectionCut *out)
{
    const std::vector<int> &switches = index.switchesOf[size_t(fabric)];
    out->servers = cut.servers;
    out->fabricsWithServers = 1;
    out->sourceGbps.resize(qsizetype(switches.size()));
    out->sinkGbps.resize(qsizetype(switches.size()));
    out->sourceTotalGbps = out->sinkTotalGbps = 0;
    for (size_t k = 0; k < switches.size(); ++k) {
        out->sourceGbps[qsizetype(k)] = cut.sourceGbps.at(switches[k]);
        out->sinkGbps[qsizetype(k)] = cut.sinkGbps.at(switches[k]);
        out->sourceTotalGbps += out->sourceGbps.at(qsizetype(k));
        out->sinkTotalGbps += out->sinkGbps.at(qsizetype(k));
    }
    out->idealGbps = std::min(out->sourceTotalGbps, out->sinkTotalGbps);
}

// A switch's links are one run of the sorted list (by a): each of the fabric's switches finds
// its run by a binary search from the last, O(switches log links + the fabric's links).
std::vector<FlowLink> fabricLinks(const std::vector<FlowLink> &links, const FabricIndex &index, int fabric)
{
    std::vector<FlowLink> mine;
    auto it = links.cbegin();
    for (int a : index.switchesOf[size_t(fabric)]) {
        it = std::lower_bound(it, links.cend(), a, [](const FlowLink &l, int x) { return l.a < x; });
        for (; it != links.cend() && it->a == a; ++it)
            mine.push_back({index.local[size_t(a)], index.local[size_t(it->b)], it->capacityGbps});
    }
    return mine;
}

// One pass over the links, each to its fabric's list (sized by a first pass).
std::vector<std::vector<FlowLink>> fabricLinks(const std::vector<FlowLink> &links, const FabricIndex &index)
{
    std::vector<size_t> count(index.switchesOf.size(), 0);
    for (const FlowLink &l : links) {
        if (const int f = index.fabricOf[size_t(l.a)]; f >= 0)
            ++count[size_t(f)];
    }
    std::vector<std::vector<FlowLink>> all(index.switchesOf.size());
    for (size_t f = 0; f < all.size(); ++f)
        all[f].reserve(count[f]);
    for (const FlowLink &l : links) {
        if (const int f = index.fabricOf[size_t(l.a)]; f >= 0)
            all[size_t(f)].push_back({index.local[size_t(l.a)], index.local[size_t(l.b)], l.capacityGbps});
    }
    return all;
}

/**
 * The flow network of one fabric and its capacities (arcs by CSR edge index). Only the
 * fabric's switches get arcs: no link leaves a fabric, so each is solved on its own (8 rail
 * planes: an eighth of the links per solve, issue 23).
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

Arcs buildArcs(const FabricGraph &graph, const BisectionCut &cut, int fabric)
{
    const int switches = int(graph.design().switches.size());
    Arcs arcs;
    for (int i = 0; i < switches; ++i) {
        if (graph.fabricOfSwitch(i) != fabric)
            continue;
        for (const auto &[gbps, out] : {std::pair(cut.sourceGbps.at(i), false), std::pair(cut.sinkGbps.at(i), true)}) {
            if (gbps <= 0)
                continue;
            if (out)
                arcs.list.addPair(kFirstSwitch + i, kSink, gbps, 0);
            else
                arcs.list.addPair(kSource, kFirstSwitch + i, gbps, 0);
        }
    }
    // The links of this fabric only, in flowLinks() order (a link joins two switches of one
    // fabric, so its lower end is in the fabric exactly when the link is).
    std::vector<int> linkTo(size_t(switches), -1);
    std::vector<int> neighbours;
    for (int a = 0; a < switches; ++a) {
        if (graph.fabricOfSwitch(a) == fabric)
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

BisectionSolver::BisectionSolver(const FabricGraph &graph, const BisectionCut &cut, int fabric)
    : m_net(new Network)
{
    Network &n = *m_net;
    n.graph = &graph;
    n.empty = fabric < 0 || cut.servers < 2;
    if (n.empty)
        return;
    Arcs arcs = buildArcs(graph, cut, fabric);
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
    double gbps = 0;
    if (cut.servers < 2)
        return 0;
    for (int fabric : fabricsToSolve(graph, cut))
        gbps += BisectionSolver(graph, cut, fabric).maxFlowGbps(removedSwitch, removedCable);
    return gbps;
}

} // namespace cq
