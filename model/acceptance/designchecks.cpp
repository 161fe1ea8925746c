#include "designchecks.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cq {

namespace {


QString fabricWords(int nvlinks, bool pcie)
{
    if (pcie)
        return QCoreApplication::translate("cq::Acceptance", "PCIe (no NVLink between GPUs)");
    return QCoreApplication::translate("cq::Acceptance", "NVLink, %1 links per GPU pair (NV%1)").arg(nvlinks);
}

// The first GPU pair (row, column device indexes) not on NVLink with exactly @p links; {-1, -1} when none.
std::pair<int, int> firstPairWithout(const TopoMatrix &topo, int links)
{
    const QList<int> gpus = topo.gpus();
    for (int i = 0; i < gpus.size(); ++i) {
        for (int j = i + 1; j < gpus.size(); ++j) {
            const TopoCell cell = topo.cell(gpus.at(i), gpus.at(j));
            if (cell.link != TopoLink::NVLink || cell.nvlinks != links)
                return {gpus.at(i), gpus.at(j)};
        }
    }
    return {-1, -1};
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

QList<AcceptanceCheck> checkTopo(const Server &server, const TopoMatrix &topo, const QString &file)
{
    QList<AcceptanceCheck> checks;
    AcceptanceCheck count{CheckArea::Server, QStringLiteral("gpu-count"), QCoreApplication::translate("cq::Acceptance", "GPUs per server"),
                          topo.gpuCount() == server.gpuCount, QCoreApplication::translate("cq::Acceptance", "%1 GPUs (%2)").arg(server.gpuCount).arg(server.name),
                          QCoreApplication::translate("cq::Acceptance", "%1 GPUs").arg(topo.gpuCount()), {}, file};
    checks.append(count);

    const int measuredLinks = topo.minNvLinksBetweenGpus();
    const bool designPcie = isPcie(server.fabric);
    const int wantLinks = expectedNvLinks(server);
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
        const auto [a, b] = wantLinks > 0 ? firstPairWithout(topo, wantLinks) : std::pair<int, int>(-1, -1);
        fabric.pass = !designPcie && a < 0;
        if (!designPcie && !fabric.pass) {
            const TopoCell cell = topo.cell(a, b);
            const QString gpuA = topo.devices.at(a).label, gpuB = topo.devices.at(b).label;
            const QString kind = nvLinkClass(cell.nvlinks);
            fabric.detail = kind.isEmpty()
                ? QCoreApplication::translate("cq::Acceptance", "measured NV%1 between %2 and %3; the design's %4 has NV%5")
                      .arg(cell.nvlinks).arg(gpuA, gpuB, server.gpuModel).arg(wantLinks)
                : QCoreApplication::translate("cq::Acceptance", "measured NV%1 (%2) between %3 and %4; the design's %5 has NV%6")
                      .arg(cell.nvlinks).arg(kind, gpuA, gpuB, server.gpuModel).arg(wantLinks);
        } else if (designPcie)
            fabric.detail = QCoreApplication::translate("cq::Acceptance", "NVLink delivered where the design has PCIe GPUs: not the hardware quoted");
    }
    checks.append(fabric);
    return checks;
}

QList<AcceptanceCheck> checkAdapters(const Server &server, const QList<IbPortStatus> &ports, const QString &file)
{
    const QString layer = server.nicKind == LinkKind::InfiniBand ? QStringLiteral("InfiniBand") : QStringLiteral("Ethernet");
    QStringList onLayer, compute, down, other, otherDown;
    int activeCompute = 0;
    for (const IbPortStatus &p : ports) {
        const QString name = p.ca + (p.port > 1 ? QStringLiteral("/%1").arg(p.port) : QString());
        if (p.linkLayer != layer) {
            other.append(QStringLiteral("%1 (%2 %3 Gb/s)").arg(name, p.linkLayer).arg(p.rateGbps));
            if (!p.active())
                otherDown.append(QCoreApplication::translate("cq::Acceptance", "%1 %2/%3 at %4 Gb/s").arg(name, p.state, p.physicalState).arg(p.rateGbps));
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
    // Expected: the design's compute NICs, all up. No compute port at all is a failure that
    // names what the file holds instead, not "all 0 up".
    AcceptanceCheck up{CheckArea::Adapters, QStringLiteral("ports-down"), QCoreApplication::translate("cq::Acceptance", "Compute ports up"),
                       !compute.isEmpty() && down.isEmpty() && int(compute.size()) >= server.nicCount,
                       QCoreApplication::translate("cq::Acceptance", "all %1 up").arg(server.nicCount), {}, down.join(QStringLiteral("; ")), file};
    if (compute.isEmpty()) {
        up.measured = QCoreApplication::translate("cq::Acceptance", "no %1 port at >= %2 Gb/s").arg(layer).arg(server.nicRateGbps);
        QStringList layers, found; // "12 Ethernet port(s)", per link layer in file order
        for (const IbPortStatus &p : ports) {
            if (!layers.contains(p.linkLayer))
                layers.append(p.linkLayer);
        }
        for (const QString &l : layers) {
            const int n = int(std::count_if(ports.cbegin(), ports.cend(), [&](const IbPortStatus &p) { return p.linkLayer == l; }));
            found.append(QCoreApplication::translate("cq::Acceptance", "%n %1 port(s)", nullptr, n)
                             .arg(l.isEmpty() ? QCoreApplication::translate("cq::Acceptance", "unknown link layer") : l));
        }
        up.detail = ports.isEmpty() ? QCoreApplication::translate("cq::Acceptance", "the file lists no port")
                                    : QCoreApplication::translate("cq::Acceptance", "found instead: %1").arg(found.join(QStringLiteral(", ")));
        if (!otherDown.isEmpty())
            up.detail += QCoreApplication::translate("cq::Acceptance", "; down: %1").arg(otherDown.join(QStringLiteral("; ")));
    } else {
        up.measured = QCoreApplication::translate("cq::Acceptance", "%1 of %2 up").arg(compute.size() - down.size()).arg(compute.size());
        if (int(compute.size()) < server.nicCount) {
            const QString fewer = QCoreApplication::translate("cq::Acceptance", "%1 compute port(s) in this file, %2 per server in the design")
                                      .arg(compute.size()).arg(server.nicCount);
            up.detail = up.detail.isEmpty() ? fewer : up.detail + QStringLiteral("; ") + fewer;
        }
    }
    checks.append(up);
    return checks;
}

} // namespace cq

namespace cq {

AcceptanceCheck checkEthtool(const Server &server, const QList<EthtoolPort> &ports, const QString &file)
{
    AcceptanceCheck check{CheckArea::Adapters, QStringLiteral("ethtool-ports"), QCoreApplication::translate("cq::Acceptance", "Ethernet ports (ethtool)"),
                          false,
                          QCoreApplication::translate("cq::Acceptance", "%1 x %2 Gb/s %3: link up, full duplex")
                              .arg(server.nicCount).arg(server.nicRateGbps).arg(linkKindName(server.nicKind)),
                          {}, {}, file};
    QStringList problems;
    int good = 0;
    for (const EthtoolPort &p : ports) {
        QStringList wrong;
        if (!p.linkUp())
            wrong << (p.linkDetected == 0 ? QCoreApplication::translate("cq::Acceptance", "link down")
                                          : QCoreApplication::translate("cq::Acceptance", "link not reported"));
        if (!p.fullDuplex())
            wrong << (p.duplex.isEmpty() ? QCoreApplication::translate("cq::Acceptance", "duplex not reported")
                                         : QCoreApplication::translate("cq::Acceptance", "duplex %1").arg(p.duplex));
        if (p.speedMbps <= 0)
            wrong << QCoreApplication::translate("cq::Acceptance", "speed unknown");
        else if (std::abs(p.speedGbps() - server.nicRateGbps) >= 0.5)
            wrong << QCoreApplication::translate("cq::Acceptance", "%1 Gb/s").arg(p.speedGbps());
        if (wrong.isEmpty())
            ++good;
        else
            problems << QStringLiteral("%1: %2").arg(p.interface, wrong.join(QStringLiteral(", ")));
    }
    check.measured = QCoreApplication::translate("cq::Acceptance", "%1 of %2 port(s) up, full duplex at %3 Gb/s")
                         .arg(good).arg(ports.size()).arg(server.nicRateGbps);
    if (server.nicKind == LinkKind::InfiniBand) {
        check.detail = QCoreApplication::translate("cq::Acceptance", "the design's compute NICs are InfiniBand: ibstat checks them, "
                                                                     "ethtool only Ethernet (RoCE) ports");
        return check;
    }
    check.pass = !ports.isEmpty() && problems.isEmpty();
    if (ports.size() < server.nicCount)
        problems << QCoreApplication::translate("cq::Acceptance", "%1 port(s) in this file, %2 compute NICs per server in the design")
                        .arg(ports.size()).arg(server.nicCount);
    check.detail = problems.join(QStringLiteral("; "));
    return check;
}

AcceptanceCheck checkGpuUtil(const Server &server, const GpuUtilLog &log, const QString &file)
{
    const QList<GpuUtilSeries> gpus = gpuSeries(log, server.gpuCount);
    const auto percent = [](double v) { return QString::number(v, 'g', 4); };
    AcceptanceCheck check{CheckArea::Performance, QStringLiteral("gpu-utilisation"),
                          QCoreApplication::translate("cq::Acceptance", "GPU utilisation under training"), false,
                          QCoreApplication::translate("cq::Acceptance", ">= %1 % on every GPU (median after the first %2 % of the samples)")
                              .arg(percent(kSteadyUtilPercent)).arg(percent(100 * kUtilRampUpShare)),
                          {}, {}, file};
    QStringList dips;
    double lowest = 0;
    QString lowestGpu;
    for (const GpuUtilSeries &s : gpus) {
        const double steady = steadyUtilisation(s.percent);
        if (lowestGpu.isEmpty() || steady < lowest) {
            lowest = steady;
            lowestGpu = s.gpu;
        }
        if (steady < kSteadyUtilPercent)
            dips << QStringLiteral("%1 %2 %").arg(s.gpu, percent(steady));
    }
    check.pass = !gpus.isEmpty() && dips.isEmpty();
    check.measured = QCoreApplication::translate("cq::Acceptance", "lowest %1 % (%2); %3 GPU(s), %4 sample(s)")
                         .arg(percent(lowest), lowestGpu).arg(gpus.size()).arg(log.samples());
    check.detail = check.pass
        ? QCoreApplication::translate("cq::Acceptance", "every GPU steady at %1 % or more: the network keeps the GPUs busy")
              .arg(percent(kSteadyUtilPercent))
        : QCoreApplication::translate("cq::Acceptance", "below %1 %: %2; a GPU that waits points to its NIC, its PCIe path or the fabric")
              .arg(percent(kSteadyUtilPercent), dips.join(QStringLiteral(", ")));
    if (!log.gpusKnown) {
        check.detail += QStringLiteral("; ") + unnamedGpuRowsNote();
        const int rows = log.samples();
        if (server.gpuCount > 1) {
            check.detail += QCoreApplication::translate("cq::Acceptance", " (GPU0 to GPU%1 of %2)").arg(server.gpuCount - 1).arg(server.name);
            if (rows % server.gpuCount != 0)
                check.detail += QCoreApplication::translate("cq::Acceptance", "; its last interval has %1 of the %2 rows")
                                    .arg(rows % server.gpuCount).arg(server.gpuCount);
        }
    }
    return check;
}

} // namespace cq
