#include "clusterrules.h"

#include "engine/fabricgraph.h"
#include "ruletext.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <vector>

namespace cq {

namespace {

/** Appends @p id to @p ids once, keeping first-seen order. */
void addOnce(QList<QUuid> *ids, QSet<QUuid> *seen, const QUuid &id)
{
    if (!seen->contains(id)) {
        seen->insert(id);
        ids->append(id);
    }
}

/** Switches the cluster's cables reach directly, in first-seen order (integer vertices, no id hashing). */
QList<const Switch *> switchesOf(const FabricGraph &graph, const TrainingCluster &cluster)
{
    QList<const Switch *> result;
    std::vector<bool> seen(size_t(graph.design().switches.size()), false);
    for (const Server *s : cluster.servers) {
        const int v = graph.vertexOf(s->id); // as cablesOf(id): a duplicate id shares the first vertex
        for (int index : graph.cablesOfVertex(v)) {
            const int sw = graph.switchOfVertex(graph.otherVertex(index, v));
            if (sw >= 0 && !seen[size_t(sw)]) {
                seen[size_t(sw)] = true;
                result.append(&graph.design().switches.at(sw));
            }
        }
    }
    return result;
}

void checkRooms(const FabricGraph &graph, const TrainingCluster &cluster, QList<Diagnostic> *out)
{
    QList<QUuid> rooms;
    QSet<QUuid> seenRooms;
    QList<QUuid> devices;
    for (const Server *s : cluster.servers) {
        addOnce(&rooms, &seenRooms, s->roomId);
        devices.append(s->id);
    }
    for (const Switch *sw : switchesOf(graph, cluster)) {
        addOnce(&rooms, &seenRooms, sw->roomId);
        devices.append(sw->id);
    }
    if (rooms.size() < 2)
        return;
    QStringList names;
    for (const QUuid &room : std::as_const(rooms)) {
        if (room.isNull())
            names.append(QCoreApplication::translate("cq::Validator", "no room"));
        else
            names.append(graph.design().displayName(room));
    }
    rooms.removeAll(QUuid());
    out->append({QStringLiteral("CQ-ROOM-001"), Severity::Error,
                 QCoreApplication::translate("cq::Validator",
                                             "Training cluster \"%1\" spans %2 machine rooms (%3): "
                                             "synchronous training needs one room.")
                     .arg(cluster.name, QString::number(names.size()), nameList(names)),
                 devices + rooms});
}

/** Which switch fabrics each server of a cluster reaches, and the one reaching the most. */
struct FabricReach {
    QList<QList<int>> fabricsOf; ///< per server of the cluster, each fabric once
    int best = -1;              ///< -1 when no server reaches any fabric
    int bestCount = 0;
};

// The fabric reaching most servers wins; on a tie the first in design order, so the
// servers named as cut off do not depend on hashing.
FabricReach fabricReach(const FabricGraph &graph, const TrainingCluster &cluster)
{
    FabricReach reach;
    QList<int> count(graph.fabricCount(), 0);
    reach.fabricsOf.reserve(cluster.servers.size());
    for (const Server *s : cluster.servers) {
        QList<int> fabrics; // a server reaches one or two fabrics: a list beats a hash set
        const int v = graph.vertexOf(s->id); // as cablesOf(id): a duplicate id shares the first vertex
        for (int index : graph.cablesOfVertex(v)) {
            const int sw = graph.switchOfVertex(graph.otherVertex(index, v));
            const int f = sw >= 0 ? graph.fabricOfSwitch(sw) : -1;
            if (f >= 0 && !fabrics.contains(f))
                fabrics.append(f);
        }
        for (int f : std::as_const(fabrics))
            ++count[f];
        reach.fabricsOf.append(fabrics);
    }
    for (int f = 0; f < count.size(); ++f) {
        if (count.at(f) > reach.bestCount) {
            reach.best = f;
            reach.bestCount = count.at(f);
        }
    }
    return reach;
}

// Servers never forward between fabrics, so the cluster needs one fabric that every server
// reaches; the servers that miss the best-connected fabric are the ones to recable.
void checkFabric(const FabricGraph &graph, const TrainingCluster &cluster, QList<Diagnostic> *out)
{
    const FabricReach reach = fabricReach(graph, cluster);
    if (reach.bestCount == cluster.servers.size())
        return;
    QList<QUuid> ids;
    QStringList names;
    for (int i = 0; i < cluster.servers.size(); ++i) {
        if (!reach.fabricsOf.at(i).contains(reach.best)) {
            ids.append(cluster.servers.at(i)->id);
            names.append(graph.displayName(cluster.servers.at(i)->id));
        }
    }
    const QString message = reach.best < 0
        ? QCoreApplication::translate("cq::Validator",
                                      "Training cluster \"%1\" has %2 servers but none is cabled to a switch: "
                                      "cable them into one switch fabric.")
              .arg(cluster.name, QString::number(cluster.servers.size()))
        : QCoreApplication::translate("cq::Validator",
                                      "Training cluster \"%1\" is split: %2 of its %3 servers (%4) cannot reach "
                                      "the switch fabric of the others; cable every server into one fabric.")
              .arg(cluster.name, QString::number(ids.size()), QString::number(cluster.servers.size()),
                   nameList(names));
    out->append({QStringLiteral("CQ-FABRIC-001"), Severity::Error, message, ids});
}

void checkPcie(const FabricGraph &graph, const TrainingCluster &cluster, QList<Diagnostic> *out)
{
    QList<QUuid> ids;
    QStringList names;
    for (const Server *s : cluster.servers) {
        if (isPcie(s->fabric)) {
            ids.append(s->id);
            names.append(graph.displayName(s->id));
        }
    }
    if (ids.isEmpty())
        return;
    out->append({QStringLiteral("CQ-PCIE-001"), Severity::Warning,
                 QCoreApplication::translate("cq::Validator",
                                             "Training cluster \"%1\" has %2 PCIe servers among its %3 servers (%4): "
                                             "multi-node training expects NVLink (SXM) servers; PCIe GPUs exchange "
                                             "gradients several times slower.")
                     .arg(cluster.name, QString::number(ids.size()), QString::number(cluster.servers.size()),
                          nameList(names)),
                 ids});
}

void checkEthernet(const FabricGraph &graph, const TrainingCluster &cluster, QList<Diagnostic> *out)
{
    QList<QUuid> ids;
    QStringList names;
    for (const Server *s : cluster.servers) {
        if (!isRdma(s->nicKind)) {
            ids.append(s->id);
            names.append(graph.displayName(s->id));
        }
    }
    for (const Switch *sw : switchesOf(graph, cluster)) {
        if (!isRdma(sw->kind)) {
            ids.append(sw->id);
            names.append(graph.displayName(sw->id));
        }
    }
    if (ids.isEmpty())
        return;
    out->append({QStringLiteral("CQ-ETH-001"), Severity::Warning,
                 QCoreApplication::translate("cq::Validator",
                                             "Training cluster \"%1\" runs over plain Ethernet without RDMA (%2): "
                                             "multi-node training needs InfiniBand or RoCE.")
                     .arg(cluster.name, nameList(names)),
                 ids});
}

/** Distinct NIC ports of @p server (0 .. nicCount-1) holding a cable to a switch. */
int cabledNicPorts(const FabricGraph &graph, const Server &server)
{
    const int v = graph.vertexOf(server.id); // as cablesOf(id): a duplicate id shares the first vertex
    QVarLengthArray<int, 16> ports;
    for (int index : graph.cablesOfVertex(v)) {
        const Cable &c = graph.design().cables.at(index);
        const int port = graph.vertexA(index) == v ? c.a.port : c.b.port;
        if (graph.switchOfVertex(graph.otherVertex(index, v)) >= 0 && port >= 0 && port < server.nicCount
            && !ports.contains(port))
            ports.append(port);
    }
    return int(ports.size());
}

// A node with some NIC ports left uncabled is the slowest node of every collective: the ring
// and the trees wait for it (an 8-NIC node on one cable runs the whole cluster at 1/8).
// Nodes with no cable at all are CQ-FABRIC-001's.
void checkNics(const FabricGraph &graph, const TrainingCluster &cluster, QList<Diagnostic> *out)
{
    QList<QUuid> ids;
    QStringList names;
    for (const Server *s : cluster.servers) {
        const int cabled = s->gpuCount > 0 ? cabledNicPorts(graph, *s) : 0;
        if (cabled > 0 && cabled < s->nicCount) {
            ids.append(s->id);
            names.append(QCoreApplication::translate("cq::Validator", "%1 (%2 of %3 cabled)")
                             .arg(graph.displayName(s->id)).arg(cabled).arg(s->nicCount));
        }
    }
    if (ids.isEmpty())
        return;
    out->append({QStringLiteral("CQ-NIC-001"), Severity::Warning,
                 QCoreApplication::translate("cq::Validator",
                                             "Training cluster \"%1\" has NIC ports left uncabled on %2 server(s) (%3): "
                                             "every collective runs at the pace of the slowest node's network.")
                     .arg(cluster.name, QString::number(ids.size()), nameList(names)),
                 ids});
}

} // namespace

void checkClusterRules(const FabricGraph &graph, QList<Diagnostic> *out)
{
    using Rule = void (*)(const FabricGraph &, const TrainingCluster &, QList<Diagnostic> *);
    for (Rule rule : {checkRooms, checkFabric, checkPcie, checkEthernet, checkNics}) {
        for (const TrainingCluster &cluster : graph.clusters()) {
            if (cluster.servers.size() > 1)
                rule(graph, cluster, out);
        }
    }
}

} // namespace cq
