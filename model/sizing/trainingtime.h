#pragma once

#include "parallelplan.h"

namespace cq {

/** What one communication of a step costs on the candidate's design (the analytic engine's figures). */
struct StepCommunication {
    double dpAllReduceSeconds = 0;  ///< the gradient all_reduce over DP ranks, once per step
    QString dpAllReduceText;        ///< algorithm, protocol, busbw of it
    double tpAllReduceSeconds = 0;  ///< one TP all_reduce of s x b x h x 2 B inside the node
    QString tpAllReduceText;
    double ppSendRecvSeconds = 0;   ///< one stage-to-stage send/recv of s x b x h x 2 B
    QString ppSendRecvText;
};

/**
 * Time to train one run: compute = k x parameters x tokens / (GPUs x peak x MFU), k = 6
 * (Kaplan et al. 2020) or 8 with full recomputation, the peak the GPU's dense one at the job's
 * precision (BF16, or FP8 at twice that: fp8DenseTflops()); plus the exposed communication, none of
 * it assumed hidden behind compute (an upper bound):
 *  - data parallel: steps x the gradient all_reduce (x 1.5 under ZeRO-3, whose extra weight
 *    all_gather moves 1.5x the data, ZeRO paper §7.2.2);
 *  - tensor parallel (Megatron-LM, Shoeybi et al. 2019): per micro-batch 4 all_reduces per
 *    layer of the stage (2 forward, 2 backward; 6 with full recomputation) over TP GPUs;
 *  - pipeline: per micro-batch one activation forward and one gradient backward between
 *    neighbouring stages.
 * Steps = tokens / batch tokens. Pipeline bubbles are left to the MFU.
 */
struct TrainingTime {
    Q_DECLARE_TR_FUNCTIONS(cq::TrainingTime)
public:
    SizingFigure compute;         ///< seconds per run
    SizingFigure dataParallel;    ///< seconds per run
    SizingFigure tensorParallel;  ///< seconds per run
    SizingFigure pipeline;        ///< seconds per run
    SizingFigure total;           ///< seconds per run
    double days() const { return total.value / 86400; }

    /** The estimate; @p peakTflops is dense per GPU at @p job's precision, the one the run uses
     *  (a job asking for FP8 on a GPU without it comes here as BF16 with the BF16 peak). */
    static TrainingTime estimate(const TrainingJob &job, const ParallelPlan &plan, double peakTflops,
                                 const StepCommunication &comm);
    /** Message of one TP all_reduce or PP send/recv: s x b x h x 2 B (BF16 activations). */
    static double activationMessageBytes(const TrainingJob &job);
    bool operator==(const TrainingTime &) const = default;
};

/** Seconds as "4,206,731 s (48.7 days)". */
QString secondsText(double seconds);

} // namespace cq
