#pragma once

#include "linkkind.h"

#include <QPointF>
#include <QString>
#include <QUuid>

namespace cq {

/** A network switch (InfiniBand, RoCE or Ethernet). Ports 0 .. portCount-1, all at one rate. */
struct Switch {
    QUuid id;
    QString name;
    QString sku;          ///< e.g. "SW-IB-HDR-40" (NVIDIA Quantum QM8700 class)
    QUuid roomId;
    QPointF pos;          ///< centre on the canvas, scene units
    int portCount = 40;   ///< radix at portRateGbps
    double portRateGbps = 200;
    LinkKind kind = LinkKind::InfiniBand;
    double powerW = 0;
    /** Reduces in the network (NVIDIA SHARP; e.g. Quantum-2 QM9700 NDR has SHARPv3), so NCCL's
     *  CollNet algorithms can use it. File key "sharp", false when absent. */
    bool sharp = false;

    QUuid rackId;         ///< the rack it is mounted in (null when in none)
    /** Height in rack units, from the catalog (SwitchModel::heightU) when placed; file key
     *  "heightU", 1 when absent (the common 1U top-of-rack switch). */
    int heightU = 1;
    /** Lowest rack unit it occupies in its rack, 1-based; 0 = not yet placed (the elevation
     *  stacks it, RackElevation). File key "rackU". */
    int rackU = 0;

    bool operator==(const Switch &) const = default;
};

} // namespace cq
