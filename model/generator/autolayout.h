#pragma once

#include "document/containment.h"

#include <QHash>
#include <QSizeF>

#include <functional>

namespace cq {

/** Size of a device's box on the canvas, scene units: (device id, its port count) -> size. */
using DeviceSizer = std::function<QSizeF(const QUuid &device, int portCount)>;

/**
 * Lays a design out by tier, for generated and hand-drawn designs alike. Each room (in
 * design order, then the devices in no room) gets an area, areas stand side by side:
 *  - at the top the switch tiers above the leaves, highest first (cores, then spines), in
 *    rows wrapped to the area's width. A switch's tier is FabricGraph::tier();
 *  - below, one block per leaf group: the servers cabled to the same set of leaves (a
 *    scalable unit when rail-optimized) in one row, or rack by rack in columns, under a row of
 *    their leaves sorted by rail (the lowest server NIC index cabled to the leaf). A rack's
 *    servers stay together in the group of its first server. Blocks wrap into lines so the
 *    area is about 1.6 times as wide as high;
 *  - uncabled switches sit in a block of their own; racks without servers in a row below.
 * Every device stays in its room; servers stay in their racks, which are resized around
 * them; switches come out of racks (a switch row is not a rack). Rooms are resized around
 * their content. Centres and corners lie on the 20-unit grid. Pure function: the result
 * holds a placement for every room, rack, server and switch.
 */
class AutoLayout
{
public:
    static constexpr double Grid = 20;          ///< scene units; matches the canvas grid
    static constexpr double DeviceGap = 40;     ///< between boxes in a row or grid
    /** Least gap between switch tiers, and leaves and servers; wide rows get 0.6 x their width,
     *  so that a cable from a row's one end to the other's clears the neighbouring boxes (above
     *  a single leaf group, the width of its leaf row and the switch rows, not its servers'). */
    static constexpr double TierGap = 120;
    static constexpr double BlockGap = 120;     ///< between leaf-group blocks
    static constexpr double RoomPadding = 60;
    static constexpr double RoomHeader = 40;    ///< room label band (RoomItem draws 28)
    static constexpr double RackPadding = 20;
    static constexpr double RackHeader = 40;    ///< rack label band with its power figure
    static constexpr double RoomGap = 200;
    static constexpr int MaxGridColumns = 8;
    /** Leaf-group blocks under spines stand in one line up to this wide (4 scalable units of 32
     *  servers are about 31,000), and wrap into lines of about 16:10 beyond. */
    static constexpr double MaxLineWidth = 40000;

    static QHash<QUuid, Placement> layout(const Design &design, const DeviceSizer &sizeOf);

    /**
     * A size at least as large as the canvas draws a device with @p portCount ports (names
     * up to about 25 characters): width max(200, 30 + 13 per port in the widest of balanced
     * rows of at most 20), height 70 + 13 per port row. For layouts made without a canvas (CLI).
     */
    static QSizeF estimatedSize(const QUuid &device, int portCount);
};

} // namespace cq
