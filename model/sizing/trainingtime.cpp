#include "trainingtime.h"

#include "compare/scaledvalue.h"

#include <cmath>

namespace cq {

QString secondsText(double seconds)
{
    return TrainingTime::tr("%1 s (%2 days)")
        .arg(countText(seconds))
        .arg(seconds / 86400, 0, 'f', 1);
}

double TrainingTime::activationMessageBytes(const TrainingJob &job)
{
    return double(job.sequence) * job.microBatch * job.hidden * 2;
}

TrainingTime TrainingTime::estimate(const TrainingJob &job, const ParallelPlan &plan, double peakTflops,
                                    const StepCommunication &comm)
{
    TrainingTime t;
    const int gpus = plan.tensorParallel * plan.pipelineParallel * plan.dataParallel;
    const int k = job.flopsPerParameterToken();
    t.compute.value = k * job.parameters * job.tokens / (gpus * peakTflops * 1e12 * job.mfu);
    t.compute.formula = tr("%1 x %2 x %3 tokens / (%4 GPUs x %5 TFLOPS %6 x MFU %7 %) = %8")
                            .arg(k).arg(formatScaledCount(job.parameters), formatScaledCount(job.tokens), countText(gpus))
                            .arg(peakTflops, 0, 'g', 4).arg(precisionName(job.precision)).arg(job.mfu * 100, 0, 'g', 3)
                            .arg(secondsText(t.compute.value));
    const double steps = job.tokens / job.batchTokens;
    const double zeroFactor = job.zeroStage >= 3 ? 1.5 : 1.0;
    if (plan.dataParallel > 1) {
        t.dataParallel.value = steps * comm.dpAllReduceSeconds * zeroFactor;
        t.dataParallel.formula = tr("%1 steps x %2 ms gradient all_reduce%3 (%4) = %5")
                                     .arg(countText(steps)).arg(comm.dpAllReduceSeconds * 1e3, 0, 'f', 2)
                                     .arg(zeroFactor > 1 ? tr(" x 1.5 (ZeRO-3)") : QString(), comm.dpAllReduceText,
                                          secondsText(t.dataParallel.value));
    } else {
        t.dataParallel.formula = tr("DP 1: no gradient all_reduce");
    }
    if (plan.tensorParallel > 1) {
        const int perLayer = job.recompute == Recompute::Full ? 6 : 4;
        const double layers = double(job.layers) / plan.pipelineParallel;
        t.tensorParallel.value = steps * plan.microBatches * perLayer * layers * comm.tpAllReduceSeconds;
        t.tensorParallel.formula = tr("%1 steps x %2 micro-batches x %3 all_reduces x %4 layers x %5 ms (%6) = %7")
                                       .arg(countText(steps), countText(plan.microBatches, false)).arg(perLayer)
                                       .arg(layers, 0, 'g', 4).arg(comm.tpAllReduceSeconds * 1e3, 0, 'f', 3)
                                       .arg(comm.tpAllReduceText, secondsText(t.tensorParallel.value));
    } else {
        t.tensorParallel.formula = tr("TP 1: no tensor-parallel all_reduce");
    }
    if (plan.pipelineParallel > 1) {
        t.pipeline.value = steps * plan.microBatches * 2 * comm.ppSendRecvSeconds;
        t.pipeline.formula = tr("%1 steps x %2 micro-batches x 2 send/recv x %3 ms (%4) = %5")
                                 .arg(countText(steps), countText(plan.microBatches, false))
                                 .arg(comm.ppSendRecvSeconds * 1e3, 0, 'f', 3).arg(comm.ppSendRecvText, secondsText(t.pipeline.value));
    } else {
        t.pipeline.formula = tr("PP 1: no pipeline send/recv");
    }
    t.total.value = t.compute.value + t.dataParallel.value + t.tensorParallel.value + t.pipeline.value;
    t.total.formula = tr("compute + data-parallel + tensor-parallel + pipeline communication = %1").arg(secondsText(t.total.value));
    return t;
}

} // namespace cq
