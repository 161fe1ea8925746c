#pragma once

#include "domain/design.h"

#include <QList>
#include <QUuid>

namespace cq {

/** One planned cable of Connect NICs: a server NIC port to a switch port. */
struct NicLink {
    PortRef nic;
    PortRef switchPort;

    bool operator==(const NicLink &) const = default;
};

/**
 * Which free NIC port goes to which free switch port when the user selects servers and
 * switches and asks to connect their NICs (issue #20). Rail by rail when the selection is
 * rail-optimized (as many switches as every selected server has NICs): NIC k goes to the
 * k-th switch from the left, as on NVIDIA's rail-optimized DGX fabrics; otherwise the NICs
 * are dealt round-robin over the switches, so the load spreads evenly. Ports that already
 * hold a cable are skipped at both ends, and a switch port is taken lowest number first.
 * Pure planning over a Design: the canvas turns the links into one undo step.
 */
struct NicConnectPlan {
    QList<NicLink> links;
    /** Free NIC ports left unconnected because the switches they go to have no free port. */
    int noFreePort = 0;
    /** Free NIC ports left unconnected because no selected switch can take them: another link
     *  layer (InfiniBand against Ethernet) or another machine room. */
    int incompatible = 0;
    /** True when the NICs went rail by rail (NIC k to switch k), false for round-robin. */
    bool railOptimized = false;

    /** NIC ports left without a cable, for whatever reason. */
    int unconnected() const { return noFreePort + incompatible; }

    /**
     * The plan for @p serverIds and @p switchIds of @p design (ids that are no server or no
     * switch are ignored). Servers are taken top to bottom, then left to right; switches left
     * to right, then top to bottom (their canvas positions), names breaking ties.
     */
    static NicConnectPlan make(const Design &design, const QList<QUuid> &serverIds, const QList<QUuid> &switchIds);

    /**
     * The new cables of the plan, made as a cable dragged from port to port is
     * (ClusterDocument::connectPorts: DAC of DacReachM metres), with fresh ids.
     */
    QList<Cable> cables() const;
};

} // namespace cq
