#include "clicommands.h"
#include "commandline.h"

#include "clijson.h"
#include "engine/analyzer.h"
#include "topology/fabricgraph.h"
#include "evaluation/analysisrules.h"
#include "rules/validator.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

namespace cq {

int runValidate(const CliContext &ctx)
{
    Design design;
    if (!ctx.loadDesign(&design))
        return ExitBadInput;
    // The rules, then the warnings that follow from the analysis (oversubscription above 1:1,
    // RoCE beyond 32 GPUs, scaling efficiency under 80 %), as the designer lists them. The
    // analysis warnings never change the exit status: only errors do.
    AnalysisOptions options;
    options.sweep = false; // the warnings need no size sweep
    const FabricGraph graph(design); // built once for both (a good share of either on large designs)
    const QList<Diagnostic> diagnostics = validate(graph) + analysisDiagnostics(analyze(graph, options));
    const int errors = countOf(diagnostics, Severity::Error);
    const int warnings = countOf(diagnostics, Severity::Warning);
    if (ctx.flag(QStringLiteral("json"))) {
        const QJsonObject root{{"file", ctx.positional.first()}, {"errors", errors}, {"warnings", warnings},
                               {"diagnostics", CliJson::diagnostics(diagnostics)}};
        *ctx.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        const QString name = QFileInfo(ctx.positional.first()).fileName();
        for (const Diagnostic &d : diagnostics)
            *ctx.out << name << ": " << severityKey(d.severity) << ' ' << d.code << ": " << d.message << Qt::endl;
        *ctx.out << CommandLine::tr("%1: %2 error(s), %3 warning(s)")
                        .arg(name).arg(errors).arg(warnings) << Qt::endl;
    }
    return errors > 0 ? ExitDesignErrors : ExitOk;
}

} // namespace cq
