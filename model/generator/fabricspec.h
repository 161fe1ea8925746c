#pragma once

#include "domain/linkkind.h"

#include <QString>

namespace cq {

/**
 * What to generate: a GPU cluster and the switch fabric that joins it, as the New Cluster
 * wizard and `clusterquote generate` ask for it. Hardware comes with the server and switch
 * templates handed to FabricGenerator; these are the counts and the shape.
 */
struct FabricSpec {
    int serverCount = 4;
    int gpusPerServer = 8;
    int nicsPerServer = 8;         ///< compute NICs per server, one switch port each
    double nicRateGbps = 200;      ///< Gb/s per NIC port
    LinkKind fabric = LinkKind::InfiniBand;
    /** NIC r of every server of a scalable unit goes to that unit's leaf r (DGX SuperPOD style);
     *  otherwise each server's NICs go to one leaf together. */
    bool railOptimized = false;
    /** Rail planes: K independent fat trees, plane p (0-based) taking NICs p x R/K .. (p + 1) x R/K - 1
     *  of every server (R = nicsPerServer, which K must divide), each sized on its own, as large
     *  rail-optimized clusters are built; 1 is one fabric for all NICs. */
    int planes = 1;
    int switchPorts = 40;          ///< radix k of every switch at nicRateGbps
    /** Breakout asked of the switch (CatalogChoice): 0 = any, the catalog's choice (the most ports
     *  at the NIC rate, split or not); 1 = unsplit ports only; N = ports of N x the NIC rate split
     *  into N lanes (SwitchModel::breakout), so a 64-port 800G switch plans as 128 ports of 400G. */
    int breakout = 0;
    /** Turn SHARP (in-network reduction, Switch::sharp) on in the generated switches when their
     *  catalog model has it (SwitchModel::sharp); off, the catalog default, otherwise. */
    bool sharp = false;
    /** Leaf downlink : uplink capacity; 1 is non-blocking. Values below 1 count as 1. */
    double oversubscription = 1.0;
    /** Machine rooms; the servers are split over them as evenly as possible and each room is
     *  one training cluster with a fabric of its own (synchronous training stays in one room). */
    int rooms = 1;
    /** Power budget of the racks the servers are mounted in, kW; 0 puts servers in no rack. */
    double rackBudgetKw = 0;
    QString clusterName = QStringLiteral("training");

    /** NICs of one server in one plane, R / K. */
    int nicsPerPlane() const { return planes > 0 ? nicsPerServer / planes : nicsPerServer; }
    /** The spec of one plane: the same servers with nicsPerPlane() NICs, one plane. */
    FabricSpec planeSpec() const
    {
        FabricSpec plane = *this;
        plane.nicsPerServer = nicsPerPlane();
        plane.planes = 1;
        return plane;
    }
};

} // namespace cq
