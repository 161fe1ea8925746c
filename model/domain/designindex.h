#pragma once

#include "design.h"

#include <QHash>
#include <QList>

namespace cq {

/**
 * Hash lookups over one Design: id -> object, port -> cable, device -> cables. Built in
 * O(objects + cables); every lookup afterwards is O(1) (cablesOf and firstFreePort are
 * O(cables of that device)). Design's own lookups are linear, which made the canvas
 * quadratic on a 1,024-server design (25,000 cables).
 *
 * Holds a pointer to @p design and list positions into it: it stays valid while objects
 * change value or position in place, and must be rebuilt when objects are inserted or
 * removed or a cable's ends change (ClusterDocument::index() does that lazily).
 * A port holding several cables (a broken file) reports the first in design order.
 */
class DesignIndex
{
public:
    enum class Kind { None, Room, Rack, Server, Switch, Cable };

    explicit DesignIndex(const Design &design);

    const Design &design() const { return *m_design; }
    Kind kindOf(const QUuid &id) const { return m_where.value(id).kind; }
    bool contains(const QUuid &id) const { return m_where.contains(id); }

    const Room *room(const QUuid &id) const;
    const Rack *rack(const QUuid &id) const;
    const Server *server(const QUuid &id) const;
    const Switch *switchById(const QUuid &id) const;
    const Cable *cable(const QUuid &id) const;
    /** Position of the object in its list of the design (-1 when unknown). */
    int position(const QUuid &id) const { return m_where.value(id).position; }

    /** NIC ports of a server, ports of a switch; -1 for anything else. */
    int portCount(const QUuid &device) const;
    /** Port rate of a server's NICs or a switch's ports, Gb/s; 0 for anything else. */
    double portRateGbps(const QUuid &device) const;
    /** The cable on @p port, or nullptr when it is free. */
    const Cable *cableAt(const PortRef &port) const;
    /** Positions in design().cables of the cables with an end on @p device (each once). */
    QList<int> cablesOf(const QUuid &device) const { return m_cablesOf.value(device); }
    /** Lowest-numbered free port of @p device, or -1 when every port holds a cable. */
    int firstFreePort(const QUuid &device) const;
    /** Design::displayName() in O(1). */
    QString displayName(const QUuid &id) const;

private:
    struct Where {
        Kind kind = Kind::None;
        int position = -1;
    };
    template<typename T>
    void add(const QList<T> &list, Kind kind);
    template<typename T>
    const T *find(const QUuid &id, Kind kind, const QList<T> &list) const;

    const Design *m_design;
    QHash<QUuid, Where> m_where;
    QHash<PortRef, int> m_cableAt;
    QHash<QUuid, QList<int>> m_cablesOf;
};

} // namespace cq
