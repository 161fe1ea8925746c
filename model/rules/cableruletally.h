#pragma once

#include <QHash>

#include <utility>
#include <vector>

namespace cq {

class FabricGraph;

/**
 * Counts that tell whether checkCableRules() (cablerules.h) finds anything, kept up to date
 * cable by cable so that IncrementalAnalyzer can skip the full pass after an edit: cables with
 * an end on no server or switch, ends on a port the device does not have, ports holding more
 * than one cable end, cables with both ends on one device or joining two servers, cables
 * joining different port rates or InfiniBand to Ethernet.
 * checkCableRules() appends nothing exactly when all six are 0 (a device with more cabled ports than it has must use a port
 * index it does not have). Ports are (vertex, index) of a FabricGraph, so add() and remove()
 * are valid only between graphs with the same servers and switches (same vertices, port
 * counts and rates).
 */
class CableRuleTally
{
public:
    /** Counts every cable of @p graph's design. O(cables). */
    void rebuild(const FabricGraph &graph);
    /** design().cables[@p cable] of @p graph joins (+1) or leaves (-1) the counts. */
    void add(const FabricGraph &graph, int cable) { count(graph, cable, +1); }
    void remove(const FabricGraph &graph, int cable) { count(graph, cable, -1); }
    /** True when checkCableRules() would append no diagnostic. */
    bool clean() const
    {
        return m_usable && m_unknownCables == 0 && m_badEnds == 0 && m_sharedPorts == 0 && m_badJoins == 0
            && m_rateMismatches == 0 && m_kindMismatches == 0;
    }

private:
    void count(const FabricGraph &graph, int cable, int delta);
    void countEnd(const FabricGraph &graph, int vertex, int port, int delta);

    bool m_usable = false;     ///< rebuild() made the port table
    int m_unknownCables = 0;
    int m_badEnds = 0;
    int m_sharedPorts = 0;     ///< ports whose end count is 2 or more
    int m_badJoins = 0;        ///< cables on one device at both ends, or server to server (CQ-CABLE-001/002)
    int m_rateMismatches = 0;
    int m_kindMismatches = 0;  ///< cables joining InfiniBand to Ethernet (linkKindsCompatible)
    std::vector<int> m_firstPort;  ///< per vertex: its port 0 in m_ends
    std::vector<int> m_ends;       ///< per existing port of every vertex: cable ends on it
};

} // namespace cq
