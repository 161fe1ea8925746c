#pragma once

#include "catalog.h"

namespace cq {

/** The catalog model a cable is ordered as, and whether its medium had to change. */
struct CableChoiceResult {
    const CableModel *model = nullptr; ///< null: no offered catalog cable covers the run
    CableKind kind = CableKind::Dac;   ///< medium ordered (model's kind, else the typed kind)
    bool mediumChanged = false;        ///< the typed medium does not reach; a longer one was taken
};

/**
 * Picks the catalog cable or optic for a run of @p lengthM metres at @p rateGbps, typed as
 * @p typed. Among the offered (not retired) models of the medium whose rate equals the link
 * rate and whose maxLengthM covers the run, the one with the shortest reach wins (the stock
 * part nearest the need), then catalog order. When the typed medium has no such model (a
 * 3 m run typed DAC at 400 Gb/s, where the catalog's 400G DAC reaches 2 m), the next longer
 * medium is tried: DAC, then AOC, then transceivers + fibre (the "DAC up to its
 * longest length, AOC or transceiver pairs + fibre beyond").
 */
CableChoiceResult chooseCable(const Catalog &catalog, CableKind typed, double rateGbps, double lengthM);

} // namespace cq
