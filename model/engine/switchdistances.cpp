#include "switchdistances.h"

#include "topology/fabricgraph.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>

namespace cq {

namespace {

/** Distinct neighbouring switches of switch @p i, sorted. */
QList<int> neighboursOf(const FabricGraph &g, int i)
{
    QList<int> adj;
    const int v = g.switchVertex(i);
    for (int c : g.cablesOfVertex(v)) {
        const int j = g.switchOfVertex(g.otherVertex(c, v));
        if (j >= 0 && j != i)
            adj.append(j);
    }
    std::sort(adj.begin(), adj.end());
    adj.erase(std::unique(adj.begin(), adj.end()), adj.end());
    return adj;
}

} // namespace

void SwitchDistances::update(const FabricGraph &graph, bool fromPrevious)
{
    const int count = int(graph.design().switches.size());
    const bool onlyEdited = fromPrevious && graph.editedSwitchesKnown() && m_neighbours.size() == count;
    if (!onlyEdited) {
        QList<QList<int>> now(count);
        for (int i = 0; i < count; ++i)
            now[i] = neighboursOf(graph, i);
        if (now != m_neighbours)
            m_from.clear();
        m_neighbours = std::move(now);
        return;
    }
    std::vector<std::pair<int, int>> added;
    std::vector<std::pair<int, int>> removed;
    for (int i : graph.editedSwitches()) {
        QList<int> now = neighboursOf(graph, i);
        const QList<int> &before = m_neighbours.at(i);
        auto pairWith = [i](int j) { return std::pair(i, j); };
        std::vector<int> diff;
        std::set_difference(now.cbegin(), now.cend(), before.cbegin(), before.cend(), std::back_inserter(diff));
        std::transform(diff.cbegin(), diff.cend(), std::back_inserter(added), pairWith);
        diff.clear();
        std::set_difference(before.cbegin(), before.cend(), now.cbegin(), now.cend(), std::back_inserter(diff));
        std::transform(diff.cbegin(), diff.cend(), std::back_inserter(removed), pairWith);
        m_neighbours[i] = std::move(now);
    }
    if (added.empty() && removed.empty())
        return;
    for (auto it = m_from.begin(); it != m_from.end();) {
        if (stillShortest(it.value(), added, removed))
            ++it;
        else
            it = m_from.erase(it);
    }
}

// Hop counts d from one start are the breadth-first distances of a graph exactly when every
// reached switch but the start has a neighbour one hop nearer, every link joins switches at
// most one hop apart, and no link joins a reached switch to an unreached one. The old d had
// all three; only the edited links can break them: an added link joining switches more than
// one hop apart (or reached and unreached), or a removed link that was the last one from a
// switch to the level above it.
bool SwitchDistances::stillShortest(const QList<int> &d, const std::vector<std::pair<int, int>> &added,
                                    const std::vector<std::pair<int, int>> &removed) const
{
    for (const auto &[a, b] : added) {
        if ((d.at(a) < 0) != (d.at(b) < 0) || std::abs(d.at(a) - d.at(b)) > 1)
            return false;
    }
    for (const auto &[a, b] : removed) {
        if (d.at(a) < 0 || std::abs(d.at(a) - d.at(b)) != 1)
            continue; // not a link of any shortest path
        const int far = d.at(a) > d.at(b) ? a : b;
        const QList<int> &adj = m_neighbours.at(far);
        if (std::none_of(adj.cbegin(), adj.cend(), [&](int w) { return d.at(w) == d.at(far) - 1; }))
            return false;
    }
    return true;
}

const QList<int> &SwitchDistances::from(int start)
{
    auto it = m_from.find(start);
    if (it != m_from.end())
        return it.value();
    QList<int> dist(m_neighbours.size(), -1);
    QList<int> queue{start};
    dist[start] = 0;
    for (qsizetype head = 0; head < queue.size(); ++head) {
        const int u = queue.at(head);
        for (int v : m_neighbours.at(u)) {
            if (dist.at(v) < 0) {
                dist[v] = dist.at(u) + 1;
                queue.append(v);
            }
        }
    }
    return m_from.insert(start, std::move(dist)).value();
}

} // namespace cq
