#include "cableruletally.h"

#include "topology/fabricgraph.h"

#include <algorithm>
#include <climits>

namespace cq {

namespace {

int portCountOfVertex(const FabricGraph &graph, int vertex)
{
    const int sw = graph.switchOfVertex(vertex);
    return sw >= 0 ? graph.design().switches.at(sw).portCount : graph.design().servers.at(vertex).nicCount;
}

} // namespace

void CableRuleTally::rebuild(const FabricGraph &graph)
{
    *this = {};
    const int vertices = int(graph.design().servers.size() + graph.design().switches.size());
    m_firstPort.resize(size_t(vertices) + 1);
    qint64 total = 0;
    for (int v = 0; v < vertices; ++v) {
        m_firstPort[size_t(v)] = int(std::min<qint64>(total, INT_MAX));
        total += std::max(0, portCountOfVertex(graph, v));
    }
    m_firstPort[size_t(vertices)] = int(std::min<qint64>(total, INT_MAX));
    // A (broken) design of huge port counts is not worth a table: clean() then stays false.
    m_usable = total <= 4 * graph.design().cables.size() + 65536;
    if (!m_usable)
        return;
    m_ends.assign(size_t(total), 0);
    for (int c = 0; c < graph.design().cables.size(); ++c)
        add(graph, c);
}

void CableRuleTally::countEnd(const FabricGraph &graph, int vertex, int port, int delta)
{
    if (port < 0 || port >= portCountOfVertex(graph, vertex)) {
        m_badEnds += delta; // shared or not, such a port is already a finding
        return;
    }
    int &ends = m_ends[size_t(m_firstPort[size_t(vertex)] + port)];
    const bool sharedBefore = ends >= 2;
    ends += delta;
    m_sharedPorts += int(ends >= 2) - int(sharedBefore);
}

void CableRuleTally::count(const FabricGraph &graph, int cable, int delta)
{
    if (!m_usable)
        return;
    const int a = graph.vertexA(cable);
    const int b = graph.vertexB(cable);
    if (a < 0 || b < 0) {
        m_unknownCables += delta;
        return;
    }
    const Cable &c = graph.design().cables.at(cable);
    countEnd(graph, a, c.a.port, delta);
    if (c.b != c.a) // into its own port: one end there, as checkCableRules() counts it
        countEnd(graph, b, c.b.port, delta);
    if (a == b || (graph.switchOfVertex(a) < 0 && graph.switchOfVertex(b) < 0))
        m_badJoins += delta; // CQ-CABLE-001 (one device) or CQ-CABLE-002 (server to server)
    const double rateA = graph.vertexRateGbps(a);
    const double rateB = graph.vertexRateGbps(b);
    if (rateA > 0 && rateB > 0 && rateA != rateB)
        m_rateMismatches += delta;
    if (!linkKindsCompatible(graph.vertexKind(a), graph.vertexKind(b)))
        m_kindMismatches += delta;
}

} // namespace cq
