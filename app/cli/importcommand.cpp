#include "clicommands.h"
#include "commandline.h"

#include "acceptance/fabricdesign.h"
#include "acceptancejson.h"
#include "importinput.h"
#include "outputfile.h"
#include "format/designformat.h"
#include "rules/validator.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace cq {

namespace {

void printTopo(QTextStream &out, const TopoMatrix &m)
{
    const int links = m.minNvLinksBetweenGpus();
    out << CommandLine::tr("nvidia-smi topo: %1 GPU(s), %2 NIC(s); GPU pairs: %3")
               .arg(m.gpuCount()).arg(m.nicCount())
               .arg(links > 0 ? CommandLine::tr("NVLink, at least NV%1 each").arg(links) : CommandLine::tr("no NVLink on every pair"))
        << Qt::endl;
    for (int g : m.gpus())
        out << CommandLine::tr("  %1: CPU %2, NUMA %3").arg(m.devices.at(g).label, m.devices.at(g).cpuAffinity)
                   .arg(m.devices.at(g).numaNode) << Qt::endl;
    for (int n : m.nics()) {
        QStringList near;
        const QList<int> gpus = m.nearestGpus(n);
        for (int g : gpus)
            near.append(m.devices.at(g).label);
        const QString relation = gpus.isEmpty() ? QString() : topoLinkKey(m.cell(n, gpus.first()).link);
        out << CommandLine::tr("  %1 %2: nearest %3 (%4)").arg(m.devices.at(n).label, m.devices.at(n).name,
                                                               near.join(u','), relation) << Qt::endl;
    }
}

void printIbStat(QTextStream &out, const IbStatReadResult &r)
{
    out << CommandLine::tr("ibstat: %1 adapter(s)").arg(r.adapters().size()) << Qt::endl;
    for (const IbPortStatus &p : r.ports)
        out << CommandLine::tr("  %1 port %2: %3 %4/%5, %6 Gb/s, %7").arg(p.ca).arg(p.port).arg(p.caType, p.state, p.physicalState)
                   .arg(p.rateGbps).arg(p.linkLayer) << Qt::endl;
}

void printFabric(QTextStream &out, const IbFabric &f)
{
    out << CommandLine::tr("ibnetdiscover: %1 switch(es), %2 CA(s), %3 link(s), %4 port(s) without a peer")
               .arg(f.count(IbNodeType::Switch)).arg(f.count(IbNodeType::Ca)).arg(f.links.size()).arg(f.openPorts.size())
        << Qt::endl;
    for (const IbLink &l : f.links)
        out << QStringLiteral("  %1/%2 - %3/%4 %5x %6 (%7 Gb/s)").arg(f.nodes.at(l.nodeA).name).arg(l.portA)
                   .arg(f.nodes.at(l.nodeB).name).arg(l.portB).arg(l.width).arg(l.speed).arg(l.rateGbps) << Qt::endl;
    for (const IbOpenPort &p : f.openPorts)
        out << CommandLine::tr("  %1/%2 %3x %4: no peer").arg(f.nodes.at(p.node).name).arg(p.port).arg(p.width).arg(p.speed)
            << Qt::endl;
}

void printNccl(QTextStream &out, const NcclReadResult &r)
{
    for (const NcclRun &run : r.runs) {
        out << CommandLine::tr("nccl-tests %1: %2 rank(s) on %3 host(s), %4, %5 size(s), avg busbw %6 GB/s")
                   .arg(run.collective.isEmpty() ? CommandLine::tr("(unknown collective)") : run.collective)
                   .arg(run.ranks).arg(run.hosts.size()).arg(run.device).arg(run.rows.size()).arg(run.avgBusbwGBps)
            << Qt::endl;
        for (const NcclRow &row : run.rows)
            out << QStringLiteral("  %1 %2 %3").arg(row.bytes, 14, 'f', 0).arg(row.busbwGBps, 9, 'f', 2)
                       .arg(row.inPlaceBusbwGBps, 9, 'f', 2) << Qt::endl;
    }
}

void printEthtool(QTextStream &out, const EthtoolReadResult &r)
{
    out << CommandLine::tr("ethtool: %1 interface(s)").arg(r.ports.size()) << Qt::endl;
    for (const EthtoolPort &p : r.ports) {
        const QString speed = p.speedMbps > 0 ? CommandLine::tr("%1 Gb/s").arg(p.speedGbps()) : CommandLine::tr("speed unknown");
        const QString link = p.linkDetected < 0 ? CommandLine::tr("link not reported")
                                                : (p.linkUp() ? CommandLine::tr("link up") : CommandLine::tr("link down"));
        out << CommandLine::tr("  %1: %2, duplex %3, %4").arg(p.interface, speed,
                                                              p.duplex.isEmpty() ? CommandLine::tr("not reported") : p.duplex, link)
            << Qt::endl;
    }
}

void printGpuUtil(QTextStream &out, const GpuUtilLog &log)
{
    out << CommandLine::tr("nvidia-smi %1: %2 GPU(s), %3 sample(s); steady = median after the first 10 % of each GPU's samples")
               .arg(log.format).arg(log.gpus.size()).arg(log.samples())
        << Qt::endl;
    for (const GpuUtilSeries &s : log.gpus)
        out << CommandLine::tr("  %1: %2 sample(s), steady %3 %").arg(s.gpu).arg(s.percent.size())
                   .arg(QString::number(steadyUtilisation(s.percent), 'g', 4)) << Qt::endl;
    if (!log.gpusKnown)
        out << QStringLiteral("  (%1)").arg(unnamedGpuRowsNote()) << Qt::endl;
}

} // namespace

bool readImportFile(const CliContext &ctx, const QString &path, ImportKind kind, ImportedFile *result)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ctx.fail(CommandLine::tr("%1: cannot read: %2").arg(path, file.errorString()));
        return false;
    }
    *result = importFile(file.read(64 << 20), QFileInfo(path).fileName(), kind);
    return true;
}

int runImport(const CliContext &ctx)
{
    ImportKind kind = ImportKind::Unknown;
    QStringList args = ctx.positional;
    if (!args.isEmpty() && importKindFromKey(args.first(), &kind))
        args.removeFirst();
    if (args.size() > 1)
        return ctx.unexpectedArgument(QStringLiteral("import"), args.at(1));
    if (args.size() != 1)
        return ctx.fail(CommandLine::tr("usage: clusterquote import topo|ibstat|ibnetdiscover|nccl|ethtool|gpu-util FILE [--json] [-o DESIGN.cqd]"));
    ImportedFile f;
    if (!readImportFile(ctx, args.first(), kind, &f))
        return ExitBadInput;
    for (const ImportDiagnostic &d : f.diagnostics())
        *ctx.err << d.toString() << Qt::endl;
    if (!f.ok())
        return ExitBadInput;
    if (ctx.flag(QStringLiteral("output"))) {
        if (f.kind != ImportKind::IbNetDiscover)
            return ctx.fail(CommandLine::tr("-o: only an ibnetdiscover fabric can be saved as a design"));
        const QString out = ctx.option(QStringLiteral("output"));
        if (const QString unwritable = OutputFile::problem(out); !unwritable.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote import: %1").arg(unwritable));
        // Links the design would refuse are left out, each named as file:line (fabricdesign.h).
        const SavableFabricDesign saved = savableDesignFromFabric(f.fabric.fabric, QFileInfo(out).baseName(), f.file);
        for (const ImportDiagnostic &d : saved.problems)
            *ctx.err << d.toString() << Qt::endl;
        // What validate would still refuse is never written.
        for (const Diagnostic &d : validate(saved.design)) {
            if (d.severity == Severity::Error)
                return ctx.fail(CommandLine::tr("-o: the fabric does not make a valid design, nothing written: %1 %2")
                                    .arg(d.code, d.message));
        }
        const QString error = DesignFormat::save(saved.design, out);
        if (!error.isEmpty())
            return ctx.fail(error);
    }
    if (ctx.flag(QStringLiteral("json"))) {
        *ctx.out << QJsonDocument(AcceptanceJson::imported(f)).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    *ctx.out << f.file << ": ";
    switch (f.kind) {
    case ImportKind::Topo: printTopo(*ctx.out, f.topo.topo); break;
    case ImportKind::IbStat: printIbStat(*ctx.out, f.ibstat); break;
    case ImportKind::IbNetDiscover: printFabric(*ctx.out, f.fabric.fabric); break;
    case ImportKind::Nccl: printNccl(*ctx.out, f.nccl); break;
    case ImportKind::Ethtool: printEthtool(*ctx.out, f.ethtool); break;
    case ImportKind::GpuUtil: printGpuUtil(*ctx.out, f.gpuUtil.log); break;
    case ImportKind::Unknown: break;
    }
    return ExitOk;
}

} // namespace cq
