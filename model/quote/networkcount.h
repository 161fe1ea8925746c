#pragma once

#include "pricebook.h"
#include "domain/design.h"

#include <QSet>
#include <QUuid>

namespace cq {

/**
 * What the network lines of a quote count, and which of it the servers' prices include
 * (Inclusion::NicPorts, Inclusion::FabricSwitches).
 *
 * Port fees count what the customer rents: one InfiniBand switch port per cabled server NIC,
 * that is, each distinct (server, NIC port) with a cable to a switch of kind InfiniBand.
 * Switch-to-switch links are the fabric's own and never counted: a 16-node H100 fabric of 8
 * leaves and 2 spines has 128 server NICs, so 128 port-months, not the 384 cabled switch ports.
 *
 * A switch belongs to a fabric: the devices joined to it by cables, directly or through other
 * devices. Its rent is included when that fabric has at least one server and the price of
 * every server in it includes FabricSwitches; otherwise it is charged.
 *
 * A networked price covers only the fabric it was published for (PriceBook::publishedNics):
 * a server whose NICs differ from its SKU's published ones (another LinkKind, another rate,
 * or more ports) gets neither inclusion, and nicMismatches says so for the quote's notes.
 * A SKU without a published entry keeps its inclusions as the price item states them.
 */
struct NetworkCount {
    /** Servers of one SKU whose NICs are not the ones its networked price was published for. */
    struct NicMismatch {
        QString sku;
        int servers = 0;           ///< servers of this SKU with these NICs
        int nicPorts = 0;          ///< their NIC ports each (Server::nicCount)
        double rateGbps = 0;       ///< per port, Gb/s
        LinkKind kind = LinkKind::InfiniBand;
        PublishedNics published;   ///< what the SKU's price was published for
    };

    QSet<QUuid> includedSwitches;  ///< switches whose rent the servers' prices include
    /** Cables (indices into Design::cables) of a fabric whose switches the servers' prices
     *  include: the same fabric rule as includedSwitches, so a cable is never included on a
     *  charged switch nor charged on an included one (see the cable lines, cablelines.h). */
    QSet<int> includedCables;
    int chargedNicPorts = 0;       ///< cabled IB server NICs whose SKU does not include NIC ports
    int chargedServers = 0;        ///< the servers those NICs are on
    int includedNicPorts = 0;      ///< cabled IB server NICs whose SKU includes NIC ports
    int includedServers = 0;       ///< the servers those NICs are on
    /** Per SKU and NIC fit, in first-seen order: servers whose NicPorts/FabricSwitches inclusions were dropped. */
    QList<NicMismatch> nicMismatches;

    /** Counts @p design against @p book's SKUs for @p region (see the class comment). */
    static NetworkCount of(const Design &design, const PriceBook &book, const QString &region = QString());
};

/**
 * The cabled server NICs of @p design on InfiniBand switches: distinct (server, port) pairs
 * over all cables with one end on a server and the other on a switch of kind InfiniBand.
 * Cables between switches, to RoCE/Ethernet switches and duplicate cables on one port add nothing.
 */
int cabledInfiniBandNicCount(const Design &design);

} // namespace cq
