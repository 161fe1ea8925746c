#include "nicconnectplan.h"

#include <QSet>

#include <algorithm>

namespace cq {

namespace {

template<typename T>
QList<const T *> sorted(QList<const T *> devices, bool rowsFirst)
{
    std::sort(devices.begin(), devices.end(), [rowsFirst](const T *l, const T *r) {
        const qreal l1 = rowsFirst ? l->pos.y() : l->pos.x(), r1 = rowsFirst ? r->pos.y() : r->pos.x();
        const qreal l2 = rowsFirst ? l->pos.x() : l->pos.y(), r2 = rowsFirst ? r->pos.x() : r->pos.y();
        if (l1 != r1)
            return l1 < r1;
        if (l2 != r2)
            return l2 < r2;
        return l->name < r->name;
    });
    return devices;
}

/** Hands out the lowest free port of each switch. */
class FreePorts
{
public:
    explicit FreePorts(const QSet<PortRef> &used) : m_used(used) {}

    /** The lowest free port of @p sw, taken; -1 when it has none left. */
    int take(const Switch &sw)
    {
        int &next = m_next[sw.id];
        while (next < sw.portCount && m_used.contains(PortRef{sw.id, next}))
            ++next;
        if (next >= sw.portCount)
            return -1;
        return next++;
    }

private:
    const QSet<PortRef> &m_used;
    QHash<QUuid, int> m_next;
};

bool compatible(const Design &design, const Server &server, const Switch &sw)
{
    if (!linkKindsCompatible(server.nicKind, sw.kind))
        return false;
    const QUuid roomA = design.roomOf(server.id);
    const QUuid roomB = design.roomOf(sw.id);
    return roomA.isNull() || roomB.isNull() || roomA == roomB; // as ClusterDocument::connectionProblem
}

} // namespace

NicConnectPlan NicConnectPlan::make(const Design &design, const QList<QUuid> &serverIds, const QList<QUuid> &switchIds)
{
    QList<const Server *> servers;
    for (const QUuid &id : serverIds)
        if (const Server *s = design.server(id))
            servers.append(s);
    QList<const Switch *> switches;
    for (const QUuid &id : switchIds)
        if (const Switch *s = design.switchById(id))
            switches.append(s);
    servers = sorted(servers, true);
    switches = sorted(switches, false);

    QSet<PortRef> used;
    for (const Cable &c : design.cables)
        used << c.a << c.b;

    NicConnectPlan plan;
    if (servers.isEmpty() || switches.isEmpty())
        return plan;
    plan.railOptimized = switches.size() > 1 && std::all_of(servers.begin(), servers.end(), [&](const Server *s) {
        return s->nicCount == switches.size();
    });

    FreePorts free(used);
    qsizetype turn = 0; // round-robin: the switch the next NIC tries first
    for (const Server *server : servers) {
        for (int nic = 0; nic < server->nicCount; ++nic) {
            const PortRef nicPort{server->id, nic};
            if (used.contains(nicPort))
                continue;
            bool anyCompatible = false;
            int port = -1;
            const Switch *target = nullptr;
            // Rail by rail: only switch k; round-robin: each switch once, from the next in turn.
            const qsizetype tries = plan.railOptimized ? 1 : switches.size();
            for (qsizetype t = 0; t < tries && port < 0; ++t) {
                target = switches.at(plan.railOptimized ? nic : (turn + t) % switches.size());
                if (!compatible(design, *server, *target))
                    continue;
                anyCompatible = true;
                port = free.take(*target);
                if (port >= 0 && !plan.railOptimized)
                    turn = (turn + t + 1) % switches.size();
            }
            if (port >= 0)
                plan.links.append({nicPort, PortRef{target->id, port}});
            else if (anyCompatible)
                ++plan.noFreePort;
            else
                ++plan.incompatible;
        }
    }
    return plan;
}

QList<Cable> NicConnectPlan::cables() const
{
    QList<Cable> result;
    result.reserve(links.size());
    for (const NicLink &link : links)
        result.append(Cable{QUuid::createUuid(), link.nic, link.switchPort, DacReachM, defaultCableKind(DacReachM)});
    return result;
}

} // namespace cq
