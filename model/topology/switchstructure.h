#pragma once

#include <span>
#include <utility>

namespace cq {

class FabricGraph;

/**
 * Whether @p previous's fabrics, tiers and pods are still those of @p graph after an edit of
 * switch-to-switch cables, without searching the whole fabric again: @p removed are the edited
 * cables' ends (vertices) in @p previous, @p inserted in @p graph; both graphs have the same
 * devices (same vertex numbers) and the same leaves. Only the edited cables' ends are looked
 * at, plus one search that stops when it finds its target:
 *  - fabrics: a removed cable's two switches still reach each other over switch cables (a
 *    spine has other paths to a leaf), an inserted one joins two of one fabric;
 *  - tiers are BFS distances from the leaves, and a labelling is that distance exactly when
 *    every linked pair differs by at most 1 and every switch above tier 1 has a neighbour one
 *    tier down: the switches at a removed cable keep such a neighbour, an inserted cable joins
 *    tiers at most 1 apart (or two switches no leaf reaches);
 *  - pods (tier 1-2 switches joined by cables between them): as fabrics, over those switches.
 * False means "search again" (a cut link, a new path), never a wrong answer; O(edited cables)
 * plus the searches, which in a fat tree find their target a few switches away.
 */
bool keepsSwitchStructure(const FabricGraph &graph, const FabricGraph &previous,
                          std::span<const std::pair<int, int>> removed, std::span<const std::pair<int, int>> inserted);

} // namespace cq
