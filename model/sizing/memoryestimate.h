#pragma once

#include "sizingfigure.h"
#include "trainingjob.h"

namespace cq {

/**
 * Memory one GPU needs to train a job under a parallel layout, bytes, each part with its
 * formula. Model states follow the ZeRO paper (Rajbhandari et al. 2020, arXiv:1910.02054,
 * §3.1 and Figure 1): mixed-precision Adam keeps 2 B of BF16 weights, 2 B of BF16 gradients
 * and K = 12 B of FP32 optimizer states (master weights, momentum, variance) per parameter,
 * 16 B in all; stage 1 divides the optimizer states by the data-parallel degree Nd, stage 2
 * the gradients too, stage 3 the weights as well. Tensor and pipeline parallelism split the
 * parameters first (P / (TP x PP) per GPU).
 *
 * Activations follow Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large
 * Transformer Models", arXiv:2205.05198, §4): per layer s b h (34 + 5 a s / h) bytes without
 * recomputation, 34 s b h with selective recomputation (the attention scores recomputed),
 * 2 s b h with full recomputation (only each layer's input kept); divided by TP. Under the
 * 1F1B pipeline schedule the first stage holds PP micro-batches of L / PP layers, so a GPU
 * holds L layers' worth whatever PP is (§4.2.3).
 *
 * FP8 training (NVIDIA Transformer Engine) changes none of this: it keeps the BF16 weights and
 * gradients and the FP32 optimizer states, and the activations are still counted in BF16 (an
 * ASSUMPTION, an upper bound: some of them may be kept in FP8); the formulas say so.
 */
struct MemoryEstimate {
    Q_DECLARE_TR_FUNCTIONS(cq::MemoryEstimate)
public:
    SizingFigure weights;      ///< bytes per GPU
    SizingFigure gradients;    ///< bytes per GPU
    SizingFigure optimizer;    ///< bytes per GPU
    SizingFigure activations;  ///< bytes per GPU
    SizingFigure total;        ///< bytes per GPU
    SizingFigure usable;       ///< bytes of the GPU a job may fill (kUsableShare of its memory)
    bool fits = false;

    /** Share of a GPU's memory a job may fill; the rest is the CUDA context, NCCL buffers and
     *  allocator fragmentation (an ASSUMPTION, 10 % kept free). */
    static constexpr double kUsableShare = 0.9;

    /** 16 B x @p parameters: weights, gradients and Adam states of mixed-precision Adam (ZeRO paper). */
    static double modelStateBytes(double parameters) { return 16 * parameters; }
    /** 2 B x @p parameters: BF16 weights alone (65B: 130 GB, DOMAIN.md). */
    static double weightBytes(double parameters) { return 2 * parameters; }
    /** Activation bytes of one transformer layer for one micro-batch, before TP (Korthikanti et al.). */
    static double activationBytesPerLayer(const TrainingJob &job);

    /** The estimate for one GPU of a TP x PP x DP layout on a GPU of @p gpuMemoryGB (1e9 bytes). */
    static MemoryEstimate perGpu(const TrainingJob &job, int tp, int pp, int dp, double gpuMemoryGB);
    bool operator==(const MemoryEstimate &) const = default;
};

/** Bytes in GB (1e9), e.g. "130.0 GB". */
QString gigabytesText(double bytes);

} // namespace cq
