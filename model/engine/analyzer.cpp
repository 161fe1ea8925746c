#include "analyzer.h"

#include "collectives.h"
#include "fabricanalysis.h"
#include "fabricgraph.h"
#include "nccllatency.h"
#include "nodebandwidth.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>

namespace cq {

namespace {


/** The figures of a cluster's GPU nodes that decide its ring bandwidth. */
struct ClusterLinks {
    const Server *slowestIntra = nullptr;   ///< GPU node with the least intra-node bandwidth
    double intraGBps = 0;
    const Server *slowestNetwork = nullptr; ///< GPU node with the least network bandwidth
    NodeNetwork network;                    ///< of slowestNetwork
    bool anyPcie = false;                   ///< NCCL then pays the PCI hop latency
    double worstOversubscription = 0;
    QString worstSwitch;
};

/** The limiting bandwidth B of the ring and its description; GBps 0 = no estimate. */
struct Bottleneck {
    double GBps = 0;
    QString text;
};

void addTotals(ClusterAnalysis *a, const TrainingCluster &cluster)
{
    a->cluster = cluster.name;
    for (const Server *s : cluster.servers) {
        a->serverIds.append(s->id);
        a->peakTflopsBf16 += s->gpuCount * s->gpuTflopsBf16;
        a->powerKw += s->powerW / 1000.0;
        if (s->gpuCount <= 0)
            continue; // a server without GPUs holds no rank
        a->gpusPerNode = a->nodes == 0 ? s->gpuCount : std::min(a->gpusPerNode, s->gpuCount);
        a->gpus += s->gpuCount;
        ++a->nodes;
    }
    a->crossNode = a->nodes > 1;
}

// Worst oversubscription among the switches the cluster's cables reach directly.
void findWorstSwitch(ClusterLinks *links, const FabricGraph &graph, const TrainingCluster &cluster,
                     const QHash<QUuid, const SwitchLoad *> &loads)
{
    for (const Server *s : cluster.servers) {
        for (int index : graph.cablesOf(s->id)) {
            const SwitchLoad *load = loads.value(graph.design().cables.at(index).otherEnd(s->id).device);
            if (load && load->oversubscription > links->worstOversubscription) {
                links->worstOversubscription = load->oversubscription;
                links->worstSwitch = load->name;
            }
        }
    }
}

ClusterLinks clusterLinks(const FabricGraph &graph, const TrainingCluster &cluster,
                          const QHash<QUuid, const SwitchLoad *> &loads)
{
    ClusterLinks links;
    for (const Server *s : cluster.servers) {
        if (s->gpuCount <= 0)
            continue;
        links.anyPcie = links.anyPcie || isPcie(s->fabric);
        const double intra = intraNodeGBps(*s);
        if (!links.slowestIntra || intra < links.intraGBps) {
            links.slowestIntra = s;
            links.intraGBps = intra;
        }
        const NodeNetwork network = nodeNetwork(graph, *s);
        if (!links.slowestNetwork || network.GBps < links.network.GBps) {
            links.slowestNetwork = s;
            links.network = network;
        }
    }
    findWorstSwitch(&links, graph, cluster, loads);
    return links;
}

Bottleneck intraUnknown(const Design &d, const ClusterLinks &links)
{
    return {0, QCoreApplication::translate("cq::Analyzer", "intra-node bandwidth of server \"%1\" is unknown")
                   .arg(d.displayName(links.slowestIntra->id))};
}

QString ratioText(double ratio)
{
    return QStringLiteral("%1:1").arg(QString::number(ratio, 'g', 3));
}

// Multi-node: B = min(intra-node, per-node NICs / oversubscription) (collective-model.md §2.5).
Bottleneck networkBottleneck(const Design &d, const ClusterAnalysis &a, const ClusterLinks &links)
{
    if (links.network.GBps <= 0)
        return {0, QCoreApplication::translate("cq::Analyzer", "server \"%1\" has no NIC cabled to a switch")
                       .arg(d.displayName(links.slowestNetwork->id))};
    const bool intraCounts = a.gpusPerNode > 1; // one GPU per node never crosses NVLink/PCIe
    if (intraCounts && links.intraGBps <= 0)
        return intraUnknown(d, links);
    if (intraCounts && links.intraGBps <= a.networkGBps)
        return {links.intraGBps, intraNodeText(links.slowestIntra->fabric, links.intraGBps)};
    if (links.worstOversubscription > 1) {
        return {a.networkGBps,
                QCoreApplication::translate("cq::Analyzer", "oversubscription %1 at %2 (%3 of %4 GB/s per node)")
                    .arg(ratioText(links.worstOversubscription), links.worstSwitch,
                         formatFigure(a.networkGBps), formatFigure(links.network.GBps))};
    }
    return {a.networkGBps, nodeNetworkText(links.network)};
}

Bottleneck findBottleneck(const Design &d, const ClusterAnalysis &a, const ClusterLinks &links)
{
    if (a.gpus == 0)
        return {0, QCoreApplication::translate("cq::Analyzer", "no GPUs in the cluster")};
    if (a.gpus == 1)
        return {0, QCoreApplication::translate("cq::Analyzer", "a single GPU: nothing to exchange")};
    if (a.crossNode)
        return networkBottleneck(d, a, links);
    if (links.intraGBps <= 0)
        return intraUnknown(d, links);
    return {links.intraGBps, intraNodeText(links.slowestIntra->fabric, links.intraGBps)};
}

CollectiveEstimate ringAllReduce(const Design &d, const ClusterAnalysis &a, const ClusterLinks &links,
                                 double bytes)
{
    CollectiveEstimate e;
    e.bytes = bytes;
    e.ranks = a.gpus;
    const Bottleneck b = findBottleneck(d, a, links);
    e.bottleneck = b.text;
    if (a.gpus == 1)
        return e; // feasible, and free: time and bandwidths stay 0
    if (b.GBps <= 0) {
        e.feasible = false;
        return e;
    }
    e.bottleneckGBps = b.GBps;
    e.latencyUs = ncclRingAllReduceLatencyUs(a.gpus, a.nodes, links.anyPcie ? IntraHop::Pci : IntraHop::NVLink);
    e.bandwidthUs = ringBandwidthSeconds(Collective::AllReduce, bytes, a.gpus, b.GBps) * 1e6;
    e.timeUs = e.latencyUs + e.bandwidthUs;
    e.algbwGBps = algorithmBandwidthGBps(bytes, e.timeUs / 1e6);
    e.busbwGBps = e.algbwGBps * busBandwidthFactor(Collective::AllReduce, a.gpus);
    return e;
}

ClusterAnalysis analyzeCluster(const FabricGraph &graph, const TrainingCluster &cluster,
                               const QHash<QUuid, const SwitchLoad *> &loads, double bytes)
{
    ClusterAnalysis a;
    addTotals(&a, cluster);
    const ClusterLinks links = clusterLinks(graph, cluster, loads);
    a.intraNodeGBps = links.intraGBps;
    a.worstOversubscription = links.worstOversubscription;
    a.networkGBps = links.network.GBps / std::max(1.0, links.worstOversubscription);
    a.allReduce = ringAllReduce(graph.design(), a, links, bytes);
    return a;
}

} // namespace

DesignAnalysis analyze(const Design &design, double messageBytes)
{
    DesignAnalysis result;
    // NaN, infinite or negative sizes would poison every figure: estimate nothing instead.
    result.messageBytes = std::isfinite(messageBytes) && messageBytes > 0 ? messageBytes : 0;
    const FabricGraph graph(design);
    result.switches = switchLoads(graph);
    QHash<QUuid, const SwitchLoad *> loads;
    loads.reserve(result.switches.size());
    for (const SwitchLoad &load : std::as_const(result.switches))
        loads.insert(load.switchId, &load);
    for (const TrainingCluster &cluster : graph.clusters())
        result.clusters.append(analyzeCluster(graph, cluster, loads, result.messageBytes));
    return result;
}

} // namespace cq
