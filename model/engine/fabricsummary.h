#pragma once

#include "bisection.h"
#include "bisectioncutcache.h"
#include "designanalysis.h"
#include "switchdistances.h"
#include "warmmaxflow.h"

#include <QList>

namespace cq {

class FabricGraph;

/**
 * Fabric-wide figures over every switch fabric a GPU server is cabled to (bisection.h
 * BisectionCut; rail planes are one fabric each):
 *  - tiers, servers, bisection (bisection.h: the sum of each fabric's max-flow) and its ideal;
 *  - hop counts: switches between two GPU servers, from a breadth-first search over the
 *    switch graph started once per group of leaves with the same neighbours (every leaf of a
 *    fat-tree pod shares its spines, so a pod costs one search); diameter = the most, average
 *    = over all pairs of NIC ports in one fabric, weighted by rate (a pair under one leaf counts 1);
 *  - spine failure: the highest-tier switch (tier 2 or more) with the most capacity is removed
 *    and the bisection recomputed (its fabric solved again, the others kept); not applicable
 *    to a single-tier fabric;
 *  - link failure: one uplink of the leaf with the least uplink capacity is removed: the
 *    bisection recomputed the same way and that leaf's oversubscription before and after.
 * @p loads are switchLoads(graph), in design order.
 */
FabricSummary fabricSummary(const FabricGraph &graph, const QList<SwitchLoad> &loads);

/**
 * What fabricSummary() keeps from one run to the next (AnalysisCache), for successive versions
 * of one design, each graph built from the previous one (FabricGraph(design, previous)).
 */
struct FabricSummaryCache {
    BisectionCutCache cut;     ///< the split, patched for edited servers (bisectioncutcache.h)
    BisectionWarmStart flows;  ///< the max-flows per fabric and the two failures' (warmmaxflow.h)
    SwitchDistances distances; ///< the hop-count searches (switchdistances.h)
    FlowLinks links;           ///< flowLinks() without linkOfCable (cable indices move with edits)
    FabricIndex fabrics;       ///< each fabric's switches (bisection.h)
    bool primed = false;       ///< refresh() has run since the cache was made

    /**
     * Brings distances, links and each fabric's links up to @p graph: kept while its
     * switch-to-switch cabling (and, for the link capacities, every device) is unchanged,
     * rebuilt otherwise; a fabric's links only when one of its switches was edited.
     */
    void refresh(const FabricGraph &graph);
};

/**
 * fabricSummary() with its bisection split patched for the edited servers (BisectionCutCache),
 * each fabric's max-flow kept while its capacities and links are, or started from the flow
 * kept in @p cache (and the two failure cases' likewise), and its hop-count searches reused
 * while the switch-to-switch cabling is unchanged (all updated for the next call), as
 * IncrementalAnalyzer does after an edit. Same result. @p cache may be null (a fresh one).
 */
FabricSummary fabricSummary(const FabricGraph &graph, const QList<SwitchLoad> &loads, FabricSummaryCache *cache);

/**
 * How a failure moves the bisection, for the "if ... fails" lines: "unchanged" only when
 * @p failure's figure equals @p summary's bisection, else the change in Gb/s and per cent
 * ("-400 Gb/s, -0.01 %"). Translated in the "cq::Analyzer" context.
 */
QString failureChangeText(const FabricSummary &summary, const FailureImpact &failure);

} // namespace cq
