#pragma once

#include "catalog/cablechoice.h"
#include "cabletier.h"
#include "topology/fabricgraph.h"

#include <QList>

namespace cq {

/** One cable of a design as the bill of materials and the cable plan both see it. */
struct ResolvedCable {
    int index = 0;             ///< in Design::cables
    CableTier tier = CableTier::Other;
    double rateGbps = 0;       ///< FabricGraph::linkRateGbps: the lower end's port rate
    double lengthM = 0;        ///< Cable::lengthM, as typed (kept to the half metre and finer)
    CableKind typedKind = CableKind::Dac;
    CableChoiceResult choice;  ///< the catalog part it is ordered as
    bool serverEndA = false;   ///< end a is on a server
    bool serverEndB = false;   ///< end b is on a server
    /** This cable and the one at index breakoutPair (in the returned list) join both halves of one
     *  breakout port on one switch to both halves of one breakout port on another: they are one
     *  cable of the ports' full rate (800G OSFP carrying 2 x 400G), choice that part; -1 when not. */
    int breakoutPair = -1;
    bool breakoutSecond = false; ///< the pair's second half: its cable is the first's, not ordered again
    bool onBreakoutPorts = false; ///< both ends on breakout ports of two switches (paired or not)

    /** Ordered as a part of its own: false for a breakout pair's second half (the BOM and the
     *  quote both count a pair once). */
    bool isOrdered() const { return !breakoutSecond; }
    /** The rate of the part ordered, Gb/s: a breakout pair's full-rate part, else rateGbps. */
    double orderedRateGbps() const { return breakoutPair >= 0 && choice.model ? choice.model->rateGbps : rateGbps; }
};

/**
 * Every cable of @p graph's design, in design order, with its tier, rate and catalog part:
 * the one place the bill of materials and the cable plan get these from, so they agree.
 * Tier: a server end makes it server-leaf; between switches the lower switch tier decides
 * (1 leaf-spine, 2 spine-core); anything else is Other. Breakout: a switch whose catalog model
 * splits each port in 2 (SwitchModel::breakout, design ports at portRateGbps / 2) has ports
 * 2k+1 and 2k+2 (1-based) in one cage; two cables of one typed medium joining both halves of a
 * cage to both halves of one cage on another such switch are ordered as one full-rate part
 * (chooseCable at 2 x the rate over the longer run) when the catalog has one; otherwise each
 * stays a cable of its own rate.
 */
QList<ResolvedCable> resolveCables(const FabricGraph &graph, const Catalog &catalog);

/**
 * Interface name of a port for the cable plan and NetBox: "nicN" on a server, "pN" on a
 * switch, N = port + 1 (the designer shows ports from 1).
 */
QString portName(const FabricGraph &graph, const PortRef &port);

} // namespace cq
