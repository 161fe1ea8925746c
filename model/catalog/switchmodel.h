#pragma once

#include "domain/linkkind.h"

#include <QString>

namespace cq {

/** A switch model of the hardware catalog; `sku` keys its price. */
struct SwitchModel {
    QString sku;           ///< e.g. "SW-IB-HDR-40"
    QString name;          ///< e.g. "InfiniBand HDR 40-port (Quantum QM8700 class)"
    int portCount = 40;
    double portRateGbps = 200;
    LinkKind kind = LinkKind::InfiniBand;
    double powerW = 0;
    QString source;
    bool sharp = false;    ///< in-network reduction (NVIDIA SHARP), see Switch::sharp
    int heightU = 1;       ///< rack units
    /** Logical ports per physical port when split: 2 = one 800G port as 2 x 400G, so a
     *  64-port 800G switch offers 128 ports of 400G; 1 = no breakout. */
    int breakout = 1;
    QString manufacturer{}; ///< e.g. "NVIDIA"; empty when not stated
    bool retired = false;  ///< see GpuModel::retired

    /** Ports offered at @p rateGbps: portCount at portRateGbps, portCount x breakout at
     *  portRateGbps / breakout (breakout > 1), else 0. */
    int portsAt(double rateGbps) const
    {
        if (rateGbps == portRateGbps)
            return portCount;
        if (breakout > 1 && rateGbps * breakout == portRateGbps)
            return portCount * breakout;
        return 0;
    }
};

} // namespace cq
