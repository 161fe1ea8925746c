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
#include <cstring>
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

/** A hash of one fabric's network (its capacities and its links' class), to find fabrics alike. */
quint64 networkHash(const BisectionCut &cut, int linksClass)
{
    quint64 h = 1469598103934665603ull; // FNV-1a over the values' bits
    auto mix = [&h](quint64 v) {
        h ^= v;
        h *= 1099511628211ull;
    };
    auto bits = [](double d) {
        quint64 v;
        std::memcpy(&v, &d, sizeof v);
        return v;
    };
    for (qsizetype i = 0; i < cut.sourceGbps.size(); ++i) {
        mix(bits(cut.sourceGbps.at(i)));
        mix(bits(cut.sinkGbps.at(i)));
    }
    mix(quint64(linksClass));
    return h;
}

/**
 * Answers the max-flow questions of one summary, fabric by fabric (no link joins two fabrics,
 * so the bisection is the sum of their flows and a failure changes one fabric's term), each
 * on its own network (FabricIndex's local indices): a fabric whose capacities and links are
 * those of its last solve keeps its answer, one equal to another fabric's network solved in
 * this run takes that one's (rail planes are alike: 8 planes, one solve), the rest are
 * re-solved from their last flow (WarmMaxFlow). Capacities that are not whole numbers go to
 * BisectionSolver (Boost push-relabel). All give the one maximum.
 */
class FlowAnswers
{
public:
    FlowAnswers(const FabricGraph &graph, const BisectionCut &cut, FabricSummaryCache &cache)
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
        if (m_cache.flows.fabrics[size_t(f)].gbps >= 0)
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

    /** A fabric solved in this run whose network equals fabric @p f's (m_local); -1 for none. */
    int alike(int f, quint64 hash) const
    {
        const FabricFlow &ff = m_cache.flows.fabrics[size_t(f)];
        for (const auto &[h, g] : m_solved) {
            const FabricFlow &other = m_cache.flows.fabrics[size_t(g)];
            if (h == hash && other.gbps >= 0 && other.cut.sourceGbps == m_local.sourceGbps
                && other.cut.sinkGbps == m_local.sinkGbps && other.linksClass == ff.linksClass)
                return g;
        }
        return -1;
    }

    double intact(int f)
    {
        FabricFlow &ff = m_cache.flows.fabrics[size_t(f)];
        fabricCut(m_cut, m_cache.fabrics, f, &m_local);
        if (ff.gbps >= 0 && ff.solvedGeneration == ff.links.generation && ff.cut.sourceGbps == m_local.sourceGbps
            && ff.cut.sinkGbps == m_local.sinkGbps && ff.cut.servers == m_local.servers)
            return ff.gbps; // the same network as last time
        ++ff.version;
        const quint64 hash = networkHash(m_local, ff.linksClass);
        double gbps = -1;
        if (const int g = alike(f, hash); g >= 0)
            gbps = m_cache.flows.fabrics[size_t(g)].gbps;
        else
            gbps = ff.flow.solve(m_local, ff.links, -1, -1, 0);
        if (gbps < 0) {
            ff.flow.clear();
            ff.gbps = -1;
            return solver(f).maxFlowGbps();
        }
        std::swap(ff.cut, m_local);
        ff.solvedGeneration = ff.links.generation;
        ff.gbps = gbps;
        m_solved.push_back({hash, f});
        return gbps;
    }

    // The failure's flow in fabric f from the failure's own last flow (cleared when it was of
    // another fabric); -1 when refused (capacities not whole).
    double warmFailure(int f, int removedSwitch, int removedCable)
    {
        FabricSummaryCache &c = m_cache;
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
    FabricSummaryCache &m_cache;
    std::vector<int> m_fabrics;
    std::vector<double> m_intact; ///< per fabric: its flow (0 for those not solved)
    double m_total = 0;
    std::vector<std::unique_ptr<BisectionSolver>> m_solvers; ///< per fabric, made when first asked
    std::vector<std::pair<quint64, int>> m_solved;           ///< (network hash, fabric) solved or taken in this run
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

/** One fabric's hop figures: the sum of weight x weight x hops over its pairs of leaves, and the most hops. */
struct FabricHops {
    double weighted = 0;
    int farthest = 0;
};

// Hops between the NIC ports of one fabric (@p leaves, its switches with servers), weighted by
// their capacity; one search per group of twin leaves.
FabricHops fabricHops(const QList<int> &leaves, const QList<double> &weight, SwitchDistances &distances, QList<int> &groupOf,
                      int &groupNo)
{
    const QList<QList<int>> &adj = distances.neighbours();
    QHash<QList<int>, QList<int>> twins;
    for (int leaf : leaves)
        twins[adj.at(leaf)].append(leaf);
    FabricHops hops;
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
        for (int other : leaves) {
            if (groupOf.at(other) == groupNo) {
                twinWeight += weight.at(other);
            } else if (dist.at(other) >= 0) {
                others += weight.at(other) * (dist.at(other) + 1);
                farthest = std::max(farthest, dist.at(other) + 1);
            }
        }
        if (twinsMeet && group.size() > 1)
            farthest = std::max(farthest, 3);
        hops.farthest = std::max(hops.farthest, farthest);
        for (int leaf : group) {
            const double w = weight.at(leaf);
            hops.weighted += w * (others + w + (twinsMeet ? 3 * (twinWeight - w) : 0));
        }
        ++groupNo;
    }
    return hops;
}

// Ports in different fabrics never talk (rail planes: NIC k to NIC k), so the average is over
// pairs within a fabric: the weighted sums over the sum of each fabric's squared total. A
// fabric whose links and weights (on its local indices) equal an earlier one's has its hops:
// rail planes are searched once.
void hopStats(const FabricSummaryCache &cache, const BisectionCut &cut, SwitchDistances &distances, FabricSummary *out)
{
    const FabricIndex &index = cache.fabrics;
    QList<double> weight(cut.sourceGbps.size(), 0);
    QList<int> groupOf(cut.sourceGbps.size(), -1);
    int groupNo = 0;
    struct Done {
        int fabric;
        std::vector<double> weights; ///< on the fabric's local indices
        FabricHops hops;
    };
    std::vector<Done> done;
    double weighted = 0;
    double pairs = 0;
    for (size_t f = 0; f < index.switchesOf.size(); ++f) {
        const std::vector<int> &switches = index.switchesOf[f];
        std::vector<double> local(switches.size());
        QList<int> leaves;
        double total = 0;
        for (size_t k = 0; k < switches.size(); ++k) {
            const int i = switches[k];
            weight[i] = local[k] = cut.sourceGbps.at(i) + cut.sinkGbps.at(i);
            if (weight[i] > 0) {
                leaves.append(i);
                total += weight[i];
            }
        }
        if (leaves.isEmpty())
            continue;
        const int linksClass = cache.flows.fabrics[f].linksClass;
        const auto same = std::find_if(done.cbegin(), done.cend(), [&](const Done &d) {
            return d.weights == local && cache.flows.fabrics[size_t(d.fabric)].linksClass == linksClass;
        });
        FabricHops hops;
        if (same != done.cend()) {
            hops = same->hops;
        } else {
            hops = fabricHops(leaves, weight, distances, groupOf, groupNo);
            done.push_back({int(f), std::move(local), hops});
        }
        weighted += hops.weighted;
        pairs += total * total;
        out->diameterSwitchHops = std::max(out->diameterSwitchHops, hops.farthest);
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
        std::vector<std::vector<FlowLink>> all = fabricLinks(links.links, fabrics);
        for (size_t f = 0; f < flows.fabrics.size(); ++f) {
            flows.fabrics[f].links.links = std::move(all[f]);
            ++flows.fabrics[f].links.generation;
        }
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
    // Fabrics with equal links (rail planes), found when links change, so that comparing two
    // fabrics' networks later compares their capacities only.
    if (reindexed || relinked) {
        std::vector<int> firsts;
        for (size_t f = 0; f < flows.fabrics.size(); ++f) {
            FabricFlow &ff = flows.fabrics[f];
            const auto same = std::find_if(firsts.cbegin(), firsts.cend(), [&](int g) {
                return flows.fabrics[size_t(g)].links.links == ff.links.links;
            });
            ff.linksClass = same != firsts.cend() ? *same : int(f);
            if (same == firsts.cend())
                firsts.push_back(int(f));
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
    // Without a cache from the last run, a fresh one: the flows are then found from zero, by the
    // same per-fabric networks (each fabric solved once however many are alike).
    FabricSummaryCache fresh;
    if (!cache)
        cache = &fresh;
    cache->refresh(graph); // before any early return: the next run builds on this graph
    FabricSummary s;
    s.tiers = graph.maxTier();
    const BisectionCut &cut = cache->cut.update(graph);
    s.servers = cut.servers;
    s.fabrics = cut.fabricsWithServers;
    s.cabledServers = cut.servers;
    s.idealBisectionGbps = cut.idealGbps;
    s.bisectionMethod = methodText(graph, cut);
    if (cut.servers < 2)
        return s;
    FlowAnswers solver(graph, cut, *cache);
    s.bisectionGbps = solver.intactGbps();
    hopStats(*cache, cut, cache->distances, &s);
    if (solver.fabrics().empty()) { // each fabric holds one half only (a cluster split by room)
        s.spineFailure.effect = s.linkFailure.effect = QCoreApplication::translate(
            "cq::Analyzer", "the halves are in switch fabrics that no link joins: no bisection to lose");
        return s;
    }
    const std::vector<char> solved = solvedSwitches(graph, solver.fabrics());
    spineFailure(graph, loads, solved, solver, &s);
    linkFailure(graph, loads, solved, solver, &s);
    return s;
}

} // namespace cq
