#include "fabricgraph.h"

#include <algorithm>
#include <tuple>

namespace cq {

FabricGraph::FabricGraph(const Design &design)
    : m_design(design)
{
    build(nullptr);
}

FabricGraph::FabricGraph(const Design &design, const FabricGraph &previous)
    : m_design(design)
{
    build(&previous);
}

void FabricGraph::build(const FabricGraph *previous)
{
    const bool sameDevices = previous && reuseDevices(*previous);
    if (!sameDevices)
        indexDevices();
    indexCables(sameDevices ? previous : nullptr);
    findFabrics();
    if (!sameDevices || !reuseClusters(*previous))
        groupClusters();
    findTiers();
    findPods();
}

namespace {

/** Same ids in the same order (a list shared with the earlier copy is trivially so). */
template<typename T>
bool sameIds(const QList<T> &a, const QList<T> &b)
{
    if (a.size() != b.size())
        return false;
    if (a.constData() == b.constData())
        return true;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i).id != b.at(i).id)
            return false;
    }
    return true;
}

bool sameEnds(const Cable &x, const Cable &y)
{
    return x.a.device == y.a.device && x.b.device == y.b.device;
}

} // namespace

bool FabricGraph::reuseDevices(const FabricGraph &previous)
{
    if (!sameIds(m_design.servers, previous.m_design.servers) || !sameIds(m_design.switches, previous.m_design.switches))
        return false;
    m_vertex = previous.m_vertex; // implicitly shared: no copy
    m_reusedVertices = true;
    m_cablesOf.resize(m_design.servers.size() + m_design.switches.size());
    return true;
}

bool FabricGraph::reuseClusters(const FabricGraph &previous)
{
    const QList<Server> &now = m_design.servers;
    const QList<Server> &before = previous.m_design.servers;
    for (qsizetype i = 0; i < now.size(); ++i) {
        if (now.at(i).cluster != before.at(i).cluster)
            return false;
    }
    m_clusters = previous.m_clusters;
    for (TrainingCluster &cluster : m_clusters) { // point into this design's servers
        for (const Server *&s : cluster.servers)
            s = &now.at(previous.serverIndex(s));
    }
    return true;
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

void FabricGraph::indexCables(const FabricGraph *previous)
{
    const QList<Cable> &cables = m_design.cables;
    m_ends.resize(cables.size());
    // With the same vertices, the cables before and after the edited ones keep their ends.
    qsizetype head = 0;
    qsizetype tail = 0;
    if (previous) {
        const QList<Cable> &before = previous->m_design.cables;
        const qsizetype common = std::min(cables.size(), before.size());
        while (head < common && sameEnds(cables.at(head), before.at(head)))
            ++head;
        while (tail < common - head && sameEnds(cables.at(cables.size() - 1 - tail), before.at(before.size() - 1 - tail)))
            ++tail;
    }
    m_reusedCableEnds = int(head + tail);
    std::vector<int> degree(m_cablesOf.size(), 0);
    for (qsizetype i = 0; i < cables.size(); ++i) {
        const Cable &c = cables.at(i);
        int va;
        int vb;
        if (i < head || i >= cables.size() - tail) {
            const qsizetype j = i < head ? i : i - cables.size() + previous->m_ends.size();
            std::tie(va, vb) = previous->m_ends.at(j);
        } else {
            va = m_vertex.value(c.a.device, -1);
            vb = m_vertex.value(c.b.device, -1);
        }
        m_ends[i] = {va, vb};
        if (va >= 0)
            ++degree[size_t(va)];
        if (vb >= 0 && vb != va)
            ++degree[size_t(vb)];
    }
    // Sized first: 3,000 lists growing append by append were a good share of the build time.
    for (int v = 0; v < m_cablesOf.size(); ++v)
        m_cablesOf[v].reserve(degree[size_t(v)]);
    for (int i = 0; i < cables.size(); ++i) {
        const auto [va, vb] = m_ends.at(i);
        if (va >= 0)
            m_cablesOf[va].append(i);
        if (vb >= 0 && vb != va) // a cable looping back to its own device is listed once
            m_cablesOf[vb].append(i);
    }
}

namespace {

/** Union-find root of @p v with path halving. */
int rootOf(std::vector<int> &parent, int v)
{
    while (parent[size_t(v)] != v) {
        parent[size_t(v)] = parent[size_t(parent[size_t(v)])];
        v = parent[size_t(v)];
    }
    return v;
}

} // namespace

void FabricGraph::findFabrics()
{
    // Connected components of the switch-to-switch cables by union-find: the same partition
    // boost::connected_components gives, without building an adjacency_list per analysis.
    const int count = int(m_cablesOf.size());
    std::vector<int> component(static_cast<size_t>(count));
    for (int v = 0; v < count; ++v)
        component[size_t(v)] = v;
    for (const auto &[a, b] : std::as_const(m_ends)) {
        if (switchOfVertex(a) >= 0 && switchOfVertex(b) >= 0) {
            const int ra = rootOf(component, a);
            const int rb = rootOf(component, b);
            if (ra != rb)
                component[size_t(std::max(ra, rb))] = std::min(ra, rb);
        }
    }

    // Renumber the switches' components 0, 1, ... in design order, so fabric numbers do not
    // depend on how many servers precede the switches; servers get -1.
    std::vector<int> renumbered(size_t(count), -1);
    m_fabric.assign(count, -1);
    m_fabricCount = 0;
    for (const Switch &sw : m_design.switches) {
        const int v = m_vertex.value(sw.id);
        if (v < m_design.servers.size())
            continue; // duplicate id of a server
        int &number = renumbered[size_t(rootOf(component, v))];
        if (number < 0)
            number = m_fabricCount++;
        m_fabric[v] = number;
    }
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
