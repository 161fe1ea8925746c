#pragma once

#include "linkkind.h"

#include <QPointF>
#include <QString>
#include <QUuid>

namespace cq {

/**
 * A GPU server. Its hardware figures are copied from the catalog when it is placed, so
 * that a design file is self-contained and the analysis needs no database.
 * Ports: NIC ports 0 .. nicCount-1.
 */
struct Server {
    QUuid id;
    QString name;
    QString sku;        ///< price-book / catalog SKU, e.g. "SRV-A100-SXM-8-IB"
    QUuid roomId;       ///< null when not placed in a room
    QPointF pos;        ///< centre on the canvas, scene units
    QString cluster = QStringLiteral("training"); ///< training cluster (job) this server belongs to

    QString gpuModel;   ///< e.g. "A100 80G SXM"; empty when gpuCount is 0
    QString gpuArch;    ///< "Ampere", "Hopper", "Ada": selects NCCL's per-generation tables
    int gpuSlots = 8;   ///< GPU slots in the chassis
    int gpuCount = 8;   ///< GPUs fitted
    double gpuTflopsBf16 = 0; ///< dense BF16 TFLOPS per GPU (datasheet)
    IntraFabric fabric = IntraFabric::NVSwitch;
    /** Per-GPU intra-node bandwidth, GB/s one direction, as NCCL models it
     *  (A100 SXM 12 x 20 = 240; H100 SXM 18 x 20.6 = 370.8; PCIe Gen4 x16 24; Gen5 48). */
    double intraBandwidthGBps = 0;
    /**
     * GPUs whose traffic to the host and the NICs shares one PCIe x16 link: the uplink of a PCIe
     * switch they sit behind (1 = every GPU has its own x16 path: a root port of its own, or a
     * switch shared only with its own NIC, as on HGX boards). Divides the per-GPU PCIe
     * bandwidth (nodebandwidth.h pcieHostLinkGBps). `nvidia-smi topo -m` shows such GPUs as
     * PIX/PXB pairs. File key "gpusPerPcieSwitch", 1 when absent.
     */
    int gpusPerPcieSwitch = 1;

    int nicCount = 8;            ///< compute NICs (one per GPU on rail-optimized nodes)
    double nicRateGbps = 200;    ///< per NIC port, Gb/s (HDR 200, NDR 400)
    LinkKind nicKind = LinkKind::InfiniBand;
    /** How NCCL reaches the NICs (AWS EFA through its plugin, or NCCL's own verbs): the NIC latency
     *  the engine charges (clusternetwork.h nicLatency). File key "nic": {"transport"}, written
     *  only when not "verbs"; absent = verbs. */
    NicTransport nicTransport = NicTransport::Verbs;

    double powerW = 0;  ///< full-load server power, watts
    QUuid rackId;       ///< the rack it is mounted in (null when in none); its room is the rack's
    /** Chassis height in rack units, from the catalog (ServerModel::heightU) when placed, or
     *  defaultServerHeightU() when the catalog does not state it. File key "heightU". */
    int heightU = 8;
    /** Lowest rack unit the chassis occupies in its rack, 1-based (U1 at the bottom); 0 = not
     *  yet placed, the elevation stacks it in the lowest free slot (RackElevation). File key "rackU". */
    int rackU = 0;

    bool operator==(const Server &) const = default;
};

/**
 * Whether @p server's accelerators run Huawei's CANN software stack rather than CUDA: Ascend
 * NPUs (GpuModel::softwareStack "CANN"), known in a design by their HCCS fabric or their arch
 * "Ascend". CUDA programs must be ported to run on them (the CANN warning CQ-CANN-001 and the
 * quote's note say so).
 */
inline bool runsCann(const Server &server)
{
    return server.gpuCount > 0
        && (server.fabric == IntraFabric::HCCS || server.gpuArch.startsWith(QLatin1String("Ascend"), Qt::CaseInsensitive));
}

/**
 * The chassis height in rack units of a server whose catalog model states none
 * (ServerModel::heightU 0), judged from its GPU board: an 8-GPU SXM (NVSwitch) Hopper board
 * 8 U (NVIDIA DGX H100/H200 User Guide, mechanical specifications: 8U), an SXM board of an
 * earlier generation 6 U (NVIDIA DGX A100 datasheet: 6U), an Ascend HCCS board 4 U (Huawei
 * Atlas 800T A2: 4U), a PCIe server with 8 or more GPU slots 4 U and a smaller one 2 U (common
 * 4U 8-GPU and 2U 4-GPU PCIe chassis). An assumption the price book's height overrides.
 */
int defaultServerHeightU(const Server &server);

} // namespace cq
