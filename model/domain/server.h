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

    double powerW = 0;  ///< full-load server power, watts
    QUuid rackId;       ///< the rack it is mounted in (null when in none); its room is the rack's

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

} // namespace cq
