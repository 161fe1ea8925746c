#pragma once

#include "domain/cablekind.h"

#include <QString>

namespace cq {

/**
 * A cable or optic of the hardware catalog (DAC, AOC, or a transceiver pair with fibre);
 * `sku` keys its price. The bill of materials picks, for each cable of a design, the
 * cheapest model of its kind whose rate and longest length cover it.
 */
struct CableModel {
    QString sku;             ///< e.g. "CBL-DAC-400-2M"
    QString name;            ///< e.g. "400G OSFP DAC, 2 m"
    CableKind kind = CableKind::Dac;
    double rateGbps = 400;   ///< port rate it carries, Gb/s
    double maxLengthM = 3;   ///< longest run it covers, metres
    QString source;
    bool retired = false;    ///< see GpuModel::retired
};

} // namespace cq
