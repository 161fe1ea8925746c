#include "roomrules.h"

#include "devicepaircables.h"
#include "topology/fabricgraph.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace cq {

namespace {

/** Room of a server or switch vertex (null for a device in no room). */
const QUuid &roomOfVertex(const FabricGraph &graph, int vertex)
{
    const int sw = graph.switchOfVertex(vertex);
    return sw >= 0 ? graph.design().switches.at(sw).roomId : graph.design().servers.at(vertex).roomId;
}

/**
 * Which cross-room cables CQ-ROOM-001 already reports: per server vertex, the index of its
 * training cluster when that cluster has more than one server (the ones CQ-ROOM-001 checks),
 * else -1. Built on the first cross-room cable only, so a sound design pays nothing.
 */
class RoomRuleCoverage
{
public:
    explicit RoomRuleCoverage(const FabricGraph &graph) : m_graph(graph) {}

    /** True when CQ-ROOM-001 fires for the cable joining vertices @p a and @p b (rooms differ, neither null). */
    bool covered(int a, int b)
    {
        return coveredFrom(a, b) || coveredFrom(b, a);
    }

private:
    /** @p server is a server of a checked cluster and @p other a switch or a server of that cluster. */
    bool coveredFrom(int server, int other)
    {
        if (m_graph.switchOfVertex(server) >= 0)
            return false;
        const int cluster = clusterOf(server);
        return cluster >= 0 && (m_graph.switchOfVertex(other) >= 0 || clusterOf(other) == cluster);
    }

    int clusterOf(int serverVertex)
    {
        if (m_clusterOf.empty()) {
            m_clusterOf.assign(size_t(m_graph.design().servers.size()), -1);
            const QList<TrainingCluster> &clusters = m_graph.clusters();
            for (int c = 0; c < clusters.size(); ++c) {
                if (clusters.at(c).servers.size() < 2)
                    continue;
                for (const Server *s : clusters.at(c).servers)
                    m_clusterOf[size_t(m_graph.serverIndex(s))] = c;
            }
        }
        return m_clusterOf[size_t(serverVertex)];
    }

    const FabricGraph &m_graph;
    std::vector<int> m_clusterOf;
};

/** Every device stands in one room or in none: no cable can cross rooms (O(devices), not O(cables)). */
bool atMostOneRoom(const Design &design)
{
    const QUuid *room = nullptr;
    auto sameRoom = [&room](const QUuid &id) {
        if (id.isNull())
            return true;
        if (!room)
            room = &id;
        return id == *room;
    };
    return std::all_of(design.servers.cbegin(), design.servers.cend(), [&](const Server &s) { return sameRoom(s.roomId); })
        && std::all_of(design.switches.cbegin(), design.switches.cend(), [&](const Switch &sw) { return sameRoom(sw.roomId); });
}

} // namespace

void checkCableRooms(const FabricGraph &graph, QList<Diagnostic> *out)
{
    if (atMostOneRoom(graph.design()))
        return; // the common case: a 49,152-cable fat tree in one hall costs 3,584 compares
    RoomRuleCoverage coverage(graph);
    const QList<DevicePairCables> crossings = cablesByDevicePair(graph, [&](int a, int b) {
        const QUuid &roomA = roomOfVertex(graph, a);
        const QUuid &roomB = roomOfVertex(graph, b);
        return roomA != roomB && !roomA.isNull() && !roomB.isNull() && !coverage.covered(a, b);
    });
    const Design &design = graph.design();
    for (const DevicePairCables &c : std::as_const(crossings)) {
        const QUuid roomA = roomOfVertex(graph, graph.vertexOf(c.a));
        const QUuid roomB = roomOfVertex(graph, graph.vertexOf(c.b));
        const QString message =
            QCoreApplication::translate("cq::Validator",
                                        "%n cable(s) join \"%1\" in room %2 to \"%3\" in room %4: a cable cannot "
                                        "run between machine rooms; put both devices in one room.",
                                        nullptr, int(c.cables.size()))
                .arg(graph.displayName(c.a), design.displayName(roomA), graph.displayName(c.b),
                     design.displayName(roomB));
        out->append({QStringLiteral("CQ-ROOM-002"), Severity::Error, message,
                     QList<QUuid>{c.a, c.b} + c.cables + QList<QUuid>{roomA, roomB}});
    }
}

} // namespace cq
