#include "switchdistances.h"

#include "fabricgraph.h"

#include <algorithm>

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
    bool changed = !onlyEdited;
    if (onlyEdited) {
        for (int i : graph.editedSwitches()) {
            QList<int> now = neighboursOf(graph, i);
            if (now != m_neighbours.at(i)) {
                m_neighbours[i] = std::move(now);
                changed = true;
            }
        }
    } else {
        QList<QList<int>> now(count);
        for (int i = 0; i < count; ++i)
            now[i] = neighboursOf(graph, i);
        changed = now != m_neighbours;
        m_neighbours = std::move(now);
    }
    if (changed)
        m_from.clear();
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
