#include "analyzer.h"

#include "analysiscache.h"
#include "clusternetwork.h"
#include "fabricanalysis.h"
#include "topology/fabricgraph.h"
#include "fabricsummary.h"
#include "ncclcostmodel.h"

#include <QCoreApplication>

#include <cmath>

namespace cq {

namespace {

double sanitized(double bytes)
{
    return std::isfinite(bytes) && bytes > 0 ? bytes : 0;
}

void addTotals(ClusterAnalysis *a, const TrainingCluster &cluster)
{
    a->cluster = cluster.name;
    for (const Server *s : cluster.servers) {
        a->serverIds.append(s->id);
        a->peakTflopsBf16 += s->gpuCount * s->gpuTflopsBf16;
        if (s->gpuCount <= 0)
            continue; // a server without GPUs holds no rank
        a->gpusPerNode = a->nodes == 0 ? s->gpuCount : std::min(a->gpusPerNode, s->gpuCount);
        a->gpus += s->gpuCount;
        ++a->nodes;
    }
    a->crossNode = a->nodes > 1;
}

void addNetwork(ClusterAnalysis *a, const ClusterNetwork &cn, const FabricGraph &graph)
{
    a->intraNodeGBps = cn.shape.intraGBps;
    a->networkGBps = cn.shape.ringNetGBps;
    a->nicGBps = cn.nicGBps;
    a->networkEfficiency = cn.efficiency;
    a->linkKind = cn.kind;
    a->nicTransport = cn.transport;
    a->worstOversubscription = cn.worstOversubscription;
    if (cn.worstSwitch >= 0) {
        a->worstSwitchId = graph.design().switches.at(cn.worstSwitch).id;
        a->worstSwitch = graph.displayName(a->worstSwitchId);
    }
    a->leaves = cn.leaves;
    a->railAligned = cn.railAligned;
    a->crossRoom = cn.crossRoom;
}

/**
 * One data-parallel group of @p plan inside the cluster: DP ranks, groupGpusPerNode of them
 * on each of groupNodes nodes; the node's network is shared by ppn / groupGpusPerNode groups.
 */
CommShape dataParallelShape(const CommShape &cluster, const TrainingPlan &plan)
{
    CommShape s = cluster;
    s.ranks = plan.dataParallel;
    s.nodes = plan.groupNodes;
    s.gpusPerNode = plan.groupGpusPerNode;
    const double share = cluster.gpusPerNode > 0 ? double(plan.groupGpusPerNode) / cluster.gpusPerNode : 1;
    for (double *net : {&s.ringNetGBps, &s.treeNetGBps, &s.alltoallNetGBps, &s.collNetGBps})
        *net *= share;
    return s;
}

TrainingEstimate trainingOn(const ClusterAnalysis &a, const CommShape &shape, const AnalysisOptions &options)
{
    const TrainingPlan plan = planTraining(options.training, a.gpus, a.gpusPerNode);
    if (!plan.ok())
        return estimateTraining(options.training, plan, 0, 0, {});
    const NcclCostModel group(dataParallelShape(shape, plan), options.env);
    const CollectiveEstimate sync = group.estimate(Collective::AllReduce, plan.gradientBytes);
    const QString text = QCoreApplication::translate("cq::Analyzer", "%1 / %2 over %3 ranks, busbw %4 GB/s")
                             .arg(sync.algorithm, sync.protocol).arg(sync.ranks).arg(sync.busbwGBps, 0, 'f', 1);
    const double peak = a.gpus > 0 ? a.peakTflopsBf16 / a.gpus : 0;
    TrainingEstimate e = estimateTraining(options.training, plan, peak, sync.timeUs / 1e6, text);
    if (plan.dataParallel > 1 && !sync.feasible)
        e.plan.problem = sync.bottleneck;
    return e;
}

/** The inputs of the NCCL stage of @p a, as AnalysisCache keys it. */
AnalysisCache::ClusterModel modelInputs(const ClusterAnalysis &a, const CommShape &shape, const AnalysisOptions &options)
{
    AnalysisCache::ClusterModel m;
    m.shape = shape;
    m.gpus = a.gpus;
    m.gpusPerNode = a.gpusPerNode;
    m.peakTflopsBf16 = a.peakTflopsBf16;
    m.options = options;
    return m;
}

ClusterAnalysis analyzeCluster(const FabricGraph &graph, const TrainingCluster &cluster,
                               const QList<SwitchLoad> &loads, const AnalysisOptions &options,
                               AnalysisCache *cache, QList<AnalysisCache::ClusterModel> *models)
{
    ClusterAnalysis a;
    addTotals(&a, cluster);
    const ClusterNetwork cn = clusterNetwork(graph, cluster, loads);
    addNetwork(&a, cn, graph);
    AnalysisCache::ClusterModel inputs;
    if (cache) {
        inputs = modelInputs(a, cn.shape, options);
        for (const AnalysisCache::ClusterModel &m : std::as_const(cache->models)) {
            if (m.sameInputs(inputs)) {
                a.allReduce = m.allReduce;
                a.sweep = m.sweepResult;
                a.training = m.trainingResult;
                ++cache->modelsReused;
                models->append(m);
                return a;
            }
        }
    }
    const NcclCostModel model(cn.shape, options.env);
    a.allReduce = model.estimate(Collective::AllReduce, sanitized(options.messageBytes));
    if (options.sweep) {
        a.sweep.reserve(options.collectives.size() * options.sweepBytes.size());
        for (Collective c : options.collectives) {
            for (double bytes : options.sweepBytes)
                a.sweep.append(model.estimate(c, sanitized(bytes)));
        }
    }
    a.training = trainingOn(a, cn.shape, options);
    if (cache) {
        inputs.allReduce = a.allReduce;
        inputs.sweepResult = a.sweep;
        inputs.trainingResult = a.training;
        models->append(std::move(inputs));
    }
    return a;
}

} // namespace

QList<double> AnalysisOptions::defaultSweepBytes()
{
    QList<double> sizes;
    for (int shift = 3; shift <= 34; ++shift)
        sizes.append(std::ldexp(1.0, shift));
    return sizes;
}

DesignAnalysis analyze(const Design &design, const AnalysisOptions &options, const AnalysisProgress &progress)
{
    const FabricGraph graph(design);
    return analyze(graph, options, progress);
}

DesignAnalysis analyze(const FabricGraph &graph, const AnalysisOptions &options, const AnalysisProgress &progress)
{
    return analyze(graph, options, progress, nullptr);
}

DesignAnalysis analyze(const FabricGraph &graph, const AnalysisOptions &options, const AnalysisProgress &progress,
                       AnalysisCache *cache)
{
    auto report = [&](int percent) { return !progress || progress(percent); };
    DesignAnalysis result;
    result.messageBytes = sanitized(options.messageBytes);
    result.power = designPower(graph.design());
    result.switches = cache ? switchLoads(graph, cache->loads) : switchLoads(graph);
    if (cache)
        cache->loads = result.switches;
    result.tiers = tierLoads(result.switches);
    if (!report(10))
        return result;
    result.fabric = fabricSummary(graph, result.switches, cache ? &cache->summary : nullptr);
    const QList<TrainingCluster> &clusters = graph.clusters();
    QList<AnalysisCache::ClusterModel> models;
    if (cache)
        cache->modelsReused = 0;
    for (int i = 0; i < clusters.size(); ++i) {
        if (!report(40 + 60 * i / clusters.size()))
            return result;
        result.clusters.append(analyzeCluster(graph, clusters.at(i), result.switches, options, cache, &models));
    }
    if (cache)
        cache->models = std::move(models);
    report(100);
    return result;
}

bool AnalysisCache::ClusterModel::sameInputs(const ClusterModel &o) const
{
    return shape == o.shape && gpus == o.gpus && gpusPerNode == o.gpusPerNode && peakTflopsBf16 == o.peakTflopsBf16
        && options == o.options;
}

void AnalysisCache::clear()
{
    models.clear();
    loads.clear();
    summary = {};
    modelsReused = 0;
}

DesignAnalysis analyze(const Design &design, double messageBytes)
{
    AnalysisOptions options;
    options.messageBytes = messageBytes;
    options.sweep = false;
    return analyze(design, options);
}

} // namespace cq
