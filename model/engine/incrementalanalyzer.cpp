#include "incrementalanalyzer.h"

#include "fabricgraph.h"
#include "rules/analysisrules.h"
#include "rules/validator.h"

#include <algorithm>

namespace cq {

IncrementalAnalyzer::IncrementalAnalyzer() = default;
IncrementalAnalyzer::~IncrementalAnalyzer() = default;

void IncrementalAnalyzer::reset()
{
    m_graph.reset();
    m_design.reset();
    m_cache.clear();
    m_tally = {};
}

namespace {

/** Servers and switches equal in every field (port counts and rates drive the tally). */
bool sameDevices(const Design &a, const Design &b)
{
    return a.servers == b.servers && a.switches == b.switches;
}

} // namespace

// The cables before and after the edited span are the same cables on the same vertices: only
// the span leaves the tally (as counted on the old graph) and joins it (on the new one).
void IncrementalAnalyzer::updateTally(const FabricGraph &graph, bool devicesUnchanged)
{
    if (!m_graph || !devicesUnchanged) {
        m_tally.rebuild(graph);
        return;
    }
    const QList<Cable> &now = graph.design().cables;
    const QList<Cable> &before = m_design->cables;
    const qsizetype common = std::min(now.size(), before.size());
    qsizetype head = 0;
    qsizetype tail = 0;
    while (head < common && now.at(head) == before.at(head))
        ++head;
    while (tail < common - head && now.at(now.size() - 1 - tail) == before.at(before.size() - 1 - tail))
        ++tail;
    for (qsizetype i = head; i < before.size() - tail; ++i)
        m_tally.remove(*m_graph, int(i));
    for (qsizetype i = head; i < now.size() - tail; ++i)
        m_tally.add(graph, int(i));
}

DesignEvaluation IncrementalAnalyzer::evaluate(const Design &design, const AnalysisOptions &options,
                                               const AnalysisProgress &progress)
{
    m_reuse = {};
    auto snapshot = std::make_unique<Design>(design); // implicitly shared lists: cheap
    auto graph = m_graph ? std::make_unique<FabricGraph>(*snapshot, *m_graph) : std::make_unique<FabricGraph>(*snapshot);
    m_reuse.vertices = graph->reusedVertices();
    m_reuse.cableEnds = graph->reusedCableEnds();
    const bool devicesUnchanged = m_design && sameDevices(*snapshot, *m_design);
    updateTally(*graph, devicesUnchanged);
    m_graph = std::move(graph); // the old graph and design go only now: the tally read them
    m_design = std::move(snapshot);

    DesignEvaluation result;
    bool stopped = false;
    result.analysis = analyze(*m_graph, options, [&](int percent) {
        stopped = progress && !progress(percent);
        return !stopped;
    }, &m_cache);
    if (stopped) {
        reset(); // a cut-short run leaves the cache half updated
        return result;
    }
    m_reuse.clusterModels = m_cache.modelsReused;
    m_reuse.cableRulesSkipped = m_tally.clean();
    result.diagnostics = (m_reuse.cableRulesSkipped ? validateKnowingCablesClean(*m_graph) : validate(*m_graph))
        + analysisDiagnostics(result.analysis);
    sortBySeverity(&result.diagnostics);
    return result;
}

} // namespace cq
