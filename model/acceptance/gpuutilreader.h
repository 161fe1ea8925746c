#pragma once

#include "importdiagnostic.h"

namespace cq {

/** The utilisation samples of one GPU, in time order. */
struct GpuUtilSeries {
    QString gpu;              ///< "GPU0" (dmon's gpu index or the CSV's index), a UUID / bus id, or "GPUs" (see GpuUtilLog::gpusKnown)
    QList<double> percent;    ///< SM (dmon "sm") or GPU ("utilization.gpu") utilisation, %
};

/** A utilisation log of one host. */
struct GpuUtilLog {
    QString format;           ///< "dmon" or "csv"
    QList<GpuUtilSeries> gpus; ///< in order of first appearance
    /** False for a CSV with only utilization.gpu (no index, uuid, bus id or timestamp column):
     *  every GPU's rows are then in the one series, GPU0, GPU1, ... in turn each interval. */
    bool gpusKnown = true;

    int samples() const;
};

struct GpuUtilReadResult {
    GpuUtilLog log;
    QList<ImportDiagnostic> diagnostics;
    bool ok() const { return log.samples() > 0; }
};

/**
 * Reads an nvidia-smi utilisation log: `nvidia-smi dmon` (any -s / -o selection: the
 * "# gpu ... sm ..." header names the columns, repeated headers and the "# Idx" units line are
 * skipped, "-" is no value) or `nvidia-smi --query-gpu=...utilization.gpu... --format=csv
 * [-l 1]` (header "utilization.gpu [%]", rows "NN %"; "noheader" / "nounits" variants need the
 * header once). Rows it cannot read are diagnostics naming @p fileName and the line. Never throws.
 */
GpuUtilReadResult readGpuUtil(const QByteArray &text, const QString &fileName);

/**
 * What import and accept both say of a log with gpusKnown false (one sentence, one place):
 * nvidia-smi --query-gpu prints every GPU of the host in index order at each interval, so the
 * rows are one server's GPUs in turn, GPU0 first in each interval. Translated.
 */
QString unnamedGpuRowsNote();

/**
 * @p log's series as @p gpuCount GPUs: a log with gpusKnown false has its one series split in
 * turn (row i is GPU i mod gpuCount; a last interval cut short just has fewer rows); a log
 * whose GPUs are named, or @p gpuCount < 2, is returned as it is.
 */
QList<GpuUtilSeries> gpuSeries(const GpuUtilLog &log, int gpuCount);

/** The share of a log counted as ramp-up and left out of the steady figure: the first 10 %. */
constexpr double kUtilRampUpShare = 0.1;
/** The steady utilisation that means the network keeps the GPUs busy: 80 % (DOMAIN.md, the
 *  guides' fourth step: "steady 80-90 % or more"). */
constexpr double kSteadyUtilPercent = 80;

/**
 * A GPU's steady utilisation: the median of its samples after the first kUtilRampUpShare of
 * them (n / 10 samples, rounded down, are dropped; the median of an even count is the mean of
 * the middle two). 0 for no sample.
 */
double steadyUtilisation(const QList<double> &percent);

} // namespace cq
