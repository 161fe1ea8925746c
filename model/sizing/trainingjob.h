#pragma once

#include "engine/trainingestimate.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace cq {

/** Activation recomputation (Korthikanti et al. 2022): what the backward pass recomputes. */
enum class Recompute { None, Selective, Full };

/** "none", "selective", "full". */
QString recomputeKey(Recompute recompute);
/** Parses recomputeKey(); false for anything else. */
bool recomputeFromKey(const QString &key, Recompute *recompute);

/**
 * The model a customer wants to train and how: shape, data, optimiser, memory savers and the
 * precision of the matrix multiplications. Mixed-precision Adam with BF16 weights and gradients
 * throughout (the ZeRO paper's setting); FP8 training (NVIDIA Transformer Engine) runs the
 * matrix multiplications in FP8 and keeps those BF16 weights and gradients and the FP32
 * optimizer states, so only the peak changes.
 */
struct TrainingJob {
    Q_DECLARE_TR_FUNCTIONS(cq::TrainingJob)
public:
    QString name = QStringLiteral("7B");
    double parameters = 7e9;
    int layers = 32;
    int hidden = 4096;
    int heads = 32;
    int sequence = 2048;           ///< tokens per sample (s)
    int microBatch = 1;            ///< samples per micro-batch (b)
    double tokens = 1e12;          ///< tokens of the whole run
    double batchTokens = 4194304;  ///< global batch per optimizer step, tokens (4M = 2^22, LLaMA's)
    int zeroStage = 1;             ///< ZeRO stage 0-3 (Rajbhandari et al. 2020)
    Recompute recompute = Recompute::Selective;
    double mfu = 0.5;              ///< model FLOPs utilization, 0..1 (DOMAIN.md: 50 %, 52-55 % on good IB)
    /** Bf16 or Fp8 (where the GPU has FP8 tensor cores; the others run BF16). */
    Precision precision = Precision::Bf16;
    QString source;                ///< where the shape comes from

    /**
     * The presets and their published shapes (layers / hidden / heads / sequence):
     * "7B" 32/4096/32/2048, "13B" 40/5120/40/2048, "65B" 80/8192/64/2048 (LLaMA, Touvron et al.
     * 2023, arXiv:2302.13971, Table 2); "70B" 80/8192/64/4096 (Llama 2, arXiv:2307.09288);
     * "175B" 96/12288/96/2048 (GPT-3, Brown et al. 2020, arXiv:2005.14165, Table 2.1).
     * Case does not matter; nullopt for another name.
     */
    static std::optional<TrainingJob> preset(const QString &name);
    /** "7B", "13B", "65B", "70B", "175B". */
    static QStringList presetNames();
    /**
     * A model of @p parameters with no published shape: the nearest preset's hidden / layers
     * ratio r kept, parameters = 12 x layers x hidden^2 (the transformer block's weights,
     * embeddings left out) solved for layers = cbrt(P / (12 r^2)), hidden rounded to 128,
     * heads = hidden / 128.
     */
    static TrainingJob custom(double parameters);
    /** The first input that makes no sense, in words; empty when the job is usable. */
    QString problem() const;
    /** FLOPs per token per parameter: 6 (forward + backward, Kaplan et al. 2020), 8 with
     *  full recomputation (one more forward). Selective recomputation is counted as 6. */
    int flopsPerParameterToken() const { return recompute == Recompute::Full ? 8 : 6; }
    bool operator==(const TrainingJob &) const = default;
};

} // namespace cq
