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
 * Fabric-wide figures of the largest switch fabric (bisection.h BisectionCut):
 *  - tiers, servers, bisection (bisection.h) and its ideal;
 *  - hop counts: switches between two GPU servers, from a breadth-first search over the
 *    switch graph started once per group of leaves with the same neighbours (every leaf of a
 *    fat-tree pod shares its spines, so a pod costs one search); diameter = the most, average
 *    = over all pairs of servers (a pair under one leaf counts 1);
 *  - spine failure: the highest-tier switch (tier 2 or more) with the most capacity is removed
 *    and the bisection recomputed; not applicable to a single-tier fabric;
 *  - link failure: one uplink of the leaf with the least uplink capacity is removed: the
 *    bisection recomputed and that leaf's oversubscription before and after.
 * @p loads are switchLoads(graph), in design order.
 */
FabricSummary fabricSummary(const FabricGraph &graph, const QList<SwitchLoad> &loads);

/**
 * What fabricSummary() keeps from one run to the next (AnalysisCache), for successive versions
 * of one design, each graph built from the previous one (FabricGraph(design, previous)).
 */
struct FabricSummaryCache {
    BisectionCutCache cut;     ///< the split, patched for edited servers (bisectioncutcache.h)
    BisectionWarmStart flows;  ///< the three max-flows (warmmaxflow.h)
    SwitchDistances distances; ///< the hop-count searches (switchdistances.h)
    FlowLinks links;           ///< flowLinks() without linkOfCable (cable indices move with edits)
    bool primed = false;       ///< refresh() has run since the cache was made

    /**
     * Brings distances and links up to @p graph: kept while its switch-to-switch cabling (and,
     * for the link capacities, every device) is unchanged, rebuilt otherwise.
     */
    void refresh(const FabricGraph &graph);
};

/**
 * fabricSummary() with its bisection split patched for the edited servers (BisectionCutCache),
 * its three max-flows started from the flows kept in @p cache and its hop-count searches reused while the switch-to-switch cabling is unchanged (both updated for
 * the next call), as IncrementalAnalyzer does after an edit. Same result. @p cache may be null.
 */
FabricSummary fabricSummary(const FabricGraph &graph, const QList<SwitchLoad> &loads, FabricSummaryCache *cache);

} // namespace cq
