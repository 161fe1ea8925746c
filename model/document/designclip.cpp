#include "designclip.h"

#include "nameallocator.h"

#include <QHash>

namespace cq {

namespace {

/** The rooms, racks and devices copied for @p ids: the selection plus what stands in it. */
QSet<QUuid> copiedObjects(const Design &design, const QSet<QUuid> &ids)
{
    QSet<QUuid> copied;
    for (const Room &r : design.rooms) {
        if (ids.contains(r.id))
            copied.insert(r.id);
    }
    for (const Rack &r : design.racks) {
        if (ids.contains(r.id) || copied.contains(r.roomId))
            copied.insert(r.id);
    }
    auto device = [&](const QUuid &id, const QUuid &room, const QUuid &rack) {
        if (ids.contains(id) || copied.contains(room) || copied.contains(rack))
            copied.insert(id);
    };
    for (const Server &s : design.servers)
        device(s.id, s.roomId, s.rackId);
    for (const Switch &sw : design.switches)
        device(sw.id, sw.roomId, sw.rackId);
    return copied;
}

/** @p id when it is in @p kept, else the null id. */
QUuid keptOrNull(const QUuid &id, const QSet<QUuid> &kept)
{
    return kept.contains(id) ? id : QUuid();
}

template<typename T>
QList<QString> namesOf(const QList<T> &list)
{
    QList<QString> names;
    names.reserve(list.size());
    for (const T &t : list)
        names.append(t.name);
    return names;
}

/** Cables between pasted devices, with fresh ids and their ends on the copies. */
void pasteCables(const QList<Cable> &cables, const QHash<QUuid, QUuid> &fresh, qsizetype firstIndex,
                 QList<QPair<int, Cable>> *out)
{
    for (Cable c : cables) {
        // A clip read from the clipboard may name devices it lacks: such a cable is dropped.
        if (!fresh.contains(c.a.device) || !fresh.contains(c.b.device))
            continue;
        c.id = QUuid::createUuid();
        c.a.device = fresh.value(c.a.device);
        c.b.device = fresh.value(c.b.device);
        out->append({int(firstIndex + out->size()), c});
    }
}

} // namespace

Design copyOfSelection(const Design &design, const QSet<QUuid> &ids)
{
    const QSet<QUuid> copied = copiedObjects(design, ids);
    Design clip;
    for (const Room &r : design.rooms) {
        if (copied.contains(r.id))
            clip.rooms.append(r);
    }
    for (Rack r : design.racks) {
        if (copied.contains(r.id)) {
            r.roomId = keptOrNull(r.roomId, copied);
            clip.racks.append(r);
        }
    }
    for (Server s : design.servers) {
        if (copied.contains(s.id)) {
            s.roomId = keptOrNull(s.roomId, copied);
            s.rackId = keptOrNull(s.rackId, copied);
            clip.servers.append(s);
        }
    }
    for (Switch sw : design.switches) {
        if (copied.contains(sw.id)) {
            sw.roomId = keptOrNull(sw.roomId, copied);
            sw.rackId = keptOrNull(sw.rackId, copied);
            clip.switches.append(sw);
        }
    }
    for (const Cable &c : design.cables) {
        if (copied.contains(c.a.device) && copied.contains(c.b.device))
            clip.cables.append(c);
    }
    return clip;
}

DesignFragment pastedFragment(const Design &clip, const Design &target, const QPointF &offsetUnits)
{
    QHash<QUuid, QUuid> fresh;
    auto map = [&fresh](const QUuid &old) { return old.isNull() ? QUuid() : fresh.value(old); };
    auto renew = [&fresh](const QUuid &old) { return fresh[old] = QUuid::createUuid(); };
    NameAllocator roomNames(namesOf(target.rooms));
    NameAllocator rackNames(namesOf(target.racks));
    NameAllocator deviceNames(namesOf(target.servers) + namesOf(target.switches));

    DesignFragment f;
    for (Room r : clip.rooms) {
        r.id = renew(r.id);
        r.name = roomNames.next(NameAllocator::patternOf(r.name));
        r.rect.translate(offsetUnits);
        f.rooms.append({int(target.rooms.size() + f.rooms.size()), r});
    }
    for (Rack r : clip.racks) {
        r.id = renew(r.id);
        r.roomId = map(r.roomId);
        r.name = rackNames.next(NameAllocator::patternOf(r.name));
        r.rect.translate(offsetUnits);
        f.racks.append({int(target.racks.size() + f.racks.size()), r});
    }
    // Servers and switches: fresh identity, containers remapped, moved, renamed.
    auto pasteDevices = [&](auto devices, qsizetype firstIndex, auto *out) {
        for (auto &d : devices) {
            d.id = renew(d.id);
            d.roomId = map(d.roomId);
            d.rackId = map(d.rackId);
            d.name = deviceNames.next(NameAllocator::patternOf(d.name));
            d.pos += offsetUnits;
            out->append({int(firstIndex + out->size()), d});
        }
    };
    pasteDevices(clip.servers, target.servers.size(), &f.servers);
    pasteDevices(clip.switches, target.switches.size(), &f.switches);
    pasteCables(clip.cables, fresh, target.cables.size(), &f.cables);
    return f;
}

} // namespace cq
