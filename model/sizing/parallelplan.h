#pragma once

#include "memoryestimate.h"

namespace cq {

/**
 * How a job is laid out on a cluster: tensor parallel (TP) inside the NVLink domain only,
 * pipeline stages (PP) only when memory demands, data parallel (DP) for the rest (DOMAIN.md
 * "Parallelism and traffic": TP moves activations every layer, keep it in NVLink).
 */
struct ParallelPlan {
    Q_DECLARE_TR_FUNCTIONS(cq::ParallelPlan)
public:
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 1;
    /** Micro-batches per optimizer step on each DP rank: batch tokens / (s x b x DP). */
    double microBatches = 0;
    MemoryEstimate memory;     ///< per GPU under this layout
    SizingFigure layout;       ///< value: TP x PP x DP GPUs used; formula: how it was chosen
    QString problem;           ///< why no layout fits; empty when one does

    bool ok() const { return problem.isEmpty(); }

    /**
     * The first layout that fits in memory, tried in this order: PP 1 with TP 1, 2, 4, ...
     * up to @p tpDomain (GPUs one NVLink / HCCS domain joins: the node's GPUs, 1 on PCIe
     * boards); then TP = the largest of those with PP 2, 3, ... while TP x PP divides @p gpus
     * and PP does not exceed the layers. DP = gpus / (TP x PP); ZeRO divides by it. When none
     * fits, `memory` is the layout that came closest (least per-GPU total) and `problem` says so.
     */
    static ParallelPlan choose(const TrainingJob &job, int gpus, int tpDomain, double gpuMemoryGB);
    bool operator==(const ParallelPlan &) const = default;
};

} // namespace cq
