#pragma once

#include "domain/design.h"

#include <QPointF>
#include <QSet>

namespace cq {

/*
 * Copy and paste of design objects as pure functions (the GUI keeps the copied design on
 * the clipboard as .cqd JSON, see DesignFormat).
 */

/**
 * What Copy takes from @p design for the selected @p ids: the selected rooms, racks, servers
 * and switches, everything standing in a selected room or rack, and every cable whose two
 * ends are both copied (selected or not). Cables to a device left behind are not copied.
 * Room and rack references to containers left behind are cleared, so the result is a
 * self-contained design (it saves and loads). Objects keep their design order; the quote
 * settings and the name are not copied. Selected cables alone copy nothing.
 */
Design copyOfSelection(const Design &design, const QSet<QUuid> &ids);

/**
 * What Paste adds to @p target for @p clip: every object with a fresh id, moved by
 * @p offsetUnits (scene units), references between copied objects remapped to the fresh
 * ids, and fresh names numbered after the target's ("node3" pasted next to node1..node4 is
 * node5; see NameAllocator). Objects are appended after the target's lists. Containers not
 * copied stay null: ClusterDocument::addObjects puts such objects into the room or rack
 * under their new position.
 */
DesignFragment pastedFragment(const Design &clip, const Design &target, const QPointF &offsetUnits);

} // namespace cq
