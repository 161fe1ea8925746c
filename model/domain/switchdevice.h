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

    bool operator==(const Switch &) const = default;
};

} // namespace cq
