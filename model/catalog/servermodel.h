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
};

} // namespace cq
