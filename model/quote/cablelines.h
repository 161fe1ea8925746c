#pragma once

#include "networkcount.h"
#include "pricebook.h"
#include "domain/design.h"

#include <QList>

namespace cq {

/**
 * Cables and optics of one catalog part that the quote prices as one line: charged or
 * included, per part (a part fixes its rate and medium), as resolveCables() orders them.
 */
struct CableGroup {
    QString sku;           ///< the catalog part; empty when no offered part covers the run
    CableKind kind = CableKind::Dac; ///< medium ordered (DAC, AOC, transceiver pair + fibre)
    double rateGbps = 0;   ///< the part's rate, Gb/s (a breakout pair: the full port rate)
    bool included = false; ///< the servers' prices include it (see quoteCableGroups)
    int count = 0;         ///< cables as ordered: a breakout pair (two design cables) is one
};

/**
 * The design's cables as the quote's cable lines count them, from the same resolveCables()
 * and the same counts as the bill of materials' cable lines (a breakout pair once, at the
 * full-rate part), summed per catalog SKU over lengths. Spares are not quoted: the BOM's
 * spare ratio (2 %) is shelf stock the operator keeps for failures at turn-up, not part of
 * the customer's fabric, so the quote charges the design's own cables only.
 *
 * Included or charged: a cable is included when its fabric is, the rule that includes the
 * fabric's switches (Inclusion::FabricSwitches, NetworkCount::includedCables): every server
 * in that fabric has a networked price covering it. DOMAIN.md's guide prices 2 x A100
 * "with an InfiniBand switch" at 71,776 in all: a customer reads that as a cluster delivered
 * cabled, switches and the cables plugged into them, server-leaf runs and switch-switch runs
 * alike. Inclusion::NicPorts alone does not include the server's own cable: it is a monthly
 * port-rental fee, not hardware, and a customer who pays for a switch expects to pay for the
 * cables in its ports (so no cable is ever included on a charged switch, or charged on an
 * included one).
 *
 * Order: charged groups, then included ones, each by rate, medium and SKU. Empty when the
 * design has no cables or @p book has no cable parts (PriceBook::catalog).
 */
QList<CableGroup> quoteCableGroups(const Design &design, const PriceBook &book, const NetworkCount &network);

} // namespace cq
