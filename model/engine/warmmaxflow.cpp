#include "warmmaxflow.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cq {

namespace {

constexpr int kSource = 0;
constexpr int kSink = 1;
constexpr int kFirstSwitch = 2;
constexpr double kExactLimit = 1125899906842624.0; // 2^50: sums of whole numbers below stay exact

bool wholeNumber(double gbps)
{
    return gbps >= 0 && gbps < kExactLimit && std::floor(gbps) == gbps;
}

} // namespace

void WarmMaxFlow::clear()
{
    m_warm = false;
    m_links.clear();
    m_flow.clear();
}

double WarmMaxFlow::residual(int arc) const
{
    const Pair &p = m_pairs[size_t(arc / 2)];
    const double f = m_flow[size_t(arc / 2)];
    return arc % 2 == 0 ? p.forward - f : p.backward + f;
}

// Pairs: 0 .. W-1 source -> switch, W .. 2W-1 switch -> sink, then one per link.
void WarmMaxFlow::build(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink,
                        double removedGbps)
{
    const int switches = int(cut.sourceGbps.size());
    m_vertices = kFirstSwitch + switches;
    m_pairs.assign(size_t(2 * switches) + links.links.size(), Pair{});
    for (int i = 0; i < switches; ++i) {
        m_pairs[size_t(i)] = {kSource, kFirstSwitch + i, cut.sourceGbps.at(i), 0};
        m_pairs[size_t(switches + i)] = {kFirstSwitch + i, kSink, cut.sinkGbps.at(i), 0};
    }
    for (size_t l = 0; l < links.links.size(); ++l) {
        const FlowLink &k = links.links[l];
        double cap = k.capacityGbps;
        if (int(l) == removedLink)
            cap = std::max(0.0, cap - removedGbps);
        m_pairs[size_t(2 * switches) + l] = {kFirstSwitch + k.a, kFirstSwitch + k.b, cap, cap};
    }
    if (removedSwitch >= 0) {
        for (Pair &p : m_pairs) {
            if (p.from == kFirstSwitch + removedSwitch || p.to == kFirstSwitch + removedSwitch)
                p.forward = p.backward = 0;
        }
    }
    m_arcsOf.assign(size_t(m_vertices), {});
    std::vector<int> degree(size_t(m_vertices), 0);
    for (const Pair &p : m_pairs) {
        ++degree[size_t(p.from)];
        ++degree[size_t(p.to)];
    }
    for (int v = 0; v < m_vertices; ++v)
        m_arcsOf[size_t(v)].reserve(size_t(degree[size_t(v)]));
    for (int k = 0; k < int(m_pairs.size()); ++k) {
        m_arcsOf[size_t(m_pairs[size_t(k)].from)].push_back(2 * k);
        m_arcsOf[size_t(m_pairs[size_t(k)].to)].push_back(2 * k + 1);
    }
}

// Source and sink pairs by switch index; links by their (a, b) key, both lists sorted by it.
void WarmMaxFlow::mapPreviousFlow(const std::vector<FlowLink> &previousLinks, const std::vector<double> &previousFlow,
                                  int previousSwitches)
{
    m_flow.assign(m_pairs.size(), 0);
    const int switches = m_vertices - kFirstSwitch;
    if (previousSwitches != switches)
        return; // devices changed: start from zero
    for (int i = 0; i < 2 * switches; ++i)
        m_flow[size_t(i)] = previousFlow[size_t(i)];
    size_t old = 0;
    for (size_t l = 0; l < m_links.size(); ++l) {
        const auto key = std::pair(m_links[l].a, m_links[l].b);
        while (old < previousLinks.size() && std::pair(previousLinks[old].a, previousLinks[old].b) < key)
            ++old;
        if (old < previousLinks.size() && std::pair(previousLinks[old].a, previousLinks[old].b) == key)
            m_flow[size_t(2 * switches) + l] = previousFlow[size_t(2 * previousSwitches) + old];
    }
}

void WarmMaxFlow::clamp()
{
    m_excess.assign(size_t(m_vertices), 0);
    for (size_t k = 0; k < m_pairs.size(); ++k) {
        double &f = m_flow[k];
        f = std::clamp(f, -m_pairs[k].backward, m_pairs[k].forward);
        m_excess[size_t(m_pairs[k].to)] += f;
        m_excess[size_t(m_pairs[k].from)] -= f;
    }
    m_excess[kSource] = m_excess[kSink] = 0;
}

void WarmMaxFlow::balance()
{
    for (int v = kFirstSwitch; v < m_vertices; ++v) {
        while (m_excess[size_t(v)] > 0 && cancelAlongFlow(v, true)) {}
        while (m_excess[size_t(v)] < 0 && cancelAlongFlow(v, false)) {}
    }
}

/**
 * One cancellation for an unbalanced @p vertex: with @p excess, a breadth-first search back
 * along arcs carrying flow into it, to the source or a vertex short of inflow; else forward
 * along arcs carrying flow out of it, to the sink or a vertex with excess. The flow on that path
 * drops by the most it can. False when there is no such path (cannot happen for a flow that
 * was feasible before clamping; the caller then stops rather than loop).
 */
bool WarmMaxFlow::cancelAlongFlow(int vertex, bool excess)
{
    std::vector<int> via(size_t(m_vertices), -1); // arc that reached each vertex (pointing back to the start)
    std::vector<int> queue{vertex};
    via[size_t(vertex)] = -2;
    int end = -1;
    for (size_t head = 0; head < queue.size() && end < 0; ++head) {
        const int u = queue[head];
        for (int arc : m_arcsOf[size_t(u)]) {
            const Pair &p = m_pairs[size_t(arc / 2)];
            const int w = arc % 2 == 0 ? p.to : p.from;
            const double flowOut = arc % 2 == 0 ? m_flow[size_t(arc / 2)] : -m_flow[size_t(arc / 2)]; // u -> w
            if (via[size_t(w)] != -1 || (excess ? flowOut >= 0 : flowOut <= 0))
                continue;
            via[size_t(w)] = arc;
            queue.push_back(w);
            const bool done = excess ? (w == kSource || (w >= kFirstSwitch && m_excess[size_t(w)] < 0))
                                     : (w == kSink || (w >= kFirstSwitch && m_excess[size_t(w)] > 0));
            if (done) {
                end = w;
                break;
            }
        }
    }
    if (end < 0)
        return false;
    double delta = std::abs(m_excess[size_t(vertex)]);
    if (end >= kFirstSwitch)
        delta = std::min(delta, std::abs(m_excess[size_t(end)]));
    for (int w = end; w != vertex;) {
        const int arc = via[size_t(w)];
        delta = std::min(delta, std::abs(m_flow[size_t(arc / 2)]));
        const Pair &p = m_pairs[size_t(arc / 2)];
        w = arc % 2 == 0 ? p.from : p.to;
    }
    for (int w = end; w != vertex;) {
        const int arc = via[size_t(w)];
        double &f = m_flow[size_t(arc / 2)];
        f += f > 0 ? -delta : delta; // towards zero: less flow on this arc
        const Pair &p = m_pairs[size_t(arc / 2)];
        w = arc % 2 == 0 ? p.from : p.to;
    }
    m_excess[size_t(vertex)] += excess ? -delta : delta;
    if (end >= kFirstSwitch)
        m_excess[size_t(end)] += excess ? delta : -delta;
    return true;
}

// Dinic: breadth-first levels over residual arcs, then blocking flows by depth-first search.
void WarmMaxFlow::augment()
{
    std::vector<int> level(static_cast<size_t>(m_vertices));
    std::vector<size_t> next(static_cast<size_t>(m_vertices));
    std::vector<int> pathArcs;
    for (;;) {
        std::fill(level.begin(), level.end(), -1);
        std::vector<int> queue{kSource};
        level[kSource] = 0;
        for (size_t head = 0; head < queue.size(); ++head) {
            const int u = queue[head];
            for (int arc : m_arcsOf[size_t(u)]) {
                const Pair &p = m_pairs[size_t(arc / 2)];
                const int w = arc % 2 == 0 ? p.to : p.from;
                if (level[size_t(w)] < 0 && residual(arc) > 0) {
                    level[size_t(w)] = level[size_t(u)] + 1;
                    queue.push_back(w);
                }
            }
        }
        if (level[kSink] < 0)
            return;
        std::fill(next.begin(), next.end(), 0);
        // Iterative depth-first search along the level graph; pathArcs is the current path.
        pathArcs.clear();
        int u = kSource;
        for (;;) {
            if (u == kSink) {
                double delta = std::numeric_limits<double>::infinity();
                for (int arc : pathArcs)
                    delta = std::min(delta, residual(arc));
                for (int arc : pathArcs)
                    m_flow[size_t(arc / 2)] += arc % 2 == 0 ? delta : -delta;
                pathArcs.clear();
                u = kSource;
                continue;
            }
            const std::vector<int> &arcs = m_arcsOf[size_t(u)];
            size_t &i = next[size_t(u)];
            for (; i < arcs.size(); ++i) {
                const int arc = arcs[i];
                const Pair &p = m_pairs[size_t(arc / 2)];
                const int w = arc % 2 == 0 ? p.to : p.from;
                if (level[size_t(w)] == level[size_t(u)] + 1 && residual(arc) > 0)
                    break;
            }
            if (i < arcs.size()) {
                const int arc = arcs[i];
                pathArcs.push_back(arc);
                const Pair &p = m_pairs[size_t(arc / 2)];
                u = arc % 2 == 0 ? p.to : p.from;
                continue;
            }
            if (u == kSource)
                break; // blocking flow found
            level[size_t(u)] = -1; // dead end: retreat
            const int back = pathArcs.back();
            pathArcs.pop_back();
            const Pair &p = m_pairs[size_t(back / 2)];
            u = back % 2 == 0 ? p.from : p.to;
            ++next[size_t(u)];
        }
    }
}

// Only the terminals' capacities changed (an edit of server cables): the pairs, arcs and flow
// of the last solve stand; the source and sink pairs take the new capacities, and where a
// terminal's flow no longer fits, it is cut back and the switch left with the imbalance.
void WarmMaxFlow::setTerminals(const BisectionCut &cut, int removedSwitch)
{
    const int switches = m_vertices - kFirstSwitch;
    m_excess.assign(size_t(m_vertices), 0);
    for (int k = 0; k < 2 * switches; ++k) {
        const int i = k % switches;
        const double cap = i == removedSwitch ? 0 : k < switches ? cut.sourceGbps.at(i) : cut.sinkGbps.at(i);
        Pair &p = m_pairs[size_t(k)];
        p.forward = cap;
        double &f = m_flow[size_t(k)];
        const double clamped = std::clamp(f, -p.backward, p.forward);
        m_excess[size_t(p.to)] += clamped - f;
        m_excess[size_t(p.from)] -= clamped - f;
        f = clamped;
    }
    m_excess[kSource] = m_excess[kSink] = 0;
}

double WarmMaxFlow::solve(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink,
                          double removedGbps)
{
    std::vector<FlowLink> previousLinks = std::move(m_links);
    std::vector<double> previousFlow = std::move(m_flow);
    const int previousSwitches = m_warm ? m_switches : -1;
    const bool sameNetwork = previousSwitches == cut.sourceGbps.size() && previousLinks == links.links
        && removedSwitch == m_removedSwitch && removedLink == m_removedLink && removedGbps == m_removedGbps;
    m_warm = false;
    m_links.clear();
    m_flow.clear();
    if (cut.fabric < 0 || cut.servers < 2)
        return 0;
    if (sameNetwork) {
        for (size_t i = 0; i < size_t(2 * previousSwitches); ++i) { // the links passed last time
            if (!wholeNumber(i < size_t(previousSwitches) ? cut.sourceGbps.at(i) : cut.sinkGbps.at(i - previousSwitches)))
                return -1;
        }
        m_flow = std::move(previousFlow);
        m_links = std::move(previousLinks);
        setTerminals(cut, removedSwitch);
        balance();
    } else {
        build(cut, links, removedSwitch, removedLink, removedGbps);
        for (const Pair &p : m_pairs) {
            if (!wholeNumber(p.forward) || !wholeNumber(p.backward))
                return -1;
        }
        m_links = links.links;
        m_removedSwitch = removedSwitch;
        m_removedLink = removedLink;
        m_removedGbps = removedGbps;
        mapPreviousFlow(previousLinks, previousFlow, previousSwitches);
        clamp();
        balance();
    }
    for (int v = kFirstSwitch; v < m_vertices; ++v) {
        if (m_excess[size_t(v)] != 0) { // not expected; start over rather than answer wrong
            std::fill(m_flow.begin(), m_flow.end(), 0.0);
            break;
        }
    }
    augment();
    m_switches = m_vertices - kFirstSwitch;
    m_warm = true;
    double value = 0;
    for (int i = 0; i < m_switches; ++i)
        value += m_flow[size_t(i)];
    return value;
}

} // namespace cq
