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
    for (int i = 0; i < m_design.cables.size(); ++i) {
        const Cable &c = m_design.cables.at(i);
        const int va = m_vertex.value(c.a.device, -1);
        const int vb = m_vertex.value(c.b.device, -1);
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
    for (const Cable &c : m_design.cables) {
        if (switchById(c.a.device) && switchById(c.b.device))
            boost::add_edge(m_vertex.value(c.a.device), m_vertex.value(c.b.device), graph);
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

const Server *FabricGraph::server(const QUuid &id) const
{
    const int v = m_vertex.value(id, -1);
    return v >= 0 && v < m_design.servers.size() ? &m_design.servers.at(v) : nullptr;
}

const Switch *FabricGraph::switchById(const QUuid &id) const
{
    const int v = m_vertex.value(id, -1) - int(m_design.servers.size());
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

int FabricGraph::fabricOf(const QUuid &switchId) const
{
    const int v = m_vertex.value(switchId, -1);
    return v >= 0 ? m_fabric.at(v) : -1;
}

} // namespace cq
