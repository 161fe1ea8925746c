#pragma once

#include "sizingcandidate.h"

#include "catalog/catalog.h"
#include "quote/pricebook.h"

#include <QCoreApplication>

namespace cq {

/** What every candidate of one advice shares: the job, the catalog, the price book, the term. */
struct SizingContext {
    TrainingJob job;
    Catalog catalog;             ///< offered models only (Catalog::offered)
    PriceBook book;
    Term term = Term::Monthly;
    QString region;              ///< the price book's region quoted in (QuoteExtras::region); empty: default prices
};

/**
 * Builds one candidate: N servers of one GPU family generated as a fat tree from the catalog
 * (CatalogChoice::fitToGpu / choose, FabricGenerator, as `generate` does: InfiniBand preferred,
 * 400 Gb/s NICs asked for from 32 GPUs, else 200), the job laid out on it (ParallelPlan),
 * its communication priced by the analytic engine on that design (analyze(): the gradient
 * all_reduce over DP ranks, a send/recv between stages, and on one node of TP GPUs the
 * tensor-parallel all_reduce), the time to train (TrainingTime), its quotes for every term
 * (buildQuote) and the run cost (RentedRun: whole months, years or hours of the term), power and checkpoint.
 * A job in FP8 runs at the GPU's FP8 peak where it has FP8 tensor cores (fp8DenseTflops()); on
 * one without, the candidate runs BF16 at the BF16 peak and a reason says so.
 * The guides' rules are added by SizingRules. Pure; safe on a worker thread.
 */
class CandidateBuilder
{
    Q_DECLARE_TR_FUNCTIONS(cq::CandidateBuilder)
public:
    /** The candidate, or one whose `problem` says why there is none (memory, catalog, generator). */
    static SizingCandidate build(const SizingContext &context, const QString &gpuKey, int servers);
    /** GPUs one NVLink / HCCS domain joins in a server of @p gpusPerServer: all of them, 1 on PCIe. */
    static int tensorParallelDomain(IntraFabric fabric, int gpusPerServer);
    /** 14 B x parameters: BF16 weights + FP32 master weights, momentum and variance (gradients are not saved). */
    static double checkpointBytes(double parameters) { return 14 * parameters; }
    /** Sustained write of one server's local NVMe, GB/s: an ASSUMPTION (one data-centre PCIe
     *  Gen4 drive writes 2-4 GB/s sequentially), each server writing its shard in parallel. */
    static constexpr double kNvmeWriteGBps = 2.0;
};

} // namespace cq
