#pragma once

#include <QString>

namespace cq {

/**
 * GPU generation as NCCL's tuning tables index it (compCapIndex in src/graph/tuning.cc):
 * SM70/75 Volta, SM80/86/89 Ampere (Ada shares the Ampere row), SM90 Hopper, SM100+ Blackwell.
 */
enum class GpuGeneration { Volta, Ampere, Hopper, Blackwell };

/**
 * Generation of Server::gpuArch ("Volta", "Turing", "Ampere", "Ada", "Hopper", "Blackwell",
 * case-insensitive). An empty or unknown name counts as Ampere, the most common row of
 * NCCL's tables, so that an incomplete design still gets an estimate.
 */
GpuGeneration gpuGeneration(const QString &arch);
QString generationName(GpuGeneration generation);

/**
 * Dense FP8 tensor-core TFLOPS of one GPU of Server::gpuArch @p arch whose dense BF16 peak is
 * @p bf16DenseTflops; 0 when the architecture has no FP8 tensor cores (Volta, Turing, Ampere:
 * A100, A800; Huawei Ascend 910B, whose published figures stop at FP16/BF16; an unknown name).
 * Where it has them, FP8 runs at twice the BF16 rate:
 *  - Hopper (H100, H800, H20): NVIDIA H100 Tensor Core GPU datasheet, H100 SXM BF16 989.4 and
 *    FP8 1,978.9 TFLOPS dense (the sparsity figures halved);
 *  - Ada (RTX 4090, L40S): NVIDIA Ada Lovelace GPU architecture whitepaper, FP8 tensor
 *    throughput 2 x the FP16 one (RTX 4090: 330.3 against 165.2 TFLOPS with FP32 accumulate);
 *  - Blackwell and later keep FP8 at the same 2 x (an ASSUMPTION: no such GPU in the catalog yet).
 */
double fp8DenseTflops(const QString &arch, double bf16DenseTflops);

} // namespace cq
