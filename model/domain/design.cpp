#include "design.h"

#include <algorithm>

namespace cq {

namespace {

template<typename T>
const T *findById(const QList<T> &list, const QUuid &id)
{
    auto it = std::find_if(list.cbegin(), list.cend(), [&](const T &o) { return o.id == id; });
    return it == list.cend() ? nullptr : &*it;
}

template<typename T>
T *findById(QList<T> &list, const QUuid &id)
{
    auto it = std::find_if(list.begin(), list.end(), [&](const T &o) { return o.id == id; });
    return it == list.end() ? nullptr : &*it;
}

// Removes the matching elements, remembering each one's index in the list as it was. One pass
// that keeps the rest in order (removing them one by one moved the list's tail each time:
// quadratic, 28 s to drop 16,383 servers' cables from a 393,216-cable design); a list with
// nothing to take is left as it is (still shared with its copies).
template<typename T, typename Pred>
QList<QPair<int, T>> takeIf(QList<T> &list, Pred pred)
{
    QList<QPair<int, T>> taken;
    QList<T> kept;
    for (int i = 0; i < list.size(); ++i) {
        if (pred(list.at(i))) {
            if (taken.isEmpty()) {
                kept.reserve(list.size() - 1);
                kept.append(list.cbegin(), list.cbegin() + i);
            }
            taken.append({i, list.at(i)});
        } else if (!taken.isEmpty()) {
            kept.append(list.at(i));
        }
    }
    if (!taken.isEmpty())
        list = std::move(kept);
    return taken;
}

// Inverse of takeIf: ascending indices restore the original order exactly. Merged in one pass
// (inserting one by one moved the tail each time: quadratic for a large undo); indices out of
// order are inserted one by one, as they come.
template<typename T>
void insertAt(QList<T> &list, const QList<QPair<int, T>> &items)
{
    if (items.isEmpty())
        return;
    QList<T> merged;
    merged.reserve(list.size() + items.size());
    qsizetype from = 0; // the next element of the list not yet in merged
    for (const auto &[index, item] : items) {
        const qsizetype at = std::clamp<qsizetype>(index, 0, merged.size() + (list.size() - from));
        if (at < merged.size()) { // out of order: fall back for the rest
            while (from < list.size())
                merged.append(list.at(from++));
            merged.insert(at, item);
            continue;
        }
        while (merged.size() < at)
            merged.append(list.at(from++));
        merged.append(item);
    }
    while (from < list.size())
        merged.append(list.at(from++));
    list = std::move(merged);
}

} // namespace

QList<QUuid> DesignFragment::ids() const
{
    QList<QUuid> result;
    result.reserve(rooms.size() + racks.size() + servers.size() + switches.size() + cables.size());
    for (const auto &r : rooms) result.append(r.second.id);
    for (const auto &r : racks) result.append(r.second.id);
    for (const auto &s : servers) result.append(s.second.id);
    for (const auto &s : switches) result.append(s.second.id);
    for (const auto &c : cables) result.append(c.second.id);
    return result;
}

const Room *Design::room(const QUuid &id) const { return findById(rooms, id); }
const Rack *Design::rack(const QUuid &id) const { return findById(racks, id); }
const Server *Design::server(const QUuid &id) const { return findById(servers, id); }
const Switch *Design::switchById(const QUuid &id) const { return findById(switches, id); }
const Cable *Design::cable(const QUuid &id) const { return findById(cables, id); }
Room *Design::room(const QUuid &id) { return findById(rooms, id); }
Rack *Design::rack(const QUuid &id) { return findById(racks, id); }
Server *Design::server(const QUuid &id) { return findById(servers, id); }
Switch *Design::switchById(const QUuid &id) { return findById(switches, id); }

bool Design::contains(const QUuid &id) const
{
    return room(id) || rack(id) || server(id) || switchById(id) || cable(id);
}

int Design::portCount(const QUuid &device) const
{
    if (const Server *s = server(device))
        return s->nicCount;
    if (const Switch *sw = switchById(device))
        return sw->portCount;
    return -1;
}

double Design::portRateGbps(const QUuid &device) const
{
    if (const Server *s = server(device))
        return s->nicRateGbps;
    if (const Switch *sw = switchById(device))
        return sw->portRateGbps;
    return 0;
}

LinkKind Design::portKind(const QUuid &device) const
{
    if (const Server *s = server(device))
        return s->nicKind;
    if (const Switch *sw = switchById(device))
        return sw->kind;
    return LinkKind::InfiniBand;
}

QUuid Design::roomOf(const QUuid &device) const
{
    if (const Server *s = server(device))
        return s->roomId;
    if (const Switch *sw = switchById(device))
        return sw->roomId;
    return {};
}

QString Design::displayName(const QUuid &id) const
{
    QString name;
    if (const Room *r = room(id))
        name = r->name;
    else if (const Rack *k = rack(id))
        name = k->name;
    else if (const Server *s = server(id))
        name = s->name;
    else if (const Switch *sw = switchById(id))
        name = sw->name;
    return name.isEmpty() ? id.toString(QUuid::WithoutBraces) : name;
}

const Cable *Design::cableAt(const PortRef &port) const
{
    auto it = std::find_if(cables.cbegin(), cables.cend(),
                           [&](const Cable &c) { return c.a == port || c.b == port; });
    return it == cables.cend() ? nullptr : &*it;
}

QList<const Cable *> Design::cablesOf(const QUuid &device) const
{
    QList<const Cable *> result;
    for (const Cable &c : cables) {
        if (c.touches(device))
            result.append(&c);
    }
    return result;
}

int Design::firstFreePort(const QUuid &device) const
{
    const int count = portCount(device);
    QSet<int> used;
    for (const Cable &c : cables) {
        if (c.a.device == device)
            used.insert(c.a.port);
        if (c.b.device == device)
            used.insert(c.b.port);
    }
    for (int p = 0; p < count; ++p) {
        if (!used.contains(p))
            return p;
    }
    return -1;
}

int Design::gpuCount() const
{
    int total = 0;
    for (const Server &s : servers)
        total += s.gpuCount;
    return total;
}

DesignFragment Design::take(const QSet<QUuid> &ids)
{
    DesignFragment f;
    // Cables go first so their recorded indices refer to the list before any removal.
    f.cables = takeIf(cables, [&](const Cable &c) {
        return ids.contains(c.id) || ids.contains(c.a.device) || ids.contains(c.b.device);
    });
    f.servers = takeIf(servers, [&](const Server &s) { return ids.contains(s.id); });
    f.switches = takeIf(switches, [&](const Switch &s) { return ids.contains(s.id); });
    f.racks = takeIf(racks, [&](const Rack &r) { return ids.contains(r.id); });
    f.rooms = takeIf(rooms, [&](const Room &r) { return ids.contains(r.id); });
    return f;
}

void Design::insert(const DesignFragment &fragment)
{
    insertAt(rooms, fragment.rooms);
    insertAt(racks, fragment.racks);
    insertAt(switches, fragment.switches);
    insertAt(servers, fragment.servers);
    insertAt(cables, fragment.cables);
}

} // namespace cq
