#include "containment.h"

#include "domain/designindex.h"

#include <tuple>

namespace cq {

namespace {

template<typename T>
QUuid topmostAt(const QList<T> &containers, const QPointF &pos)
{
    for (auto it = containers.crbegin(); it != containers.crend(); ++it) {
        if (it->rect.contains(pos))
            return it->id;
    }
    return {};
}

/** The room a device at @p pos stands in, given its rack (found among @p racks). */
QUuid roomOfDevice(const QList<Room> &rooms, const QList<Rack> &racks, const QUuid &rack, const QPointF &pos)
{
    if (!rack.isNull()) {
        for (const Rack &r : racks) {
            if (r.id == rack)
                return r.roomId;
        }
    }
    return Containment::roomAt(rooms, pos);
}

/** The rooms and racks of a design after a move: where the move puts them. */
struct ContainersAfter {
    QList<Room> rooms;
    QList<Rack> racks;
    QHash<QUuid, QPointF> offset; ///< per moved or carried room and rack
};

ContainersAfter containersAfter(const Design &design, const QHash<QUuid, QPointF> &newPositions)
{
    ContainersAfter c{design.rooms, design.racks, {}};
    for (Room &room : c.rooms) {
        if (newPositions.contains(room.id)) {
            c.offset.insert(room.id, newPositions.value(room.id) - room.rect.topLeft());
            room.rect.moveTopLeft(newPositions.value(room.id));
        }
    }
    for (Rack &rack : c.racks) {
        if (newPositions.contains(rack.id)) {
            c.offset.insert(rack.id, newPositions.value(rack.id) - rack.rect.topLeft());
            rack.rect.moveTopLeft(newPositions.value(rack.id));
            rack.roomId = Containment::roomAt(c.rooms, rack.rect.center());
        } else if (c.offset.contains(rack.roomId)) {
            c.offset.insert(rack.id, c.offset.value(rack.roomId)); // carried by its room
            rack.rect.translate(c.offset.value(rack.roomId));
        }
    }
    return c;
}

} // namespace

QUuid Containment::roomAt(const QList<Room> &rooms, const QPointF &pos)
{
    return topmostAt(rooms, pos);
}

QUuid Containment::rackAt(const QList<Rack> &racks, const QPointF &pos)
{
    return topmostAt(racks, pos);
}

void Containment::place(DesignFragment *fragment, const Design &design)
{
    QList<Room> rooms = design.rooms;
    for (const auto &r : std::as_const(fragment->rooms))
        rooms.append(r.second);
    QList<Rack> racks = design.racks;
    for (auto &[index, rack] : fragment->racks) {
        if (rack.roomId.isNull())
            rack.roomId = roomAt(rooms, rack.rect.center());
        racks.append(rack);
    }
    auto placeDevice = [&](auto &device) {
        if (device.rackId.isNull() && device.roomId.isNull())
            device.rackId = rackAt(racks, device.pos);
        if (!device.rackId.isNull() || device.roomId.isNull())
            device.roomId = roomOfDevice(rooms, racks, device.rackId, device.pos);
    };
    for (auto &entry : fragment->servers)
        placeDevice(entry.second);
    for (auto &entry : fragment->switches)
        placeDevice(entry.second);
}

Placement Containment::placementOf(const DesignIndex &index, const QUuid &id)
{
    if (const Server *s = index.server(id))
        return {s->pos, s->roomId, s->rackId, {}};
    if (const Switch *sw = index.switchById(id))
        return {sw->pos, sw->roomId, sw->rackId, {}};
    if (const Rack *r = index.rack(id))
        return {r->rect.topLeft(), r->roomId, {}, r->rect.size()};
    if (const Room *r = index.room(id))
        return {r->rect.topLeft(), {}, {}, r->rect.size()};
    return {};
}

PlacementChange Containment::moves(const Design &design, const DesignIndex &index,
                                   const QHash<QUuid, QPointF> &newPositions)
{
    const ContainersAfter after = containersAfter(design, newPositions);
    PlacementChange change;
    auto record = [&](const QUuid &id, const Placement &to) {
        const Placement from = placementOf(index, id);
        if (from != to) {
            change.before.insert(id, from);
            change.after.insert(id, to);
        }
    };
    for (const Room &room : after.rooms) {
        if (after.offset.contains(room.id))
            record(room.id, {room.rect.topLeft(), {}, {}, room.rect.size()});
    }
    for (const Rack &rack : after.racks) {
        if (after.offset.contains(rack.id))
            record(rack.id, {rack.rect.topLeft(), rack.roomId, {}, rack.rect.size()});
    }
    auto moveDevice = [&](const QUuid &id, const QPointF &pos, const QUuid &room, const QUuid &rack) {
        if (newPositions.contains(id)) {
            const QPointF to = newPositions.value(id);
            const QUuid newRack = rackAt(after.racks, to);
            record(id, {to, roomOfDevice(after.rooms, after.racks, newRack, to), newRack, {}});
        } else if (after.offset.contains(rack)) { // carried by its rack (itself maybe carried by its room)
            record(id, {pos + after.offset.value(rack), roomOfDevice(after.rooms, after.racks, rack, pos), rack, {}});
        } else if (after.offset.contains(room)) {
            record(id, {pos + after.offset.value(room), room, rack, {}});
        }
    };
    for (const Server &s : design.servers)
        moveDevice(s.id, s.pos, s.roomId, s.rackId);
    for (const Switch &sw : design.switches)
        moveDevice(sw.id, sw.pos, sw.roomId, sw.rackId);
    return change;
}

void Containment::apply(Design *design, const DesignIndex &index, const QHash<QUuid, Placement> &placements)
{
    auto resized = [](const QRectF &rect, const Placement &p) {
        return QRectF(p.pos, p.size.isValid() ? p.size : rect.size());
    };
    for (auto it = placements.cbegin(); it != placements.cend(); ++it) {
        const int at = index.position(it.key());
        const Placement &p = it.value();
        switch (index.kindOf(it.key())) {
        case DesignIndex::Kind::Server: {
            Server &s = design->servers[at];
            std::tie(s.pos, s.roomId, s.rackId) = std::tie(p.pos, p.roomId, p.rackId);
            break;
        }
        case DesignIndex::Kind::Switch: {
            Switch &sw = design->switches[at];
            std::tie(sw.pos, sw.roomId, sw.rackId) = std::tie(p.pos, p.roomId, p.rackId);
            break;
        }
        case DesignIndex::Kind::Rack:
            design->racks[at].rect = resized(design->racks.at(at).rect, p);
            design->racks[at].roomId = p.roomId;
            break;
        case DesignIndex::Kind::Room:
            design->rooms[at].rect = resized(design->rooms.at(at).rect, p);
            break;
        case DesignIndex::Kind::Cable:
        case DesignIndex::Kind::None:
            break;
        }
    }
}

QSet<QUuid> Containment::withContents(const Design &design, const QSet<QUuid> &containers)
{
    QSet<QUuid> result = containers;
    for (const Rack &r : design.racks) {
        if (containers.contains(r.roomId))
            result.insert(r.id);
    }
    for (const Server &s : design.servers) {
        if (result.contains(s.roomId) || result.contains(s.rackId))
            result.insert(s.id);
    }
    for (const Switch &sw : design.switches) {
        if (result.contains(sw.roomId) || result.contains(sw.rackId))
            result.insert(sw.id);
    }
    return result;
}

} // namespace cq
