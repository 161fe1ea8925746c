#include "fabricdesign.h"

#include "generator/autolayout.h"
#include "rules/ruletext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <tuple>

namespace cq {

QString hostOfCa(const QString &description)
{
    // "host HCA-1", "host mlx5_3", "host mlx4_0", "host qib0": the second word names the adapter.
    static const QRegularExpression adapter(QStringLiteral("^(\\S+)\\s+(HCA-\\d+|mlx\\d+_\\d+|[a-z]+\\d+)$"));
    const QString d = description.trimmed();
    const QRegularExpressionMatch m = adapter.match(d);
    return m.hasMatch() ? m.captured(1) : d;
}

Design designFromFabric(const IbFabric &fabric, const QString &name)
{
    Design design;
    design.name = name;
    QHash<int, QUuid> deviceOf;          // fabric node -> design device
    QHash<QString, QUuid> serverOfHost;
    QHash<QString, int> nicOf;           // "node/port" -> NIC index on its server
    QHash<QUuid, double> fastest;        // device -> fastest link, Gb/s
    for (int i = 0; i < fabric.nodes.size(); ++i) {
        const IbNode &node = fabric.nodes.at(i);
        if (node.type == IbNodeType::Switch || node.type == IbNodeType::Router) {
            Switch s;
            s.id = QUuid::createUuid();
            s.name = node.name.isEmpty() ? node.guid : node.name;
            s.portCount = std::max(1, node.ports);
            s.portRateGbps = 0;
            design.switches.append(s);
            deviceOf.insert(i, s.id);
            continue;
        }
        const QString host = hostOfCa(node.name.isEmpty() ? node.guid : node.name);
        if (!serverOfHost.contains(host)) {
            Server s;
            s.id = QUuid::createUuid();
            s.name = host;
            s.gpuCount = 0; // ibnetdiscover does not see GPUs
            s.gpuSlots = 8; // a file needs 1..64 slots; 8 is the usual HGX board
            s.nicCount = 0;
            s.nicRateGbps = 0;
            design.servers.append(s);
            serverOfHost.insert(host, s.id);
        }
        deviceOf.insert(i, serverOfHost.value(host));
    }
    // A server's NIC index for a (CA node, port), in order of first appearance.
    const auto portOf = [&](int node, int port) -> int {
        if (fabric.nodes.at(node).type != IbNodeType::Ca)
            return port - 1;
        const QString key = QStringLiteral("%1/%2").arg(node).arg(port);
        if (!nicOf.contains(key)) {
            Server *s = design.server(deviceOf.value(node));
            nicOf.insert(key, s->nicCount++);
        }
        return nicOf.value(key);
    };
    for (const IbLink &l : fabric.links) {
        Cable c;
        c.id = QUuid::createUuid();
        c.a = {deviceOf.value(l.nodeA), portOf(l.nodeA, l.portA)};
        c.b = {deviceOf.value(l.nodeB), portOf(l.nodeB, l.portB)};
        design.cables.append(c);
        for (const QUuid &d : {c.a.device, c.b.device})
            fastest[d] = std::max(fastest.value(d), l.rateGbps);
    }
    // A device without a rated link (only "4x SDR" down ports, or "???" speeds) takes the rate of
    // its open ports, else the fabric's fastest: a design file needs a rate > 0.
    double fabricFastest = 0;
    for (double r : std::as_const(fastest))
        fabricFastest = std::max(fabricFastest, r);
    for (const IbOpenPort &p : fabric.openPorts) {
        const QUuid id = deviceOf.value(p.node);
        if (fastest.value(id) <= 0)
            fastest[id] = p.width * ibLaneRateGbps(p.speed);
    }
    const auto rateOf = [&](const QUuid &id) { return fastest.value(id) > 0 ? fastest.value(id) : std::max(1.0, fabricFastest); };
    for (Switch &s : design.switches)
        s.portRateGbps = rateOf(s.id); // node.ports counted the unconnected ("4x SDR") ports too
    for (Server &s : design.servers)
        s.nicRateGbps = rateOf(s.id);
    const QHash<QUuid, Placement> places = AutoLayout::layout(design, AutoLayout::estimatedSize);
    for (Server &s : design.servers)
        s.pos = places.value(s.id).pos;
    for (Switch &s : design.switches)
        s.pos = places.value(s.id).pos;
    return design;
}

namespace {

// What is left out and why (context "cq::FabricDesign"); ports are ibnetdiscover's, 1-based.
constexpr char kSwitchLoop[] = QT_TRANSLATE_NOOP(
    "cq::FabricDesign", "link from port %1 of switch \"%2\" to its own port %3: left out of the design (a switch port "
                        "is cabled to a server or to another switch)");
constexpr char kHostLoop[] = QT_TRANSLATE_NOOP(
    "cq::FabricDesign", "link from \"%1\" port %2 to \"%3\" port %4 joins host \"%5\" to itself: left out of the "
                        "design (a server's NICs are cabled to a switch)");
constexpr char kHostToHost[] = QT_TRANSLATE_NOOP(
    "cq::FabricDesign", "link from \"%1\" port %2 to \"%3\" port %4 joins two hosts without a switch: left out of "
                        "the design (servers connect through a switch)");
constexpr char kPortTaken[] = QT_TRANSLATE_NOOP(
    "cq::FabricDesign", "port %1 of \"%2\" is already linked on line %3: this second link is left out of the design "
                        "(a port takes one cable)");
constexpr char kHostLeftOut[] = QT_TRANSLATE_NOOP(
    "cq::FabricDesign", "host \"%1\" has no link to a switch left: it is left out of the design");

QString linkText(const char *source)
{
    return QCoreApplication::translate("cq::FabricDesign", source);
}

/** Why the design would refuse cable @p cable (the link @p link); empty when it would not. */
QString refusal(const IbFabric &fabric, const Design &design, const IbLink &link, const Cable &cable,
                const QHash<QString, int> &portHolders)
{
    const QString nodeA = fabric.nodes.at(link.nodeA).name;
    const QString nodeB = fabric.nodes.at(link.nodeB).name;
    if (cable.a.device == cable.b.device) {
        if (design.switchById(cable.a.device))
            return linkText(kSwitchLoop).arg(link.portA).arg(nodeA).arg(link.portB);
        return linkText(kHostLoop).arg(nodeA).arg(link.portA).arg(nodeB).arg(link.portB)
            .arg(design.displayName(cable.a.device));
    }
    if (design.server(cable.a.device) && design.server(cable.b.device))
        return linkText(kHostToHost).arg(nodeA).arg(link.portA).arg(nodeB).arg(link.portB);
    const std::tuple<PortRef, QString, int> ends[] = {{cable.a, nodeA, link.portA}, {cable.b, nodeB, link.portB}};
    for (const auto &[end, node, port] : ends) {
        const QString key = end.device.toString() + QLatin1Char('/') + QString::number(end.port);
        if (portHolders.contains(key))
            return linkText(kPortTaken).arg(port).arg(node).arg(portHolders.value(key));
    }
    return {};
}

/** Root of @p v in the union-find forest @p parent (path halving). */
int rootOf(QList<int> &parent, int v)
{
    while (parent[v] != v)
        v = parent[v] = parent[parent[v]];
    return v;
}

/**
 * Servers on switch fabrics not linked to the one with the most servers cannot train with
 * those (CQ-FABRIC-001): each such island becomes a training cluster of its own, "training-2",
 * "training-3", ..., with one problem naming its hosts.
 */
void splitIslands(Design *design, const QString &fileName, QList<ImportDiagnostic> *problems)
{
    QHash<QUuid, int> switchIndex;
    for (int i = 0; i < design->switches.size(); ++i)
        switchIndex.insert(design->switches.at(i).id, i);
    QList<int> parent(design->switches.size());
    for (int i = 0; i < parent.size(); ++i)
        parent[i] = i;
    for (const Cable &c : std::as_const(design->cables)) {
        if (switchIndex.contains(c.a.device) && switchIndex.contains(c.b.device))
            parent[rootOf(parent, switchIndex.value(c.a.device))] = rootOf(parent, switchIndex.value(c.b.device));
    }
    QHash<QUuid, int> fabricOf; // server -> fabric root of the first switch it is cabled to
    QHash<int, int> servers;    // fabric root -> servers on it
    QList<int> order;           // fabric roots in first-seen order
    for (const Cable &c : std::as_const(design->cables)) {
        for (const auto &[server, other] : {std::pair{c.a.device, c.b.device}, std::pair{c.b.device, c.a.device}}) {
            if (!design->server(server) || !switchIndex.contains(other) || fabricOf.contains(server))
                continue;
            const int root = rootOf(parent, switchIndex.value(other));
            fabricOf.insert(server, root);
            if (!servers.contains(root))
                order.append(root);
            ++servers[root];
        }
    }
    if (order.size() < 2)
        return;
    int largest = order.first();
    for (int root : std::as_const(order)) {
        if (servers.value(root) > servers.value(largest))
            largest = root;
    }
    int next = 2;
    for (int root : std::as_const(order)) {
        if (root == largest)
            continue;
        const QString cluster = QStringLiteral("training-%1").arg(next++);
        QStringList hosts;
        for (Server &s : design->servers) {
            if (fabricOf.value(s.id, -1) == root) {
                s.cluster = cluster;
                hosts.append(s.name);
            }
        }
        problems->append({fileName, 0, QCoreApplication::translate("cq::FabricDesign",
                                                                   "%1 on a switch fabric not linked to the largest one: "
                                                                   "training cluster \"%2\" in the design")
                                           .arg(nameList(hosts), cluster)});
    }
}

} // namespace

SavableFabricDesign savableDesignFromFabric(const IbFabric &fabric, const QString &name, const QString &fileName)
{
    SavableFabricDesign result;
    result.design = designFromFabric(fabric, name);
    Design &design = result.design;
    // designFromFabric makes one cable per link, in link order.
    QList<Cable> kept;
    QHash<QString, int> portHolders; // "device/port" -> line of the link holding it
    QHash<QUuid, int> lostLink;      // device -> line of its first link left out
    for (int i = 0; i < design.cables.size() && i < fabric.links.size(); ++i) {
        const Cable &cable = design.cables.at(i);
        const IbLink &link = fabric.links.at(i);
        const QString why = refusal(fabric, design, link, cable, portHolders);
        if (!why.isEmpty()) {
            result.problems.append({fileName, link.line, why});
            for (const QUuid &device : {cable.a.device, cable.b.device}) {
                if (!lostLink.contains(device))
                    lostLink.insert(device, link.line);
            }
            continue;
        }
        for (const PortRef &end : {cable.a, cable.b})
            portHolders.insert(end.device.toString() + QLatin1Char('/') + QString::number(end.port), link.line);
        kept.append(cable);
    }
    if (kept.size() == design.cables.size()) {
        splitIslands(&design, fileName, &result.problems);
        return result;
    }
    design.cables = kept;
    QSet<QUuid> cabled;
    for (const Cable &c : std::as_const(kept))
        cabled << c.a.device << c.b.device;
    QList<Server> servers;
    for (const Server &s : std::as_const(design.servers)) {
        if (cabled.contains(s.id) || !lostLink.contains(s.id))
            servers.append(s);
        else // with no cable it would split the training cluster (CQ-FABRIC-001)
            result.problems.append({fileName, lostLink.value(s.id),
                                    linkText(kHostLeftOut).arg(s.name)});
    }
    design.servers = servers;
    splitIslands(&design, fileName, &result.problems);
    return result;
}

} // namespace cq
