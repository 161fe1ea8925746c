#pragma once

#include <QString>

namespace cq {

/**
 * Physical medium of a cable. Passive copper (DAC) reaches about 3 m at 200/400 Gb/s,
 * active optical cables (AOC) tens of metres, transceivers with fibre further (a cross-row
 * or cross-room run). The file key is "dac", "aoc" or "fiber".
 */
enum class CableKind {
    Dac,   ///< direct-attach copper, up to about 3 m
    Aoc,   ///< active optical cable, up to about 100 m
    Fiber, ///< optical transceivers at both ends plus fibre
};

/** Longest run a passive copper cable is given by default, metres (NDR/HDR DAC reach). */
inline constexpr double DacReachM = 3.0;

/** The medium a cable of @p lengthM metres usually gets: DAC up to DacReachM, else AOC. */
inline CableKind defaultCableKind(double lengthM)
{
    return lengthM <= DacReachM ? CableKind::Dac : CableKind::Aoc;
}

/** File-format key: "dac", "aoc", "fiber". */
QString cableKindKey(CableKind kind);
/** Parses a file-format key; returns false for an unknown key. */
bool cableKindFromKey(const QString &key, CableKind *kind);
/** Short user-visible name: "DAC (copper)", "AOC (active optical)", "Fibre + transceivers". */
QString cableKindName(CableKind kind);

} // namespace cq
