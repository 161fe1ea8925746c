#include "clusterrules.h"

#include "topology/fabricgraph.h"
#include "ruletext.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
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
        const int v = graph.vertexOfServer(s); // as cablesOf(id): a duplicate id shares the first vertex
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

/** Every server of the cluster and every switch its cables reach stand in one room (or none). */
bool oneRoom(const QList<const Switch *> &switches, const TrainingCluster &cluster)
{
    const QUuid &room = cluster.servers.first()->roomId;
    return std::all_of(cluster.servers.cbegin(), cluster.servers.cend(), [&](const Server *s) { return s->roomId == room; })
        && std::all_of(switches.cbegin(), switches.cend(), [&](const Switch *sw) { return sw->roomId == room; });
}

void checkRooms(const FabricGraph &graph, const TrainingCluster &cluster, const QList<const Switch *> &switches,
                QList<Diagnostic> *out)
{
    if (oneRoom(switches, cluster))
        return; // the common case, without hashing every room id
    QList<QUuid> rooms;
    QSet<QUuid> seenRooms;
    QList<QUuid> devices;
    for (const Server *s : cluster.servers) {
        addOnce(&rooms, &seenRooms, s->roomId);
        devices.append(s->id);
    }
    for (const Switch *sw : switches) {
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

/** The switch fabrics @p server's cables reach, each once (one or two: a short array, no hash). */
QVarLengthArray<int, 4> fabricsOf(const FabricGraph &graph, const Server &server)
{
    QVarLengthArray<int, 4> fabrics;
    const int v = graph.vertexOfServer(&server); // as cablesOf(id): a duplicate id shares the first vertex
    for (int index : graph.cablesOfVertex(v)) {
        const int sw = graph.switchOfVertex(graph.otherVertex(index, v));
        const int f = sw >= 0 ? graph.fabricOfSwitch(sw) : -1;
        if (f >= 0 && !fabrics.contains(f))
            fabrics.append(f);
    }
    return fabrics;
}

/** The fabric reaching most servers of the cluster (first in design order on a tie, so the
 *  servers named as cut off do not depend on hashing); -1 when none reaches any. */
int bestFabric(const FabricGraph &graph, const TrainingCluster &cluster, int *servers)
{
    QList<int> count(graph.fabricCount(), 0);
    for (const Server *s : cluster.servers) {
        for (int f : fabricsOf(graph, *s))
            ++count[f];
    }
    int best = -1;
    *servers = 0;
    for (int f = 0; f < count.size(); ++f) {
        if (count.at(f) > *servers) {
            best = f;
            *servers = count.at(f);
        }
    }
    return best;
}

// Servers never forward between fabrics, so the cluster needs one fabric that every server
// reaches; the servers that miss the best-connected fabric are the ones to recable.
void checkFabric(const FabricGraph &graph, const TrainingCluster &cluster, const QList<const Switch *> &,
                 QList<Diagnostic> *out)
{
    int reached = 0;
    const int best = bestFabric(graph, cluster, &reached);
    if (reached == cluster.servers.size())
        return;
    QList<QUuid> ids;
    QStringList names;
    for (const Server *s : cluster.servers) {
        if (!fabricsOf(graph, *s).contains(best)) {
            ids.append(s->id);
            names.append(graph.displayName(s->id));
        }
    }
    const QString message = best < 0
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

void checkPcie(const FabricGraph &graph, const TrainingCluster &cluster, const QList<const Switch *> &,
               QList<Diagnostic> *out)
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

void checkEthernet(const FabricGraph &graph, const TrainingCluster &cluster, const QList<const Switch *> &switches,
                   QList<Diagnostic> *out)
{
    QList<QUuid> ids;
    QStringList names;
    for (const Server *s : cluster.servers) {
        if (!isRdma(s->nicKind)) {
            ids.append(s->id);
            names.append(graph.displayName(s->id));
        }
    }
    for (const Switch *sw : switches) {
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

// A node with some NIC ports left uncabled is the slowest node of every collective: the ring
// and the trees wait for it (an 8-NIC node on one cable runs the whole cluster at 1/8).
// Nodes with no cable at all are CQ-FABRIC-001's.
void checkNics(const FabricGraph &graph, const TrainingCluster &cluster, const QList<const Switch *> &,
               QList<Diagnostic> *out)
{
    QList<QUuid> ids;
    QStringList names;
    for (const Server *s : cluster.servers) {
        const int cabled = s->gpuCount > 0 ? graph.serverNetwork(graph.serverIndex(s)).cabledPorts : 0;
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
    // The switches each cluster's cables reach, found once for the two rules that read them
    // (a pass over every server cable: 131,072 of them in a 十万卡 design).
    const QList<TrainingCluster> &clusters = graph.clusters();
    QList<QList<const Switch *>> reached(clusters.size());
    for (qsizetype i = 0; i < clusters.size(); ++i) {
        if (clusters.at(i).servers.size() > 1)
            reached[i] = switchesOf(graph, clusters.at(i));
    }
    using Rule = void (*)(const FabricGraph &, const TrainingCluster &, const QList<const Switch *> &, QList<Diagnostic> *);
    for (Rule rule : {checkRooms, checkFabric, checkPcie, checkEthernet, checkNics}) {
        for (qsizetype i = 0; i < clusters.size(); ++i) {
            if (clusters.at(i).servers.size() > 1)
                rule(graph, clusters.at(i), reached.at(i), out);
        }
    }
}

} // namespace cq
