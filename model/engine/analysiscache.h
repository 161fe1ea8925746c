#pragma once

#include "analyzer.h"
#include "commshape.h"
#include "designanalysis.h"
#include "fabricsummary.h"
#include "warmmaxflow.h"

#include <QList>

namespace cq {

/**
 * What analyze() keeps between runs on successive versions of a design (IncrementalAnalyzer).
 * Nothing here is trusted on a key that could miss a change: a cluster's NCCL results are
 * reused only when every input they were computed from compares equal, and the max-flows are
 * re-solved every run, only started from the last flows (warmmaxflow.h).
 */
struct AnalysisCache {
    /** The NCCL stage of one training cluster (all_reduce, sweep, training run) and its inputs. */
    struct ClusterModel {
        // Inputs: the cluster's CommShape, its totals the training plan reads, and the options.
        CommShape shape;
        int gpus = 0;
        int gpusPerNode = 0;
        double peakTflopsBf16 = 0;
        AnalysisOptions options;
        // Outputs.
        CollectiveEstimate allReduce;
        QList<CollectiveEstimate> sweepResult;
        TrainingEstimate trainingResult;

        /** Same inputs (every field compared exactly; NaN never matches). */
        bool sameInputs(const ClusterModel &other) const;
    };

    QList<ClusterModel> models; ///< of the last complete run, in cluster order
    QList<SwitchLoad> loads;    ///< the last run's switch loads
    FabricSummaryCache summary; ///< the last run's split, per-fabric max-flows and hop-count searches
    int modelsReused = 0;       ///< clusters of the last run whose NCCL stage was reused

    /** Forget everything (the next run computes from scratch). */
    void clear();
};

/** analyze() keeping and using @p cache (may be null: plain analyze()). Same result. */
DesignAnalysis analyze(const FabricGraph &graph, const AnalysisOptions &options, const AnalysisProgress &progress,
                       AnalysisCache *cache);

} // namespace cq
