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
 * Answers the max-flow questions of one summary, fabric by fabric (no link joins two fabrics,
 * so the bisection is the sum of their flows and a failure changes one fabric's term): from
 * the previous answers when the caller keeps a FabricSummaryCache (a fabric whose capacities
 * and links are unchanged keeps its answer; otherwise its warm flow is re-solved, if the
 * capacities are whole numbers), else with BisectionSolver (Boost push-relabel). Both give
 * the one maximum.
 */
class FlowAnswers
{
public:
    FlowAnswers(const FabricGraph &graph, const BisectionCut &cut, FabricSummaryCache *cache)
        : m_graph(graph), m_cut(cut), m_cache(cache), m_fabrics(fabricsToSolve(graph, cut)),
          m_intact(size_t(graph.fabricCount()), 0), m_solvers(size_t(graph.fabricCount()))
    {
    }

    /** The fabrics with both halves in them, ascending. */
    const std::vector<int> &fabrics() const { return m_fabrics; }

    /** The bisection: each fabric's flow, summed in fabric order. */
    double intactGbps()
    {
        m_total = 0;
        for (int f : m_fabrics) {
            m_intact[size_t(f)] = intact(f);
            m_total += m_intact[size_t(f)];
        }
        return m_total;
    }

    /** The bisection with switch @p removedSwitch or cable @p removedCable of fabric @p f failed. */
    double failureGbps(int f, int removedSwitch, int removedCable)
    {
        double gbps = -1;
        if (m_cache && m_cache->flows.fabrics[size_t(f)].gbps >= 0)
            gbps = warmFailure(f, removedSwitch, removedCable);
        if (gbps < 0)
            gbps = solver(f).maxFlowGbps(removedSwitch, removedCable);
        return m_total - m_intact[size_t(f)] + gbps;
    }

private:
    BisectionSolver &solver(int f)
    {
        if (!m_solvers[size_t(f)])
            m_solvers[size_t(f)] = std::make_unique<BisectionSolver>(m_graph, m_cut, f);
        return *m_solvers[size_t(f)];
    }

    double intact(int f)
    {
        if (m_cache) {
            FabricFlow &ff = m_cache->flows.fabrics[size_t(f)];
            fabricCut(m_cut, m_cache->fabrics, f, &m_local);
            if (ff.gbps >= 0 && ff.solvedGeneration == ff.links.generation && ff.cut.sourceGbps == m_local.sourceGbps
                && ff.cut.sinkGbps == m_local.sinkGbps && ff.cut.servers == m_local.servers)
                return ff.gbps; // the same network as last time
            const double gbps = ff.flow.solve(m_local, ff.links, -1, -1, 0);
            ++ff.version;
            if (gbps >= 0) {
                std::swap(ff.cut, m_local);
                ff.solvedGeneration = ff.links.generation;
                ff.gbps = gbps;
                return gbps;
            }
            ff.flow.clear();
            ff.gbps = -1;
        }
        return solver(f).maxFlowGbps();
    }

    // The failure's flow in fabric f from the failure's own last flow (cleared when it was of
    // another fabric); -1 when refused (capacities not whole).
    double warmFailure(int f, int removedSwitch, int removedCable)
    {
        FabricSummaryCache &c = *m_cache;
        const FabricFlow &ff = c.flows.fabrics[size_t(f)];
        const bool spine = removedSwitch >= 0;
        WarmMaxFlow &flow = spine ? c.flows.spineFailure : c.flows.linkFailure;
        BisectionWarmStart::Asked &asked = spine ? c.flows.spineAsked : c.flows.linkAsked;
        int localSwitch = -1;
        int link = -1;
        double removedGbps = 0;
        if (spine) {
            localSwitch = c.fabrics.local[size_t(removedSwitch)];
        } else {
            const int x = m_graph.switchOfVertex(m_graph.vertexA(removedCable));
            const int y = m_graph.switchOfVertex(m_graph.vertexB(removedCable));
            link = x >= 0 && y >= 0 && x != y ? linkBetween(ff.links.links, c.fabrics.local[size_t(x)], c.fabrics.local[size_t(y)]) : -1;
            removedGbps = link >= 0 ? m_graph.linkRateGbps(removedCable) : 0;
        }
        const long long element = spine ? localSwitch : link;
        if (asked.fabric == f && asked.element == element && asked.removedGbps == removedGbps && asked.version == ff.version)
            return asked.gbps;
        if (asked.fabric != f)
            flow.clear(); // another fabric's flow: start from zero
        const double gbps = flow.solve(ff.cut, ff.links, localSwitch, link, removedGbps);
        if (gbps < 0) {
            flow.clear();
            asked = {};
            return -1;
        }
        asked = {f, element, removedGbps, ff.version, gbps};
        return gbps;
    }

    const FabricGraph &m_graph;
    const BisectionCut &m_cut;
    FabricSummaryCache *m_cache;
    std::vector<int> m_fabrics;
    std::vector<double> m_intact; ///< per fabric: its flow (0 for those not solved)
    double m_total = 0;
    std::vector<std::unique_ptr<BisectionSolver>> m_solvers; ///< per fabric, made when first asked
    BisectionCut m_local;         ///< scratch: one fabric's capacities
};

QString ratioText(double ratio)
{
    if (std::isinf(ratio))
        return QCoreApplication::translate("cq::Analyzer", "no uplink left");
    return ratio > 0 ? QStringLiteral("%1:1").arg(QString::number(ratio, 'g', 3)) : QCoreApplication::translate("cq::Analyzer", "top tier");
}

/** Per switch: whether its fabric is one of @p fabrics (those with a flow to find). */
std::vector<char> solvedSwitches(const FabricGraph &g, const std::vector<int> &fabrics)
{
    std::vector<char> solved(size_t(g.fabricCount()), 0);
    for (int f : fabrics)
        solved[size_t(f)] = 1;
    std::vector<char> perSwitch(size_t(g.design().switches.size()), 0);
    for (size_t i = 0; i < perSwitch.size(); ++i) {
        const int f = g.fabricOfSwitch(int(i));
        perSwitch[i] = f >= 0 && solved[size_t(f)];
    }
    return perSwitch;
}

// Hops between NIC ports, weighted by their capacity; one search per group of twin leaves.
// Ports in different fabrics never talk (rail planes: NIC k to NIC k), so the average is over
// pairs within a fabric: the weighted sum over the sum of each fabric's squared total.
void hopStats(const FabricGraph &g, const BisectionCut &cut, SwitchDistances &distances, FabricSummary *out)
{
    const QList<QList<int>> &adj = distances.neighbours();
    QList<int> leaves;
    QList<double> weight(adj.size(), 0);
    std::vector<double> fabricTotal(size_t(g.fabricCount()), 0);
    for (int i = 0; i < adj.size(); ++i) {
        weight[i] = cut.sourceGbps.at(i) + cut.sinkGbps.at(i);
        if (weight[i] > 0) {
            leaves.append(i);
            fabricTotal[size_t(g.fabricOfSwitch(i))] += weight[i];
        }
    }
    double pairs = 0;
    for (double t : fabricTotal)
        pairs += t * t;
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
    out->averageSwitchHops = pairs > 0 ? weighted / pairs : 0;
}

void spineFailure(const FabricGraph &g, const QList<SwitchLoad> &loads, const std::vector<char> &solved, FlowAnswers &solver,
                  FabricSummary *out)
{
    FailureImpact &f = out->spineFailure;
    int spine = -1;
    for (int i = 0; i < loads.size(); ++i) {
        const SwitchLoad &l = loads.at(i);
        if (l.tier >= 2 && l.tier == g.maxTier() && solved[size_t(i)]
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
    f.bisectionGbps = solver.failureGbps(g.fabricOfSwitch(spine), spine, -1);
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

void linkFailure(const FabricGraph &g, const QList<SwitchLoad> &loads, const std::vector<char> &solved, FlowAnswers &solver,
                 FabricSummary *out)
{
    FailureImpact &f = out->linkFailure;
    int leaf = -1;
    for (int i = 0; i < loads.size(); ++i) {
        if (loads.at(i).tier == 1 && loads.at(i).uplinkGbps > 0 && solved[size_t(i)]
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
    f.bisectionGbps = solver.failureGbps(g.fabricOfSwitch(leaf), -1, cable);
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
    const bool relinked = !sameSwitchCabling || !graph.devicesUnchanged();
    if (relinked) {
        links.links = primed ? flowLinks(graph, links.links) : flowLinks(graph).links;
        ++links.generation;
    }
    // Which switch is in which fabric changes only with the devices or the switch structure;
    // a fabric index made again that equals the last keeps every fabric's flow.
    bool reindexed = false;
    if (!primed || !graph.devicesUnchanged() || !graph.switchStructureKept()) {
        FabricIndex next;
        next.build(graph);
        reindexed = !primed || next.switchesOf != fabrics.switchesOf;
        fabrics = std::move(next);
    }
    if (reindexed) {
        flows.fabrics.clear();
        flows.fabrics.resize(fabrics.switchesOf.size());
        flows.spineFailure.clear();
        flows.linkFailure.clear();
        flows.spineAsked = flows.linkAsked = {};
    }
    auto slice = [&](int f) {
        FabricFlow &ff = flows.fabrics[size_t(f)];
        ff.links.links = fabricLinks(links.links, fabrics, f);
        ++ff.links.generation;
    };
    if (reindexed || (relinked && (!graph.devicesUnchanged() || !graph.editedSwitchesKnown()))) {
        for (int f = 0; f < int(flows.fabrics.size()); ++f)
            slice(f);
    } else if (relinked) { // only the fabrics of the edited switches have other links
        std::vector<char> done(flows.fabrics.size(), 0);
        for (int sw : graph.editedSwitches()) {
            const int f = fabrics.fabricOf[size_t(sw)];
            if (f >= 0 && !done[size_t(f)]) {
                done[size_t(f)] = 1;
                slice(f);
            }
        }
    }
    primed = true;
}

namespace {

/**
 * How the bisection was computed, in words; over several fabrics, also which: rail planes
 * (every server has NICs in each) or which servers reach which fabric (a split cluster).
 */
QString methodText(const FabricGraph &graph, const BisectionCut &cut)
{
    if (cut.fabricsWithServers <= 1)
        return QCoreApplication::translate("cq::Analyzer", "bisection bandwidth: what the first half of the %1 GPU servers (in leaf order) can send to "
                                           "the other half at once, through the narrowest set of links between them; for a "
                                           "symmetric fat tree, the usual bisection")
            .arg(cut.servers);
    const bool planes = std::all_of(cut.serversInFabric.cbegin(), cut.serversInFabric.cend(),
                                    [&](int n) { return n == 0 || n == cut.servers; });
    if (planes)
        return QCoreApplication::translate("cq::Analyzer", "bisection bandwidth: what the first half of the %1 GPU servers (in leaf order) can send to "
                                           "the other half at once across %2 switch fabrics (rail planes), every server having NICs "
                                           "in each: the sum of each fabric's narrowest set of links between the halves")
            .arg(cut.servers).arg(cut.fabricsWithServers);
    // A fabric is named by its first switch in design order.
    std::vector<int> first(cut.serversInFabric.size(), -1);
    for (int i = 0; i < graph.design().switches.size(); ++i) {
        const int f = graph.fabricOfSwitch(i);
        if (f >= 0 && first[size_t(f)] < 0)
            first[size_t(f)] = i;
    }
    constexpr int kNamed = 6;
    QStringList reach;
    int left = 0;
    for (size_t f = 0; f < cut.serversInFabric.size(); ++f) {
        const int n = cut.serversInFabric[f];
        if (n == 0)
            continue;
        if (reach.size() == kNamed) {
            ++left;
            continue;
        }
        reach << QCoreApplication::translate("cq::Analyzer", "%n GPU server(s) reach the fabric of %1", nullptr, n)
                     .arg(graph.displayName(graph.design().switches.at(first[f]).id));
    }
    if (left > 0)
        reach << QCoreApplication::translate("cq::Analyzer", "%n more fabric(s)", nullptr, left);
    return QCoreApplication::translate("cq::Analyzer", "bisection bandwidth: what the first half of the %1 GPU servers (in leaf order) can send to "
                                       "the other half at once, through the narrowest set of links between them, summed over "
                                       "%2 switch fabrics that no link joins (halves in different fabrics cannot reach each "
                                       "other): %3")
        .arg(cut.servers).arg(cut.fabricsWithServers).arg(reach.join(QStringLiteral("; ")));
}

/** @p value with up to @p decimals decimals, trailing zeros dropped, a sign always. */
QString signedNumber(double value, int decimals)
{
    QString text = QString::number(std::abs(value), 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return (value < 0 ? QStringLiteral("-") : QStringLiteral("+")) + text;
}

} // namespace

QString failureChangeText(const FabricSummary &summary, const FailureImpact &failure)
{
    const double delta = failure.bisectionGbps - summary.bisectionGbps;
    if (delta == 0)
        return QCoreApplication::translate("cq::Analyzer", "unchanged");
    const double percent = summary.bisectionGbps > 0 ? 100 * delta / summary.bisectionGbps : 0;
    // 0.1 % and more to one decimal (-12.5 %); below to two, or to the first digit that shows
    // (-0.01 %, -0.003 %), so a change never reads as 0.
    int decimals = std::abs(percent) >= 0.1 ? 1 : 2;
    while (decimals < 6 && std::abs(percent) < 0.5 * std::pow(10.0, -decimals))
        ++decimals;
    return QCoreApplication::translate("cq::Analyzer", "%1 Gb/s, %2 %")
        .arg(signedNumber(delta, 1), signedNumber(percent, decimals));
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
    s.cabledServers = cut.servers;
    s.idealBisectionGbps = cut.idealGbps;
    s.bisectionMethod = methodText(graph, cut);
    if (cut.servers < 2)
        return s;
    FlowAnswers solver(graph, cut, cache);
    s.bisectionGbps = solver.intactGbps();
    if (!cache)
        distances.update(graph);
    hopStats(graph, cut, distances, &s);
    const std::vector<char> solved = solvedSwitches(graph, solver.fabrics());
    spineFailure(graph, loads, solved, solver, &s);
    linkFailure(graph, loads, solved, solver, &s);
    return s;
}

} // namespace cq
