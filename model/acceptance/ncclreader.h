#pragma once

#include "importdiagnostic.h"

namespace cq {

/** One size row of a nccl-tests table: out-of-place, then in-place figures. */
struct NcclRow {
    double bytes = 0;        ///< the "size" column (total buffer), bytes
    double count = 0;        ///< elements
    QString type;            ///< "float", ...
    QString redop;           ///< "sum", "none"; empty in formats without the column
    double timeUs = 0, algbwGBps = 0, busbwGBps = 0;                   ///< out-of-place
    double inPlaceTimeUs = 0, inPlaceAlgbwGBps = 0, inPlaceBusbwGBps = 0;
    int line = 0;            ///< 1-based
};

/** One run of a nccl-tests binary (one "# nThread ..." header and its table). */
struct NcclRun {
    QString collective;      ///< nccl-tests name: "all_reduce", "all_gather", ...; empty if unknown
    bool collectiveInferred = false; ///< true when taken from the columns, not from a command line
    int ranks = 0;           ///< "# Rank N" lines
    QStringList hosts;       ///< distinct hosts of the rank lines, in order
    QString device;          ///< GPU name of rank 0 ("A100-SXM4-40GB", "NVIDIA B200")
    int gpusPerProcess = 0;  ///< nGpus of the header
    QString ncclVersion;     ///< "2.26.6+cuda12.8"; empty in old formats
    double memoryLimitBytes = 0; ///< "# Reducing maxBytes to N due to memory limitation", else 0
    double avgBusbwGBps = -1;    ///< "# Avg bus bandwidth", -1 when missing
    bool oldFormat = false;  ///< rank lines without "Group", an "error" column instead of "#wrong"
    QList<NcclRow> rows;
    int line = 0;            ///< 1-based line of the header

    /** The row at exactly @p bytes (the last one if a size repeats), or nullptr. */
    const NcclRow *rowAt(double bytes) const;
    /** The row with the largest size, or nullptr for an empty table. */
    const NcclRow *largest() const;
};

struct NcclReadResult {
    QList<NcclRun> runs;
    QList<ImportDiagnostic> diagnostics;
    bool ok() const { return !runs.isEmpty() && !runs.first().rows.isEmpty(); }
};

/**
 * Reads nccl-tests output (all_reduce_perf and its siblings; the old format without Group,
 * root and #wrong columns and the new one), as pasted with wrapper chatter, ssh/MPI warnings,
 * NCCL INFO lines and memory-limit notes. Each "# nThread" header starts a run. The
 * collective comes from the nearest command line before the run (`all_gather_perf`, `-t
 * all_gather`); without one it is inferred from the columns (a reduction whose count is
 * size / type size -> all_reduce; count x ranks -> reduce_scatter, or all_gather without a
 * reduction). Never throws; unreadable table lines are diagnostics with @p fileName and line.
 */
NcclReadResult readNcclTests(const QByteArray &text, const QString &fileName);

} // namespace cq
