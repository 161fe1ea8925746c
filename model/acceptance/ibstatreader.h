#pragma once

#include "domain/linkkind.h"
#include "importdiagnostic.h"

namespace cq {

/** One port of one adapter (CA) as `ibstat` or `ibstatus` prints it. Absent fields stay empty / 0. */
struct IbPortStatus {
    QString ca;            ///< adapter name, "mlx5_0"
    QString caType;        ///< "MT4129" (ibstat only)
    int port = 0;          ///< 1-based port number
    QString state;         ///< "Active", "Down", "Init", ... (ibstatus' "4: ACTIVE" becomes "Active")
    QString physicalState; ///< "LinkUp", "Disabled", "Polling", ...
    double rateGbps = 0;   ///< line rate, Gb/s ("Rate: 400", "rate: 200 Gb/sec (4X HDR)")
    QString linkLayer;     ///< "InfiniBand" or "Ethernet"
    int line = 0;          ///< 1-based line where the port's block starts

    bool active() const { return state.compare(QLatin1String("Active"), Qt::CaseInsensitive) == 0; }
    /** InfiniBand, or RoCE for an RDMA adapter on an Ethernet link layer. */
    LinkKind linkKind() const;
};

/** What `ibstat` / `ibstatus` said about a host's adapters. */
struct IbStatReadResult {
    QList<IbPortStatus> ports;          ///< in file order
    QList<ImportDiagnostic> diagnostics;
    bool ok() const { return !ports.isEmpty(); }
    /** Distinct adapter names, in file order. */
    QStringList adapters() const;
};

/**
 * Reads `ibstat` ("CA 'mlx5_0'" blocks with "Port 1:" sub-blocks) or `ibstatus` ("Infiniband
 * device 'mlx5_0' port 1 status:" blocks), detected per block, so a paste of both works.
 * Missing fields are allowed; unreadable values and stray lines are diagnostics naming
 * @p fileName and the line. Never throws.
 */
IbStatReadResult readIbStat(const QByteArray &text, const QString &fileName);

} // namespace cq
