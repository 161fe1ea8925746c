#include "warmmaxflow.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cq {

namespace {

constexpr int kSource = 0;
constexpr int kSink = 1;
constexpr int kFirstSwitch = 2;

} // namespace

void WarmMaxFlow::clear()
{
    m_warm = false;
    m_linksGeneration = 0;
    m_links.clear();
    m_pairOfLink.clear();
    m_flow.clear();
}

double WarmMaxFlow::residual(int arc) const
{
    const Pair &p = m_pairs[size_t(arc / 2)];
    const double f = m_flow[size_t(arc / 2)];
    return arc % 2 == 0 ? p.forward - f : p.backward + f;
}

void WarmMaxFlow::addArcs(int pair)
{
    m_arcsOf[size_t(m_pairs[size_t(pair)].from)].push_back(2 * pair);
    m_arcsOf[size_t(m_pairs[size_t(pair)].to)].push_back(2 * pair + 1);
}

// The capacity of @p pair from its base and the failures of this solve: a terminal pair is one
// way, a link both ways; the failed switch's pairs are closed, the failed cable's link is reduced.
// False when a capacity is not a whole number (see the class comment).
bool WarmMaxFlow::setCapacity(int pair)
{
    Pair &p = m_pairs[size_t(pair)];
    const int failed = m_removedSwitch >= 0 ? kFirstSwitch + m_removedSwitch : -1;
    const double base = m_base[size_t(pair)];
    const bool terminal = pair < 2 * m_switches;
    double cap = base;
    if (p.from == failed || p.to == failed)
        cap = 0;
    else if (pair == m_removedPair)
        cap = std::max(0.0, base - m_removedGbps);
    p.forward = cap;
    p.backward = terminal ? 0 : cap;
    return exactGbps(base) && exactGbps(cap);
}

// Pairs: 0 .. W-1 source -> switch, W .. 2W-1 switch -> sink, then one per link.
void WarmMaxFlow::build(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink,
                        double removedGbps)
{
    const int switches = int(cut.sourceGbps.size());
    m_switches = switches;
    m_vertices = kFirstSwitch + switches;
    const size_t pairs = size_t(2 * switches) + links.links.size();
    m_pairs.assign(pairs, Pair{});
    m_base.assign(pairs, 0);
    for (int i = 0; i < switches; ++i) {
        m_pairs[size_t(i)] = {kSource, kFirstSwitch + i, 0, 0};
        m_pairs[size_t(switches + i)] = {kFirstSwitch + i, kSink, 0, 0};
        m_base[size_t(i)] = cut.sourceGbps.at(i);
        m_base[size_t(switches + i)] = cut.sinkGbps.at(i);
    }
    m_pairOfLink.resize(links.links.size());
    for (size_t l = 0; l < links.links.size(); ++l) {
        const FlowLink &k = links.links[l];
        m_pairOfLink[l] = int(2 * switches + l);
        m_pairs[size_t(m_pairOfLink[l])] = {kFirstSwitch + k.a, kFirstSwitch + k.b, 0, 0};
        m_base[size_t(m_pairOfLink[l])] = k.capacityGbps;
    }
    m_links = links.links;
    m_linksGeneration = links.generation;
    m_deadPairs = 0;
    m_removedSwitch = removedSwitch;
    m_removedPair = removedLink >= 0 ? m_pairOfLink[size_t(removedLink)] : -1;
    m_removedGbps = removedGbps;
    m_arcsOf.assign(size_t(m_vertices), {});
    std::vector<int> degree(size_t(m_vertices), 0);
    for (const Pair &p : m_pairs) {
        ++degree[size_t(p.from)];
        ++degree[size_t(p.to)];
    }
    for (int v = 0; v < m_vertices; ++v)
        m_arcsOf[size_t(v)].reserve(size_t(degree[size_t(v)]));
    for (int k = 0; k < int(m_pairs.size()); ++k)
        addArcs(k);
}

// Source and sink pairs by switch index; links by their (a, b) key, both lists sorted by it.
void WarmMaxFlow::mapPreviousFlow(const std::vector<FlowLink> &previousLinks, const std::vector<int> &previousPairOfLink,
                                  const std::vector<double> &previousFlow, int previousSwitches)
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
            m_flow[size_t(m_pairOfLink[l])] = previousFlow[size_t(previousPairOfLink[old])];
    }
}

// The flow of @p pair cut back to its capacities; the switches at its ends take the difference.
void WarmMaxFlow::clamp(int pair)
{
    const Pair &p = m_pairs[size_t(pair)];
    double &f = m_flow[size_t(pair)];
    const double clamped = std::clamp(f, -p.backward, p.forward);
    m_excess[size_t(p.to)] += clamped - f;
    m_excess[size_t(p.from)] -= clamped - f;
    f = clamped;
}

// The same switches as the last solve: the pairs whose capacity may have changed are found by
// merging the link lists and comparing the terminals, and only they are set and clamped. False
// (the caller builds anew) once too many links have gone, or on a capacity that is not whole.
bool WarmMaxFlow::patch(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink,
                        double removedGbps)
{
    std::vector<int> changed;
    auto closeAll = [&](int sw) {
        for (int arc : m_arcsOf[size_t(kFirstSwitch + sw)])
            changed.push_back(arc / 2);
    };
    for (int i = 0; i < m_switches; ++i) {
        for (const int pair : {i, m_switches + i}) {
            const double gbps = pair < m_switches ? cut.sourceGbps.at(i) : cut.sinkGbps.at(i);
            if (m_base[size_t(pair)] != gbps) {
                m_base[size_t(pair)] = gbps;
                changed.push_back(pair);
            }
        }
    }
    if (links.generation == 0 || links.generation != m_linksGeneration) {
        if (!mergeLinks(links.links, &changed))
            return false;
        m_linksGeneration = links.generation;
    }
    const int removedPair = removedLink >= 0 ? m_pairOfLink[size_t(removedLink)] : -1;
    if (removedSwitch != m_removedSwitch) {
        if (m_removedSwitch >= 0)
            closeAll(m_removedSwitch);
        if (removedSwitch >= 0)
            closeAll(removedSwitch);
    }
    if (removedPair != m_removedPair || removedGbps != m_removedGbps) {
        for (int pair : {m_removedPair, removedPair}) {
            if (pair >= 0)
                changed.push_back(pair);
        }
    }
    m_removedSwitch = removedSwitch;
    m_removedPair = removedPair;
    m_removedGbps = removedGbps;
    m_excess.assign(size_t(m_vertices), 0);
    for (int pair : changed) {
        if (!setCapacity(pair))
            return false;
        clamp(pair);
    }
    m_excess[kSource] = m_excess[kSink] = 0;
    return true;
}

// Links away from the edit are the same entries in the same order: the equal head and tail
// keep their pairs as they are, and only the span between is merged. False after too many
// gone links (the caller rebuilds).
bool WarmMaxFlow::mergeLinks(const std::vector<FlowLink> &now, std::vector<int> *changedPairs)
{
    std::vector<int> &changed = *changedPairs;
    const size_t common = std::min(now.size(), m_links.size());
    size_t head = 0;
    while (head < common && now[head] == m_links[head])
        ++head;
    size_t tail = 0;
    while (tail < common - head && now[now.size() - 1 - tail] == m_links[m_links.size() - 1 - tail])
        ++tail;
    std::vector<int> pairOfLink(now.size());
    std::copy(m_pairOfLink.cbegin(), m_pairOfLink.cbegin() + ptrdiff_t(head), pairOfLink.begin());
    std::copy(m_pairOfLink.cend() - ptrdiff_t(tail), m_pairOfLink.cend(), pairOfLink.end() - ptrdiff_t(tail));
    size_t old = head;
    const size_t oldEnd = m_links.size() - tail;
    auto retire = [&] { // m_links[old] is gone
        const int pair = m_pairOfLink[old++];
        m_base[size_t(pair)] = 0;
        changed.push_back(pair);
        ++m_deadPairs;
    };
    for (size_t l = head; l < now.size() - tail; ++l) {
        const FlowLink &k = now[l];
        while (old < oldEnd && std::pair(m_links[old].a, m_links[old].b) < std::pair(k.a, k.b))
            retire();
        int pair;
        if (old < oldEnd && m_links[old].a == k.a && m_links[old].b == k.b) {
            pair = m_pairOfLink[old++];
        } else { // a new link: a new pair at the end
            pair = int(m_pairs.size());
            m_pairs.push_back({kFirstSwitch + k.a, kFirstSwitch + k.b, 0, 0});
            m_base.push_back(0);
            m_flow.push_back(0);
            addArcs(pair);
        }
        if (m_base[size_t(pair)] != k.capacityGbps) { // (a new pair starts closed, at base 0)
            m_base[size_t(pair)] = k.capacityGbps;
            changed.push_back(pair);
        }
        pairOfLink[l] = pair;
    }
    while (old < oldEnd)
        retire();
    if (m_deadPairs > kMaxDeadPairs)
        return false;
    m_links = now;
    m_pairOfLink = std::move(pairOfLink);
    return true;
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
// A flow that fills every source arc, or every sink arc, is a maximum: those arcs form a cut
// of its value. Checking costs a pass over the terminals; the search that would otherwise
// prove it (no augmenting path) costs a pass over every arc. Sums of whole Gb/s: exact.
bool WarmMaxFlow::fillsATerminalSide() const
{
    double out = 0, outCapacity = 0, in = 0, inCapacity = 0;
    for (int i = 0; i < m_switches; ++i) {
        out += m_flow[size_t(i)];
        outCapacity += m_pairs[size_t(i)].forward;
        in += m_flow[size_t(m_switches + i)];
        inCapacity += m_pairs[size_t(m_switches + i)].forward;
    }
    return out == outCapacity || in == inCapacity;
}

void WarmMaxFlow::augment()
{
    if (fillsATerminalSide())
        return;
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

double WarmMaxFlow::solve(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink,
                          double removedGbps)
{
    if (cut.servers < 2) {
        clear();
        return 0;
    }
    const int switches = int(cut.sourceGbps.size());
    const bool patched = m_warm && m_switches == switches && patch(cut, links, removedSwitch, removedLink, removedGbps);
    if (!patched) {
        const std::vector<FlowLink> previousLinks = std::move(m_links);
        const std::vector<int> previousPairOfLink = std::move(m_pairOfLink);
        const std::vector<double> previousFlow = std::move(m_flow);
        const int previousSwitches = m_warm ? m_switches : -1;
        clear();
        build(cut, links, removedSwitch, removedLink, removedGbps);
        mapPreviousFlow(previousLinks, previousPairOfLink, previousFlow, previousSwitches);
        // The mapped flow need not balance (links that are gone carried some): excess from scratch.
        m_excess.assign(size_t(m_vertices), 0);
        for (int pair = 0; pair < int(m_pairs.size()); ++pair) {
            if (!setCapacity(pair)) {
                clear();
                return -1;
            }
            const Pair &p = m_pairs[size_t(pair)];
            double &f = m_flow[size_t(pair)];
            f = std::clamp(f, -p.backward, p.forward);
            m_excess[size_t(p.to)] += f;
            m_excess[size_t(p.from)] -= f;
        }
        m_excess[kSource] = m_excess[kSink] = 0;
    }
    balance();
    for (int v = kFirstSwitch; v < m_vertices; ++v) {
        if (m_excess[size_t(v)] != 0) { // not expected; start over rather than answer wrong
            std::fill(m_flow.begin(), m_flow.end(), 0.0);
            break;
        }
    }
    augment();
    m_warm = true;
    double value = 0;
    for (int i = 0; i < m_switches; ++i)
        value += m_flow[size_t(i)];
    return value;
}

} // namespace cq
