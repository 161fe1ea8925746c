#pragma once

#include "collectives.h"
#include "commshape.h"
#include "designanalysis.h"
#include "domain/design.h"
#include "trainingestimate.h"

#include <functional>

namespace cq {

class FabricGraph;

/** What to analyze besides the fabric. */
struct AnalysisOptions {
    /** Size of the all_reduce shown per cluster (ClusterAnalysis::allReduce), bytes. */
    double messageBytes = 1073741824.0; // 1 GiB
    /** Estimate every collective of `collectives` at every size of `sweepBytes` (ClusterAnalysis::sweep). */
    bool sweep = true;
    QList<Collective> collectives = allCollectives();
    QList<double> sweepBytes = defaultSweepBytes();
    /** The run priced per cluster (ClusterAnalysis::training). */
    TrainingInputs training;
    /** Algorithm / protocol restrictions (NCCL_ALGO, NCCL_PROTO); empty = NCCL's free choice. */
    NcclEnv env;

    /** 8 B, 16 B, ... 16 GiB: the 32 sizes of `all_reduce_perf -b 8 -e 16G -f 2`. */
    static QList<double> defaultSweepBytes();

    /** Every field (AnalysisCache keys on the whole options, so a new option cannot be missed). */
    bool operator==(const AnalysisOptions &) const = default;
};

/**
 * Progress of analyze(), 0..100; returning false stops the analysis early (the result is then
 * incomplete and must be thrown away). Called on the analyzing thread.
 */
using AnalysisProgress = std::function<bool(int percent)>;

/**
 * Analyzes a design: switch loads and tiers (fabricanalysis.h), the fabric summary with
 * bisection, hops and failures (fabricsummary.h), and per training cluster (servers sharing
 * Server::cluster, in order of first appearance) the network as its collectives see it
 * (clusternetwork.h), NCCL's predicted collectives (ncclcostmodel.h) and the training run
 * (trainingestimate.h) whose data-parallel gradient all_reduce is priced on a communicator of
 * DP ranks: max(1, ppn / TP) GPUs per node and that share of each node's network.
 *
 * NaN, infinite or negative sizes count as 0. Pure function of an immutable snapshot: call
 * it on a worker thread with a copy of the design. O(devices + cables) plus a max-flow per
 * switch fabric (alike fabrics share one) and one per failure question.
 */
DesignAnalysis analyze(const Design &design, const AnalysisOptions &options, const AnalysisProgress &progress = {});

/** analyze() on a FabricGraph already built for the design (validate() can share it). */
DesignAnalysis analyze(const FabricGraph &graph, const AnalysisOptions &options, const AnalysisProgress &progress = {});

/** analyze() at one all_reduce size, without the sweep (a shorthand for tests and tools). */
DesignAnalysis analyze(const Design &design, double messageBytes);

} // namespace cq
