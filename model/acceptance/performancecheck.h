#pragma once

#include "acceptancecheck.h"
#include "domain/design.h"
#include "engine/collectives.h"
#include "engine/designanalysis.h"
#include "ncclreader.h"

namespace cq {

/** A measured nccl-tests run beside the engine's prediction for the same communicator. */
struct PerformanceComparison {
    AcceptanceCheck check;
    QString collective;                  ///< nccl-tests name
    QList<double> bytes;                 ///< sizes of the run (> 0 B), ascending as printed
    QList<double> measuredBusbwGBps;     ///< out-of-place busbw at `bytes`
    QList<double> predictedBusbwGBps;    ///< the engine at `bytes`; empty when it could not predict
    double largeRatio = 0;               ///< mean measured / predicted over sizes >= 1 GiB (or the largest)
};

/** The verdict's bar: measured busbw at large sizes >= 80 % of the prediction (DOMAIN.md §7:
 *  "a gradient-sync efficiency of 80% or more is the bar"). */
constexpr double kAcceptanceRatio = 0.8;

/** Above this share of the prediction a run is implausible, not excellent: the engine's
 *  prediction is what the hardware can deliver (NCCL's cost model on the design's links), so
 *  > 125 % points to a log from faster hardware than the design's, and fails. */
constexpr double kImplausibleRatio = 1.25;

/** Messages from this size up are "large" for the verdict: 1 GiB, where NCCL is bandwidth-bound
 *  on every system in ../shared/reference/nccl-measurements.csv. */
constexpr double kLargeMessageBytes = 1073741824.0;

/** The size of the acceptance figures the quote gives: 8 GiB, the largest size of the runs it
 *  asks for (`all_reduce_perf -b 8 -e 8G -f 2`), where `accept` states its prediction. */
constexpr double kQuotedBusbwBytes = 8589934592.0;

/**
 * The part of @p design a communicator of @p hosts hosts uses: the first training cluster's
 * first @p hosts GPU servers with @p ranksPerHost GPUs each (other servers and their cables
 * removed). Sets *problem and returns the design unchanged when it has fewer GPU servers.
 */
Design communicatorDesign(const Design &design, int hosts, int ranksPerHost, QString *problem);

/**
 * The engine's nccl-tests prediction (analyze(), NCCL's cost model) for @p collective at each
 * of @p bytes on communicatorDesign(): one estimate per size, in order. Empty, with *problem
 * set, when the design has too few GPU servers or the engine returns no sweep. The one
 * prediction behind both `accept` (checkPerformance) and the quote's acceptance figures
 * (expectedNcclBusbw).
 */
QList<CollectiveEstimate> predictCommunicator(const Design &design, int hosts, int ranksPerHost, Collective collective,
                                              const QList<double> &bytes, QString *problem);

/** What nccl-tests should show on a design, in one node and across all its nodes. */
struct ExpectedBusbw {
    int nodes = 0;                  ///< GPU servers of the first training cluster (0: no GPU server)
    int gpusPerNode = 0;            ///< fewest GPUs among them
    CollectiveEstimate inNode;      ///< one host, gpusPerNode ranks (`-g gpusPerNode`)
    CollectiveEstimate acrossNodes; ///< every node, gpusPerNode ranks each; default (0 GB/s) on one node

    bool isEmpty() const { return nodes == 0; }
};

/**
 * The expected nccl-tests busbw of @p collective at @p bytes on @p design, in one node and
 * across the first training cluster's nodes: predictCommunicator() for 1 host and for every
 * host, exactly what `accept` holds runs of those shapes to. The quote PDF prints these.
 */
ExpectedBusbw expectedNcclBusbw(const Design &design, double bytes, Collective collective = Collective::AllReduce);

/**
 * Predicts @p run's collective at its sizes (predictCommunicator() with the run's hosts and
 * ranks per host) and compares: passes when the mean ratio at large sizes reaches kAcceptanceRatio
 * and is no more than kImplausibleRatio, and the run's GPU (rank 0's device) is of the design's
 * GPU family (gpuFamily(); a name it does not know is not held against the run). The detail names the bottleneck the engine expects at the largest size, which is where a
 * shortfall points (e.g. the NICs, a leaf's uplinks, NVLink).
 */
PerformanceComparison checkPerformance(const Design &delivered, const NcclRun &run, const QString &file);

} // namespace cq
