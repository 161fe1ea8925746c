#include "switchdistances.h"

#include "fabricgraph.h"

#include <algorithm>

namespace cq {

namespace {

/** Distinct neighbouring switches of every switch, sorted. */
QList<QList<int>> switchNeighbours(const FabricGraph &g)
{
    const int count = int(g.design().switches.size());
    QList<QList<int>> adj(count);
    for (int i = 0; i < count; ++i) {
        const int v = g.switchVertex(i);
        for (int c : g.cablesOfVertex(v)) {
            const int j = g.switchOfVertex(g.otherVertex(c, v));
            if (j >= 0 && j != i)
                adj[i].append(j);
        }
        std::sort(adj[i].begin(), adj[i].end());
        adj[i].erase(std::unique(adj[i].begin(), adj[i].end()), adj[i].end());
    }
    return adj;
}

} // namespace

void SwitchDistances::update(const FabricGraph &graph)
{
    QList<QList<int>> now = switchNeighbours(graph);
    if (now != m_neighbours) {
        m_neighbours = std::move(now);
        m_from.clear();
    }
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
