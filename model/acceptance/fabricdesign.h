#pragma once

#include "domain/design.h"
#include "ibnetdiscoverreader.h"

namespace cq {

/**
 * A design rebuilt from a discovered InfiniBand fabric, so that it can be opened in the
 * designer or compared with the design that was sold:
 *  - each switch node becomes a Switch named by its description, with as many ports as the
 *    highest port seen and the fastest rate of its links (Gb/s);
 *  - CAs are grouped into servers by host: "node01 HCA-1" and "node01 mlx5_3" are NICs of
 *    server "node01" (the first word when the rest names an adapter; else the whole
 *    description, e.g. a SHARP "Aggregation Node"). GPU figures are unknown (0 GPUs);
 *  - each link becomes a cable; ibnetdiscover's 1-based port n is port n-1 in the design,
 *    a server's NIC ports are numbered in order of first appearance of (CA, port);
 *  - everything is laid out by tier with AutoLayout (estimated sizes).
 */
Design designFromFabric(const IbFabric &fabric, const QString &name);

/** A design to save from a discovered fabric, and what was left out of it. */
struct SavableFabricDesign {
    Design design;
    /** One per link left out ("file:line: problem", the link's first mention), in link order;
     *  then one per host left out and one per separate training cluster made. */
    QList<ImportDiagnostic> problems;
};

/**
 * designFromFabric() without what the design rules refuse, so that `import ibnetdiscover -o`
 * never writes a design `validate` rejects: a link from a node to itself (a switch port looped
 * to the same switch, two adapters of one host; CQ-CABLE-001), a link between two hosts
 * without a switch (CQ-CABLE-002), and a second link on a port that already holds one
 * (CQ-PORT-002, the first link keeps it). Each is left out with a problem naming the line;
 * a host left with no link at all is then left out too (with no cable it would split the
 * training cluster, CQ-FABRIC-001). Hosts on a switch fabric not linked to the one with the
 * most hosts (a partial discovery) form training clusters of their own, "training-2", ...,
 * one file-level problem each. Names and ports are ibnetdiscover's (1-based).
 */
SavableFabricDesign savableDesignFromFabric(const IbFabric &fabric, const QString &name, const QString &fileName);

/** The server a CA belongs to (see designFromFabric): "node01 HCA-1" -> "node01". */
QString hostOfCa(const QString &description);

} // namespace cq
