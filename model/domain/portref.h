#pragma once

#include <QHashFunctions>
#include <QUuid>

namespace cq {

/** One port of a device (server NIC port or switch port), by device id and 0-based index. */
struct PortRef {
    QUuid device;
    int port = -1;

    bool operator==(const PortRef &) const = default;
};

inline size_t qHash(const PortRef &ref, size_t seed = 0)
{
    return qHashMulti(seed, ref.device, ref.port);
}

} // namespace cq
