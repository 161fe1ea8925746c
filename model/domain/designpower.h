#pragma once

#include "design.h"

#include <QHash>
#include <QString>

namespace cq {

/**
 * A design's full-load electrical load: the one power figure that `analyze`, `compare`,
 * `quote` (its power line), the rack labels, CQ-POWER-001 and the PDFs show. Watts: the sum
 * of Server::powerW over every server plus Switch::powerW over every switch; the design holds
 * no other powered device (rooms, racks and cables draw nothing). Each device's figure is
 * the catalog's full-load figure, copied into the design when the device was placed (seed
 * catalog: 8x A100 SXM 6,500 W, the DGX A100 maximum; 8x H100 SXM 10,200 W, DGX H100;
 * InfiniBand HDR 40-port switch 750 W; NDR 64-port 1,720 W), and editable per device.
 * Worked case: a100-4node-ib.cqd = 4 x 6,500 + 750 = 26,750 W = 26.75 kW.
 */
struct DesignPower {
    double serversW = 0;  ///< sum of Server::powerW, watts
    double switchesW = 0; ///< sum of Switch::powerW, watts
    int servers = 0;      ///< servers counted
    int switches = 0;     ///< switches counted

    /** Full-load power of every device, watts. */
    double totalW() const { return serversW + switchesW; }
    /** The same in kW (1 kW = 1,000 W). */
    double totalKw() const { return totalW() / 1000.0; }

    bool operator==(const DesignPower &) const = default;
};

/** The full-load power of @p design (see DesignPower). O(devices). */
DesignPower designPower(const Design &design);

/**
 * The same sum per rack: rack id -> watts drawn at full load by the servers and switches
 * mounted in it, in one pass; the null id sums the devices in no rack.
 */
QHash<QUuid, double> powerByRackW(const Design &design);

/**
 * Watts as kW with @p decimals decimals (0..6), rounded once from whole milliwatts, halves
 * away from zero: 26,750 W -> "26.75"; 10,750 W at 1 decimal -> "10.8" (not binary
 * floating point's "10.7"). Plain digits, no grouping, no unit.
 */
QString kwText(double watts, int decimals = 2);

/** Watts as whole milliwatts, rounded half away from zero (the unit power is compared in). */
qint64 milliwatts(double watts);

} // namespace cq
