#include "analysisrules.h"

#include "rules/fabricguide.h"

#include <QCoreApplication>

namespace cq {

namespace {

constexpr double kScalingBar = 0.8;        // DOMAIN.md: 80 % gradient-sync efficiency before scaling

QString percent(double share)
{
    return QString::number(100 * share, 'f', 1);
}

void checkOversubscription(const ClusterAnalysis &c, QList<Diagnostic> *out)
{
    if (c.worstOversubscription <= 1 + 1e-9)
        return;
    out->append({QStringLiteral("CQ-OVERSUB-001"), Severity::Warning,
                 QCoreApplication::translate("cq::Validator", "Training cluster \"%1\" sends traffic through %2, oversubscribed %3:1: a training fabric "
                    "should be non-blocking (1:1); its ring traffic gets %4 GB/s per node.")
                     .arg(c.cluster, c.worstSwitch, QString::number(c.worstOversubscription, 'g', 3),
                          QString::number(c.networkGBps, 'g', 4)),
                 c.serverIds + QList<QUuid>{c.worstSwitchId}});
}

void checkRoce(const ClusterAnalysis &c, QList<Diagnostic> *out)
{
    if (c.linkKind != LinkKind::RoCE || FabricGuide::roceWithinGuide(c.nodes, c.gpus))
        return;
    out->append({QStringLiteral("CQ-ROCE-001"), Severity::Warning,
                 QCoreApplication::translate("cq::Validator",
                                             "Training cluster \"%1\" runs RoCE across %2 nodes and %3 GPUs: the guides "
                                             "advise InfiniBand beyond %4 nodes or %5 GPUs, and RoCE up to that size only "
                                             "with an engineer for the lossless network (PFC/ECN); RoCE is modelled at "
                                             "%6 % of line rate here against 94 % for InfiniBand. Move the cluster to "
                                             "InfiniBand, or split it into jobs of at most %4 nodes and %5 GPUs.")
                     .arg(c.cluster, QString::number(c.nodes), QString::number(c.gpus),
                          QString::number(FabricGuide::roceMaxNodes), QString::number(FabricGuide::roceMaxGpus),
                          percent(c.networkEfficiency)),
                 c.serverIds});
}

void checkScaling(const ClusterAnalysis &c, QList<Diagnostic> *out)
{
    const TrainingEstimate &t = c.training;
    if (!t.valid() || t.scalingEfficiency >= kScalingBar)
        return;
    out->append({QStringLiteral("CQ-SCALE-001"), Severity::Warning,
                 QCoreApplication::translate("cq::Validator", "Training cluster \"%1\": gradient sync scales at %2 % (compute %3 s + exposed all_reduce %4 s "
                    "per step, data parallel %5), under the 80 % bar before growing the cluster.")
                     .arg(c.cluster, percent(t.scalingEfficiency), QString::number(t.computeSeconds, 'g', 3),
                          QString::number(t.exposedCommSeconds, 'g', 3))
                     .arg(t.plan.dataParallel),
                 c.serverIds});
}

} // namespace

QList<Diagnostic> analysisDiagnostics(const DesignAnalysis &analysis)
{
    using Rule = void (*)(const ClusterAnalysis &, QList<Diagnostic> *);
    QList<Diagnostic> out;
    for (Rule rule : {checkOversubscription, checkRoce, checkScaling}) {
        for (const ClusterAnalysis &c : analysis.clusters) {
            if (c.nodes > 1)
                rule(c, &out);
        }
    }
    return out;
}

} // namespace cq
