#include "fabricrules.h"

#include "fabricguide.h"
#include "ruletext.h"
#include "topology/fabricgraph.h"

#include <QCoreApplication>

#include <algorithm>

namespace cq {

namespace {

/** The servers of a cluster that hold GPUs: the nodes the guides count. */
QList<const Server *> gpuNodes(const TrainingCluster &cluster, int *gpus)
{
    QList<const Server *> nodes;
    *gpus = 0;
    for (const Server *s : cluster.servers) {
        if (s->gpuCount > 0) {
            nodes.append(s);
            *gpus += s->gpuCount;
        }
    }
    return nodes;
}

/** Servers of one cluster with the same network per node and GPU count. */
struct BandwidthGroup {
    double nodeGbps = 0;
    int gpusPerNode = 0;
    QList<QUuid> ids;
    QStringList names;
};

QString bandwidthMessage(const TrainingCluster &cluster, int gpus, double advised, const BandwidthGroup &g)
{
    const QString figures = QCoreApplication::translate("cq::Validator", "%1: %2 per node for %3 GPUs = %4 per GPU")
                                .arg(nameList(g.names), rateText(g.nodeGbps), QString::number(g.gpusPerNode),
                                     rateText(g.nodeGbps / g.gpusPerNode));
    const QString advice = gpus >= FabricGuide::largeClusterGpus
        ? QCoreApplication::translate("cq::Validator", "the guides advise %1 per GPU at %2 GPUs and more")
              .arg(rateText(advised), QString::number(FabricGuide::largeClusterGpus))
        : QCoreApplication::translate("cq::Validator", "the guides advise %1 per GPU for 8-16 GPUs")
              .arg(rateText(advised));
    return QCoreApplication::translate("cq::Validator",
                                       "Training cluster \"%1\" has %2 GPUs but too little network per GPU: %3; %4. "
                                       "Give each of these servers %5 of cabled NICs, e.g. %6 x %7 (one per GPU).")
        .arg(cluster.name, QString::number(gpus), figures, advice, rateText(advised * g.gpusPerNode),
             QString::number(g.gpusPerNode), rateText(advised));
}

void checkBandwidthPerGpu(const FabricGraph &graph, const TrainingCluster &cluster,
                          const QList<const Server *> &nodes, int gpus, QList<Diagnostic> *out)
{
    const double advised = FabricGuide::advisedGbpsPerGpu(gpus);
    QList<BandwidthGroup> groups; // first-seen order; few groups, a linear search is enough
    for (const Server *s : nodes) {
        const NodeNetwork &net = graph.serverNetwork(graph.serverIndex(s));
        if (net.cabledPorts == 0)
            continue; // no cable at all: CQ-FABRIC-001 names it
        // Ports left uncabled count at the NIC's rate: cabling them is CQ-NIC-001's advice, and
        // a node whose NICs meet the guide once cabled gets that one warning, not two.
        const double nodeGbps = net.GBps * 8 + std::max(0, s->nicCount - net.cabledPorts) * s->nicRateGbps;
        if (nodeGbps / s->gpuCount + 1e-9 >= advised)
            continue;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const BandwidthGroup &g) {
            return g.nodeGbps == nodeGbps && g.gpusPerNode == s->gpuCount;
        });
        if (it == groups.end())
            it = groups.insert(groups.end(), BandwidthGroup{nodeGbps, s->gpuCount, {}, {}});
        it->ids.append(s->id);
        it->names.append(graph.displayName(s->id));
    }
    for (const BandwidthGroup &g : std::as_const(groups))
        out->append({QStringLiteral("CQ-FABRIC-002"), Severity::Warning, bandwidthMessage(cluster, gpus, advised, g), g.ids});
}

} // namespace

void checkFabricGuide(const FabricGraph &graph, QList<Diagnostic> *out)
{
    for (const TrainingCluster &cluster : graph.clusters()) {
        if (cluster.servers.size() < 2)
            continue;
        int gpus = 0;
        const QList<const Server *> nodes = gpuNodes(cluster, &gpus);
        if (nodes.size() > 1)
            checkBandwidthPerGpu(graph, cluster, nodes, gpus, out);
    }
}

} // namespace cq
