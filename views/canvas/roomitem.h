#pragma once

#include "containeritem.h"

namespace cq {

class DesignIndex;

/**
 * A machine room on the canvas: "name · site" in its header band. Position = Room::rect's
 * top-left corner. Drawn below racks, cables and devices.
 */
class RoomItem : public ContainerItem
{
public:
    enum { Type = UserType + 1 };
    static constexpr double HeaderHeight = 28; ///< scene units

    explicit RoomItem(const QUuid &id);

    int type() const override { return Type; }
    /** Copies name, site and rectangle from the design; false when the room is gone. */
    bool syncFrom(const DesignIndex &index);
};

} // namespace cq
