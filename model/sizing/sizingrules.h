#pragma once

#include "sizingcandidate.h"

#include <optional>

namespace cq {

/** What the customer asks of a run: a deadline, a budget per run, or neither (the frontier). */
struct SizingGoal {
    std::optional<double> days;      ///< the run must finish within this many days
    std::optional<Money> budget;     ///< the run must cost at most this (the run cost's upper end)
};

/** Facts about a candidate's GPU family the rules need beyond the candidate itself. */
struct SizingFamilyFacts {
    bool oneNodeFits = false;        ///< the job fits one server of this family
};

/**
 * The field guides' advice (DOMAIN.md) as rules that judge one candidate and say why:
 *  - one node first (先单机后多机): if the job fits one 8-GPU node, that is proposed first;
 *    more nodes only for data-parallel throughput;
 *  - fabric by size: plain Ethernet never for multi-node training; RoCE only up to 32 GPUs and
 *    with a lossless-network (PFC/ECN) engineer; InfiniBand beyond;
 *  - NIC rate: 200 Gb/s per GPU for 8-16 GPUs, 400 Gb/s from 32;
 *  - storage: local NVMe or a parallel file system, a checkpoint every 1-2 hours, its size and
 *    write time;
 *  - term: monthly or hourly until the pipeline runs, annual once the topology is settled,
 *    with the price of each;
 *  - the guides' measured A100 throughput (8 / 16 / 32 GPUs: about 300 / 580 / 1,100 TFLOPS)
 *    beside the estimate; Ascend's CANN; the goal (deadline or budget) met or missed.
 */
class SizingRules
{
    Q_DECLARE_TR_FUNCTIONS(cq::SizingRules)
public:
    /** Appends the reasons to @p candidate (after the builder's own). */
    static void apply(SizingCandidate *candidate, const TrainingJob &job, const SizingGoal &goal,
                      const SizingFamilyFacts &family);
    /** The guides' sustained TFLOPS for @p gpus A100 GPUs (8: 300, 16: 580, 32: 1,100), 0 for other counts. */
    static double guideA100Tflops(int gpus);
    /** Whether @p candidate meets @p goal (a priced run within the deadline and the budget). */
    static bool meets(const SizingCandidate &candidate, const SizingGoal &goal);
};

} // namespace cq
