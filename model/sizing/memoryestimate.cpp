#include "memoryestimate.h"

#include "compare/scaledvalue.h"

#include <QLocale>

namespace cq {

QString gigabytesText(double bytes)
{
    // Grouped like the other counts: "1,120.0 GB" (QLocale's English grouping, ',' in every language).
    return QStringLiteral("%1 GB").arg(QLocale(QLocale::English, QLocale::UnitedStates).toString(bytes / 1e9, 'f', 1));
}

double MemoryEstimate::activationBytesPerLayer(const TrainingJob &job)
{
    const double sbh = double(job.sequence) * job.microBatch * job.hidden;
    switch (job.recompute) {
    case Recompute::None: return sbh * (34 + 5.0 * job.heads * job.sequence / job.hidden);
    case Recompute::Selective: return 34 * sbh;
    case Recompute::Full: return 2 * sbh;
    }
    return 0;
}

MemoryEstimate MemoryEstimate::perGpu(const TrainingJob &job, int tp, int pp, int dp, double gpuMemoryGB)
{
    MemoryEstimate m;
    tp = std::max(tp, 1);
    pp = std::max(pp, 1);
    dp = std::max(dp, 1);
    const double shard = job.parameters / (double(tp) * pp); // parameters one model-parallel rank holds
    const int stage = job.zeroStage;
    const auto part = [&](double bytesPerParameter, bool divided) {
        return SizingFigure{bytesPerParameter * shard / (divided ? dp : 1), {}};
    };
    m.weights = part(2, stage >= 3);
    m.gradients = part(2, stage >= 2);
    m.optimizer = part(12, stage >= 1);
    const QString split = tr("%1 / (TP %2 x PP %3)").arg(formatScaledCount(job.parameters)).arg(tp).arg(pp);
    const QString byDp = tr(" / DP %1 (ZeRO-%2)").arg(dp).arg(stage);
    m.weights.formula = tr("weights: 2 B (BF16) x %1%2 = %3").arg(split, stage >= 3 ? byDp : QString(), gigabytesText(m.weights.value));
    const bool fp8 = job.precision == Precision::Fp8;
    if (fp8) // the model states are those of BF16 training: say so where a reader expects 1 B
        m.weights.formula += tr(" (FP8 training keeps BF16 weights and gradients and FP32 optimizer states: NVIDIA Transformer Engine)");
    m.gradients.formula = tr("gradients: 2 B (BF16) x %1%2 = %3").arg(split, stage >= 2 ? byDp : QString(), gigabytesText(m.gradients.value));
    m.optimizer.formula = tr("optimizer states: 12 B (FP32 weights, momentum, variance) x %1%2 = %3")
                              .arg(split, stage >= 1 ? byDp : QString(), gigabytesText(m.optimizer.value));
    const double perLayer = activationBytesPerLayer(job);
    m.activations.value = job.layers * perLayer / tp;
    const QString s = countText(job.sequence), b = countText(job.microBatch), h = countText(job.hidden);
    QString perLayerText;
    switch (job.recompute) {
    case Recompute::None:
        perLayerText = tr("s b h (34 + 5 a s / h) = %1 x %2 x %3 x (34 + 5 x %4 x %1 / %3)").arg(s, b, h).arg(job.heads);
        break;
    case Recompute::Selective: perLayerText = tr("34 s b h = 34 x %1 x %2 x %3 (selective recomputation)").arg(s, b, h); break;
    case Recompute::Full: perLayerText = tr("2 s b h = 2 x %1 x %2 x %3 (full recomputation)").arg(s, b, h); break;
    }
    m.activations.formula = tr("activations: %1 layers x %2 / TP %3 = %4 (Korthikanti et al. 2022)")
                                .arg(job.layers).arg(perLayerText).arg(tp).arg(gigabytesText(m.activations.value));
    if (fp8) // an upper bound: Transformer Engine may keep some activations in FP8
        m.activations.formula += tr("; FP8 training: activations counted in BF16, as assumed");
    m.total.value = m.weights.value + m.gradients.value + m.optimizer.value + m.activations.value;
    m.total.formula = tr("weights + gradients + optimizer + activations = %1").arg(gigabytesText(m.total.value));
    m.usable.value = kUsableShare * gpuMemoryGB * 1e9;
    m.usable.formula = tr("90 % of %1 GB (10 % for the CUDA context, NCCL buffers and fragmentation)").arg(gpuMemoryGB);
    m.fits = m.total.value <= m.usable.value;
    return m;
}

} // namespace cq
