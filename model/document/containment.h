#pragma once

#include "domain/design.h"
#include "domain/designindex.h"

#include <QHash>
#include <QPointF>
#include <QSet>
#include <QSizeF>

namespace cq {

/** Where a room, rack, server or switch stands: what a move or an auto-layout changes. */
struct Placement {
    QPointF pos;   ///< centre of a device / top-left of a room or rack, scene units
    QUuid roomId;  ///< devices and racks: the room they stand in (null: none)
    QUuid rackId;  ///< devices: the rack they are mounted in (null: none)
    QSizeF size;   ///< rooms and racks: new size; invalid keeps the size (devices: unused)
    bool operator==(const Placement &) const = default;
};

/** Placements before and after one move, both keyed by object id. */
struct PlacementChange {
    QHash<QUuid, Placement> before;
    QHash<QUuid, Placement> after;
};

/**
 * The container rules of the canvas, as pure functions of a design:
 * - a device stands in the rack whose rectangle holds its centre (the one drawn last wins),
 *   and then in that rack's room; outside every rack, in the room holding its centre;
 * - a rack stands in the room holding its rectangle's centre;
 * - moving a room carries its racks and devices, moving a rack carries its devices.
 */
class Containment
{
public:
    /** The room whose rectangle contains @p pos (the last one drawn wins), or a null id. */
    static QUuid roomAt(const QList<Room> &rooms, const QPointF &pos);
    /** The rack whose rectangle contains @p pos (the last one drawn wins), or a null id. */
    static QUuid rackAt(const QList<Rack> &racks, const QPointF &pos);

    /**
     * Sets the containers of the fragment's racks and devices that have none from their
     * positions, looking at the design's rooms and racks together with the fragment's own
     * (pasted rooms and racks are drawn last, so they win). A device in a rack takes the
     * rack's room.
     */
    static void place(DesignFragment *fragment, const Design &design);

    /** Current placement of a room, rack, server or switch (default for anything else). */
    static Placement placementOf(const DesignIndex &index, const QUuid &id);

    /**
     * What moving the objects of @p newPositions (device centres, room and rack top-left
     * corners) does: carried contents move by their container's offset, moved racks and
     * devices get the containers under their new positions (among the moved rooms and
     * racks). Objects that do not move are left out; unknown ids are ignored. @p index must be
     * @p design's (ClusterDocument::index()): building one here was 29 of the 98 million
     * instructions of a drop after select all on the 1,024-server design (callgrind).
     */
    static PlacementChange moves(const Design &design, const DesignIndex &index,
                                 const QHash<QUuid, QPointF> &newPositions);

    /**
     * Writes @p placements into @p design (positions, containers and room / rack sizes);
     * @p index must be built over @p design. Unknown ids are skipped.
     */
    static void apply(Design *design, const DesignIndex &index, const QHash<QUuid, Placement> &placements);

    /** @p containers plus everything standing in them: a room's racks and devices, a rack's devices. */
    static QSet<QUuid> withContents(const Design &design, const QSet<QUuid> &containers);
};

} // namespace cq
