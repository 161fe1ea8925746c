#include "sizejson.h"

#include "clijson.h"

#include <QJsonArray>

namespace cq::SizeJson {

namespace {

QJsonObject figure(const SizingFigure &f)
{
    return {{"value", f.value}, {"formula", f.formula}};
}

QJsonObject memory(const MemoryEstimate &m)
{
    return {{"weights_bytes", figure(m.weights)}, {"gradients_bytes", figure(m.gradients)},
            {"optimizer_bytes", figure(m.optimizer)}, {"activations_bytes", figure(m.activations)},
            {"total_bytes", figure(m.total)}, {"usable_bytes", figure(m.usable)}, {"fits", m.fits}};
}

QJsonObject candidate(const SizingCandidate &c, int rank)
{
    QJsonArray reasons;
    for (const SizingReason &r : c.reasons)
        reasons.append(QJsonObject{{"rule", r.rule}, {"verdict", sizingVerdictKey(r.verdict)}, {"text", r.text}});
    const ParallelPlan &p = c.plan;
    const QJsonObject plan{{"tensor_parallel", p.tensorParallel}, {"pipeline_parallel", p.pipelineParallel},
                           {"data_parallel", p.dataParallel}, {"micro_batches", p.microBatches},
                           {"formula", p.layout.formula}, {"memory", memory(p.memory)}};
    const QJsonObject time{{"compute_s", figure(c.time.compute)}, {"data_parallel_s", figure(c.time.dataParallel)},
                           {"tensor_parallel_s", figure(c.time.tensorParallel)}, {"pipeline_s", figure(c.time.pipeline)},
                           {"total_s", figure(c.time.total)}, {"days", c.time.days()}};
    return {{"rank", rank}, {"label", c.label()}, {"gpu", c.gpuKey}, {"gpu_name", c.gpuName},
            {"gpu_memory_GB", c.gpuMemoryGB}, {"servers", c.servers}, {"gpus_per_server", c.gpusPerServer},
            {"gpus", c.gpus}, {"server_sku", c.serverSku}, {"switch_sku", c.switchSku},
            {"fabric", linkKindKey(c.fabric)}, {"nics_per_server", c.nicsPerServer}, {"nic_rate_Gbps", c.nicRateGbps},
            {"precision", precisionKey(c.precision)}, {"peak_tflops", c.peakTflops}, {"plan", plan}, {"time", time},
            {"cluster_all_reduce_busbw_GBps", figure(c.clusterBusbw)}, {"term", termKey(c.term)},
            {"per_month", CliJson::money(c.perMonth)}, {"monthly_total", CliJson::money(c.monthlyTotal)},
            {"annual_total", CliJson::money(c.annualTotal)}, {"hourly_total", CliJson::money(c.hourlyTotal)},
            {"one_off_total", CliJson::money(c.oneOffTotal)},
            {"run_cost", c.priced() ? CliJson::money(c.runCost) : QJsonValue()},
            {"run_cost_formula", c.runCostFormula.formula}, {"price_missing", QJsonArray::fromStringList(c.priceMissing)},
            {"power_kW", c.powerKw}, {"checkpoint_bytes", figure(c.checkpoint)},
            {"checkpoint_write_s", figure(c.checkpointWrite)}, {"verdict", sizingVerdictKey(c.verdict())},
            {"reasons", reasons}, {"notes", QJsonArray::fromStringList(c.notes)}};
}

QJsonArray candidates(const QList<SizingCandidate> &list)
{
    QJsonArray a;
    for (int i = 0; i < list.size(); ++i)
        a.append(list.at(i).ok() ? candidate(list.at(i), i + 1)
                                 : QJsonObject{{"rank", i + 1}, {"gpu", list.at(i).gpuKey}, {"servers", list.at(i).servers},
                                               {"problem", list.at(i).problem}, {"plan", QJsonObject{{"memory", memory(list.at(i).plan.memory)}}}});
    return a;
}

} // namespace

QJsonObject advice(const SizingAdvice &a)
{
    const TrainingJob &j = a.request.job;
    const QJsonObject job{{"name", j.name}, {"parameters", j.parameters}, {"layers", j.layers}, {"hidden", j.hidden},
                          {"heads", j.heads}, {"sequence", j.sequence}, {"micro_batch", j.microBatch},
                          {"tokens", j.tokens}, {"batch_tokens", j.batchTokens}, {"zero_stage", j.zeroStage},
                          {"recompute", recomputeKey(j.recompute)}, {"mfu", j.mfu}, {"precision", precisionKey(j.precision)},
                          {"source", j.source},
                          {"model_state_bytes", MemoryEstimate::modelStateBytes(j.parameters)},
                          {"weight_bytes", MemoryEstimate::weightBytes(j.parameters)}};
    const QJsonObject goal{{"days", a.request.goal.days ? QJsonValue(*a.request.goal.days) : QJsonValue()},
                           {"budget", a.request.goal.budget ? CliJson::money(MoneyRange::fixed(*a.request.goal.budget)) : QJsonValue()}};
    return {{"job", job}, {"goal", goal}, {"term", termKey(a.request.term)},
            {"region", a.request.region.isEmpty() ? QJsonValue() : QJsonValue(a.request.region)},
            {"problem", a.ok() ? QJsonValue() : QJsonValue(a.problem)}, {"candidates", candidates(a.candidates)},
            {"more_candidates", a.moreCandidates}, {"nearest", candidates(a.nearest)},
            {"notes", QJsonArray::fromStringList(a.notes)}};
}

} // namespace cq::SizeJson
