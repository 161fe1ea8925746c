#include "switchstructure.h"

#include "fabricgraph.h"

#include <cstdlib>
#include <vector>

namespace cq {

namespace {

/** Whether switch @p to is reachable from switch @p from over cables between switches that
 *  @p allowed accepts (breadth first, stopping at @p to). */
template<typename Allowed>
bool reaches(const FabricGraph &g, int from, int to, Allowed allowed)
{
    if (from == to)
        return true;
    std::vector<char> seen(size_t(g.design().switches.size()), 0);
    std::vector<int> queue{from};
    seen[size_t(from)] = 1;
    for (size_t head = 0; head < queue.size(); ++head) {
        const int v = g.switchVertex(queue[head]);
        for (int cable : g.cablesOfVertex(v)) {
            const int next = g.switchOfVertex(g.otherVertex(cable, v));
            if (next < 0 || seen[size_t(next)] || !allowed(next))
                continue;
            if (next == to)
                return true;
            seen[size_t(next)] = 1;
            queue.push_back(next);
        }
    }
    return false;
}

/** A switch whose tier (BFS distance from the leaves) keeps its value: a leaf, one no leaf
 *  reaches, or one with a neighbour a tier below. */
bool keepsTier(const FabricGraph &g, const FabricGraph &previous, int sw)
{
    const int tier = previous.tier(sw);
    if (tier <= 1)
        return true; // the leaves are unchanged; an unreached switch that lost a cable stays so
    const int v = g.switchVertex(sw);
    for (int cable : g.cablesOfVertex(v)) {
        const int other = g.switchOfVertex(g.otherVertex(cable, v));
        if (other >= 0 && previous.tier(other) == tier - 1)
            return true;
    }
    return false;
}

bool inPods(const FabricGraph &previous, int sw)
{
    return previous.tier(sw) >= 1 && previous.tier(sw) <= 2;
}

} // namespace

bool keepsSwitchStructure(const FabricGraph &graph, const FabricGraph &previous,
                          std::span<const std::pair<int, int>> removed, std::span<const std::pair<int, int>> inserted)
{
    for (const auto &[va, vb] : inserted) {
        const int a = graph.switchOfVertex(va);
        const int b = graph.switchOfVertex(vb);
        if (va < 0 || vb < 0 || a < 0 || b < 0)
            continue; // a server cable: the leaves are unchanged, so nothing here moves
        if (previous.fabricOfSwitch(a) != previous.fabricOfSwitch(b))
            return false;
        const int ta = previous.tier(a);
        const int tb = previous.tier(b);
        if ((ta == 0) != (tb == 0) || std::abs(ta - tb) > 1)
            return false;
        if (inPods(previous, a) && inPods(previous, b) && previous.pod(a) != previous.pod(b))
            return false;
    }
    for (const auto &[va, vb] : removed) {
        const int a = graph.switchOfVertex(va);
        const int b = graph.switchOfVertex(vb);
        if (va < 0 || vb < 0 || a < 0 || b < 0)
            continue;
        if (!keepsTier(graph, previous, a) || !keepsTier(graph, previous, b))
            return false;
        if (!reaches(graph, a, b, [](int) { return true; }))
            return false;
        if (inPods(previous, a) && inPods(previous, b)
            && !reaches(graph, a, b, [&](int sw) { return inPods(previous, sw); }))
            return false;
    }
    return true;
}

} // namespace cq
