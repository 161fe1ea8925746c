#include "designevaluation.h"

#include "topology/fabricgraph.h"
#include "analysisrules.h"
#include "rules/validator.h"

#include <algorithm>

namespace cq {

void sortBySeverity(QList<Diagnostic> *diagnostics)
{
    std::stable_sort(diagnostics->begin(), diagnostics->end(),
                     [](const Diagnostic &x, const Diagnostic &y) { return x.severity < y.severity; });
}

DesignEvaluation evaluateDesign(const Design &design, const AnalysisOptions &options, const AnalysisProgress &progress)
{
    DesignEvaluation result;
    const FabricGraph graph(design);
    bool stopped = false;
    result.analysis = analyze(graph, options, [&](int percent) {
        stopped = progress && !progress(percent);
        return !stopped;
    });
    if (stopped)
        return result;
    result.diagnostics = validate(graph) + analysisDiagnostics(result.analysis);
    sortBySeverity(&result.diagnostics);
    return result;
}

} // namespace cq
