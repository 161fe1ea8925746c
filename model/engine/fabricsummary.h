#pragma once

#include "designanalysis.h"

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

struct BisectionWarmStart;

/**
 * fabricSummary() with its three max-flows started from the flows kept in @p warm (updated for
 * the next call; warmmaxflow.h), as IncrementalAnalyzer does after an edit. Same result.
 */
FabricSummary fabricSummary(const FabricGraph &graph, const QList<SwitchLoad> &loads, BisectionWarmStart *warm);

} // namespace cq
