#pragma once

#include "rules/diagnostic.h"
#include "engine/designanalysis.h"

#include <QList>

namespace cq {

/**
 * Warnings that follow from the analysis (engine/analyzer.h), each with its numbers, for
 * training clusters of more than one node:
 *  - CQ-OVERSUB-001 warning: the cluster's traffic crosses a switch oversubscribed above 1:1
 *    (ClusterAnalysis::worstOversubscription; a training fabric should be non-blocking).
 *    Traffic that stays under one leaf crosses no uplink and raises nothing.
 *  - CQ-ROCE-001 warning: RoCE carries more than 4 nodes or more than 32 GPUs
 *    (FabricGuide::roceWithinGuide, rules/fabricguide.h: the guides advise InfiniBand there, and
 *    RoCE up to that size only with a lossless-network engineer; the efficiency the engine
 *    applies is quoted).
 *  - CQ-SCALE-001 warning: the gradient sync's scaling efficiency (ideal / predicted step time
 *    of ClusterAnalysis::training) is under 80 %, the guides' bar before a cluster grows.
 * In that rule order, each over the clusters in analysis order. Messages are translated in the
 * "cq::Validator" context; `ids` are the cluster's servers (and the oversubscribed switch).
 */
QList<Diagnostic> analysisDiagnostics(const DesignAnalysis &analysis);

} // namespace cq
