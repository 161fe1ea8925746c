#include "nodebandwidth.h"

#include "fabricgraph.h"
#include "domain/gpuarchitecture.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

namespace cq {

namespace {

// NCCL's PCIe x16 model (topo.cc: width x per-lane code / 80): Gen3 12, Gen4 24, Gen5 48 GB/s.
constexpr double kPcieGen3GBps = 12;
constexpr double kPcieGen4GBps = 24;
constexpr double kPcieGen5GBps = 48;

/** The GPU's own x16 link before any switch sharing, GB/s; @p generation of server.gpuArch. */
double x16LinkGBps(const Server &server, GpuGeneration generation)
{
    switch (server.fabric) {
    case IntraFabric::PCIeGen4: return server.intraBandwidthGBps > 0 ? server.intraBandwidthGBps : kPcieGen4GBps;
    case IntraFabric::PCIeGen5: return server.intraBandwidthGBps > 0 ? server.intraBandwidthGBps : kPcieGen5GBps;
    case IntraFabric::NVSwitch: break;
    // Ascend 910B: its RoCE ports are on the NPU itself (Atlas 800T A2 class: 8 x 200GE
    // straight from the 8 NPUs), so network traffic crosses no PCIe link that could bound it.
    case IntraFabric::HCCS: return std::numeric_limits<double>::infinity();
    }
    // The host interface of an SXM GPU [memory]: V100 Gen3, A100 Gen4, H100 and B200 Gen5.
    switch (generation) {
    case GpuGeneration::Volta: return kPcieGen3GBps;
    case GpuGeneration::Ampere: return kPcieGen4GBps;
    default: return kPcieGen5GBps;
    }
}

int sharing(const Server &server)
{
    return std::max(1, server.gpusPerPcieSwitch);
}
} // namespace

NodeNetwork nodeNetwork(const FabricGraph &graph, const Server &server)
{
    NodeNetwork net;
    net.kind = server.nicKind;
    const int index = graph.serverIndex(&server);
    const bool inDesign = index >= 0 && index < graph.design().servers.size();
    const int v = inDesign ? graph.serverVertex(index) : graph.vertexOf(server.id);
    if (v < 0)
        return net;
    bool uniform = true;
    net.ports.reserve(graph.cablesOfVertex(v).size());
    for (int c : graph.cablesOfVertex(v)) {
        const Cable &cable = graph.design().cables.at(c);
        const PortRef &nic = graph.vertexA(c) == v ? cable.a : cable.b;
        const int leaf = graph.switchOfVertex(graph.otherVertex(c, v));
        if (leaf < 0 || nic.port < 0 || nic.port >= server.nicCount)
            continue;
        if (std::any_of(net.ports.cbegin(), net.ports.cend(), [&](const NicPort &p) { return p.port == nic.port; }))
            continue; // a second cable on one NIC port adds nothing (the rules report it)
        const double rate = graph.linkRateGbps(c);
        uniform = uniform && (net.cabledPorts == 0 || rate == net.rateGbps);
        net.rateGbps = rate;
        net.GBps += rate / 8;
        ++net.cabledPorts;
        net.ports.append(NicPort{nic.port, leaf, rate, cable.lengthM});
    }
    if (!uniform)
        net.rateGbps = 0;
    std::sort(net.ports.begin(), net.ports.end(), [](const NicPort &x, const NicPort &y) { return x.port < y.port; });
    return net;
}

double intraNodeGBps(const Server &server)
{
    return isPcie(server.fabric) ? pcieHostLinkGBps(server) : server.intraBandwidthGBps;
}

double pcieHostLinkGBps(const Server &server)
{
    return pcieHostLinkGBps(server, gpuGeneration(server.gpuArch));
}

double pcieHostLinkGBps(const Server &server, GpuGeneration generation)
{
    return x16LinkGBps(server, generation) / sharing(server);
}

QString intraNodeText(const Server &server)
{
    const double GBps = intraNodeGBps(server);
    if (!isPcie(server.fabric) || sharing(server) == 1)
        return intraNodeText(server.fabric, GBps);
    const QString generation = server.fabric == IntraFabric::PCIeGen5 ? QStringLiteral("Gen5") : QStringLiteral("Gen4");
    return QCoreApplication::translate("cq::Analyzer", "PCIe %1 (%2 GB/s per GPU: %3 GPUs share one %4 GB/s PCIe switch uplink)")
        .arg(generation, formatFigure(GBps)).arg(sharing(server)).arg(formatFigure(x16LinkGBps(server, gpuGeneration(server.gpuArch))));
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
    case IntraFabric::HCCS:
        return QCoreApplication::translate("cq::Analyzer", "HCCS full mesh (%1 GB/s per NPU)").arg(figure);
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
