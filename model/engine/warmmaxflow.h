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
 * How: with the same switches as last time, the network is patched in place: the new links are
 * merged with the last ones by their (a, b) keys, and only the arc pairs whose capacity
 * changed (a link added, gone or of another capacity, a terminal of another capacity, the
 * failed switch or link moved) are touched; a link that is gone stays as a zero-capacity pair
 * until a rebuild (after kMaxDeadPairs of them). Otherwise the network is built anew and the
 * old flow mapped onto it link by link. Either way the flow is clamped to the new capacities;
 * every unit of imbalance this leaves (a switch receiving more than it sends, or less) is
 * cancelled along a flow-carrying path back to the source or on to the sink (or to a switch
 * of opposite imbalance); then Dinic's algorithm augments to a maximum (Dinic 1970; any
 * feasible start flow works). The max-flow value is unique, so the answer is
 * BisectionSolver's.
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
    bool patch(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink, double removedGbps);
    bool mergeLinks(const std::vector<FlowLink> &now, std::vector<int> *changedPairs);
    void build(const BisectionCut &cut, const FlowLinks &links, int removedSwitch, int removedLink, double removedGbps);
    void addArcs(int pair);
    bool setCapacity(int pair);
    void mapPreviousFlow(const std::vector<FlowLink> &previousLinks, const std::vector<int> &previousPairOfLink,
                         const std::vector<double> &previousFlow, int previousSwitches);
    void clamp(int pair);
    void balance();
    bool cancelAlongFlow(int vertex, bool excess);
    bool fillsATerminalSide() const;
    void augment();
    double residual(int arc) const;

    static constexpr int kMaxDeadPairs = 64; ///< zero-capacity pairs of gone links kept before a rebuild

    int m_vertices = 0;
    int m_switches = 0;
    std::vector<Pair> m_pairs;      ///< per arc pair, as solved (failures applied); arc 2k is from -> to, 2k+1 the reverse
    std::vector<double> m_base;     ///< per pair: its capacity before the failures (a gone link's: 0)
    std::vector<double> m_flow;     ///< per pair: flow from -> to (negative: to -> from)
    std::vector<std::vector<int>> m_arcsOf; ///< per vertex: its arcs (2k or 2k+1)
    std::vector<double> m_excess;   ///< per vertex: inflow - outflow (source and sink excluded)
    std::vector<FlowLink> m_links;  ///< the links of the last solve, sorted by (a, b)
    std::vector<int> m_pairOfLink;  ///< per entry of m_links: its pair
    int m_linksGeneration = 0;      ///< FlowLinks::generation of m_links (0: unknown)
    int m_deadPairs = 0;            ///< pairs of links that are gone
    int m_removedSwitch = -1;       ///< the failure of the last solve
    int m_removedPair = -1;
    double m_removedGbps = 0;
    bool m_warm = false;
};

/**
 * One fabric's flow network as last solved (on FabricIndex's local switch indices), its
 * warm-started flow and its answer: kept while its capacities and links are the same.
 */
struct FabricFlow {
    WarmMaxFlow flow;        ///< the intact bisection of this fabric
    BisectionCut cut;        ///< the capacities of the last solve (fabricCut())
    FlowLinks links;         ///< the fabric's links (fabricLinks()), generation counted per fabric
    int solvedGeneration = -1; ///< links.generation at the last solve
    double gbps = -1;        ///< the last answer; -1: none
    int version = 0;         ///< counted up whenever the answer was asked again of other inputs
    int linksClass = -1;     ///< the first fabric whose links equal these (itself when none before it)
};

/**
 * The flows fabricSummary() asks per analysis, each warm-started from its own last answer: one
 * per fabric for the bisection (a one-cable edit re-solves only the fabrics it changed), and
 * one each for the two failure cases, which touch one fabric: their answer is the bisection
 * less that fabric's intact flow plus its flow without the failed element.
 */
struct BisectionWarmStart {
    std::vector<FabricFlow> fabrics; ///< per fabric (FabricGraph fabric index)
    WarmMaxFlow spineFailure;        ///< with the spine of FabricSummary::spineFailure gone
    WarmMaxFlow linkFailure;         ///< with the uplink of FabricSummary::linkFailure gone
    /** What each failure flow last solved: fabric, element (switch or cable-link key) and the
     *  fabric's version, and the answer; equal keys reuse the answer. */
    struct Asked {
        int fabric = -1;
        long long element = -1;
        double removedGbps = 0;
        int version = -1;
        double gbps = -1;
    };
    Asked spineAsked;
    Asked linkAsked;
};

} // namespace cq
