#include "fabricgraph.h"

#include "switchstructure.h"

#include <algorithm>
#include <cstring>
#include <type_traits>
#include <tuple>
#include <utility>

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
    m_rate.resize(size_t(m_vertexCount));
    for (int i = 0; i < m_design.servers.size(); ++i)
        m_rate[size_t(i)] = m_design.servers.at(i).nicRateGbps;
    for (int i = 0; i < m_design.switches.size(); ++i)
        m_rate[size_t(switchVertex(i))] = m_design.switches.at(i).portRateGbps;
    findChange(sameDevices ? previous : nullptr);
    indexCables(sameDevices ? previous : nullptr);
    if (!sameDevices || !reuseClusters(*previous))
        groupClusters();
    m_devicesUnchanged = sameDevices && m_design.servers == previous->m_design.servers
        && m_design.switches == previous->m_design.switches;
    if (sameDevices)
        findEditedSwitches(*previous);
    findServerNetworks(m_devicesUnchanged && m_editedSwitchesKnown ? previous : nullptr);
    m_switchCablingUnchanged = sameDevices && keepsSwitchCabling(*previous);
    // All of these follow from the switch-to-switch cables and the leaves; after an edit of
    // switch cables they usually still hold, which is cheaper to check than to search again.
    m_switchStructureKept = m_switchCablingUnchanged
        || (sameDevices && m_editedSwitchesKnown && sameLeaves(*previous)
            && keepsSwitchStructure(*this, *previous, endsOf(*previous, m_change.head, m_change.previousEnd),
                                    endsOf(*this, m_change.head, m_change.end)));
    if (m_switchStructureKept) {
        m_fabric = previous->m_fabric;
        m_fabricCount = previous->m_fabricCount;
        m_tier = previous->m_tier;
        m_maxTier = previous->m_maxTier;
        m_pod = previous->m_pod;
        m_podCount = previous->m_podCount;
        return;
    }
    findFabrics();
    findTiers();
    findPods();
}

namespace {

/**
 * Cable::operator==, each id compared as one 16-byte block: QUuid's own == compares its 11
 * fields one by one, and findChange() compares every cable of the design (49,152 in the
 * benchmark fat tree).
 */
bool sameCable(const Cable &x, const Cable &y)
{
    static_assert(sizeof(QUuid) == 16 && std::has_unique_object_representations_v<QUuid>);
    static_assert(sizeof(Cable) == 72, "a new Cable field must be compared here too");
    auto same = [](const QUuid &p, const QUuid &q) { return std::memcmp(&p, &q, sizeof(QUuid)) == 0; };
    return same(x.id, y.id) && x.a.port == y.a.port && x.b.port == y.b.port && same(x.a.device, y.a.device)
        && same(x.b.device, y.b.device) && x.lengthM == y.lengthM && x.kind == y.kind;
}

} // namespace

void FabricGraph::findChange(const FabricGraph *previous)
{
    const QList<Cable> &cables = m_design.cables;
    m_change = {0, cables.size(), 0};
    if (!previous)
        return;
    const QList<Cable> &before = previous->m_design.cables;
    m_change.previousEnd = before.size();
    if (cables.constData() == before.constData() && cables.size() == before.size()) {
        m_change.end = m_change.head = cables.size(); // the same list: nothing edited
        m_change.previousEnd = before.size();
        return;
    }
    const qsizetype common = std::min(cables.size(), before.size());
    qsizetype head = 0;
    qsizetype tail = 0;
    while (head < common && sameCable(cables.at(head), before.at(head)))
        ++head;
    while (tail < common - head && sameCable(cables.at(cables.size() - 1 - tail), before.at(before.size() - 1 - tail)))
        ++tail;
    m_change = {head, cables.size() - tail, before.size() - tail};
}

bool FabricGraph::isLeafVertex(int vertex) const
{
    for (int c : cablesOfVertex(vertex)) {
        const int other = otherVertex(c, vertex);
        if (other >= 0 && switchOfVertex(other) < 0)
            return true;
    }
    return false;
}

// The switches at an end of an edited cable, in the graph before the edit and in this one
// (same ids, so the same switch indices); unknown after a long edit.
void FabricGraph::findEditedSwitches(const FabricGraph &previous)
{
    constexpr qsizetype kLongEdit = 256; // beyond this many cables, finding everything again is as cheap
    m_editedSwitchesKnown = m_change.end - m_change.head <= kLongEdit && m_change.previousEnd - m_change.head <= kLongEdit;
    if (!m_editedSwitchesKnown)
        return;
    auto collect = [this](const FabricGraph &g, qsizetype from, qsizetype to) {
        for (qsizetype c = from; c < to; ++c) {
            for (int v : {g.vertexA(int(c)), g.vertexB(int(c))}) {
                if (g.switchOfVertex(v) >= 0)
                    m_editedSwitches.push_back(g.switchOfVertex(v));
            }
        }
    };
    collect(*this, m_change.head, m_change.end);
    collect(previous, m_change.head, m_change.previousEnd);
    std::sort(m_editedSwitches.begin(), m_editedSwitches.end());
    m_editedSwitches.erase(std::unique(m_editedSwitches.begin(), m_editedSwitches.end()), m_editedSwitches.end());
}

void FabricGraph::findServerNetworks(const FabricGraph *previous)
{
    const QList<Server> &servers = m_design.servers;
    if (!previous) {
        m_serverNetworks.resize(servers.size());
        for (int i = 0; i < servers.size(); ++i)
            m_serverNetworks[i] = nodeNetwork(*this, servers.at(i));
        return;
    }
    m_serverNetworks = previous->m_serverNetworks;
    m_serverEditsKnown = true;
    auto redo = [this, &servers](const FabricGraph &g, qsizetype from, qsizetype to) {
        for (qsizetype c = from; c < to; ++c) {
            for (int v : {g.vertexA(int(c)), g.vertexB(int(c))}) {
                if (v >= 0 && g.switchOfVertex(v) < 0) // a server: vertex = index, in both graphs
                    renewServerNetwork(v);
            }
        }
    };
    redo(*this, m_change.head, m_change.end);
    redo(*previous, m_change.head, m_change.previousEnd);
}

void FabricGraph::renewServerNetwork(int server)
{
    const bool seen = std::any_of(m_serverEdits.cbegin(), m_serverEdits.cend(),
                                  [server](const ServerEdit &e) { return e.server == server; });
    NodeNetwork now = nodeNetwork(*this, m_design.servers.at(server));
    if (!seen)
        m_serverEdits.push_back({server, std::exchange(m_serverNetworks[server], std::move(now))});
    else
        m_serverNetworks[server] = std::move(now);
}

// No edited cable (before or after the edit) joins two switches, and every switch at an end of
// one is a leaf in both graphs or in neither.
bool FabricGraph::keepsSwitchCabling(const FabricGraph &previous) const
{
    if (!m_editedSwitchesKnown)
        return false;
    auto joinsSwitches = [](const FabricGraph &g, qsizetype from, qsizetype to) {
        for (qsizetype c = from; c < to; ++c) {
            if (g.switchOfVertex(g.vertexA(int(c))) >= 0 && g.switchOfVertex(g.vertexB(int(c))) >= 0)
                return true;
        }
        return false;
    };
    if (joinsSwitches(*this, m_change.head, m_change.end) || joinsSwitches(previous, m_change.head, m_change.previousEnd))
        return false;
    return sameLeaves(previous);
}

bool FabricGraph::sameLeaves(const FabricGraph &previous) const
{
    return std::all_of(m_editedSwitches.cbegin(), m_editedSwitches.cend(), [&](int sw) {
        return isLeafVertex(switchVertex(sw)) == previous.isLeafVertex(previous.switchVertex(sw));
    });
}

std::span<const std::pair<int, int>> FabricGraph::endsOf(const FabricGraph &g, qsizetype from, qsizetype to)
{
    return {g.m_ends.constData() + from, size_t(to - from)};
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

} // namespace

bool FabricGraph::reuseDevices(const FabricGraph &previous)
{
    if (!sameIds(m_design.servers, previous.m_design.servers) || !sameIds(m_design.switches, previous.m_design.switches))
        return false;
    m_vertex = previous.m_vertex; // implicitly shared: no copy
    m_reusedVertices = true;
    m_vertexCount = int(m_design.servers.size() + m_design.switches.size());
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
    m_vertexCount = count;
}

void FabricGraph::indexCables(const FabricGraph *previous)
{
    const QList<Cable> &cables = m_design.cables;
    m_ends.resize(cables.size());
    // With the same vertices, the cables before and after the edited ones keep their ends.
    const qsizetype head = previous ? m_change.head : 0;
    const qsizetype tail = previous ? cables.size() - m_change.end : 0;
    m_reusedCableEnds = int(head + tail);
    // One flat array, vertex after vertex (compressed sparse rows): no list per vertex to allocate.
    m_firstCableOf.assign(size_t(m_vertexCount) + 1, 0);
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
            ++m_firstCableOf[size_t(va) + 1];
        if (vb >= 0 && vb != va)
            ++m_firstCableOf[size_t(vb) + 1];
    }
    for (size_t v = 1; v < m_firstCableOf.size(); ++v)
        m_firstCableOf[v] += m_firstCableOf[v - 1];
    m_cablesOf.resize(size_t(m_firstCableOf.back()));
    std::vector<int> fill(m_firstCableOf.begin(), m_firstCableOf.end() - 1);
    for (int i = 0; i < cables.size(); ++i) {
        const auto [va, vb] = m_ends.at(i);
        if (va >= 0)
            m_cablesOf[size_t(fill[size_t(va)]++)] = i;
        if (vb >= 0 && vb != va) // a cable looping back to its own device is listed once
            m_cablesOf[size_t(fill[size_t(vb)]++)] = i;
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
    const int count = m_vertexCount;
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
        for (int index : cablesOfVertex(v)) {
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
        for (int index : cablesOfVertex(switchVertex(i))) {
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
            for (int index : cablesOfVertex(switchVertex(i))) {
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

std::span<const int> FabricGraph::cablesOf(const QUuid &device) const
{
    const int v = m_vertex.value(device, -1);
    return v >= 0 ? cablesOfVertex(v) : std::span<const int>();
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

namespace cq {

bool FabricGraph::canPatch(const Design &design, const FabricGraph &previous, const CableChange &edit)
{
    const Design &before = previous.m_design;
    const qsizetype removed = edit.previousEnd - edit.head;
    const qsizetype inserted = edit.end - edit.head;
    return design.servers.constData() == before.servers.constData() && design.servers.size() == before.servers.size()
        && design.switches.constData() == before.switches.constData() && design.switches.size() == before.switches.size()
        && edit.head >= 0 && removed >= 0 && inserted >= 0 && removed <= kMaxPatchedCables && inserted <= kMaxPatchedCables
        && edit.previousEnd <= before.cables.size() && edit.end <= design.cables.size()
        && design.cables.size() - edit.end == before.cables.size() - edit.previousEnd
        && previous.m_ends.size() == before.cables.size();
}

FabricGraph::FabricGraph(const Design &design, FabricGraph &&previous, const CableChange &edit)
    : m_design(design)
{
    Q_ASSERT(canPatch(design, previous, edit));
    m_change = edit;
    m_vertex = previous.m_vertex;
    m_vertexCount = previous.m_vertexCount;
    m_rate = std::move(previous.m_rate);
    m_reusedVertices = true;
    m_devicesUnchanged = true; // the very same lists
    m_editedSwitchesKnown = true;
    m_reusedCableEnds = int(design.cables.size() - (edit.end - edit.head));

    // The edited cables' ends before and after, and the switches and servers at them.
    std::vector<std::pair<int, int>> newEnds;
    newEnds.reserve(size_t(edit.end - edit.head));
    for (qsizetype i = edit.head; i < edit.end; ++i) {
        const Cable &c = design.cables.at(i);
        newEnds.emplace_back(m_vertex.value(c.a.device, -1), m_vertex.value(c.b.device, -1));
    }
    std::vector<int> servers;
    bool joinsSwitches = false;
    auto note = [&](const std::pair<int, int> &ends) {
        for (int v : {ends.first, ends.second}) {
            if (v >= 0 && switchOfVertex(v) >= 0)
                m_editedSwitches.push_back(switchOfVertex(v));
            else if (v >= 0)
                servers.push_back(v);
        }
        joinsSwitches = joinsSwitches || (switchOfVertex(ends.first) >= 0 && switchOfVertex(ends.second) >= 0);
    };
    for (qsizetype i = edit.head; i < edit.previousEnd; ++i)
        note(previous.m_ends.at(i));
    for (const auto &ends : newEnds)
        note(ends);
    std::sort(m_editedSwitches.begin(), m_editedSwitches.end());
    m_editedSwitches.erase(std::unique(m_editedSwitches.begin(), m_editedSwitches.end()), m_editedSwitches.end());
    std::sort(servers.begin(), servers.end());
    servers.erase(std::unique(servers.begin(), servers.end()), servers.end());
    std::vector<char> wasLeaf;
    for (int sw : m_editedSwitches)
        wasLeaf.push_back(previous.isLeafVertex(switchVertex(sw)));

    const std::vector<std::pair<int, int>> removedEnds(previous.m_ends.cbegin() + edit.head,
                                                       previous.m_ends.cbegin() + edit.previousEnd);

    // Take the previous index apart and patch it.
    m_ends = std::move(previous.m_ends);
    m_firstCableOf = std::move(previous.m_firstCableOf);
    m_cablesOf = std::move(previous.m_cablesOf);
    m_spareCablesOf = std::move(previous.m_spareCablesOf);
    patchCableIndex(newEnds);
    m_ends.remove(edit.head, edit.previousEnd - edit.head);
    m_ends.insert(edit.head, qsizetype(newEnds.size()), {});
    std::copy(newEnds.cbegin(), newEnds.cend(), m_ends.begin() + edit.head);

    // The servers' lists are the same, so the clusters' server pointers still hold.
    m_clusters = std::move(previous.m_clusters);
    m_serverNetworks = std::move(previous.m_serverNetworks);
    m_serverEditsKnown = true;
    for (int s : servers)
        renewServerNetwork(s);

    bool leavesKept = true;
    for (size_t i = 0; i < m_editedSwitches.size(); ++i)
        leavesKept = leavesKept && bool(wasLeaf[i]) == isLeafVertex(switchVertex(m_editedSwitches[i]));
    m_switchCablingUnchanged = !joinsSwitches && leavesKept;
    m_switchStructureKept = m_switchCablingUnchanged || (leavesKept && keepsSwitchStructure(*this, previous, removedEnds, newEnds));
    if (m_switchStructureKept) {
        m_fabric = std::move(previous.m_fabric);
        m_fabricCount = previous.m_fabricCount;
        m_tier = std::move(previous.m_tier);
        m_maxTier = previous.m_maxTier;
        m_pod = std::move(previous.m_pod);
        m_podCount = previous.m_podCount;
        return;
    }
    findFabrics();
    findTiers();
    findPods();
}

// Rows of the vertices at an edited cable's end change; every other row is copied with its
// cable numbers after the span moved by (inserted - removed). One pass over the index, into
// the spare buffer: O(cable ends), but a copy and an add per entry, no hashing.
void FabricGraph::patchCableIndex(const std::vector<std::pair<int, int>> &newEnds)
{
    const int head = int(m_change.head);
    const int previousEnd = int(m_change.previousEnd);
    const int delta = int(m_change.end - m_change.previousEnd);
    std::vector<std::pair<int, int>> added; // (vertex, new cable index)
    std::vector<int> touched;
    for (size_t k = 0; k < newEnds.size(); ++k) {
        const auto [va, vb] = newEnds[k];
        if (va >= 0)
            added.emplace_back(va, head + int(k));
        if (vb >= 0 && vb != va)
            added.emplace_back(vb, head + int(k));
    }
    for (qsizetype i = m_change.head; i < m_change.previousEnd; ++i) {
        for (int v : {m_ends.at(i).first, m_ends.at(i).second}) {
            if (v >= 0)
                touched.push_back(v);
        }
    }
    for (const auto &[v, c] : added)
        touched.push_back(v);
    std::sort(added.begin(), added.end());
    std::sort(touched.begin(), touched.end());
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());

    const std::vector<int> &old = m_cablesOf;
    std::vector<int> &out = m_spareCablesOf;
    out.resize(old.size() + added.size()); // at most; trimmed at the end
    auto shifted = [=](int c) { return c >= previousEnd ? c + delta : c; };
    size_t written = 0;
    size_t copied = 0; // old entries up to here are in out
    auto copyUntil = [&](size_t to) {
        written = size_t(std::transform(old.cbegin() + ptrdiff_t(copied), old.cbegin() + ptrdiff_t(to),
                                        out.begin() + ptrdiff_t(written), shifted) - out.begin());
        copied = to;
    };
    int carry = 0;
    auto nextAdded = added.cbegin();
    size_t t = 0;
    for (size_t v = 0; v < m_firstCableOf.size(); ++v) {
        const int oldBegin = m_firstCableOf[v];
        m_firstCableOf[v] = oldBegin + carry;
        if (t == touched.size() || touched[t] != int(v))
            continue;
        ++t;
        copyUntil(size_t(oldBegin));
        const size_t rowStart = written;
        const int oldEnd = m_firstCableOf[v + 1];
        // Ascending: the kept cables before the span, the new ones, the kept ones after it.
        int i = oldBegin;
        for (; i < oldEnd && old[size_t(i)] < head; ++i)
            out[written++] = old[size_t(i)];
        for (; nextAdded != added.cend() && nextAdded->first == int(v); ++nextAdded)
            out[written++] = nextAdded->second;
        for (; i < oldEnd; ++i) {
            if (old[size_t(i)] >= previousEnd)
                out[written++] = old[size_t(i)] + delta;
        }
        copied = size_t(oldEnd);
        carry += int(written - rowStart) - (oldEnd - oldBegin);
    }
    copyUntil(old.size());
    out.resize(written);
    std::swap(m_cablesOf, m_spareCablesOf);
}

} // namespace cq
