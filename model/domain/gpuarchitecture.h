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

} // namespace cq
