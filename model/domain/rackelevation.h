#pragma once

#include "design.h"
#include "rackload.h"

#include <QList>
#include <QString>
#include <QUuid>

namespace cq {

/** One server or switch in a rack's front elevation: the U range it occupies. */
struct RackSlot {
    QUuid device;
    bool isSwitch = false;
    QString name;       ///< the device's name
    QString model;      ///< its catalog SKU, e.g. "SRV-H100-SXM-8-IB"
    int lowU = 1;       ///< lowest U occupied, 1-based (U1 at the bottom of the rack)
    int heightU = 1;    ///< U occupied (at least 1)
    bool stacked = false;  ///< the device has no U position (rackU 0): placed in the lowest free slot
    bool overflow = false; ///< reaches above the rack's top U
    bool overlaps = false; ///< shares a U with another device of the rack

    /** Highest U occupied: lowU + heightU - 1. */
    int topU() const { return lowU + heightU - 1; }
    bool operator==(const RackSlot &) const = default;
};

/**
 * A rack's front elevation as NetBox draws it: every server and switch mounted in the rack
 * (Server::rackId / Switch::rackId) over its U range, the U used and free, and the power drawn
 * against the budget (RackLoad, the figures of the rack label on the canvas). The one place U
 * positions are worked out: the elevation view, the rack rules (CQ-RACK-001/002) and the
 * inspector all read it.
 *
 * Placement: a device with a U position (rackU >= 1) stands at it, as given, even when that
 * overlaps another or reaches above the top (the rules report it). Then the devices without
 * one, servers first and then switches, each in design order, go into the lowest run of free
 * U that holds their height; one that finds none is stacked on top of every other device,
 * reaching beyond the top of the rack (overflow: six 8 U servers in 42 U stand at U1, U9, ..,
 * U41, the last reaching U48). Pure function of the design; O(devices in the rack ^ 2).
 */
struct RackElevation {
    QUuid rackId;
    QString rackName;
    int heightU = 42;        ///< Rack::heightU (at least 1)
    QList<RackSlot> devices; ///< positioned devices, then stacked ones, each group in design order
    int usedU = 0;           ///< sum of the devices' heights (what the rack would need to hold them)
    int freeU = 0;           ///< U of 1..heightU that no device occupies
    RackLoad load{0, 0};     ///< full-load draw of its devices against Rack::powerBudgetKw

    /** The devices need more U than the rack has, or one reaches above its top U. */
    bool overflow() const;
    /** Two devices share at least one U. */
    bool overlap() const;
    /** The slot of @p device, or nullptr when it is not in this rack. */
    const RackSlot *slot(const QUuid &device) const;

    /** The elevation of @p rack in @p design. */
    static RackElevation of(const Design &design, const Rack &rack);
    /** The elevation of every rack of @p design, in design order. */
    static QList<RackElevation> ofAll(const Design &design);
};

} // namespace cq
