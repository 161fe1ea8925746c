#include "trainingestimate.h"

#include <cmath>

namespace cq {

namespace {

// The first input that makes no sense, in words; empty when all are usable.
QString inputProblem(const TrainingInputs &in)
{
    if (!(in.parameters > 0) || !std::isfinite(in.parameters))
        return QCoreApplication::translate("cq::TrainingEstimate", "the parameter count must be greater than 0");
    if (!(in.tokens > 0) || !std::isfinite(in.tokens))
        return QCoreApplication::translate("cq::TrainingEstimate", "the token count must be greater than 0");
    if (!(in.batchTokens > 0) || !std::isfinite(in.batchTokens))
        return QCoreApplication::translate("cq::TrainingEstimate", "the tokens per step must be greater than 0");
    if (in.tensorParallel < 1 || in.pipelineParallel < 1 || in.dataParallel < 0)
        return QCoreApplication::translate("cq::TrainingEstimate", "parallel degrees must be at least 1 (data parallel 0 = automatic)");
    if (!(in.mfu > 0 && in.mfu <= 1))
        return QCoreApplication::translate("cq::TrainingEstimate", "MFU must be above 0 % and at most 100 %");
    if (!(in.overlap >= 0 && in.overlap <= 1))
        return QCoreApplication::translate("cq::TrainingEstimate", "overlap must be between 0 % and 100 %");
    if (!(in.peakTflops >= 0) || !std::isfinite(in.peakTflops))
        return QCoreApplication::translate("cq::TrainingEstimate", "peak TFLOPS must not be negative");
    return {};
}

} // namespace

QString precisionKey(Precision precision)
{
    switch (precision) {
    case Precision::Bf16: return QStringLiteral("bf16");
    case Precision::Fp16: return QStringLiteral("fp16");
    case Precision::Fp8: return QStringLiteral("fp8");
    case Precision::Fp32: return QStringLiteral("fp32");
    }
    return {};
}

bool precisionFromKey(const QString &key, Precision *precision)
{
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Fp32}) {
        if (key.compare(precisionKey(p), Qt::CaseInsensitive) == 0) {
            *precision = p;
            return true;
        }
    }
    return false;
}

QString precisionName(Precision precision)
{
    return precisionKey(precision).toUpper();
}

int gradientElementBytes(Precision precision)
{
    switch (precision) {
    case Precision::Fp8: return 1;
    case Precision::Fp32: return 4;
    default: return 2;
    }
}

TrainingInputs TrainingInputs::preset7B()
{
    return TrainingInputs();
}

TrainingInputs TrainingInputs::preset70B()
{
    TrainingInputs in;
    in.parameters = 70e9;
    in.tensorParallel = 8;
    in.pipelineParallel = 4;
    return in;
}

TrainingPlan planTraining(const TrainingInputs &in, int gpus, int gpusPerNode)
{
    TrainingPlan plan;
    plan.tensorParallel = in.tensorParallel;
    plan.pipelineParallel = in.pipelineParallel;
    plan.problem = inputProblem(in);
    if (!plan.ok())
        return plan;
    if (gpus < 1 || gpusPerNode < 1) {
        plan.problem = QCoreApplication::translate("cq::TrainingEstimate", "the cluster has no GPUs");
        return plan;
    }
    if (in.tensorParallel > gpusPerNode) {
        plan.problem = QCoreApplication::translate("cq::TrainingEstimate", "tensor parallel %1 does not fit in a node of %2 GPUs").arg(in.tensorParallel).arg(gpusPerNode);
        return plan;
    }
    const qint64 modelParallel = qint64(in.tensorParallel) * in.pipelineParallel;
    plan.dataParallel = in.dataParallel > 0 ? in.dataParallel : int(gpus / modelParallel);
    if (plan.dataParallel < 1 || plan.dataParallel * modelParallel > gpus) {
        plan.problem = QCoreApplication::translate("cq::TrainingEstimate", "DP x TP x PP = %1 x %2 x %3 needs more than the %4 GPUs of the cluster")
                           .arg(std::max(plan.dataParallel, 1)).arg(in.tensorParallel).arg(in.pipelineParallel).arg(gpus);
        return plan;
    }
    plan.groupGpusPerNode = std::min(plan.dataParallel, std::max(1, gpusPerNode / in.tensorParallel));
    plan.groupNodes = (plan.dataParallel + plan.groupGpusPerNode - 1) / plan.groupGpusPerNode;
    plan.gradientBytes = in.parameters / double(modelParallel) * gradientElementBytes(in.precision);
    return plan;
}

TrainingEstimate estimateTraining(const TrainingInputs &in, const TrainingPlan &plan, double peakTflops,
                                  double allReduceSeconds, const QString &allReduceText)
{
    TrainingEstimate e;
    e.plan = plan;
    if (!plan.ok())
        return e;
    e.peakTflops = in.peakTflops > 0 ? in.peakTflops : peakTflops;
    if (!(e.peakTflops > 0)) {
        e.plan.problem = QCoreApplication::translate("cq::TrainingEstimate", "the GPUs' peak TFLOPS is unknown: enter it");
        return e;
    }
    const double gpus = double(plan.dataParallel) * plan.tensorParallel * plan.pipelineParallel;
    e.computeSeconds = 6 * in.parameters * in.batchTokens / (gpus * e.peakTflops * 1e12 * in.mfu);
    e.allReduceSeconds = plan.dataParallel > 1 ? allReduceSeconds : 0;
    e.allReduceText = allReduceText;
    e.exposedCommSeconds = e.allReduceSeconds * (1 - in.overlap);
    e.stepSeconds = e.computeSeconds + e.exposedCommSeconds;
    e.tokensPerSecond = in.batchTokens / e.stepSeconds;
    e.trainSeconds = in.tokens / e.tokensPerSecond;
    e.scalingEfficiency = e.computeSeconds / e.stepSeconds;
    return e;
}

qint64 runCostFen(double trainSeconds, qint64 monthlyFen)
{
    constexpr double hoursPerMonth = 730; // 8,760 h / 12
    if (!(trainSeconds > 0) || !std::isfinite(trainSeconds))
        return 0;
    return qint64(std::llround(double(monthlyFen) * (trainSeconds / 3600.0) / hoursPerMonth));
}

} // namespace cq
