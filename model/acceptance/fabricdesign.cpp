#include "fabricdesign.h"

#include "generator/autolayout.h"

#include <QRegularExpression>

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

} // namespace cq
