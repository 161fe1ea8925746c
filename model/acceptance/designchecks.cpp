#include "designchecks.h"

#include <QCoreApplication>

#include <algorithm>

namespace cq {

namespace {


QString fabricWords(int nvlinks, bool pcie)
{
    if (pcie)
        return QCoreApplication::translate("cq::Acceptance", "PCIe (no NVLink between GPUs)");
    return QCoreApplication::translate("cq::Acceptance", "NVLink, %1 links per GPU pair (NV%1)").arg(nvlinks);
}

} // namespace

QString checkAreaKey(CheckArea area)
{
    switch (area) {
    case CheckArea::Server: return QStringLiteral("server");
    case CheckArea::Adapters: return QStringLiteral("adapters");
    case CheckArea::Fabric: return QStringLiteral("fabric");
    case CheckArea::Performance: return QStringLiteral("performance");
    }
    return {};
}

int failedChecks(const QList<AcceptanceCheck> &checks)
{
    return int(std::count_if(checks.cbegin(), checks.cend(), [](const AcceptanceCheck &c) { return !c.pass; }));
}

const Server *serverForFile(const Design &design, const QString &fileName)
{
    const Server *best = nullptr;
    for (const Server &s : design.servers) {
        if (!s.name.isEmpty() && fileName.contains(s.name) && (!best || s.name.size() > best->name.size()))
            best = &s;
    }
    if (best)
        return best;
    for (const Server &s : design.servers) {
        if (s.gpuCount > 0)
            return &s;
    }
    return design.servers.isEmpty() ? nullptr : &design.servers.first();
}

int expectedNvLinks(const QString &gpuArch)
{
    if (gpuArch == QLatin1String("Ampere"))
        return 12;
    if (gpuArch == QLatin1String("Hopper") || gpuArch == QLatin1String("Blackwell"))
        return 18;
    return 0;
}

QList<AcceptanceCheck> checkTopo(const Server &server, const TopoMatrix &topo, const QString &file)
{
    QList<AcceptanceCheck> checks;
    AcceptanceCheck count{CheckArea::Server, QStringLiteral("gpu-count"), QCoreApplication::translate("cq::Acceptance", "GPUs per server"),
                          topo.gpuCount() == server.gpuCount, QCoreApplication::translate("cq::Acceptance", "%1 GPUs (%2)").arg(server.gpuCount).arg(server.name),
                          QCoreApplication::translate("cq::Acceptance", "%1 GPUs").arg(topo.gpuCount()), {}, file};
    checks.append(count);

    const int measuredLinks = topo.minNvLinksBetweenGpus();
    const bool designPcie = isPcie(server.fabric);
    const int wantLinks = expectedNvLinks(server.gpuArch);
    AcceptanceCheck fabric{CheckArea::Server, QStringLiteral("gpu-fabric"), QCoreApplication::translate("cq::Acceptance", "GPU fabric"), false,
                           designPcie ? fabricWords(0, true)
                                      : (wantLinks > 0 ? fabricWords(wantLinks, false) : QCoreApplication::translate("cq::Acceptance", "NVLink between every GPU pair")),
                           {}, {}, file};
    if (topo.gpuCount() < 2) {
        fabric.measured = QCoreApplication::translate("cq::Acceptance", "one GPU: no GPU pair");
        fabric.pass = server.gpuCount < 2;
    } else if (measuredLinks == 0) {
        fabric.measured = fabricWords(0, true);
        fabric.pass = designPcie;
        if (!designPcie)
            fabric.detail = QCoreApplication::translate("cq::Acceptance", "a GPU pair without NVLink: collectives inside the server run over PCIe");
    } else {
        fabric.measured = fabricWords(measuredLinks, false);
        fabric.pass = !designPcie && (wantLinks == 0 || measuredLinks >= wantLinks);
        if (!designPcie && !fabric.pass)
            fabric.detail = QCoreApplication::translate("cq::Acceptance", "fewer NVLinks than the design's %1 GPUs have: %2 of %3 per pair")
                                .arg(server.gpuModel).arg(measuredLinks).arg(wantLinks);
        else if (designPcie)
            fabric.detail = QCoreApplication::translate("cq::Acceptance", "NVLink delivered where the design has PCIe GPUs: not the hardware quoted");
    }
    checks.append(fabric);
    return checks;
}

QList<AcceptanceCheck> checkAdapters(const Server &server, const QList<IbPortStatus> &ports, const QString &file)
{
    const QString layer = server.nicKind == LinkKind::InfiniBand ? QStringLiteral("InfiniBand") : QStringLiteral("Ethernet");
    QStringList onLayer, compute, down, other;
    int activeCompute = 0;
    for (const IbPortStatus &p : ports) {
        const QString name = p.ca + (p.port > 1 ? QStringLiteral("/%1").arg(p.port) : QString());
        if (p.linkLayer != layer) {
            other.append(QStringLiteral("%1 (%2 %3 Gb/s)").arg(name, p.linkLayer).arg(p.rateGbps));
            continue;
        }
        onLayer.append(name);
        if (p.active() && p.rateGbps < server.nicRateGbps) {
            other.append(QStringLiteral("%1 (%2 %3 Gb/s)").arg(name, p.linkLayer).arg(p.rateGbps));
            continue;
        }
        compute.append(name);
        if (p.active())
            ++activeCompute;
        else
            down.append(QCoreApplication::translate("cq::Acceptance", "%1 %2/%3 at %4 Gb/s").arg(name, p.state, p.physicalState).arg(p.rateGbps));
    }
    QList<AcceptanceCheck> checks;
    checks.append({CheckArea::Adapters, QStringLiteral("link-layer"), QCoreApplication::translate("cq::Acceptance", "Link layer"),
                   onLayer.size() >= server.nicCount, QCoreApplication::translate("cq::Acceptance", "%1 ports on %2").arg(server.nicCount).arg(linkKindName(server.nicKind)),
                   QCoreApplication::translate("cq::Acceptance", "%n port(s) on %1", nullptr, int(onLayer.size())).arg(layer), {}, file});
    checks.append({CheckArea::Adapters, QStringLiteral("nic-count"), QCoreApplication::translate("cq::Acceptance", "Compute NICs at the design rate"),
                   activeCompute == server.nicCount,
                   QCoreApplication::translate("cq::Acceptance", "%1 x %2 Gb/s %3").arg(server.nicCount).arg(server.nicRateGbps).arg(linkKindName(server.nicKind)),
                   QCoreApplication::translate("cq::Acceptance", "%1 active x >= %2 Gb/s %3").arg(activeCompute).arg(server.nicRateGbps).arg(layer),
                   other.isEmpty() ? QString() : QCoreApplication::translate("cq::Acceptance", "not counted: %1").arg(other.join(QStringLiteral(", "))), file});
    checks.append({CheckArea::Adapters, QStringLiteral("ports-down"), QCoreApplication::translate("cq::Acceptance", "Compute ports up"), down.isEmpty(),
                   QCoreApplication::translate("cq::Acceptance", "all %1 up").arg(compute.size()),
                   down.isEmpty() ? QCoreApplication::translate("cq::Acceptance", "all %1 up").arg(compute.size()) : QCoreApplication::translate("cq::Acceptance", "%n down", nullptr, int(down.size())),
                   down.join(QStringLiteral("; ")), file});
    return checks;
}

} // namespace cq
