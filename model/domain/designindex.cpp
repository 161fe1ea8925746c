#include "designindex.h"

namespace cq {

template<typename T>
void DesignIndex::add(const QList<T> &list, Kind kind)
{
    for (int i = 0; i < list.size(); ++i)
        m_where.insert(list.at(i).id, {kind, i});
}

DesignIndex::DesignIndex(const Design &design)
    : m_design(&design)
{
    const Design &d = design;
    m_where.reserve(d.rooms.size() + d.racks.size() + d.servers.size() + d.switches.size() + d.cables.size());
    add(d.rooms, Kind::Room);
    add(d.racks, Kind::Rack);
    add(d.servers, Kind::Server);
    add(d.switches, Kind::Switch);
    add(d.cables, Kind::Cable);
    m_cableAt.reserve(2 * d.cables.size());
    for (int i = 0; i < d.cables.size(); ++i) {
        const Cable &c = d.cables.at(i);
        // The first cable on a port wins, as Design::cableAt's linear search finds it.
        if (!m_cableAt.contains(c.a))
            m_cableAt.insert(c.a, i);
        if (!m_cableAt.contains(c.b))
            m_cableAt.insert(c.b, i);
        m_cablesOf[c.a.device].append(i);
        if (c.b.device != c.a.device)
            m_cablesOf[c.b.device].append(i);
    }
}

template<typename T>
const T *DesignIndex::find(const QUuid &id, Kind kind, const QList<T> &list) const
{
    const Where w = m_where.value(id);
    return w.kind == kind ? &list.at(w.position) : nullptr;
}

const Room *DesignIndex::room(const QUuid &id) const { return find(id, Kind::Room, m_design->rooms); }
const Rack *DesignIndex::rack(const QUuid &id) const { return find(id, Kind::Rack, m_design->racks); }
const Server *DesignIndex::server(const QUuid &id) const { return find(id, Kind::Server, m_design->servers); }
const Switch *DesignIndex::switchById(const QUuid &id) const { return find(id, Kind::Switch, m_design->switches); }
const Cable *DesignIndex::cable(const QUuid &id) const { return find(id, Kind::Cable, m_design->cables); }

int DesignIndex::portCount(const QUuid &device) const
{
    if (const Server *s = server(device))
        return s->nicCount;
    if (const Switch *sw = switchById(device))
        return sw->portCount;
    return -1;
}

double DesignIndex::portRateGbps(const QUuid &device) const
{
    if (const Server *s = server(device))
        return s->nicRateGbps;
    if (const Switch *sw = switchById(device))
        return sw->portRateGbps;
    return 0;
}

const Cable *DesignIndex::cableAt(const PortRef &port) const
{
    const auto it = m_cableAt.constFind(port);
    return it == m_cableAt.cend() ? nullptr : &m_design->cables.at(it.value());
}

int DesignIndex::firstFreePort(const QUuid &device) const
{
    const int count = portCount(device);
    QList<bool> used(qMax(count, 0), false);
    for (int i : m_cablesOf.value(device)) {
        const Cable &c = m_design->cables.at(i);
        for (const PortRef &end : {c.a, c.b}) {
            if (end.device == device && end.port >= 0 && end.port < count)
                used[end.port] = true;
        }
    }
    const int free = int(used.indexOf(false));
    return free;
}

QString DesignIndex::displayName(const QUuid &id) const
{
    // One hash lookup, not two: a drop after select all names the peers of 49,152 ports.
    const Where w = m_where.value(id);
    QString name;
    switch (w.kind) {
    case Kind::Room: name = m_design->rooms.at(w.position).name; break;
    case Kind::Rack: name = m_design->racks.at(w.position).name; break;
    case Kind::Server: name = m_design->servers.at(w.position).name; break;
    case Kind::Switch: name = m_design->switches.at(w.position).name; break;
    case Kind::Cable:
    case Kind::None: break;
    }
    return name.isEmpty() ? id.toString(QUuid::WithoutBraces) : name;
}

} // namespace cq
