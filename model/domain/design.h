#pragma once

#include "cable.h"
#include "quotesettings.h"
#include "rack.h"
#include "room.h"
#include "server.h"
#include "switchdevice.h"

#include <QHash>
#include <QList>
#include <QSet>

namespace cq {

/** A set of design objects cut out of (or to be put into) a design, with their list positions. */
struct DesignFragment {
    QList<QPair<int, Room>> rooms;
    QList<QPair<int, Rack>> racks;
    QList<QPair<int, Server>> servers;
    QList<QPair<int, Switch>> switches;
    QList<QPair<int, Cable>> cables;

    bool isEmpty() const
    {
        return rooms.isEmpty() && racks.isEmpty() && servers.isEmpty() && switches.isEmpty() && cables.isEmpty();
    }
    /** Ids of every object in the fragment: rooms, racks, servers, switches, cables. */
    QList<QUuid> ids() const;
};

/**
 * A cluster design: rooms, racks, servers, switches and cables, plus quote settings. Plain
 * value type, cheap to copy as an immutable snapshot for worker threads. Objects keep their
 * list order (the file order). Lookups here are linear: hot paths over large designs (a
 * 1,024-server cluster has about 25,000 cables) use a DesignIndex instead.
 */
class Design
{
public:
    QString name;
    QList<Room> rooms;
    QList<Rack> racks;
    QList<Server> servers;
    QList<Switch> switches;
    QList<Cable> cables;
    QuoteSettings quote;

    bool operator==(const Design &) const = default;

    const Room *room(const QUuid &id) const;
    const Rack *rack(const QUuid &id) const;
    const Server *server(const QUuid &id) const;
    const Switch *switchById(const QUuid &id) const;
    const Cable *cable(const QUuid &id) const;
    Room *room(const QUuid &id);
    Rack *rack(const QUuid &id);
    Server *server(const QUuid &id);
    Switch *switchById(const QUuid &id);

    /** True if a room, rack, server, switch or cable has this id. */
    bool contains(const QUuid &id) const;
    /** Number of ports of a server (NICs) or switch; -1 for an unknown device. */
    int portCount(const QUuid &device) const;
    /** Line rate of a device's ports in Gb/s; 0 for an unknown device. */
    double portRateGbps(const QUuid &device) const;
    /** Link layer of a device's ports; InfiniBand for an unknown device. */
    LinkKind portKind(const QUuid &device) const;
    /** The room a server or switch stands in (null id if none or unknown). */
    QUuid roomOf(const QUuid &device) const;
    /** User-visible name of any object, or its id if it has none. */
    QString displayName(const QUuid &id) const;

    /** The first cable that ends on @p port, or nullptr. */
    const Cable *cableAt(const PortRef &port) const;
    /** Cables with an end on @p device. */
    QList<const Cable *> cablesOf(const QUuid &device) const;
    /** Lowest-numbered port of @p device with no cable, or -1 if all are taken. */
    int firstFreePort(const QUuid &device) const;

    /** Total GPUs over all servers. */
    int gpuCount() const;
    // Power: designpower.h (designPower, powerByRackW), the one place it is summed.

    /**
     * Cuts the objects with the given ids out of the design, together with every cable
     * that touches a removed device; returns them with their former positions. Devices
     * left in a removed room or rack keep the stale id: callers remove contents with their
     * container (ClusterDocument::removeObjects does).
     */
    DesignFragment take(const QSet<QUuid> &ids);
    /** Puts a fragment back at its recorded positions (the inverse of take). */
    void insert(const DesignFragment &fragment);
};

} // namespace cq
