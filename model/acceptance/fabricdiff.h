#pragma once

#include "acceptancecheck.h"
#include "domain/design.h"
#include "ibnetdiscoverreader.h"

#include <QMap>

namespace cq {

/**
 * A cable-by-cable comparison of the design with a discovered fabric, as InfiniBand tooling
 * does against a topology file (ibdiagnet --topo_file style): cables are matched by their
 * ends, a switch end as "switch/port" (1-based, as ibnetdiscover numbers ports) and a server
 * end as the server's name (which HCA of a server holds a cable is not in a design).
 * Devices match by name; ibnetdiscover's CA "node01 HCA-1" is server "node01" (hostOfCa).
 */
struct FabricDiff {
    QStringList missing;   ///< cables of the design not found: "leaf1/3 - node2"
    QStringList extra;     ///< cables found that the design does not have
    QStringList wrongRate; ///< "leaf1/3 - node2: 100 Gb/s, design 200 Gb/s"
    int matched = 0;
    QMap<int, int> designSwitchesPerTier; ///< tier (1 leaf, 2 spine, ...; 0 unreached) -> switches
    QMap<int, int> fabricSwitchesPerTier;
};

/** Compares @p design with @p fabric (see FabricDiff). */
FabricDiff diffFabric(const Design &design, const IbFabric &fabric);

/** The diff as checks: cables missing, cables extra, cable rates, switches per tier. */
QList<AcceptanceCheck> checkFabric(const FabricDiff &diff, const QString &file);

} // namespace cq
