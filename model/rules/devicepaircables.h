#pragma once

#include "topology/fabricgraph.h"

#include <QHash>
#include <QList>
#include <QUuid>

#include <algorithm>
#include <utility>

namespace cq {

/** The cables between one pair of devices that a rule flags (rates, link layers, rooms). */
struct DevicePairCables {
    QUuid a; ///< end a of the pair's first flagged cable
    QUuid b; ///< end b of that cable
    QList<QUuid> cables;
};

/**
 * The cables of @p graph's design for which @p flagged(vertex a, vertex b) holds, grouped per
 * device pair in order of first appearance: eight NICs of a 400G server in a 200G switch are
 * one finding, not eight (a 1,000-server design would otherwise list thousands). Cables with
 * an unknown end are left to CQ-PORT-001. O(cables); only flagged cables are hashed, by
 * integer vertices (no QUuid hashing).
 */
template<typename Flagged>
QList<DevicePairCables> cablesByDevicePair(const FabricGraph &graph, Flagged flagged)
{
    QList<DevicePairCables> pairs;
    QHash<std::pair<int, int>, int> indexOf;
    const QList<Cable> &cables = graph.design().cables;
    for (int c = 0; c < cables.size(); ++c) {
        const int a = graph.vertexA(c);
        const int b = graph.vertexB(c);
        if (a < 0 || b < 0 || !flagged(a, b))
            continue;
        const std::pair<int, int> key = std::minmax(a, b);
        auto it = indexOf.constFind(key);
        if (it == indexOf.cend()) {
            it = indexOf.insert(key, int(pairs.size()));
            pairs.append(DevicePairCables{cables.at(c).a.device, cables.at(c).b.device, {}});
        }
        pairs[it.value()].cables.append(cables.at(c).id);
    }
    return pairs;
}

} // namespace cq
