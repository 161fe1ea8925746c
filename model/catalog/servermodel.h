#pragma once

#include "domain/linkkind.h"

#include <QString>

namespace cq {

/** A server model (chassis + fitted GPUs + NICs) of the hardware catalog; `sku` keys its price. */
struct ServerModel {
    QString sku;           ///< e.g. "SRV-A100-SXM-8-IB"
    QString name;          ///< e.g. "8x A100 80G SXM, 8x HDR 200G IB"
    QString gpuId;         ///< GpuModel::id of the fitted GPUs
    int gpuSlots = 8;
    int gpuCount = 8;
    int nicCount = 8;
    double nicRateGbps = 200;
    LinkKind nicKind = LinkKind::InfiniBand;
    double powerW = 0;     ///< full-load server power, watts
    QString source;
    int gpusPerPcieSwitch = 1; ///< see Server::gpusPerPcieSwitch; its source is in `source`
    /** Compute ports per NIC (a dual-port ConnectX card is 2): the server offers
     *  nicCount x portsPerNic ports to the fabric, each at nicRateGbps. */
    int portsPerNic = 1;
    int cpuCores = 0;      ///< host CPU cores in all (0 = not stated)
    double memoryGB = 0;   ///< host memory, GB (0 = not stated)
    double nvmeTB = 0;     ///< local NVMe, TB (0 = not stated)
    int heightU = 0;       ///< rack units (0 = not stated)
    QString manufacturer{}; ///< e.g. "Supermicro"; empty when not stated
    bool retired = false;  ///< see GpuModel::retired

    /** Compute ports the server offers to the fabric: nicCount x portsPerNic. */
    int fabricPorts() const { return nicCount * portsPerNic; }
};

} // namespace cq
