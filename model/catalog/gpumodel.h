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
    QString vendor{};      ///< "NVIDIA", "Huawei"; empty when not stated
    /** Software stack its programs are written for: "CUDA" (NVIDIA) or "CANN" (Huawei Ascend).
     *  A CANN GPU tells the user that CUDA code must be ported (DOMAIN.md). */
    QString softwareStack = QStringLiteral("CUDA");
    /** Kept for designs and issued quotes that use it, no longer offered for new ones
     *  (palette, wizard, generate). */
    bool retired = false;
};

} // namespace cq
