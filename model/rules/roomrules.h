#pragma once

#include "diagnostic.h"

#include <QList>

namespace cq {

class FabricGraph;

/**
 * CQ-ROOM-002 error, one per pair of devices joined by cables while the two devices stand in
 * two different machine rooms: a cable does not run between rooms (the designer refuses to
 * draw one, but moving a cabled device into another room, a file or an import can make one).
 * The message names both devices and both rooms; ids are the two devices, the cables, then
 * the two rooms.
 *
 * A device in no room has no room to conflict with, so its cables are not flagged here (for a
 * multi-node training cluster CQ-ROOM-001 still counts "no room" as a room). A cable between
 * a server of a multi-server training cluster and a switch, or another server of that same
 * cluster, is left to CQ-ROOM-001: that rule always fires for it (both rooms are among the
 * cluster's), and one problem gets one diagnostic.
 *
 * Always runs (unlike the cabling rules, no tally skips it: a move changes rooms, not cables).
 * A design whose devices all stand in one room (or none) returns after one pass over the devices.
 * O(cables) with no hashing while no cable crosses rooms; in order of first appearance in
 * Design::cables.
 */
void checkCableRooms(const FabricGraph &graph, QList<Diagnostic> *out);

} // namespace cq
