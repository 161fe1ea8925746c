#include "sizingrules.h"

#include "format/moneyformat.h"

namespace cq {

QString sizingVerdictKey(SizingVerdict verdict)
{
    switch (verdict) {
    case SizingVerdict::Advised: return QStringLiteral("advised");
    case SizingVerdict::Caution: return QStringLiteral("caution");
    case SizingVerdict::NotAdvised: return QStringLiteral("not_advised");
    }
    return {};
}

namespace {

QString rangeText(const MoneyRange &m)
{
    return formatMoneyRange(m);
}

SizingReason fabricReason(const SizingCandidate &c)
{
    const QString rule = QStringLiteral("fabric");
    if (c.servers == 1)
        return {rule, SizingVerdict::Advised, SizingRules::tr("One node: the GPUs talk over their own NVLink/HCCS or PCIe, no network fabric is needed")};
    switch (c.fabric) {
    case LinkKind::Ethernet:
        return {rule, SizingVerdict::NotAdvised, SizingRules::tr("Plain Ethernet is never for multi-node training: use InfiniBand, or RoCE up to 32 GPUs")};
    case LinkKind::RoCE:
        if (c.gpus > 32)
            return {rule, SizingVerdict::NotAdvised,
                    SizingRules::tr("RoCE beyond 32 GPUs loses 15-20 % or more against InfiniBand: the guides ask for InfiniBand here")};
        return {rule, SizingVerdict::Caution,
                SizingRules::tr("RoCE up to 32 GPUs (about 10 % below InfiniBand) needs a lossless network (PFC/ECN) and an engineer to tune it")};
    case LinkKind::InfiniBand: break;
    }
    return {rule, SizingVerdict::Advised, SizingRules::tr("InfiniBand fabric, as the guides advise for multi-node training")};
}

std::optional<SizingReason> nicRateReason(const SizingCandidate &c)
{
    if (c.servers == 1)
        return std::nullopt;
    const double perGpu = c.nicsPerServer * c.nicRateGbps / std::max(1, c.gpusPerServer);
    const double advised = c.gpus >= 32 ? 400 : 200;
    const QString rule = QStringLiteral("nic-rate");
    if (perGpu + 1e-9 < advised)
        return SizingReason{rule, SizingVerdict::Caution,
                            SizingRules::tr("The guides advise %1 Gb/s per GPU for %2 GPUs; this server has %3 Gb/s per GPU")
                                .arg(advised).arg(countText(c.gpus)).arg(perGpu)};
    return SizingReason{rule, SizingVerdict::Advised,
                        SizingRules::tr("%1 Gb/s of network per GPU (the guides: 200 Gb/s for 8-16 GPUs, 400 Gb/s from 32)").arg(perGpu)};
}

SizingReason storageReason(const SizingCandidate &c)
{
    const double share = c.checkpointWrite.value / 7200;
    const QString where = c.servers > 1 ? SizingRules::tr("local NVMe on every server or a parallel file system next to the cluster")
                                        : SizingRules::tr("the server's local NVMe");
    return {QStringLiteral("storage"), share > 0.05 ? SizingVerdict::Caution : SizingVerdict::Advised,
            SizingRules::tr("Storage: %1; a checkpoint every 1-2 hours of %2 takes %3 s to write (%4 % of 2 hours)")
                .arg(where, gigabytesText(c.checkpoint.value), countText(c.checkpointWrite.value))
                .arg(100 * share, 0, 'f', 1)};
}

SizingReason termReason(const SizingCandidate &c)
{
    return {QStringLiteral("term"), SizingVerdict::Advised,
            SizingRules::tr("Term: monthly (%1 a month) or hourly (%2 an hour) until the training pipeline runs; "
                            "annual (%3 a year) once the topology is settled")
                .arg(rangeText(c.monthlyTotal), rangeText(c.hourlyTotal), rangeText(c.annualTotal))};
}

} // namespace

double SizingRules::guideA100Tflops(int gpus)
{
    switch (gpus) {
    case 8: return 300;
    case 16: return 580;
    case 32: return 1100;
    default: return 0;
    }
}

bool SizingRules::meets(const SizingCandidate &c, const SizingGoal &goal)
{
    if (!c.priced())
        return false;
    if (goal.days && c.time.days() > *goal.days)
        return false;
    return !goal.budget || c.runCost.max <= *goal.budget;
}

void SizingRules::apply(SizingCandidate *c, const TrainingJob &job, const SizingGoal &goal, const SizingFamilyFacts &family)
{
    if (c->servers == 1)
        c->reasons.append({QStringLiteral("one-node-first"), SizingVerdict::Advised,
                           tr("The job fits in one node: start here, on one node, before going multi-node (the guides' order)")});
    else if (family.oneNodeFits)
        c->reasons.append({QStringLiteral("one-node-first"), SizingVerdict::Advised,
                           tr("One node already fits the job; %1 nodes only add data-parallel throughput").arg(c->servers)});
    else
        c->reasons.append({QStringLiteral("one-node-first"), SizingVerdict::Advised,
                           tr("The job does not fit in one node's memory: several nodes are needed")});
    c->reasons.append(fabricReason(*c));
    if (const std::optional<SizingReason> nic = nicRateReason(*c))
        c->reasons.append(*nic);
    c->reasons.append(storageReason(*c));
    c->reasons.append(termReason(*c));
    if (c->softwareStack == QLatin1String("CANN"))
        c->reasons.append({QStringLiteral("software"), SizingVerdict::Caution,
                           tr("Ascend runs Huawei CANN, not CUDA: CUDA training code must be ported")});
    if (const double guide = guideA100Tflops(c->gpus); guide > 0 && c->gpuKey.startsWith(QLatin1String("a100"))) {
        const double days = job.flopsPerParameterToken() * job.parameters * job.tokens / (guide * 1e12) / 86400;
        c->reasons.append({QStringLiteral("guide-throughput"), SizingVerdict::Advised,
                           tr("The guides measured about %1 TFLOPS on %2 A100 (MFU %3 %): at that rate the run takes %4 days, "
                              "against %5 days estimated at MFU %6 %")
                               .arg(countText(guide), countText(c->gpus)).arg(100 * guide / (c->gpus * c->peakTflops), 0, 'f', 0)
                               .arg(days, 0, 'f', 1).arg(c->time.days(), 0, 'f', 1).arg(job.mfu * 100, 0, 'g', 3)});
    }
    if (!c->priceMissing.isEmpty())
        c->reasons.append({QStringLiteral("price"), SizingVerdict::Caution,
                           tr("The price book has no price for %1: the run cost is unknown").arg(c->priceMissing.join(QStringLiteral(", ")))});
    if (goal.days) {
        const bool met = c->time.days() <= *goal.days;
        c->reasons.append({QStringLiteral("deadline"), met ? SizingVerdict::Advised : SizingVerdict::NotAdvised,
                           met ? tr("Meets the %1-day deadline (%2 days)").arg(*goal.days).arg(c->time.days(), 0, 'f', 1)
                               : tr("Misses the %1-day deadline: %2 days").arg(*goal.days).arg(c->time.days(), 0, 'f', 1)});
    }
    if (goal.budget && c->priced()) {
        const bool met = c->runCost.max <= *goal.budget;
        c->reasons.append({QStringLiteral("budget"), met ? SizingVerdict::Advised : SizingVerdict::NotAdvised,
                           met ? tr("Within the budget of %1 per run").arg(formatMoney(*goal.budget))
                               : tr("Over the budget of %1 per run: %2").arg(formatMoney(*goal.budget), rangeText(c->runCost))});
    }
}

} // namespace cq
