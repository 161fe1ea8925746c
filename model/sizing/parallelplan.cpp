#include "parallelplan.h"

#include <optional>

namespace cq {

namespace {

ParallelPlan makeLayout(const TrainingJob &job, int gpus, int tp, int pp, double gpuMemoryGB)
{
    ParallelPlan p;
    p.tensorParallel = tp;
    p.pipelineParallel = pp;
    p.dataParallel = gpus / (tp * pp);
    p.memory = MemoryEstimate::perGpu(job, tp, pp, p.dataParallel, gpuMemoryGB);
    p.microBatches = job.batchTokens / (double(job.sequence) * job.microBatch * p.dataParallel);
    p.layout.value = double(tp) * pp * p.dataParallel;
    return p;
}

} // namespace

ParallelPlan ParallelPlan::choose(const TrainingJob &job, int gpus, int tpDomain, double gpuMemoryGB)
{
    ParallelPlan best;
    bool haveBest = false;
    const auto consider = [&](int tp, int pp) {
        const ParallelPlan p = makeLayout(job, gpus, tp, pp, gpuMemoryGB);
        if (!haveBest || p.memory.total.value < best.memory.total.value) {
            best = p;
            haveBest = true;
        }
        return p.memory.fits ? std::optional<ParallelPlan>(p) : std::nullopt;
    };
    const auto finish = [&](ParallelPlan p, const QString &why) {
        p.layout.formula = tr("TP %1 x PP %2 x DP %3 = %4 GPUs: %5")
                               .arg(p.tensorParallel).arg(p.pipelineParallel).arg(p.dataParallel).arg(countText(p.layout.value), why);
        if (p.microBatches < 1)
            p.problem = tr("the global batch of %1 tokens is less than one micro-batch (%2 x %3 tokens) for each of %4 data-parallel ranks")
                            .arg(countText(job.batchTokens)).arg(job.microBatch).arg(countText(job.sequence)).arg(p.dataParallel);
        return p;
    };
    if (gpus < 1 || !(gpuMemoryGB > 0)) {
        best.problem = tr("the cluster has no GPUs with known memory");
        return best;
    }
    int tp = 1;
    for (; tp <= std::max(1, tpDomain) && gpus % tp == 0; tp *= 2) {
        if (auto p = consider(tp, 1))
            return finish(*p, tp == 1 ? tr("data parallel alone fits") : tr("the smallest tensor-parallel group that fits (inside NVLink)"));
    }
    tp = std::max(1, tp / 2);
    for (int pp = 2; pp <= job.layers && tp * pp <= gpus; ++pp) {
        if (gpus % (tp * pp) != 0)
            continue;
        if (auto p = consider(tp, pp))
            return finish(*p, tr("TP fills the NVLink domain; the fewest pipeline stages that fit"));
    }
    best = finish(best, tr("the closest layout"));
    best.problem = tr("%1 per GPU at best (%2), over the %3 usable of a %4 GB GPU")
                       .arg(gigabytesText(best.memory.total.value), best.layout.formula.section(u':', 0, 0),
                            gigabytesText(best.memory.usable.value))
                       .arg(gpuMemoryGB);
    return best;
}

} // namespace cq
