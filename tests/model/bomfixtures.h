#pragma once

// A catalog for the bill-of-materials tests: the generator tests' servers and switches plus
// cables at the reaches the seed catalog states (database/pricebookseed.cpp): passive copper
// 3 m at 200G and 2 m at 400G, AOC 30 m, SR4 optics over OM4 100 m at 200G, DR4 over
// single-mode 500 m at 400G.

#include "generatorfixtures.h"
#include "domain/design.h"

namespace cqtest {

inline Catalog bomCatalog()
{
    Catalog c = generatorCatalog();
    const auto cable = [](const char *sku, CableKind kind, double rate, double reachM) {
        return CableModel{QString::fromLatin1(sku), QString::fromLatin1(sku), kind, rate, reachM, {}, false};
    };
    c.cables = {
        cable("CBL-DAC-200-3M", CableKind::Dac, 200, 3),
        cable("CBL-AOC-200-30M", CableKind::Aoc, 200, 30),
        cable("CBL-FIB-200-100M", CableKind::Fiber, 200, 100),
        cable("CBL-DAC-400-2M", CableKind::Dac, 400, 2),
        cable("CBL-AOC-400-30M", CableKind::Aoc, 400, 30),
        cable("CBL-FIB-400-500M", CableKind::Fiber, 400, 500),
    };
    return c;
}

/** One H100 server (8 x 400G NICs) and one 64-port NDR switch, no cables yet. */
inline Design oneServerOneSwitch()
{
    const Catalog catalog = bomCatalog();
    Design d;
    d.servers.append(*catalog.makeServer(QStringLiteral("SRV-H100-SXM-8-IB")));
    d.servers.first().name = QStringLiteral("node1");
    d.switches.append(*catalog.makeSwitch(QStringLiteral("SW-IB-NDR-64")));
    d.switches.first().name = QStringLiteral("leaf1");
    return d;
}

inline void addCable(Design *d, int nic, int port, double lengthM, CableKind kind)
{
    d->cables.append(Cable{QUuid::createUuid(), {d->servers.first().id, nic}, {d->switches.first().id, port},
                           lengthM, kind});
}

} // namespace cqtest
