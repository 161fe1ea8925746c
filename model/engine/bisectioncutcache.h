#pragma once

#include "bisection.h"

#include <utility>
#include <vector>

namespace cq {

class FabricGraph;

/**
 * bisectionCut() for successive graphs of one design, each built from the last (FabricGraph's
 * serverEdits()), as IncrementalAnalyzer makes them. The split is the first half of the cabled
 * GPU servers in leaf order; kept here is that order, so an edit moves only its servers in it
 * (the fabrics and pods unchanged: FabricGraph::switchStructureKept), and the per-switch
 * capacities change only for the edited servers and the few whose half changed (one server
 * leaving the order moves the middle by one). O(servers) for the order and the halves, plus
 * the ports of the servers that moved, instead of a pass over every NIC port (131,072 in a 十万卡
 * design) and a sort. Cut from scratch when the devices changed, the edit is long, the
 * fabrics changed, or a capacity is not a whole number of Gb/s below 2^50 (the
 * patched sums are exact only then, as WarmMaxFlow's; port rates are whole in every catalog).
 */
class BisectionCutCache
{
public:
    /** bisectionCut(@p graph), kept here until the next call. */
    const BisectionCut &update(const FabricGraph &graph);
    /** The last update() patched the previous cut (for tests and the benchmark). */
    bool patched() const { return m_patched; }

private:
    using Entry = std::pair<std::pair<int, int>, int>; ///< (bisectionOrderKey, server index)

    void cutFromScratch(const FabricGraph &graph);
    bool patch(const FabricGraph &graph);
    bool reorder(const FabricGraph &graph);

    BisectionCut m_cut;
    std::vector<Entry> m_order;       ///< every keyed server, sorted
    std::vector<signed char> m_sides; ///< per server: -1 outside the cut, 0 source, 1 sink
    bool m_primed = false;
    bool m_patched = false;
};

} // namespace cq
