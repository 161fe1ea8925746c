#pragma once

#include "importdiagnostic.h"

namespace cq {

/** One network interface as `ethtool IFACE` prints it. Absent fields stay empty / 0 / -1. */
struct EthtoolPort {
    QString interface;     ///< from "Settings for IFACE:"
    double speedMbps = 0;  ///< "Speed: 200000Mb/s"; 0 for "Unknown!" (a port without link) or when absent
    QString duplex;        ///< "Full", "Half", or "Unknown" ("Unknown! (255)"); empty when absent
    int linkDetected = -1; ///< "Link detected: yes" 1, "no" 0; -1 when absent
    QString portType;      ///< "Port:", e.g. "Direct Attach Copper", "FIBRE"
    int line = 0;          ///< 1-based line of "Settings for"

    bool linkUp() const { return linkDetected == 1; }
    bool fullDuplex() const { return duplex == QLatin1String("Full"); }
    /** Speed in Gb/s (ethtool's Mb/s / 1000). */
    double speedGbps() const { return speedMbps / 1000.0; }
};

/** What `ethtool` said about one or several interfaces (outputs pasted one after another). */
struct EthtoolReadResult {
    QList<EthtoolPort> ports; ///< in file order
    QList<ImportDiagnostic> diagnostics;
    bool ok() const { return !ports.isEmpty(); }
};

/**
 * Reads `ethtool IFACE` output: one "Settings for IFACE:" block per interface, its indented
 * "Key: value" fields and their continuation lines (link mode lists), shell prompts between
 * blocks. Speed, Duplex and Link detected values it cannot read, and lines that are not
 * ethtool output, are diagnostics naming @p fileName and the line. Never throws.
 */
EthtoolReadResult readEthtool(const QByteArray &text, const QString &fileName);

} // namespace cq
