#include "cablechoice.h"

namespace cq {

namespace {

const CableModel *bestOfKind(const Catalog &catalog, CableKind kind, double rateGbps, double lengthM)
{
    const CableModel *best = nullptr;
    for (const CableModel &m : catalog.cables) {
        if (m.retired || m.kind != kind || m.rateGbps != rateGbps || m.maxLengthM < lengthM)
            continue;
        if (!best || m.maxLengthM < best->maxLengthM)
            best = &m;
    }
    return best;
}

} // namespace

CableChoiceResult chooseCable(const Catalog &catalog, CableKind typed, double rateGbps, double lengthM)
{
    static constexpr CableKind order[] = {CableKind::Dac, CableKind::Aoc, CableKind::Fiber};
    bool reached = false;
    for (CableKind kind : order) {
        reached = reached || kind == typed;
        if (!reached)
            continue; // never a shorter medium than the one typed
        if (const CableModel *m = bestOfKind(catalog, kind, rateGbps, lengthM))
            return {m, kind, kind != typed};
    }
    return {nullptr, typed, false};
}

} // namespace cq
