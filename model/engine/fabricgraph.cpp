#include "fabricgraph.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>

#include <algorithm>

namespace cq {

FabricGraph::FabricGraph(const Design &design)
    : m_design(design)
{
    indexDevices();
    indexCables();
    findFabrics();
    groupClusters();
    findTiers();
    findPods();
}

void FabricGraph::indexDevices()
{
    const int count = int(m_design.servers.size() + m_design.switches.size());
    m_vertex.reserve(count);
    // A duplicate id (only possible in designs built in code; the file reader refuses
    // them) keeps its first object, like Design's own lookups.
    for (int i = 0; i < m_design.servers.size(); ++i)
        m_vertex.insert(m_design.servers.at(i).id, i);
    const int firstSwitch = int(m_design.servers.size());
    for (int i = 0; i < m_design.switches.size(); ++i) {
        if (!m_vertex.contains(m_design.switches.at(i).id))
            m_vertex.insert(m_design.switches.at(i).id, firstSwitch + i);
    }
    m_cablesOf.resize(count);
}

void FabricGraph::indexCables()
{
    m_ends.reserve(m_design.cables.size());
    for (int i = 0; i < m_design.cables.size(); ++i) {
        const Cable &c = m_design.cables.at(i);
        const int va = m_vertex.value(c.a.device, -1);
        const int vb = m_vertex.value(c.b.device, -1);
        m_ends.append({va, vb});
        if (va >= 0)
            m_cablesOf[va].append(i);
        if (vb >= 0 && vb != va) // a cable looping back to its own device is listed once
            m_cablesOf[vb].append(i);
    }
}

void FabricGraph::findFabrics()
{
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
    const int count = int(m_cablesOf.size());
    Graph graph(count);
    for (const auto &[a, b] : std::as_const(m_ends)) {
        if (switchOfVertex(a) >= 0 && switchOfVertex(b) >= 0)
            boost::add_edge(a, b, graph);
    }
    std::vector<int> component(count);
    boost::connected_components(graph, component.data());

    // Renumber the switches' components 0, 1, ... in design order, so fabric numbers do not
    // depend on how many servers precede the switches; servers get -1.
    QHash<int, int> renumbered;
    m_fabric.assign(count, -1);
    for (const Switch &sw : m_design.switches) {
        const int v = m_vertex.value(sw.id);
        if (v < m_design.servers.size())
            continue; // duplicate id of a server
        auto it = renumbered.constFind(component[v]);
        if (it == renumbered.cend())
            it = renumbered.insert(component[v], int(renumbered.size()));
        m_fabric[v] = it.value();
    }
    m_fabricCount = int(renumbered.size());
}

void FabricGraph::groupClusters()
{
    QHash<QString, int> index;
    for (const Server &s : m_design.servers) {
        auto it = index.constFind(s.cluster);
        if (it == index.cend()) {
            it = index.insert(s.cluster, int(m_clusters.size()));
            m_clusters.append(TrainingCluster{s.cluster, {}});
        }
        m_clusters[it.value()].servers.append(&s);
    }
}

void FabricGraph::findTiers()
{
    const int count = int(m_design.switches.size());
    m_tier.fill(0, count);
    QList<int> queue;
    queue.reserve(count);
    for (int i = 0; i < count; ++i) {
        const int v = switchVertex(i);
        for (int index : m_cablesOf.at(v)) {
            const int other = otherVertex(index, v);
            if (other >= 0 && switchOfVertex(other) < 0) { // a server: this is a leaf
                m_tier[i] = 1;
                queue.append(i);
                break;
            }
        }
    }
    for (int head = 0; head < queue.size(); ++head) { // BFS from every leaf at once
        const int i = queue.at(head);
        m_maxTier = std::max(m_maxTier, m_tier.at(i));
        for (int index : m_cablesOf.at(switchVertex(i))) {
            const int j = switchOfVertex(otherVertex(index, switchVertex(i)));
            if (j >= 0 && m_tier.at(j) == 0) {
                m_tier[j] = m_tier.at(i) + 1;
                queue.append(j);
            }
        }
    }
}

void FabricGraph::findPods()
{
    const int count = int(m_design.switches.size());
    m_pod.fill(-1, count);
    auto inPods = [this](int i) { return m_tier.at(i) >= 1 && m_tier.at(i) <= 2; };
    for (int start = 0; start < count; ++start) {
        if (m_pod.at(start) >= 0 || !inPods(start))
            continue;
        QList<int> stack{start};
        m_pod[start] = m_podCount;
        while (!stack.isEmpty()) { // flood fill over tier 1-2 switch cables
            const int i = stack.takeLast();
            for (int index : m_cablesOf.at(switchVertex(i))) {
                const int j = switchOfVertex(otherVertex(index, switchVertex(i)));
                if (j >= 0 && m_pod.at(j) < 0 && inPods(j)) {
                    m_pod[j] = m_podCount;
                    stack.append(j);
                }
            }
        }
        ++m_podCount;
    }
}

int FabricGraph::switchIndex(const QUuid &id) const
{
    const int v = m_vertex.value(id, -1) - int(m_design.servers.size());
    return v >= 0 ? v : -1;
}

const Server *FabricGraph::server(const QUuid &id) const
{
    const int v = m_vertex.value(id, -1);
    return v >= 0 && v < m_design.servers.size() ? &m_design.servers.at(v) : nullptr;
}

const Switch *FabricGraph::switchById(const QUuid &id) const
{
    const int v = switchIndex(id);
    return v >= 0 ? &m_design.switches.at(v) : nullptr;
}

QString FabricGraph::displayName(const QUuid &id) const
{
    const QString *name = nullptr;
    if (const Server *s = server(id))
        name = &s->name;
    else if (const Switch *sw = switchById(id))
        name = &sw->name;
    else
        return m_design.displayName(id);
    return name->isEmpty() ? id.toString(QUuid::WithoutBraces) : *name;
}

const QList<int> &FabricGraph::cablesOf(const QUuid &device) const
{
    static const QList<int> none;
    const int v = m_vertex.value(device, -1);
    return v >= 0 ? m_cablesOf.at(v) : none;
}

double FabricGraph::portRateGbps(const QUuid &device) const
{
    if (const Server *s = server(device))
        return s->nicRateGbps;
    if (const Switch *sw = switchById(device))
        return sw->portRateGbps;
    return 0;
}

double FabricGraph::linkRateGbps(const Cable &cable) const
{
    return std::min(portRateGbps(cable.a.device), portRateGbps(cable.b.device));
}

double FabricGraph::vertexRateGbps(int vertex) const
{
    if (vertex < 0)
        return 0;
    const int sw = switchOfVertex(vertex);
    return sw >= 0 ? m_design.switches.at(sw).portRateGbps : m_design.servers.at(vertex).nicRateGbps;
}

double FabricGraph::linkRateGbps(int cable) const
{
    const auto &[a, b] = m_ends.at(cable);
    return std::min(vertexRateGbps(a), vertexRateGbps(b));
}

int FabricGraph::fabricOf(const QUuid &switchId) const
{
    const int v = m_vertex.value(switchId, -1);
    return v >= 0 ? m_fabric.at(v) : -1;
}

} // namespace cq
