#pragma once

#include "cable.h"
#include "quotesettings.h"
#include "room.h"
#include "server.h"
#include "switchdevice.h"

#include <QList>
#include <QSet>

namespace cq {

/** A set of design objects cut out of (or to be put into) a design, with their list positions. */
struct DesignFragment {
    QList<QPair<int, Room>> rooms;
    QList<QPair<int, Server>> servers;
    QList<QPair<int, Switch>> switches;
    QList<QPair<int, Cable>> cables;

    bool isEmpty() const { return rooms.isEmpty() && servers.isEmpty() && switches.isEmpty() && cables.isEmpty(); }
};

/**
 * A cluster design: rooms, servers, switches and cables, plus quote settings. Plain value
 * type, cheap to copy as an immutable snapshot for worker threads. Objects keep their
 * list order (the file order). Lookups are linear; designs are at most a few thousand objects.
 */
class Design
{
public:
    QString name;
    QList<Room> rooms;
    QList<Server> servers;
    QList<Switch> switches;
    QList<Cable> cables;
    QuoteSettings quote;

    bool operator==(const Design &) const = default;

    const Room *room(const QUuid &id) const;
    const Server *server(const QUuid &id) const;
    const Switch *switchById(const QUuid &id) const;
    const Cable *cable(const QUuid &id) const;
    Room *room(const QUuid &id);
    Server *server(const QUuid &id);
    Switch *switchById(const QUuid &id);

    /** True if a room, server, switch or cable has this id. */
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

    /**
     * Cuts the objects with the given ids out of the design, together with every cable
     * that touches a removed device; returns them with their former positions.
     */
    DesignFragment take(const QSet<QUuid> &ids);
    /** Puts a fragment back at its recorded positions (the inverse of take). */
    void insert(const DesignFragment &fragment);
};

} // namespace cq
