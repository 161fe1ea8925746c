#include "fabricsummary.h"

#include "bisection.h"
#include "topology/fabricgraph.h"
#include "switchdistances.h"
#include "warmmaxflow.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace cq {

namespace {

/** Index in @p links (sorted by (a, b)) of the link between switches @p x and @p y; -1 for none. */
int linkBetween(const std::vector<FlowLink> &links, int x, int y)
{
    const FlowLink key{std::min(x, y), std::max(x, y), 0};
    const auto it = std::lower_bound(links.cbegin(), links.cend(), key, [](const FlowLink &l, const FlowLink &k) {
        return std::pair(l.a, l.b) < std::pair(k.a, k.b);
    });
    return it != links.cend() && it->a == key.a && it->b == key.b ? int(it - links.cbegin()) : -1;
}

/**
 * Answers the max-flow questions of one summary: from the previous answers when the caller
 * keeps a FabricSummaryCache (and the capacities are whole numbers), else with BisectionSolver
 * (Boost push-relabel). Both give the one maximum.
 */
class FlowAnswers
{
public:
    FlowAnswers(const FabricGraph &graph, const BisectionCut &cut, FabricSummaryCache *cache)
        : m_graph(graph), m_cut(cut), m_cache(cache)
    {
    }

    double maxFlowGbps(int removedSwitch = -1, int removedCable = -1)
    {
        if (m_cache) {
            BisectionWarmStart &warm = m_cache->flows;
            WarmMaxFlow &flow = removedSwitch >= 0 ? warm.spineFailure : removedCable >= 0 ? warm.linkFailure : warm.intact;
            int link = -1;
            if (removedCable >= 0) {
                const int x = m_graph.switchOfVertex(m_graph.vertexA(removedCable));
                const int y = m_graph.switchOfVertex(m_graph.vertexB(removedCable));
                link = x >= 0 && y >= 0 && x != y ? linkBetween(m_cache->links.links, x, y) : -1;
            }
            const double gbps = flow.solve(m_cut, m_cache->links, removedSwitch, link, link >= 0 ? m_graph.linkRateGbps(removedCable) : 0);
            if (gbps >= 0)
                return gbps;
            flow.clear();
        }
        if (!m_solver)
            m_solver = std::make_unique<BisectionSolver>(m_graph, m_cut);
        return m_solver->maxFlowGbps(removedSwitch, removedCable);
    }

private:
    const FabricGraph &m_graph;
    const BisectionCut &m_cut;
    FabricSummaryCache *m_cache;
    std::unique_ptr<BisectionSolver> m_solver;
};

QString ratioText(double ratio)
{
    if (std::isinf(ratio))
        return QCoreApplication::translate("cq::Analyzer", "no uplink left");
    return ratio > 0 ? QStringLiteral("%1:1").arg(QString::number(ratio, 'g', 3)) : QCoreApplication::translate("cq::Analyzer", "top tier");
}

bool inFabric(const FabricGraph &g, int fabric, int switchIndex)
{
    return g.fabricOfSwitch(switchIndex) == fabric;
}

// Hops between NIC ports, weighted by their capacity; one search per group of twin leaves.
void hopStats(const BisectionCut &cut, SwitchDistances &distances, FabricSummary *out)
{
    const QList<QList<int>> &adj = distances.neighbours();
    QList<int> leaves;
    QList<double> weight(adj.size(), 0);
    double total = 0;
    for (int i = 0; i < adj.size(); ++i) {
        weight[i] = cut.sourceGbps.at(i) + cut.sinkGbps.at(i);
        total += weight[i];
        if (weight[i] > 0)
            leaves.append(i);
    }
    QHash<QList<int>, QList<int>> twins;
    for (int leaf : std::as_const(leaves))
        twins[adj.at(leaf)].append(leaf);
    double weighted = 0;
    QList<int> groupOf(adj.size(), -1);
    int groupNo = 0;
    // Twins see every other leaf at the same distance, so the sum over the other leaves is
    // taken once per group: for a leaf of the group, 1 hop to itself, 3 to each twin (up to a
    // shared neighbour and down), dist + 1 to the rest. O(groups x leaves), not O(leaves^2).
    for (const QList<int> &group : std::as_const(twins)) {
        for (int leaf : group)
            groupOf[leaf] = groupNo;
        const QList<int> &dist = distances.from(group.first());
        const bool twinsMeet = !adj.at(group.first()).isEmpty();
        double others = 0;     // sum of weight x hops over the leaves outside the group
        double twinWeight = 0; // sum of the group's weights
        int farthest = 1;      // a leaf to itself
        for (int other : std::as_const(leaves)) {
            if (groupOf.at(other) == groupNo) {
                twinWeight += weight.at(other);
            } else if (dist.at(other) >= 0) {
                others += weight.at(other) * (dist.at(other) + 1);
                farthest = std::max(farthest, dist.at(other) + 1);
            }
        }
        if (twinsMeet && group.size() > 1)
            farthest = std::max(farthest, 3);
        out->diameterSwitchHops = std::max(out->diameterSwitchHops, farthest);
        for (int leaf : group) {
            const double w = weight.at(leaf);
            weighted += w * (others + w + (twinsMeet ? 3 * (twinWeight - w) : 0));
        }
        ++groupNo;
    }
    out->averageSwitchHops = total > 0 ? weighted / (total * total) : 0;
}

void spineFailure(const FabricGraph &g, const QList<SwitchLoad> &loads, const BisectionCut &cut, FlowAnswers &solver,
                  FabricSummary *out)
{
    FailureImpact &f = out->spineFailure;
    int spine = -1;
    for (int i = 0; i < loads.size(); ++i) {
        const SwitchLoad &l = loads.at(i);
        if (l.tier >= 2 && l.tier == g.maxTier() && inFabric(g, cut.fabric, i)
            && (spine < 0 || l.downlinkGbps + l.uplinkGbps > loads.at(spine).downlinkGbps + loads.at(spine).uplinkGbps))
            spine = i;
    }
    if (spine < 0) {
        f.effect = QCoreApplication::translate("cq::Analyzer", "single-tier fabric: there is no spine; losing a leaf cuts its servers off");
        return;
    }
    f.applicable = true;
    f.element = loads.at(spine).name;
    f.ids = {loads.at(spine).switchId};
    f.bisectionGbps = solver.maxFlowGbps(spine);
    f.lossPercent = out->bisectionGbps > 0 ? 100 * (1 - f.bisectionGbps / out->bisectionGbps) : 0;
    // The switch below that loses the largest share of its uplinks (first in design order on a tie).
    QMap<int, double> lost;
    for (int index : g.cablesOf(loads.at(spine).switchId)) {
        const int below = g.otherSwitch(g.design().cables.at(index), loads.at(spine).switchId);
        if (below >= 0 && g.tier(below) < loads.at(spine).tier)
            lost[below] += g.linkRateGbps(g.design().cables.at(index));
    }
    double worst = -1;
    int worstSwitch = -1;
    for (auto it = lost.cbegin(); it != lost.cend(); ++it) {
        const SwitchLoad &l = loads.at(it.key());
        const double left = l.uplinkGbps - it.value();
        const double after = left > 0 ? l.downlinkGbps / left : std::numeric_limits<double>::infinity();
        if (after > worst) {
            worst = after;
            worstSwitch = it.key();
        }
    }
    if (worstSwitch >= 0)
        f.effect = QCoreApplication::translate("cq::Analyzer", "%1 switches lose uplinks; worst %2: %3 -> %4")
                       .arg(lost.size()).arg(loads.at(worstSwitch).name, ratioText(loads.at(worstSwitch).oversubscription),
                                             ratioText(worst));
}

void linkFailure(const FabricGraph &g, const QList<SwitchLoad> &loads, const BisectionCut &cut, FlowAnswers &solver,
                 FabricSummary *out)
{
    FailureImpact &f = out->linkFailure;
    int leaf = -1;
    for (int i = 0; i < loads.size(); ++i) {
        if (loads.at(i).tier == 1 && loads.at(i).uplinkGbps > 0 && inFabric(g, cut.fabric, i)
            && (leaf < 0 || loads.at(i).uplinkGbps < loads.at(leaf).uplinkGbps))
            leaf = i;
    }
    if (leaf < 0) {
        f.effect = QCoreApplication::translate("cq::Analyzer", "no switch-to-switch link to lose");
        return;
    }
    const SwitchLoad &l = loads.at(leaf);
    int cable = -1;
    for (int index : g.cablesOf(l.switchId)) {
        const int other = g.otherSwitch(g.design().cables.at(index), l.switchId);
        if (other >= 0 && other != leaf && g.tier(other) >= l.tier) {
            cable = index;
            break;
        }
    }
    f.applicable = cable >= 0;
    if (!f.applicable)
        return;
    const Cable &c = g.design().cables.at(cable);
    f.element = QCoreApplication::translate("cq::Analyzer", "uplink %1 port %2 - %3 port %4").arg(g.displayName(c.a.device)).arg(c.a.port + 1)
                    .arg(g.displayName(c.b.device)).arg(c.b.port + 1);
    f.ids = {c.id};
    f.bisectionGbps = solver.maxFlowGbps(-1, cable);
    f.lossPercent = out->bisectionGbps > 0 ? 100 * (1 - f.bisectionGbps / out->bisectionGbps) : 0;
    const double upAfter = l.uplinkGbps - g.linkRateGbps(c);
    f.effect = QCoreApplication::translate("cq::Analyzer", "%1 oversubscription %2 -> %3")
                   .arg(l.name, ratioText(l.oversubscription), ratioText(upAfter > 0 ? l.downlinkGbps / upAfter : std::numeric_limits<double>::infinity()));
}

} // namespace

FabricSummary fabricSummary(const FabricGraph &graph, const QList<SwitchLoad> &loads)
{
    return fabricSummary(graph, loads, nullptr);
}

void FabricSummaryCache::refresh(const FabricGraph &graph)
{
    const bool sameSwitchCabling = primed && graph.switchCablingUnchanged();
    if (!sameSwitchCabling)
        distances.update(graph, primed);
    if (!sameSwitchCabling || !graph.devicesUnchanged()) {
        links.links = primed ? flowLinks(graph, links.links) : flowLinks(graph).links;
        ++links.generation;
    }
    primed = true;
}

FabricSummary fabricSummary(const FabricGraph &graph, const QList<SwitchLoad> &loads, FabricSummaryCache *cache)
{
    SwitchDistances fresh;
    SwitchDistances &distances = cache ? cache->distances : fresh;
    if (cache)
        cache->refresh(graph); // before any early return: the next run builds on this graph
    FabricSummary s;
    s.tiers = graph.maxTier();
    BisectionCut freshCut;
    const BisectionCut &cut = cache ? cache->cut.update(graph) : (freshCut = bisectionCut(graph));
    s.servers = cut.servers;
    s.fabrics = cut.fabricsWithServers;
    s.cabledServers = cut.cabledServers;
    s.idealBisectionGbps = cut.idealGbps;
    s.bisectionMethod = QCoreApplication::translate("cq::Analyzer", "bisection bandwidth: what the first half of the %1 GPU servers (in leaf order) can send to "
                           "the other half at once, through the narrowest set of links between them; for a "
                           "symmetric fat tree, the usual bisection")
                            .arg(cut.servers);
    if (cut.fabric < 0 || cut.servers < 2)
        return s;
    FlowAnswers solver(graph, cut, cache);
    s.bisectionGbps = solver.maxFlowGbps();
    if (!cache)
        distances.update(graph);
    hopStats(cut, distances, &s);
    spineFailure(graph, loads, cut, solver, &s);
    linkFailure(graph, loads, cut, solver, &s);
    return s;
}

} // namespace cq
