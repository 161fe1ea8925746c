#pragma once

#include <QString>

namespace cq {

/**
 * Where a cable runs in the fat tree: server to leaf, leaf to spine, spine to core, or
 * anything else (server to server, a cable on an unknown device, a switch no leaf reaches).
 * Tiers are FabricGraph's (1 leaf, 2 spine, 3 core).
 */
enum class CableTier { ServerLeaf, LeafSpine, SpineCore, Other };

/** Number of CableTier values, for per-tier count arrays. */
inline constexpr int CableTierCount = 4;

/** File and CSV key: "server-leaf", "leaf-spine", "spine-core", "other". */
QString cableTierKey(CableTier tier);
/** User-visible name: "Server - leaf", "Leaf - spine", "Spine - core", "Other". */
QString cableTierName(CableTier tier);

} // namespace cq
