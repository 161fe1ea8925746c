#include "performancecheck.h"

#include "engine/analyzer.h"
#include "gpugeneration.h"

#include <QCoreApplication>
#include <QSet>

namespace cq {

namespace {


QString sizeWords(double bytes)
{
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (bytes >= 1024 && u < 4) {
        bytes /= 1024;
        ++u;
    }
    return QStringLiteral("%1 %2").arg(bytes, 0, 'g', 4).arg(QLatin1String(units[u]));
}

} // namespace

Design communicatorDesign(const Design &design, int hosts, int ranksPerHost, QString *problem)
{
    hosts = std::max(1, hosts);
    const int perHost = std::max(1, ranksPerHost);
    QString cluster;
    QSet<QUuid> kept, dropped;
    for (const Server &s : design.servers) {
        if (s.gpuCount <= 0)
            continue;
        if (cluster.isNull())
            cluster = s.cluster;
        if (s.cluster == cluster && kept.size() < hosts)
            kept.insert(s.id);
        else
            dropped.insert(s.id);
    }
    if (kept.size() < hosts) {
        *problem = QCoreApplication::translate("cq::Acceptance", "the run used %1 host(s), the design has %2 GPU server(s)").arg(hosts).arg(kept.size());
        return design;
    }
    Design part = design;
    part.take(dropped);
    for (Server &s : part.servers) {
        if (kept.contains(s.id))
            s.gpuCount = perHost;
    }
    return part;
}

QList<CollectiveEstimate> predictCommunicator(const Design &design, int hosts, int ranksPerHost, Collective collective,
                                              const QList<double> &bytes, QString *problem)
{
    const Design part = communicatorDesign(design, hosts, ranksPerHost, problem);
    if (!problem->isEmpty())
        return {};
    AnalysisOptions options;
    options.collectives = {collective};
    options.sweepBytes = bytes;
    const DesignAnalysis analysis = analyze(part, options);
    if (analysis.clusters.isEmpty() || analysis.clusters.first().sweep.size() != bytes.size()) {
        *problem = QCoreApplication::translate("cq::Acceptance", "no bandwidth can be predicted for this communicator");
        return {};
    }
    return analysis.clusters.first().sweep;
}

ExpectedBusbw expectedNcclBusbw(const Design &design, double bytes, Collective collective)
{
    ExpectedBusbw expected;
    QString cluster;
    for (const Server &s : design.servers) {
        if (s.gpuCount <= 0 || (!cluster.isNull() && s.cluster != cluster))
            continue;
        cluster = s.cluster;
        ++expected.nodes;
        expected.gpusPerNode = expected.nodes == 1 ? s.gpuCount : std::min(expected.gpusPerNode, s.gpuCount);
    }
    if (expected.isEmpty())
        return expected;
    QString problem;
    const QList<CollectiveEstimate> one = predictCommunicator(design, 1, expected.gpusPerNode, collective, {bytes}, &problem);
    if (!one.isEmpty())
        expected.inNode = one.first();
    if (expected.nodes > 1) {
        problem.clear();
        const QList<CollectiveEstimate> all =
            predictCommunicator(design, expected.nodes, expected.gpusPerNode, collective, {bytes}, &problem);
        if (!all.isEmpty())
            expected.acrossNodes = all.first();
    }
    return expected;
}

PerformanceComparison checkPerformance(const Design &delivered, const NcclRun &run, const QString &file)
{
    PerformanceComparison result;
    result.collective = run.collective;
    AcceptanceCheck &check = result.check;
    check.area = CheckArea::Performance;
    check.key = QStringLiteral("busbw-") + run.collective;
    check.title = QCoreApplication::translate("cq::Acceptance", "%1 bus bandwidth, %2 ranks on %3 host(s)").arg(run.collective).arg(run.ranks).arg(run.hosts.size());
    check.source = file;
    for (const NcclRow &r : run.rows) {
        if (r.bytes > 0) {
            result.bytes.append(r.bytes);
            result.measuredBusbwGBps.append(r.busbwGBps);
        }
    }
    Collective collective = Collective::AllReduce;
    QString problem;
    if (!collectiveFromKey(run.collective, &collective))
        problem = QCoreApplication::translate("cq::Acceptance", "the collective of the run is unknown");
    else if (result.bytes.isEmpty())
        problem = QCoreApplication::translate("cq::Acceptance", "the run has no size above 0 B");
    const int hosts = std::max(1, int(run.hosts.size()));
    const QList<CollectiveEstimate> sweep =
        problem.isEmpty() ? predictCommunicator(delivered, hosts, run.ranks / hosts, collective, result.bytes, &problem)
                          : QList<CollectiveEstimate>();
    if (!problem.isEmpty()) {
        check.measured = QCoreApplication::translate("cq::Acceptance", "not compared");
        check.detail = problem;
        return result;
    }
    for (const CollectiveEstimate &e : sweep)
        result.predictedBusbwGBps.append(e.busbwGBps);
    double sum = 0;
    int counted = 0;
    for (int i = 0; i < result.bytes.size(); ++i) {
        if (result.bytes.at(i) >= kLargeMessageBytes && result.predictedBusbwGBps.at(i) > 0) {
            sum += result.measuredBusbwGBps.at(i) / result.predictedBusbwGBps.at(i);
            ++counted;
        }
    }
    const int last = int(result.bytes.size()) - 1;
    if (counted == 0 && result.predictedBusbwGBps.at(last) > 0) {
        sum = result.measuredBusbwGBps.at(last) / result.predictedBusbwGBps.at(last);
        counted = 1;
    }
    result.largeRatio = counted > 0 ? sum / counted : 0;
    const CollectiveEstimate &largest = sweep.at(last);
    if (!largest.feasible || largest.busbwGBps <= 0) {
        check.expected = QCoreApplication::translate("cq::Acceptance", "no prediction");
        check.measured = QCoreApplication::translate("cq::Acceptance", "%1 GB/s at %2").arg(result.measuredBusbwGBps.at(last), 0, 'f', 2).arg(sizeWords(result.bytes.at(last)));
        check.detail = QCoreApplication::translate("cq::Acceptance", "no bandwidth can be predicted for the delivered topology: %1").arg(largest.bottleneck);
        return result;
    }
    check.pass = largest.feasible && result.largeRatio >= kAcceptanceRatio && result.largeRatio <= kImplausibleRatio;
    check.expected = QCoreApplication::translate("cq::Acceptance", ">= %1 % of %2 GB/s predicted at %3").arg(100 * kAcceptanceRatio, 0, 'f', 0)
                         .arg(largest.busbwGBps, 0, 'f', 2).arg(sizeWords(largest.bytes));
    check.measured = QCoreApplication::translate("cq::Acceptance", "%1 GB/s at %2; %3 % of the prediction at sizes >= 1 GiB")
                         .arg(result.measuredBusbwGBps.at(last), 0, 'f', 2).arg(sizeWords(result.bytes.at(last)))
                         .arg(100 * result.largeRatio, 0, 'f', 1);
    check.detail = check.pass ? QCoreApplication::translate("cq::Acceptance", "bottleneck as predicted: %1").arg(largest.bottleneck)
                              : QCoreApplication::translate("cq::Acceptance", "shortfall on the predicted bottleneck: %1 (%2/%3)")
                                    .arg(largest.bottleneck, largest.algorithm, largest.protocol);
    if (result.largeRatio > kImplausibleRatio)
        check.detail = QCoreApplication::translate("cq::Acceptance", "%1 % of the prediction: faster than the design can deliver: "
                                                                     "check that the log is from this cluster")
                           .arg(100 * result.largeRatio, 0, 'f', 1);
    // The GPUs the run names (rank 0's device) against the design's: a log from another
    // cluster's GPUs is no measurement of this one.
    const Server *gpuServer = nullptr;
    for (const Server &s : delivered.servers) {
        if (s.gpuCount > 0) {
            gpuServer = &s;
            break;
        }
    }
    const QString runFamily = gpuFamily(run.device);
    const QString designFamily = gpuServer ? gpuFamily(gpuServer->gpuModel) : QString();
    if (!runFamily.isEmpty() && !designFamily.isEmpty() && runFamily != designFamily) {
        const QString other = QCoreApplication::translate("cq::Acceptance", "the log's GPUs are %1, the design's are %2: not a measurement of this cluster")
                                  .arg(run.device, gpuServer->gpuModel);
        check.detail = check.pass ? other : other + QStringLiteral("; ") + check.detail;
        check.pass = false;
    }
    return result;
}

} // namespace cq
