#pragma once

#include "domain/linkkind.h"

#include <QString>

namespace cq {

/** A GPU model of the hardware catalog. Figures carry their source in `source`. */
struct GpuModel {
    QString id;            ///< e.g. "A100-80G-SXM"
    QString name;          ///< e.g. "A100 80G SXM"
    QString arch;          ///< "Ampere", "Hopper", "Ada"
    double memoryGB = 0;
    double tflopsBf16 = 0; ///< dense BF16 TFLOPS (datasheet, no sparsity)
    double tdpW = 0;
    IntraFabric fabric = IntraFabric::NVSwitch;
    /** Per-GPU intra-node bandwidth, GB/s one direction, NCCL's usable figure. */
    double intraBandwidthGBps = 0;
    QString source;
};

} // namespace cq
