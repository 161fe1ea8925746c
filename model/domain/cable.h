#pragma once

#include "cablekind.h"
#include "portref.h"

namespace cq {

/** A cable from one port to another. A port holds at most one cable. */
struct Cable {
    QUuid id;
    PortRef a;
    PortRef b;
    double lengthM = 3.0; ///< cable length in metres (DAC up to ~3 m, AOC beyond)
    CableKind kind = CableKind::Dac; ///< medium; files without it get defaultCableKind(lengthM)

    bool operator==(const Cable &) const = default;
    /** The end of this cable that is not on @p device (a if neither end is). */
    const PortRef &otherEnd(const QUuid &device) const { return a.device == device ? b : a; }
    bool touches(const QUuid &device) const { return a.device == device || b.device == device; }
};

} // namespace cq
