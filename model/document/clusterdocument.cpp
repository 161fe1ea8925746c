#include "clusterdocument.h"

#include "addobjectscommand.h"
#include "changeobjectcommand.h"
#include "moveobjectscommand.h"
#include "removeobjectscommand.h"

#include <QCoreApplication>

namespace cq {

namespace {
template<typename T>
QList<QUuid> idsOf(const QList<QPair<int, T>> &items)
{
    QList<QUuid> ids;
    for (const auto &item : items)
        ids.append(item.second.id);
    return ids;
}

QList<QUuid> idsOf(const DesignFragment &f)
{
    return idsOf(f.rooms) + idsOf(f.servers) + idsOf(f.switches) + idsOf(f.cables);
}
} // namespace

ClusterDocument::ClusterDocument(QObject *parent)
    : QObject(parent)
{
}

void ClusterDocument::reset(const Design &design, const QString &filePath)
{
    m_undoStack.clear();
    m_design = design;
    m_filePath = filePath;
    m_undoStack.setClean();
    emit changed({DesignChange::Reset, {}});
}

QUuid ClusterDocument::roomAt(const QPointF &pos) const
{
    return roomAt(m_design.rooms, pos);
}

QUuid ClusterDocument::roomAt(const QList<Room> &rooms, const QPointF &pos)
{
    for (auto it = rooms.crbegin(); it != rooms.crend(); ++it) {
        if (it->rect.contains(pos))
            return it->id;
    }
    return {};
}

void ClusterDocument::addObjects(const DesignFragment &fragment, const QString &text)
{
    DesignFragment placed = fragment;
    for (auto &[index, server] : placed.servers)
        server.roomId = roomAt(server.pos);
    for (auto &[index, sw] : placed.switches)
        sw.roomId = roomAt(sw.pos);
    m_undoStack.push(new AddObjectsCommand(this, placed, text));
}

void ClusterDocument::removeObjects(const QSet<QUuid> &ids)
{
    QSet<QUuid> known;
    for (const QUuid &id : ids) {
        if (m_design.contains(id))
            known.insert(id);
    }
    if (!known.isEmpty())
        m_undoStack.push(new RemoveObjectsCommand(this, known));
}

Placement ClusterDocument::placementOf(const QUuid &id) const
{
    if (const Server *s = m_design.server(id))
        return {s->pos, s->roomId};
    if (const Switch *sw = m_design.switchById(id))
        return {sw->pos, sw->roomId};
    if (const Room *r = m_design.room(id))
        return {r->rect.topLeft(), {}};
    return {};
}

void ClusterDocument::moveObjects(const QHash<QUuid, QPointF> &newPositions)
{
    QHash<QUuid, Placement> before;
    QHash<QUuid, Placement> after;
    // Devices moved together with rooms land in the rooms where they will be, not where they were.
    QList<Room> roomsAfter = m_design.rooms;
    for (Room &room : roomsAfter) {
        if (newPositions.contains(room.id))
            room.rect.moveTopLeft(newPositions.value(room.id));
    }
    for (auto it = newPositions.cbegin(); it != newPositions.cend(); ++it) {
        if (const Room *room = m_design.room(it.key())) {
            // A room carries its content: devices in it move by the same offset.
            const QPointF delta = it.value() - room->rect.topLeft();
            before.insert(room->id, placementOf(room->id));
            after.insert(room->id, {it.value(), {}});
            auto carry = [&](const QUuid &id, const QPointF &pos) {
                if (!newPositions.contains(id)) {
                    before.insert(id, placementOf(id));
                    after.insert(id, {pos + delta, room->id});
                }
            };
            for (const Server &s : m_design.servers)
                if (s.roomId == room->id) carry(s.id, s.pos);
            for (const Switch &sw : m_design.switches)
                if (sw.roomId == room->id) carry(sw.id, sw.pos);
        }
    }
    for (auto it = newPositions.cbegin(); it != newPositions.cend(); ++it) {
        if (m_design.server(it.key()) || m_design.switchById(it.key())) {
            before.insert(it.key(), placementOf(it.key()));
            after.insert(it.key(), {it.value(), roomAt(roomsAfter, it.value())});
        }
    }
    if (before != after)
        m_undoStack.push(new MoveObjectsCommand(this, before, after));
}

QString ClusterDocument::connectionProblem(const PortRef &a, const PortRef &b) const
{
    const int countA = m_design.portCount(a.device);
    const int countB = m_design.portCount(b.device);
    if (countA < 0 || countB < 0)
        return tr("A cable needs a server or switch port at each end.");
    if (a.device == b.device)
        return tr("A cable cannot join two ports of the same device.");
    if (a.port < 0 || a.port >= countA)
        return tr("%1 has no port %2: it has %3 ports.").arg(m_design.displayName(a.device)).arg(a.port + 1).arg(countA);
    if (b.port < 0 || b.port >= countB)
        return tr("%1 has no port %2: it has %3 ports.").arg(m_design.displayName(b.device)).arg(b.port + 1).arg(countB);
    for (const PortRef &p : {a, b}) {
        if (m_design.cableAt(p))
            return tr("Port %1 of %2 already holds a cable.").arg(p.port + 1).arg(m_design.displayName(p.device));
    }
    if (m_design.server(a.device) && m_design.server(b.device))
        return tr("Servers connect through a switch, not directly to each other.");
    const LinkKind kindA = m_design.portKind(a.device);
    const LinkKind kindB = m_design.portKind(b.device);
    if ((kindA == LinkKind::InfiniBand) != (kindB == LinkKind::InfiniBand))
        return tr("An %1 port cannot be cabled to an %2 port.").arg(linkKindName(kindA), linkKindName(kindB));
    return {};
}

bool ClusterDocument::connectPorts(const PortRef &a, const PortRef &b, QString *why)
{
    const QString problem = connectionProblem(a, b);
    if (!problem.isEmpty()) {
        if (why)
            *why = problem;
        return false;
    }
    DesignFragment f;
    f.cables.append({int(m_design.cables.size()), Cable{QUuid::createUuid(), a, b, 3.0}});
    m_undoStack.push(new AddObjectsCommand(this, f, tr("Connect %1 to %2")
                                               .arg(m_design.displayName(a.device), m_design.displayName(b.device))));
    return true;
}

void ClusterDocument::changeServer(const Server &after, const QString &text)
{
    if (const Server *before = m_design.server(after.id); before && *before != after)
        m_undoStack.push(new ChangeObjectCommand<Server>(this, *before, after, text));
}

void ClusterDocument::changeSwitch(const Switch &after, const QString &text)
{
    if (const Switch *before = m_design.switchById(after.id); before && *before != after)
        m_undoStack.push(new ChangeObjectCommand<Switch>(this, *before, after, text));
}

void ClusterDocument::changeRoom(const Room &after, const QString &text)
{
    if (const Room *before = m_design.room(after.id); before && *before != after)
        m_undoStack.push(new ChangeObjectCommand<Room>(this, *before, after, text));
}

void ClusterDocument::changeQuoteSettings(const QuoteSettings &after)
{
    if (m_design.quote != after)
        m_undoStack.push(new ChangeQuoteSettingsCommand(this, m_design.quote, after));
}

void ClusterDocument::applyInsert(const DesignFragment &fragment)
{
    m_design.insert(fragment);
    emit changed({DesignChange::Inserted, idsOf(fragment)});
}

DesignFragment ClusterDocument::applyTake(const QSet<QUuid> &ids)
{
    DesignFragment taken = m_design.take(ids);
    emit changed({DesignChange::Removed, idsOf(taken)});
    return taken;
}

void ClusterDocument::applyPlacements(const QHash<QUuid, Placement> &placements)
{
    for (auto it = placements.cbegin(); it != placements.cend(); ++it) {
        if (Server *s = m_design.server(it.key())) {
            s->pos = it->pos;
            s->roomId = it->roomId;
        } else if (Switch *sw = m_design.switchById(it.key())) {
            sw->pos = it->pos;
            sw->roomId = it->roomId;
        } else if (Room *r = m_design.room(it.key())) {
            r->rect.moveTopLeft(it->pos);
        }
    }
    emit changed({DesignChange::Modified, placements.keys()});
}

void ClusterDocument::applyReplace(const Server &value)
{
    if (Server *s = m_design.server(value.id))
        *s = value;
    emit changed({DesignChange::Modified, {value.id}});
}

void ClusterDocument::applyReplace(const Switch &value)
{
    if (Switch *s = m_design.switchById(value.id))
        *s = value;
    emit changed({DesignChange::Modified, {value.id}});
}

void ClusterDocument::applyReplace(const Room &value)
{
    if (Room *r = m_design.room(value.id))
        *r = value;
    emit changed({DesignChange::Modified, {value.id}});
}

void ClusterDocument::applyQuoteSettings(const QuoteSettings &settings)
{
    m_design.quote = settings;
    emit changed({DesignChange::Settings, {}});
}

} // namespace cq
