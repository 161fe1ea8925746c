#pragma once

#include <QCoreApplication>
#include <QString>

namespace cq {

/** Numeric precision of training: sets the size of one gradient element (bytes). */
enum class Precision { Bf16, Fp16, Fp8, Fp32 };

/** "bf16", "fp16", "fp8", "fp32". */
QString precisionKey(Precision precision);
/** Parses precisionKey() (any case); false for anything else. */
bool precisionFromKey(const QString &key, Precision *precision);
/** "BF16", "FP16", "FP8", "FP32": the key as datasheets write it. */
QString precisionName(Precision precision);
/** Bytes per gradient element: bf16 / fp16 2, fp8 1, fp32 4. */
int gradientElementBytes(Precision precision);

/**
 * What the user says about one training run. Defaults are the 7B preset.
 * Figures of the presets: LLaMA-2 (Touvron et al. 2023, arXiv:2307.09288): 7B and 70B
 * parameters, 2T tokens, 4M-token global batch. The 70B layout (8-way tensor x 4-way pipeline
 * parallel) is an assumption: a common Megatron-LM layout for that size, not from the paper.
 */
struct TrainingInputs {
    double parameters = 7e9;           ///< model parameters
    double tokens = 2e12;              ///< tokens of the whole run
    double batchTokens = 4194304;      ///< tokens per optimizer step (global batch), 4M = 2^22
    int dataParallel = 0;              ///< DP degree; 0 = every GPU left after TP x PP
    int tensorParallel = 1;            ///< TP degree (kept inside a node's NVLink)
    int pipelineParallel = 1;          ///< PP degree (stages on different nodes)
    Precision precision = Precision::Bf16;
    double peakTflops = 0;             ///< dense TFLOPS per GPU at this precision; 0 = the servers' BF16 figure
    double mfu = 0.5;                  ///< model FLOPs utilization, 0..1 (DOMAIN.md: good IB fabrics reach 0.5-0.55)
    double overlap = 0;                ///< share of gradient communication hidden behind backward, 0..1

    static TrainingInputs preset7B();
    static TrainingInputs preset70B();
    bool operator==(const TrainingInputs &) const = default;
};

/** The parallel layout of a run on a cluster and the size of its gradient all_reduce. */
struct TrainingPlan {
    int dataParallel = 0;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int groupGpusPerNode = 0;   ///< GPUs of one data-parallel group on one node
    int groupNodes = 0;         ///< nodes one data-parallel group spans
    double gradientBytes = 0;   ///< per data-parallel all_reduce: parameters / (TP x PP) x element bytes
    QString problem;            ///< why the inputs do not fit the cluster; empty when they do
    bool ok() const { return problem.isEmpty(); }
    bool operator==(const TrainingPlan &) const = default; ///< exact, field by field
};

/** Step time, throughput and time-to-train of one run. */
struct TrainingEstimate {
    TrainingPlan plan;
    double peakTflops = 0;          ///< per GPU, as used
    double computeSeconds = 0;      ///< 6 x parameters x batch tokens / (GPUs x peak x MFU)
    double allReduceSeconds = 0;    ///< the data-parallel gradient all_reduce (NCCL cost model)
    double exposedCommSeconds = 0;  ///< allReduceSeconds x (1 - overlap)
    double stepSeconds = 0;         ///< compute + exposed communication
    double tokensPerSecond = 0;
    double trainSeconds = 0;        ///< tokens / tokensPerSecond
    double scalingEfficiency = 0;   ///< computeSeconds / stepSeconds: ideal vs predicted step time
    QString allReduceText;          ///< algorithm, protocol and busbw of the gradient all_reduce
    bool valid() const { return plan.ok() && stepSeconds > 0; }
    bool operator==(const TrainingEstimate &) const = default; ///< exact, field by field
};

/**
 * Lays a run out on a cluster of @p gpus GPUs with @p gpusPerNode per node: DP = gpus / (TP x PP)
 * when dataParallel is 0; TP must fit in a node; DP x TP x PP must not exceed the GPUs.
 * One data-parallel group holds max(1, gpusPerNode / TP) GPUs of each node it spans (pipeline
 * stages sit on different nodes, as Megatron-LM places them). Errors (non-positive figures,
 * MFU outside (0, 1], overlap outside [0, 1], a layout that does not fit) go to `problem`.
 */
TrainingPlan planTraining(const TrainingInputs &inputs, int gpus, int gpusPerNode);

/**
 * Finishes the estimate once the gradient all_reduce is priced:
 * compute = 6 P B / (DP x TP x PP x peak x 1e12 x MFU) (the 6ND rule of Kaplan et al. 2020,
 * forward + backward, no activation recomputation); step = compute + allReduce x (1 - overlap);
 * tokens/s = B / step; time-to-train = tokens / (tokens/s). Pipeline bubbles and tensor-parallel
 * traffic are not modelled (TP stays in NVLink). @p peakTflops is per GPU.
 */
TrainingEstimate estimateTraining(const TrainingInputs &inputs, const TrainingPlan &plan, double peakTflops,
                                  double allReduceSeconds, const QString &allReduceText);

/**
 * Cost of one run in fen: monthly cost x run hours / 730 (8,760 hours a year / 12), rounded
 * half away from zero; 0 for a run that takes no time or a non-finite input.
 */
qint64 runCostFen(double trainSeconds, qint64 monthlyFen);

} // namespace cq
