#include "nodebandwidth.h"

#include "fabricgraph.h"

#include <QCoreApplication>
#include <QSet>

namespace cq {

namespace {

// NCCL's PCIe x16 model (topo.cc: width x per-lane code / 80): Gen4 24, Gen5 48 GB/s.
constexpr double kPcieGen4GBps = 24;
constexpr double kPcieGen5GBps = 48;
} // namespace

NodeNetwork nodeNetwork(const FabricGraph &graph, const Server &server)
{
    NodeNetwork net;
    net.kind = server.nicKind;
    QSet<int> ports;
    bool uniform = true;
    for (int index : graph.cablesOf(server.id)) {
        const Cable &c = graph.design().cables.at(index);
        const PortRef &nic = c.a.device == server.id ? c.a : c.b;
        if (!graph.switchById(c.otherEnd(server.id).device) || nic.port < 0
            || nic.port >= server.nicCount || ports.contains(nic.port))
            continue;
        ports.insert(nic.port);
        const double rate = graph.linkRateGbps(c);
        uniform = uniform && (net.cabledPorts == 0 || rate == net.rateGbps);
        net.rateGbps = rate;
        net.GBps += rate / 8;
        ++net.cabledPorts;
    }
    if (!uniform)
        net.rateGbps = 0;
    return net;
}

double intraNodeGBps(const Server &server)
{
    if (server.intraBandwidthGBps > 0)
        return server.intraBandwidthGBps;
    switch (server.fabric) {
    case IntraFabric::PCIeGen4: return kPcieGen4GBps;
    case IntraFabric::PCIeGen5: return kPcieGen5GBps;
    case IntraFabric::NVSwitch: return 0;
    }
    return 0;
}

QString intraNodeText(IntraFabric fabric, double GBps)
{
    const QString figure = formatFigure(GBps);
    switch (fabric) {
    case IntraFabric::NVSwitch:
        return QCoreApplication::translate("cq::Analyzer", "NVLink (%1 GB/s per GPU)").arg(figure);
    case IntraFabric::PCIeGen4:
        return QCoreApplication::translate("cq::Analyzer", "PCIe Gen4 (%1 GB/s per GPU)").arg(figure);
    case IntraFabric::PCIeGen5:
        return QCoreApplication::translate("cq::Analyzer", "PCIe Gen5 (%1 GB/s per GPU)").arg(figure);
    }
    return {};
}

QString nodeNetworkText(const NodeNetwork &network)
{
    const QString ports = QString::number(network.cabledPorts);
    if (network.rateGbps > 0) {
        return QCoreApplication::translate("cq::Analyzer", "NICs: %1 x %2 Gb/s %3 = %4 GB/s per node")
            .arg(ports, formatFigure(network.rateGbps), linkKindName(network.kind), formatFigure(network.GBps));
    }
    return QCoreApplication::translate("cq::Analyzer", "NICs: %1 cabled ports at mixed rates = %2 GB/s per node")
        .arg(ports, formatFigure(network.GBps));
}

QString formatFigure(double value)
{
    return QString::number(value, 'g', 5);
}

} // namespace cq
