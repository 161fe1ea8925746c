#include "acceptance.h"

#include "designchecks.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace cq {

QList<ImportDiagnostic> ImportedFile::diagnostics() const
{
    switch (kind) {
    case ImportKind::Topo: return topo.diagnostics;
    case ImportKind::IbStat: return ibstat.diagnostics;
    case ImportKind::IbNetDiscover: return fabric.diagnostics;
    case ImportKind::Nccl: return nccl.diagnostics;
    case ImportKind::Ethtool: return ethtool.diagnostics;
    case ImportKind::GpuUtil: return gpuUtil.diagnostics;
    case ImportKind::Unknown: break;
    }
    return {{file, 0, QCoreApplication::translate("cq::Acceptance",
                                                  "not nvidia-smi topo, ibstat, ibnetdiscover, nccl-tests, ethtool or "
                                                  "nvidia-smi utilisation output")}};
}

bool ImportedFile::ok() const
{
    switch (kind) {
    case ImportKind::Topo: return topo.ok();
    case ImportKind::IbStat: return ibstat.ok();
    case ImportKind::IbNetDiscover: return fabric.ok();
    case ImportKind::Nccl: return nccl.ok();
    case ImportKind::Ethtool: return ethtool.ok();
    case ImportKind::GpuUtil: return gpuUtil.ok();
    case ImportKind::Unknown: break;
    }
    return false;
}

ImportedFile importFile(const QByteArray &text, const QString &fileName, ImportKind kind)
{
    ImportedFile f;
    f.file = fileName;
    f.kind = kind == ImportKind::Unknown ? detectImportKind(text) : kind;
    switch (f.kind) {
    case ImportKind::Topo: f.topo = readTopo(text, fileName); break;
    case ImportKind::IbStat: f.ibstat = readIbStat(text, fileName); break;
    case ImportKind::IbNetDiscover: f.fabric = readIbNetDiscover(text, fileName); break;
    case ImportKind::Nccl: f.nccl = readNcclTests(text, fileName); break;
    case ImportKind::Ethtool: f.ethtool = readEthtool(text, fileName); break;
    case ImportKind::GpuUtil: f.gpuUtil = readGpuUtil(text, fileName); break;
    case ImportKind::Unknown: break;
    }
    return f;
}

Design deliveredDesign(const Design &design, const QList<ImportedFile> &files)
{
    Design delivered = design;
    for (const ImportedFile &f : files) {
        const Server *match = f.ok() ? serverForFile(design, f.file) : nullptr;
        Server *server = match ? delivered.server(match->id) : nullptr;
        if (!server)
            continue;
        if (f.kind == ImportKind::Topo && f.topo.topo.gpuCount() >= 2 && !isPcie(server->fabric)) {
            const int want = expectedNvLinks(*server);
            const int have = f.topo.topo.minNvLinksBetweenGpus();
            if (have == 0) {
                const bool gen5 = server->gpuArch == QLatin1String("Hopper") || server->gpuArch == QLatin1String("Blackwell");
                server->fabric = gen5 ? IntraFabric::PCIeGen5 : IntraFabric::PCIeGen4;
                server->intraBandwidthGBps = gen5 ? 48 : 24;
            } else if (want > 0 && have < want) {
                server->intraBandwidthGBps *= double(have) / want;
            }
        }
        if (f.kind == ImportKind::IbStat) {
            const QString layer = server->nicKind == LinkKind::InfiniBand ? QStringLiteral("InfiniBand") : QStringLiteral("Ethernet");
            const int active = int(std::count_if(f.ibstat.ports.cbegin(), f.ibstat.ports.cend(), [&](const IbPortStatus &p) {
                return p.active() && p.linkLayer == layer && p.rateGbps >= server->nicRateGbps;
            }));
            if (active < server->nicCount) {
                QSet<QUuid> cut;
                for (const Cable &c : delivered.cables) {
                    if ((c.a.device == server->id && c.a.port >= active) || (c.b.device == server->id && c.b.port >= active))
                        cut.insert(c.id);
                }
                delivered.take(cut);
            }
        }
    }
    return delivered;
}

AcceptanceReport runAcceptance(const Design &design, const QList<ImportedFile> &files)
{
    AcceptanceReport report;
    report.design = design.name;
    const Design delivered = deliveredDesign(design, files);
    QList<AcceptanceCheck> checks;
    for (const ImportedFile &f : files) {
        report.diagnostics.append(f.diagnostics());
        if (!f.ok()) {
            report.unreadable.append(f.file);
            continue;
        }
        const Server *server = serverForFile(design, f.file);
        if (f.kind == ImportKind::Topo && server)
            checks.append(checkTopo(*server, f.topo.topo, f.file));
        else if (f.kind == ImportKind::IbStat && server)
            checks.append(checkAdapters(*server, f.ibstat.ports, f.file));
        else if (f.kind == ImportKind::Ethtool && server)
            checks.append(checkEthtool(*server, f.ethtool.ports, f.file));
        else if (f.kind == ImportKind::GpuUtil && server)
            checks.append(checkGpuUtil(*server, f.gpuUtil.log, f.file));
        else if (f.kind == ImportKind::IbNetDiscover) {
            report.fabricDiffs.append(diffFabric(design, f.fabric.fabric));
            checks.append(checkFabric(report.fabricDiffs.last(), f.file));
        } else if (f.kind == ImportKind::Nccl) {
            for (const NcclRun &run : f.nccl.runs) {
                report.performance.append(checkPerformance(delivered, run, f.file));
                checks.append(report.performance.last().check);
            }
        }
    }
    std::stable_sort(checks.begin(), checks.end(),
                     [](const AcceptanceCheck &a, const AcceptanceCheck &b) { return a.area < b.area; });
    report.checks = checks;
    return report;
}

} // namespace cq
