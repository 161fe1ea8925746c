#pragma once

#include "acceptancecheck.h"
#include "domain/design.h"
#include "ibstatreader.h"
#include "toporeader.h"

namespace cq {

/**
 * The design's GPU server that a per-host file (topo, ibstat) is compared with: the server
 * whose name appears in @p fileName (longest name first, so node10 beats node1), else the
 * first server with GPUs; nullptr when the design has no server.
 */
const Server *serverForFile(const Design &design, const QString &fileName);

/** NVLinks per GPU of an architecture, for NVSwitch servers: Ampere (A100) 12, Hopper and
 *  Blackwell 18 (NVIDIA A100 / H100 / B200 datasheets); 0 when unknown. */
int expectedNvLinks(const QString &gpuArch);

/**
 * `nvidia-smi topo -m` against @p server: GPU count, and the GPU fabric (every GPU pair on
 * NVLink with the architecture's link count for an NVSwitch server; no NVLink for a PCIe one).
 */
QList<AcceptanceCheck> checkTopo(const Server &server, const TopoMatrix &topo, const QString &file);

/**
 * `ibstat` against @p server. Compute ports are those on the design's link layer
 * (InfiniBand; Ethernet for RoCE/Ethernet) that run at least the design rate, or are not
 * active (a port that is down reports a meaningless rate, e.g. 40). Checks: the link layer
 * (enough ports on it), the NIC count (active compute ports = Server::nicCount) and that no
 * compute port is down.
 */
QList<AcceptanceCheck> checkAdapters(const Server &server, const QList<IbPortStatus> &ports, const QString &file);

} // namespace cq
