#include "bisectioncutcache.h"

#include "topology/fabricgraph.h"

#include <algorithm>
#include <cmath>

namespace cq {

namespace {

bool wholePorts(const NodeNetwork &net)
{
    return std::all_of(net.ports.cbegin(), net.ports.cend(), [](const NicPort &p) { return exactGbps(p.rateGbps); });
}

} // namespace

const BisectionCut &BisectionCutCache::update(const FabricGraph &graph)
{
    m_patched = patch(graph);
    if (!m_patched)
        cutFromScratch(graph);
    return m_cut;
}

void BisectionCutCache::cutFromScratch(const FabricGraph &graph)
{
    m_cut = bisectionCut(graph, &m_sides);
    m_order.clear();
    const QList<Server> &servers = graph.design().servers;
    for (int i = 0; i < servers.size(); ++i) {
        if (const auto key = bisectionOrderKey(graph, servers.at(i), graph.serverNetwork(i)))
            m_order.push_back({*key, i});
    }
    std::sort(m_order.begin(), m_order.end());
    m_primed = true;
}

// Moves the edited servers in m_order and their fabric counts; false when a rate is not whole
// (the caller then cuts from scratch, which rebuilds both).
bool BisectionCutCache::reorder(const FabricGraph &graph)
{
    const QList<Server> &servers = graph.design().servers;
    for (const FabricGraph::ServerEdit &e : graph.serverEdits()) {
        if (!wholePorts(e.before) || !wholePorts(graph.serverNetwork(e.server)))
            return false;
    }
    for (const FabricGraph::ServerEdit &e : graph.serverEdits()) {
        const auto before = bisectionOrderKey(graph, servers.at(e.server), e.before);
        const auto now = bisectionOrderKey(graph, servers.at(e.server), graph.serverNetwork(e.server));
        if (before)
            countFabrics(graph, e.before, -1, &m_cut.serversInFabric);
        if (now)
            countFabrics(graph, graph.serverNetwork(e.server), +1, &m_cut.serversInFabric);
        if (before == now)
            continue;
        if (before) {
            const auto it = std::lower_bound(m_order.begin(), m_order.end(), Entry{*before, e.server});
            if (it == m_order.end() || *it != Entry{*before, e.server})
                return false; // not expected; the caller cuts from scratch, which rebuilds the order
            m_order.erase(it);
        }
        if (now)
            m_order.insert(std::lower_bound(m_order.begin(), m_order.end(), Entry{*now, e.server}), Entry{*now, e.server});
    }
    return true;
}

bool BisectionCutCache::patch(const FabricGraph &graph)
{
    const qsizetype servers = graph.design().servers.size();
    if (!m_primed || !graph.serverEditsKnown() || !graph.switchStructureKept() || m_sides.size() != size_t(servers)
        || !exactGbps(m_cut.sourceTotalGbps) || !exactGbps(m_cut.sinkTotalGbps)
        || m_cut.serversInFabric.size() != size_t(graph.fabricCount()) || !reorder(graph))
        return false;
    // The halves again, as bisectionCut() takes them: the keyed servers in order.
    std::vector<signed char> sides(size_t(servers), -1);
    const size_t half = m_order.size() / 2;
    for (size_t k = 0; k < m_order.size(); ++k)
        sides[size_t(m_order[k].second)] = k < half ? 0 : 1;
    // Each server that changed side or network leaves its old side as it was, joins its new one.
    std::vector<const NodeNetwork *> before(size_t(servers), nullptr);
    for (const FabricGraph::ServerEdit &e : graph.serverEdits())
        before[size_t(e.server)] = &e.before;
    auto add = [&](const NodeNetwork &net, signed char side, double sign) {
        if (side < 0)
            return;
        QList<double> &perSwitch = side == 0 ? m_cut.sourceGbps : m_cut.sinkGbps;
        double &total = side == 0 ? m_cut.sourceTotalGbps : m_cut.sinkTotalGbps;
        for (const NicPort &p : net.ports) { // as bisectionCut(): every port at its own leaf
            perSwitch[p.leaf] += sign * p.rateGbps;
            total += sign * p.rateGbps;
        }
    };
    for (qsizetype i = 0; i < servers; ++i) {
        const NodeNetwork *old = before[size_t(i)];
        if (!old && sides[size_t(i)] == m_sides[size_t(i)])
            continue;
        const NodeNetwork &now = graph.serverNetwork(int(i));
        if (!old && !wholePorts(now))
            return false; // the caller cuts from scratch, which replaces every sum patched so far
        add(old ? *old : now, m_sides[size_t(i)], -1);
        add(now, sides[size_t(i)], +1);
    }
    m_sides = std::move(sides);
    m_cut.servers = int(m_order.size());
    const std::vector<int> &reach = m_cut.serversInFabric;
    m_cut.fabricsWithServers = int(std::count_if(reach.cbegin(), reach.cend(), [](int n) { return n > 0; }));
    m_cut.idealGbps = std::min(m_cut.sourceTotalGbps, m_cut.sinkTotalGbps);
    return true;
}

} // namespace cq
