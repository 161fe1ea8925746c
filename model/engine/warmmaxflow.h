#pragma once

#include "bisection.h"

#include <vector>

namespace cq {

/**
 * The bisection max-flow of BisectionSolver (same network: source -> switches at
 * BisectionCut::sourceGbps, switches -> sink at sinkGbps, each FlowLink an undirected link of
 * its capacity, one switch and/or one link's cable left out), re-solved from the previous
 * question's flow instead of from zero: after a one-cable edit most of the old flow is still
 * feasible, so a few path repairs and one or two augmenting rounds replace a full solve.
 *
 * How: the old flow is mapped onto the new network link by link ((a, b) keys) and clamped to
 * the new capacities; every unit of imbalance this leaves (a switch receiving more than it
 * sends, or less) is cancelled along a flow-carrying path back to the source or on to the sink
 * (or to a switch of opposite imbalance); then Dinic's algorithm augments to a maximum
 * (Dinic 1970; any feasible start flow works). The max-flow value is unique, so the answer
 * is BisectionSolver's.
 *
 * Exact only in integer arithmetic: solve() refuses (returns -1) when a capacity is not a whole
 * number of Gb/s below 2^50, where sums of doubles are exact in any order; the caller then asks
 * BisectionSolver. Port rates are whole Gb/s in every catalog entry (25 .. 800).
 */
class WarmMaxFlow
{
public:
    /**
     * Max flow in Gb/s for @p cut over @p links, with switch @p removedSwitch (switch index)
     * failed and link @p removedLink reduced by @p removedGbps (one of its cables failed); -1
     * for none. -1 when the capacities are not whole numbers (see the class comment).
     */
    double solve(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink,
                 double removedGbps);

    /** Forgets the previous flow (the next solve() starts from zero). */
    void clear();

private:
    struct Pair {
        int from = 0;
        int to = 0;
        double forward = 0;  ///< capacity from -> to
        double backward = 0; ///< capacity to -> from
    };
    void setTerminals(const BisectionCut &cut, int removedSwitch);
    void build(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink, double removedGbps);
    void mapPreviousFlow(const std::vector<FlowLink> &previousLinks, const std::vector<double> &previousFlow,
                         int previousSwitches);
    void clamp();
    void balance();
    bool cancelAlongFlow(int vertex, bool excess);
    void augment();
    double residual(int arc) const;

    int m_vertices = 0;
    std::vector<Pair> m_pairs;      ///< per arc pair; arc 2k is from -> to, 2k+1 the reverse
    std::vector<double> m_flow;     ///< per pair: flow from -> to (negative: to -> from)
    std::vector<std::vector<int>> m_arcsOf; ///< per vertex: its arcs (2k or 2k+1)
    std::vector<double> m_excess;   ///< per vertex: inflow - outflow (source and sink excluded)
    std::vector<FlowLink> m_links;  ///< the links of the last solve, for mapping its flow
    int m_switches = 0;
    int m_removedSwitch = -1;       ///< the failure of the last solve
    int m_removedLink = -1;
    double m_removedGbps = 0;
    bool m_warm = false;
};

/** The three flows fabricSummary() asks per analysis, each warm-started from its own last answer. */
struct BisectionWarmStart {
    WarmMaxFlow intact;       ///< the bisection itself
    WarmMaxFlow spineFailure; ///< with the spine of FabricSummary::spineFailure gone
    WarmMaxFlow linkFailure;  ///< with the uplink of FabricSummary::linkFailure gone
};

} // namespace cq
