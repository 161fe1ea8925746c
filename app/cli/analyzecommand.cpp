#include "clicommands.h"
#include "commandline.h"

#include "clijson.h"
#include "engine/analyzer.h"
#include "rules/validator.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace cq {

namespace {

QString ratio(double r)
{
    return r > 0 ? QStringLiteral("%1:1").arg(r, 0, 'g', 4) : CommandLine::tr("- (single tier)");
}

void printText(QTextStream &out, const DesignAnalysis &a)
{
    out << CommandLine::tr("Switches") << Qt::endl;
    for (const SwitchLoad &s : a.switches)
        out << QStringLiteral("  %1: %2/%3 ports, down %4 Gb/s, up %5 Gb/s, oversubscription %6")
                   .arg(s.name).arg(s.portsUsed).arg(s.portCount).arg(s.downlinkGbps).arg(s.uplinkGbps)
                   .arg(ratio(s.oversubscription))
            << Qt::endl;
    for (const ClusterAnalysis &c : a.clusters) {
        const CollectiveEstimate &e = c.allReduce;
        out << CommandLine::tr("Cluster \"%1\": %2 node(s) x %3 GPUs = %4 GPUs, %5 PFLOPS BF16 peak, %6 kW")
                   .arg(c.cluster).arg(c.nodes).arg(c.gpusPerNode).arg(c.gpus)
                   .arg(c.peakTflopsBf16 / 1000.0, 0, 'f', 2).arg(c.powerKw, 0, 'f', 1)
            << Qt::endl;
        out << CommandLine::tr("  intra-node %1 GB/s per GPU, network %2 GB/s per node, bottleneck: %3")
                   .arg(c.intraNodeGBps).arg(c.networkGBps).arg(e.bottleneck)
            << Qt::endl;
        out << CommandLine::tr("  %1 %2/%3 of %4 bytes over %5 ranks: %6 us (latency %7 us + bandwidth %8 us), "
                  "algbw %9 GB/s, busbw %10 GB/s%11")
                   .arg(e.collective, e.algorithm, e.protocol).arg(e.bytes, 0, 'f', 0).arg(e.ranks)
                   .arg(e.timeUs, 0, 'f', 2).arg(e.latencyUs, 0, 'f', 2).arg(e.bandwidthUs, 0, 'f', 2)
                   .arg(e.algbwGBps, 0, 'f', 2).arg(e.busbwGBps, 0, 'f', 2)
                   .arg(c.crossNode ? CommandLine::tr(" (crosses the network)") : CommandLine::tr(" (intra-node only)"))
            << Qt::endl;
    }
}

} // namespace

int runAnalyze(const CliContext &ctx)
{
    Design design;
    if (!ctx.loadDesign(&design))
        return ExitBadInput;
    double bytes = 1024.0 * 1024 * 1024;
    if (ctx.flag(QStringLiteral("bytes"))) {
        bool ok = false;
        bytes = ctx.option(QStringLiteral("bytes")).toDouble(&ok);
        if (!ok || bytes < 1 || bytes > 1e15)
            return ctx.fail(CommandLine::tr("--bytes: \"%1\" is not a message size in bytes (1 to 1e15)").arg(ctx.option(QStringLiteral("bytes"))));
    }
    const DesignAnalysis analysis = analyze(design, bytes);
    if (ctx.flag(QStringLiteral("json")))
        *ctx.out << QJsonDocument(CliJson::analysis(analysis)).toJson(QJsonDocument::Indented);
    else
        printText(*ctx.out, analysis);
    return countOf(validate(design), Severity::Error) > 0 ? ExitDesignErrors : ExitOk;
}

} // namespace cq
