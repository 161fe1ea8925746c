#pragma once

#include "acceptancecheck.h"
#include "ethtoolreader.h"
#include "fabricdiff.h"
#include "gpuutilreader.h"
#include "ibnetdiscoverreader.h"
#include "ibstatreader.h"
#include "importkind.h"
#include "ncclreader.h"
#include "performancecheck.h"
#include "toporeader.h"

namespace cq {

/** One input read by the reader its kind calls for; only the matching result is filled. */
struct ImportedFile {
    QString file;
    ImportKind kind = ImportKind::Unknown;
    TopoReadResult topo;
    IbStatReadResult ibstat;
    IbNetDiscoverReadResult fabric;
    NcclReadResult nccl;
    EthtoolReadResult ethtool;
    GpuUtilReadResult gpuUtil;

    /** The reader's diagnostics (or one saying the kind is unknown). */
    QList<ImportDiagnostic> diagnostics() const;
    /** False when the kind is unknown or the reader found nothing it could use. */
    bool ok() const;
};

/** Reads @p text as @p kind, or as detectImportKind() finds when @p kind is Unknown. */
ImportedFile importFile(const QByteArray &text, const QString &fileName, ImportKind kind = ImportKind::Unknown);

/** Everything the acceptance report shows. */
struct AcceptanceReport {
    QString design;                          ///< design name
    QList<AcceptanceCheck> checks;           ///< in area order, then input order
    QList<PerformanceComparison> performance; ///< one per nccl-tests run
    QList<FabricDiff> fabricDiffs;           ///< one per ibnetdiscover input
    QList<ImportDiagnostic> diagnostics;     ///< of every input
    QStringList unreadable;                  ///< inputs nothing could be read from

    int failed() const { return failedChecks(checks); }
};

/**
 * The design as delivered, for the engine's verdict: per topo input, a server with fewer
 * NVLinks than its architecture's count gets its intra-node bandwidth scaled by measured /
 * expected links (PCIe instead: PCIe Gen5 48 GB/s for Hopper, else Gen4 24 GB/s, the figures
 * of Server::intraBandwidthGBps); per ibstat input, a server with k < nicCount active compute
 * ports keeps only the cables of its first k NIC ports.
 */
Design deliveredDesign(const Design &design, const QList<ImportedFile> &files);

/**
 * Holds every input against @p design: topo, ibstat, ethtool and GPU utilisation logs against
 * the server each file is for (serverForFile), ibnetdiscover cable by cable (diffFabric), and
 * each nccl-tests run against the engine on deliveredDesign() (checkPerformance).
 */
AcceptanceReport runAcceptance(const Design &design, const QList<ImportedFile> &files);

} // namespace cq
