#pragma once

#include "acceptancecheck.h"
#include "ethtoolreader.h"
#include "gpugeneration.h"
#include "gpuutilreader.h"
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

/**
 * `nvidia-smi topo -m` against @p server: GPU count, and the GPU fabric (every GPU pair on
 * NVLink with exactly the GPU model's link count, expectedNvLinks(), for an NVSwitch server;
 * no NVLink for a PCIe one). More links than the model has is another GPU generation (NV18,
 * H100-class, on an A100 design) and fails as much as fewer; the detail names the first GPU
 * pair that differs and both counts.
 */
QList<AcceptanceCheck> checkTopo(const Server &server, const TopoMatrix &topo, const QString &file);

/**
 * `ibstat` against @p server. Compute ports are those on the design's link layer
 * (InfiniBand; Ethernet for RoCE/Ethernet) that run at least the design rate, or are not
 * active (a port that is down reports a meaningless rate, e.g. 40). Checks: the link layer
 * (enough ports on it), the NIC count (active compute ports = Server::nicCount) and that all
 * Server::nicCount compute ports are up; no compute port at all fails, naming the ports found.
 */
QList<AcceptanceCheck> checkAdapters(const Server &server, const QList<IbPortStatus> &ports, const QString &file);

/**
 * `ethtool IFACE` outputs (one or several ports) against @p server's compute NICs: passes
 * when the design's NICs are Ethernet (RoCE or plain) and every port has its link up, full
 * duplex and a speed equal to the design's NIC rate. Key "ethtool-ports"; the detail names
 * each port that is not so, and says when the file holds fewer ports than the design's NICs.
 */
AcceptanceCheck checkEthtool(const Server &server, const QList<EthtoolPort> &ports, const QString &file);

/**
 * A GPU utilisation log under a training run (the guides' fourth step): passes when every
 * GPU's steadyUtilisation() (median after the first 10 % of its samples) is at least
 * kSteadyUtilPercent. A CSV log without GPU columns is split in turn over @p server's GPUs
 * (gpuSeries(), unnamedGpuRowsNote() in the detail, as import says). Key "gpu-utilisation"; the detail names the GPUs that dip.
 */
AcceptanceCheck checkGpuUtil(const Server &server, const GpuUtilLog &log, const QString &file);

} // namespace cq
