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
};

} // namespace cq
