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

/** The server a CA belongs to (see designFromFabric): "node01 HCA-1" -> "node01". */
QString hostOfCa(const QString &description);

} // namespace cq
