#pragma once

#include "acceptancecheck.h"
#include "domain/design.h"
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

/** Messages from this size up are "large" for the verdict: 1 GiB, where NCCL is bandwidth-bound
 *  on every system in ../shared/reference/nccl-measurements.csv. */
constexpr double kLargeMessageBytes = 1073741824.0;

/**
 * The part of @p design a run used: the first training cluster's first `hosts` GPU servers
 * with `ranks / hosts` GPUs each (other servers and their cables removed). Sets *problem and
 * returns the design unchanged when it has fewer GPU servers than the run had hosts.
 */
Design communicatorDesign(const Design &design, const NcclRun &run, QString *problem);

/**
 * Predicts @p run's collective at its sizes on communicatorDesign() with the engine
 * (analyze()) and compares: passes when the mean ratio at large sizes reaches kAcceptanceRatio.
 * The detail names the bottleneck the engine expects at the largest size, which is where a
 * shortfall points (e.g. the NICs, a leaf's uplinks, NVLink).
 */
PerformanceComparison checkPerformance(const Design &delivered, const NcclRun &run, const QString &file);

} // namespace cq
