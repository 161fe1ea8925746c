#include "clicommands.h"
#include "commandline.h"

#include "clijson.h"
#include "domain/designpower.h"
#include "engine/analyzer.h"
#include "engine/fabricsummary.h"
#include "evaluation/designevaluation.h"
#include "format/moneyformat.h"
#include "panels/unitformat.h"
#include "evaluation/analysisrules.h"
#include "rules/validator.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace cq {

namespace {

/** A rate in Gb/s as a plain number (never in e-notation: 3276800, not 3.2768e+06). */
QString gbps(double rate)
{
    return trimmedNumber(rate, 1);
}

QString ratio(double r)
{
    return r > 0 ? QStringLiteral("%1:1").arg(r, 0, 'g', 4) : CommandLine::tr("- (top tier)");
}

void printFabric(QTextStream &out, const DesignAnalysis &a)
{
    const FabricSummary &f = a.fabric;
    out << CommandLine::tr("Fabric: %1 tier(s), %2 GPU servers; bisection %3 of %4 Gb/s; diameter %5 switches, "
                           "average %6")
               .arg(f.tiers).arg(formatCount(f.servers)).arg(gbps(f.bisectionGbps), gbps(f.idealBisectionGbps))
               .arg(f.diameterSwitchHops).arg(f.averageSwitchHops, 0, 'f', 2)
        << Qt::endl;
    // Over several fabrics (rail planes, or one per room) the method names them (fabricsummary.h).
    out << QStringLiteral("  ") << f.bisectionMethod << Qt::endl;
    for (const FailureImpact *fail : {&f.spineFailure, &f.linkFailure}) {
        if (fail->applicable)
            out << CommandLine::tr("  if %1 fails: bisection %2 Gb/s (%3); %4")
                       .arg(fail->element, gbps(fail->bisectionGbps), failureChangeText(f, *fail), fail->effect)
                << Qt::endl;
    }
    for (const SwitchLoad &s : a.switches)
        out << CommandLine::tr("  %1 (tier %2): %3/%4 ports, down %5 Gb/s, up %6 Gb/s, oversubscription %7")
                   .arg(s.name).arg(s.tier).arg(s.portsUsed).arg(s.portCount).arg(gbps(s.downlinkGbps), gbps(s.uplinkGbps))
                   .arg(ratio(s.oversubscription))
            << Qt::endl;
    for (const TierLoad &t : a.tiers)
        out << CommandLine::tr("  tier %1: %2 switches, down %3 Gb/s, up %4 Gb/s, oversubscription %5")
                   .arg(t.tier).arg(formatCount(t.switches)).arg(gbps(t.downlinkGbps), gbps(t.uplinkGbps)).arg(ratio(t.oversubscription))
            << Qt::endl;
}

/** The training line, naming the run it estimates (the 7B preset unless the caller set other inputs). */
void printTraining(QTextStream &out, const TrainingEstimate &t, const TrainingInputs &in)
{
    out << CommandLine::tr("  training run: %1 B parameters, %2 T tokens, batch %3 M tokens, MFU %4 %")
               .arg(in.parameters / 1e9, 0, 'g', 4).arg(in.tokens / 1e12, 0, 'g', 4)
               .arg(in.batchTokens / 1048576, 0, 'g', 4).arg(100 * in.mfu, 0, 'g', 3)
        << Qt::endl;
    if (!t.valid()) {
        out << CommandLine::tr("  training: %1").arg(t.plan.problem) << Qt::endl;
        return;
    }
    out << CommandLine::tr("  training: DP %1 x TP %2 x PP %3; step %4 s = compute %5 s + exposed all_reduce %6 s "
                           "(%7); %8 tokens/s; %9 days to train; scaling %10 %")
               .arg(t.plan.dataParallel).arg(t.plan.tensorParallel).arg(t.plan.pipelineParallel)
               .arg(t.stepSeconds, 0, 'g', 4).arg(t.computeSeconds, 0, 'g', 4).arg(t.exposedCommSeconds, 0, 'g', 4)
               .arg(t.allReduceText).arg(t.tokensPerSecond, 0, 'f', 0).arg(t.trainSeconds / 86400, 0, 'f', 1)
               .arg(100 * t.scalingEfficiency, 0, 'f', 1)
        << Qt::endl;
}

void printCluster(QTextStream &out, const ClusterAnalysis &c, const TrainingInputs &training)
{
    // Nodes of unequal size: "2 x 4 = 12" would contradict itself; NCCL's ppn is the smallest.
    const QString nodes = c.nodes * c.gpusPerNode == c.gpus
        ? CommandLine::tr("%1 node(s) x %2 GPUs").arg(formatCount(c.nodes)).arg(c.gpusPerNode)
        : CommandLine::tr("%1 nodes of unequal size (the smallest %2 GPUs)").arg(formatCount(c.nodes)).arg(c.gpusPerNode);
    out << CommandLine::tr("Cluster \"%1\": %2 = %3 GPUs, %4 PFLOPS BF16 peak")
               .arg(c.cluster, nodes, formatCount(c.gpus)).arg(c.peakTflopsBf16 / 1000.0, 0, 'f', 2)
        << Qt::endl;
    if (c.crossNode)
        out << CommandLine::tr("  crosses the network: %1, NICs %2 GB/s per node, %3 GB/s per node for ring traffic; "
                               "intra-node %4 GB/s per GPU")
                   .arg(networkName(c.linkKind, c.nicTransport)).arg(c.nicGBps).arg(c.networkGBps, 0, 'g', 4).arg(c.intraNodeGBps)
            << Qt::endl;
    else
        out << CommandLine::tr("  intra-node only: %1 GB/s per GPU").arg(c.intraNodeGBps) << Qt::endl;
    printTraining(out, c.training, training);
    out << QStringLiteral("  %1 %2 %3 %4 %5  %6").arg(CommandLine::tr("collective"), -15).arg(CommandLine::tr("bytes"), 12)
               .arg(CommandLine::tr("time_us"), 13).arg(CommandLine::tr("algbw"), 9).arg(CommandLine::tr("busbw"), 9)
               .arg(CommandLine::tr("algorithm/protocol"))
        << Qt::endl;
    const QString notAvailable = CommandLine::tr("n/a");
    for (const CollectiveEstimate &e : c.sweep) {
        if (e.feasible)
            out << QStringLiteral("  %1 %2 %3 %4 %5  %6/%7").arg(e.collective, -15).arg(e.bytes, 12, 'f', 0)
                       .arg(e.timeUs, 13, 'f', 2).arg(e.algbwGBps, 9, 'f', 2).arg(e.busbwGBps, 9, 'f', 2)
                       .arg(e.algorithm, e.protocol)
                << Qt::endl;
        else // no time to print: the bottleneck line below says why
            out << QStringLiteral("  %1 %2 %3 %4 %5  -").arg(e.collective, -15).arg(e.bytes, 12, 'f', 0)
                       .arg(notAvailable, 13).arg(notAvailable, 9).arg(notAvailable, 9)
                << Qt::endl;
        if (!e.feasible || &e == &c.sweep.last() || e.collective != (&e + 1)->collective)
            out << CommandLine::tr("    %1 bottleneck: %2").arg(e.collective, e.bottleneck) << Qt::endl;
    }
}

/** The options the command line asks for; false (after printing why) when they make no sense. */
bool readOptions(const CliContext &ctx, AnalysisOptions *options)
{
    if (ctx.flag(QStringLiteral("collective"))) {
        Collective c = Collective::AllReduce;
        const QString name = ctx.option(QStringLiteral("collective"));
        if (!collectiveFromKey(name, &c)) {
            ctx.fail(CommandLine::tr("--collective: \"%1\" is not one of all_reduce, all_gather, reduce_scatter, "
                                     "broadcast, reduce, alltoall, sendrecv").arg(name));
            return false;
        }
        options->collectives = {c};
    }
    if (ctx.flag(QStringLiteral("bytes"))) {
        bool ok = false;
        const double bytes = ctx.option(QStringLiteral("bytes")).toDouble(&ok);
        if (!ok || bytes < 1 || bytes > 1e15) {
            ctx.fail(CommandLine::tr("--bytes: \"%1\" is not a message size in bytes (1 to 1e15)")
                         .arg(ctx.option(QStringLiteral("bytes"))));
            return false;
        }
        options->messageBytes = bytes;
        options->sweepBytes = {bytes};
    }
    return true;
}

} // namespace

int runAnalyze(const CliContext &ctx)
{
    Design design;
    if (!ctx.loadDesign(&design))
        return ExitBadInput;
    AnalysisOptions options;
    if (!readOptions(ctx, &options))
        return ExitBadInput;
    const DesignEvaluation evaluation = evaluateDesign(design, options); // one fabric graph for both
    const DesignAnalysis &analysis = evaluation.analysis;
    const QList<Diagnostic> warnings = analysisDiagnostics(analysis);
    if (ctx.flag(QStringLiteral("json"))) {
        QJsonObject json = CliJson::analysis(analysis);
        json.insert(QStringLiteral("warnings"), CliJson::diagnostics(warnings));
        *ctx.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        printFabric(*ctx.out, analysis);
        // One figure for the whole design, as compare and quote print it (designpower.h).
        *ctx.out << CommandLine::tr("Power at full load: %1 kW (servers %2 kW, switches %3 kW)")
                        .arg(kwText(analysis.power.totalW()), kwText(analysis.power.serversW),
                             kwText(analysis.power.switchesW))
                 << Qt::endl;
        for (const ClusterAnalysis &c : analysis.clusters)
            printCluster(*ctx.out, c, options.training);
        for (const Diagnostic &d : warnings)
            *ctx.out << QStringLiteral("%1 %2: %3").arg(severityKey(d.severity), d.code, d.message) << Qt::endl;
    }
    return countOf(evaluation.diagnostics, Severity::Error) > 0 ? ExitDesignErrors : ExitOk; // errors come from the rules only
}

} // namespace cq
