#include "candidatebuilder.h"
#include "rentedrun.h"

#include "compare/scaledvalue.h"
#include "domain/designpower.h"
#include "domain/gpuarchitecture.h"
#include "engine/analyzer.h"
#include "format/moneyformat.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"
#include "quote/quotebuilder.h"
#include "rules/validator.h"

namespace cq {

namespace {

// The generated cluster for @p servers of @p gpu; nullopt with @p why.
std::optional<GeneratedCluster> generateCluster(const SizingContext &cx, const GpuModel &gpu, int servers,
                                                SizingCandidate *c, QString *why)
{
    FabricSpec spec;
    spec.serverCount = servers;
    spec.fabric = LinkKind::InfiniBand;
    spec.nicRateGbps = servers * spec.gpusPerServer >= 32 ? 400 : 200;
    spec.switchPorts = 0;
    const QSet<QString> priced = CatalogChoice::skusOf(cx.book.items);
    CatalogChoice::fitToGpu(cx.catalog, gpu, &spec, priced);
    const std::optional<GeneratorTemplates> templates
        = CatalogChoice::choose(cx.catalog, CatalogChoice::gpuKey(gpu), &spec, why, priced);
    if (!templates)
        return std::nullopt;
    std::optional<GeneratedCluster> cluster = FabricGenerator::generate(spec, templates->server, templates->sw, why, &cx.catalog);
    if (!cluster)
        return std::nullopt;
    c->serverSku = templates->server.sku;
    c->switchSku = templates->sw.sku;
    c->fabric = spec.fabric;
    c->nicsPerServer = spec.nicsPerServer;
    c->nicRateGbps = spec.nicRateGbps;
    c->gpusPerServer = spec.gpusPerServer;
    c->notes = templates->notes;
    cluster->design.quote.term = cx.term;
    return cluster;
}

// One TP all_reduce of @p bytes on a node of @p tp GPUs (a copy of the first server, no cables).
CollectiveEstimate tensorParallelAllReduce(const Design &design, int tp, double bytes)
{
    Design one;
    one.servers = {design.servers.first()};
    one.servers.first().gpuCount = tp;
    AnalysisOptions options;
    options.messageBytes = bytes;
    options.sweep = false;
    const DesignAnalysis a = analyze(one, options);
    return a.clusters.isEmpty() ? CollectiveEstimate{} : a.clusters.first().allReduce;
}

QString collectiveText(const CollectiveEstimate &e)
{
    return CandidateBuilder::tr("%1 / %2 over %3 ranks, %4 MB, busbw %5 GB/s")
        .arg(e.algorithm, e.protocol, countText(e.ranks)).arg(e.bytes / 1e6, 0, 'f', 1).arg(e.busbwGBps, 0, 'f', 1);
}

void addMoney(const SizingContext &cx, SizingCandidate *c)
{
    // The design carries the region, so the file --generate writes quotes to the same figures.
    c->design.quote.extras.region = cx.region;
    const QuoteExtras &extras = c->design.quote.extras;
    const Quote monthly = buildQuote(c->design, cx.book, Term::Monthly, extras);
    const Quote annual = buildQuote(c->design, cx.book, Term::Annual, extras);
    const Quote hourly = buildQuote(c->design, cx.book, Term::Hourly, extras);
    // The rent of one period of each term; one-off charges (cables and optics) are paid once.
    c->monthlyTotal = monthly.recurring.total;
    c->annualTotal = annual.recurring.total;
    c->hourlyTotal = hourly.recurring.total;
    const Quote &chosen = cx.term == Term::Annual ? annual : cx.term == Term::Hourly ? hourly : monthly;
    c->oneOffTotal = chosen.oneOff.total;
    c->perMonth = chosen.totalPerMonth();
    for (const QuoteLine &line : chosen.lines) {
        if (line.priceMissing && !c->priceMissing.contains(line.sku))
            c->priceMissing.append(line.sku);
    }
    // The customer rents whole periods of the term: months, years or hours (RentedRun).
    const RentedRun rented
        = RentedRun::of(cx.term, c->time.total.value, chosen.recurring.total, chosen.oneOff.total, cx.book.hoursPerMonth);
    c->runCost = rented.cost;
    c->runCostFormula.value = rented.periods;
    c->runCostFormula.formula = rented.formula;
}

} // namespace

int CandidateBuilder::tensorParallelDomain(IntraFabric fabric, int gpusPerServer)
{
    return fabric == IntraFabric::NVSwitch || fabric == IntraFabric::HCCS ? gpusPerServer : 1;
}

SizingCandidate CandidateBuilder::build(const SizingContext &cx, const QString &gpuKey, int servers)
{
    SizingCandidate c;
    c.gpuKey = gpuKey;
    c.servers = servers;
    c.term = cx.term;
    const GpuModel *gpu = CatalogChoice::gpuByKey(cx.catalog, gpuKey);
    if (!gpu) {
        c.problem = tr("the catalog offers no GPU \"%1\"").arg(gpuKey);
        return c;
    }
    c.gpuName = gpu->name;
    c.gpuMemoryGB = gpu->memoryGB;
    c.softwareStack = gpu->softwareStack;
    // The job as this GPU runs it: FP8 only where it has FP8 tensor cores, else BF16 and a reason.
    TrainingJob job = cx.job;
    const bool fp8Fallback = job.precision == Precision::Fp8 && fp8DenseTflops(gpu->arch, gpu->tflopsBf16) <= 0;
    if (fp8Fallback) {
        job.precision = Precision::Bf16;
        c.reasons.append({QStringLiteral("precision"), SizingVerdict::Caution,
                          tr("%1 has no FP8 tensor cores: BF16 peak used").arg(gpu->name)});
    }
    c.precision = job.precision;
    QString why;
    std::optional<GeneratedCluster> cluster = generateCluster(cx, *gpu, servers, &c, &why);
    if (!cluster) {
        c.problem = why;
        return c;
    }
    c.design = std::move(cluster->design);
    c.gpus = servers * c.gpusPerServer;
    const Server &first = c.design.servers.first();
    c.plan = ParallelPlan::choose(job, c.gpus, tensorParallelDomain(first.fabric, c.gpusPerServer), gpu->memoryGB);
    if (!c.plan.ok()) {
        c.problem = tr("%1 does not fit: %2").arg(job.name, c.plan.problem);
        return c;
    }
    const double activationBytes = TrainingTime::activationMessageBytes(cx.job);
    AnalysisOptions options; // 1 GiB all_reduce over the cluster, as `analyze` shows it
    options.collectives = {Collective::SendRecv};
    options.sweepBytes = {activationBytes};
    options.training.parameters = cx.job.parameters;
    options.training.tokens = cx.job.tokens;
    options.training.batchTokens = cx.job.batchTokens;
    options.training.tensorParallel = c.plan.tensorParallel;
    options.training.pipelineParallel = c.plan.pipelineParallel;
    options.training.dataParallel = c.plan.dataParallel;
    options.training.mfu = cx.job.mfu;
    // options.training.precision stays BF16 even for FP8: Transformer Engine all-reduces BF16 gradients.
    const DesignAnalysis analysis = analyze(c.design, options);
    if (analysis.clusters.isEmpty()) {
        c.problem = tr("the generated design has no GPU server");
        return c;
    }
    const ClusterAnalysis &cluster0 = analysis.clusters.first();
    const double bf16Tflops = cluster0.gpus > 0 ? cluster0.peakTflopsBf16 / cluster0.gpus : 0;
    c.peakTflops = job.precision == Precision::Fp8 ? fp8DenseTflops(gpu->arch, bf16Tflops) : bf16Tflops;
    c.clusterBusbw.value = cluster0.allReduce.busbwGBps;
    c.clusterBusbw.formula = tr("all_reduce 1 GiB over %1 GPUs: %2 (%3)")
                                 .arg(countText(cluster0.gpus), collectiveText(cluster0.allReduce), cluster0.allReduce.bottleneck);
    StepCommunication comm;
    comm.dpAllReduceSeconds = cluster0.training.allReduceSeconds;
    comm.dpAllReduceText = tr("%1 MB, %2").arg(countText(cluster0.training.plan.gradientBytes / 1e6), cluster0.training.allReduceText);
    if (!cluster0.sweep.isEmpty()) {
        comm.ppSendRecvSeconds = cluster0.sweep.first().timeUs / 1e6;
        comm.ppSendRecvText = tr("send/recv %1").arg(collectiveText(cluster0.sweep.first()));
    }
    if (c.plan.tensorParallel > 1) {
        const CollectiveEstimate tp = tensorParallelAllReduce(c.design, c.plan.tensorParallel, activationBytes);
        comm.tpAllReduceSeconds = tp.timeUs / 1e6;
        comm.tpAllReduceText = collectiveText(tp);
    }
    c.time = TrainingTime::estimate(job, c.plan, c.peakTflops, comm);
    addMoney(cx, &c);
    c.powerKw = designPower(c.design).totalKw();
    c.checkpoint.value = checkpointBytes(cx.job.parameters);
    c.checkpoint.formula = tr("14 B (BF16 weights, FP32 weights, momentum, variance) x %1 = %2")
                               .arg(formatScaledCount(cx.job.parameters), gigabytesText(c.checkpoint.value));
    c.checkpointWrite.value = c.checkpoint.value / (servers * kNvmeWriteGBps * 1e9);
    c.checkpointWrite.formula = tr("%1 / (%2 servers x %3 GB/s local NVMe, assumed) = %4 s")
                                    .arg(gigabytesText(c.checkpoint.value), countText(servers)).arg(kNvmeWriteGBps)
                                    .arg(countText(c.checkpointWrite.value));
    if (const int errors = countOf(validate(c.design), Severity::Error); errors > 0)
        c.reasons.append({QStringLiteral("validate"), SizingVerdict::NotAdvised,
                          tr("the generated design breaks %n design rule(s)", nullptr, errors)});
    return c;
}

} // namespace cq
