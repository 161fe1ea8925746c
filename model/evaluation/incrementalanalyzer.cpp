#include "incrementalanalyzer.h"

#include "topology/fabricgraph.h"
#include "analysisrules.h"
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
    m_deviceRules = {};
}

// The cables before and after the edited span (FabricGraph::cableChange) are the same cables on
// the same vertices: only the span leaves the tally (as counted on the old graph) and joins it
// (on the new one).
void IncrementalAnalyzer::updateTally(const FabricGraph &graph, bool devicesUnchanged)
{
    if (!m_graph || !devicesUnchanged) {
        m_tally.rebuild(graph);
        return;
    }
    const FabricGraph::CableChange &change = graph.cableChange();
    for (qsizetype i = change.head; i < change.previousEnd; ++i)
        m_tally.remove(*m_graph, int(i));
    for (qsizetype i = change.head; i < change.end; ++i)
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
    m_reuse.switchCabling = graph->switchCablingUnchanged();
    m_reuse.switchStructure = graph->switchStructureKept();
    updateTally(*graph, graph->devicesUnchanged()); // port counts and rates drive the tally
    m_graph = std::move(graph); // the old graph and design go only now: the tally read them
    m_design = std::move(snapshot);
    return finish(options, progress);
}

DesignEvaluation IncrementalAnalyzer::evaluate(const Design &design, const AnalysisOptions &options, const CableEdit &edit,
                                               const AnalysisProgress &progress)
{
    const FabricGraph::CableChange change{edit.first, edit.first + edit.inserted, edit.first + edit.removed};
    if (!m_graph || !FabricGraph::canPatch(design, *m_graph, change))
        return evaluate(design, options, progress);
    m_reuse = {};
    auto snapshot = std::make_unique<Design>(design);
    // The edited cables leave the tally as the old graph counted them, and join it on the new one.
    for (qsizetype i = change.head; i < change.previousEnd; ++i)
        m_tally.remove(*m_graph, int(i));
    auto graph = std::make_unique<FabricGraph>(*snapshot, std::move(*m_graph), change);
    for (qsizetype i = change.head; i < change.end; ++i)
        m_tally.add(*graph, int(i));
    m_reuse.patched = true;
    m_reuse.vertices = graph->reusedVertices();
    m_reuse.cableEnds = graph->reusedCableEnds();
    m_reuse.switchCabling = graph->switchCablingUnchanged();
    m_reuse.switchStructure = graph->switchStructureKept();
    m_graph = std::move(graph);
    m_design = std::move(snapshot);
    return finish(options, progress);
}

DesignEvaluation IncrementalAnalyzer::finish(const AnalysisOptions &options, const AnalysisProgress &progress)
{
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
    m_reuse.bisectionCut = m_cache.summary.cut.patched();
    m_reuse.cableRulesSkipped = m_tally.clean();
    m_reuse.deviceRules = m_deviceRules.update(*m_graph);
    result.diagnostics = validate(*m_graph, m_reuse.cableRulesSkipped, m_deviceRules)
        + analysisDiagnostics(result.analysis);
    sortBySeverity(&result.diagnostics);
    return result;
}

} // namespace cq
