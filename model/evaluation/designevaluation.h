#pragma once

#include "engine/analyzer.h"
#include "engine/designanalysis.h"
#include "domain/design.h"
#include "rules/diagnostic.h"

#include <QList>

namespace cq {

/** The design rules and the analysis of one design snapshot, as the designer shows them. */
struct DesignEvaluation {
    DesignAnalysis analysis;
    /** validate() then analysisDiagnostics(), stably sorted errors first (the analysis adds
     *  warnings only, so within a severity the rules come first, in their own order). */
    QList<Diagnostic> diagnostics;
};

/**
 * analyze(), validate() and analysisDiagnostics() on one FabricGraph built once (building it
 * is a good share of either on large designs). Returns the analysis as analyze() gives it and
 * the diagnostics described at DesignEvaluation. If @p progress stops the analysis, the
 * result is incomplete and has no diagnostics: throw it away. Pure function; worker-thread safe.
 */
DesignEvaluation evaluateDesign(const Design &design, const AnalysisOptions &options,
                                const AnalysisProgress &progress = {});

/** The stable errors-first order of DesignEvaluation::diagnostics. */
void sortBySeverity(QList<Diagnostic> *diagnostics);

} // namespace cq
