#pragma once

#include <QRectF>
#include <QString>
#include <QUuid>

namespace cq {

/**
 * A rack (机柜) inside a machine room: a container for servers and switches with a power
 * budget (单柜供电). On the canvas it is a rectangle inside its room; a device whose centre
 * lies in the rectangle stands in the rack. The rules flag a rack whose devices draw more
 * than the budget (CQ-POWER-001). In its front elevation (rackelevation.h) the devices stand at
 * U positions 1..heightU (U1 at the bottom); more U of devices than the rack holds, or two
 * devices in one U, is CQ-RACK-001 / CQ-RACK-002.
 */
struct Rack {
    QUuid id;
    QString name;               ///< e.g. "R01"
    QUuid roomId;               ///< the room the rack stands in; null when outside every room
    QRectF rect;                ///< canvas geometry in scene units
    double powerBudgetKw = 20;  ///< power the rack's feed supplies, kW (1 kW = 1,000 W)
    /** Mounting height in rack units (1 U = 44.45 mm); 42 U is the common full-height rack
     *  (机柜 42U). File key "heightU", 42 when absent (files written before the elevation). */
    int heightU = 42;

    bool operator==(const Rack &) const = default;
};

} // namespace cq
