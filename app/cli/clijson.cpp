#include "clijson.h"

#include "quote/currencyconversion.h"

namespace cq::CliJson {

namespace {
QJsonArray idArray(const QList<QUuid> &ids)
{
    QJsonArray a;
    for (const QUuid &id : ids)
        a.append(id.toString(QUuid::WithoutBraces));
    return a;
}

QString scopeKey(bool crossNode)
{
    return crossNode ? QStringLiteral("network") : QStringLiteral("intra-node");
}

/** @p value, or null where the estimate could not be made (its bottleneck says why). */
QJsonValue ifFeasible(const CollectiveEstimate &e, const QJsonValue &value)
{
    return e.feasible ? value : QJsonValue(QJsonValue::Null);
}

QJsonObject estimate(const CollectiveEstimate &e)
{
    return {{"collective", e.collective}, {"bytes", e.bytes}, {"time_us", ifFeasible(e, e.timeUs)},
            {"algbw_GBps", ifFeasible(e, e.algbwGBps)}, {"busbw_GBps", ifFeasible(e, e.busbwGBps)},
            {"algorithm", ifFeasible(e, e.algorithm)}, {"protocol", ifFeasible(e, e.protocol)}, {"ranks", e.ranks},
            {"latency_us", e.latencyUs}, {"bandwidth_us", e.bandwidthUs}, {"bottleneck_GBps", e.bottleneckGBps},
            {"model_algbw_GBps", e.modelAlgbwGBps}, {"bottleneck", e.bottleneck}, {"scope", scopeKey(e.crossNode)},
            {"feasible", e.feasible}};
}

QJsonObject failure(const FailureImpact &f)
{
    return {{"applicable", f.applicable}, {"element", f.element}, {"bisection_Gbps", f.bisectionGbps},
            {"loss_percent", f.lossPercent}, {"effect", f.effect}};
}

QJsonObject fabric(const DesignAnalysis &result)
{
    QJsonArray switches;
    for (const SwitchLoad &s : result.switches)
        switches.append(QJsonObject{{"id", s.switchId.toString(QUuid::WithoutBraces)}, {"name", s.name},
                                    {"tier", s.tier}, {"ports_used", s.portsUsed}, {"ports", s.portCount},
                                    {"downlink_Gbps", s.downlinkGbps}, {"uplink_Gbps", s.uplinkGbps},
                                    {"oversubscription", s.oversubscription}});
    QJsonArray tiers;
    for (const TierLoad &t : result.tiers)
        tiers.append(QJsonObject{{"tier", t.tier}, {"switches", t.switches}, {"downlink_Gbps", t.downlinkGbps},
                                 {"uplink_Gbps", t.uplinkGbps}, {"oversubscription", t.oversubscription}});
    const FabricSummary &f = result.fabric;
    return {{"tiers", f.tiers}, {"servers", f.servers}, {"fabrics", f.fabrics}, {"cabled_servers", f.cabledServers},
            {"bisection_Gbps", f.bisectionGbps},
            {"ideal_bisection_Gbps", f.idealBisectionGbps}, {"bisection_method", f.bisectionMethod},
            {"diameter_switch_hops", f.diameterSwitchHops}, {"average_switch_hops", f.averageSwitchHops},
            {"spine_failure", failure(f.spineFailure)}, {"link_failure", failure(f.linkFailure)},
            {"switches", switches}, {"tier_loads", tiers}};
}

QJsonObject training(const TrainingEstimate &t)
{
    return {{"valid", t.valid()}, {"problem", t.plan.problem}, {"data_parallel", t.plan.dataParallel},
            {"tensor_parallel", t.plan.tensorParallel}, {"pipeline_parallel", t.plan.pipelineParallel},
            {"gradient_bytes", t.plan.gradientBytes}, {"peak_tflops", t.peakTflops},
            {"compute_s", t.computeSeconds}, {"all_reduce_s", t.allReduceSeconds},
            {"exposed_comm_s", t.exposedCommSeconds}, {"step_s", t.stepSeconds},
            {"tokens_per_s", t.tokensPerSecond}, {"train_s", t.trainSeconds},
            {"scaling_efficiency", t.scalingEfficiency}, {"all_reduce", t.allReduceText}};
}

QJsonObject cluster(const ClusterAnalysis &c)
{
    return {{"cluster", c.cluster}, {"nodes", c.nodes}, {"gpus", c.gpus}, {"gpus_per_node", c.gpusPerNode},
            {"scope", scopeKey(c.crossNode)}, {"intra_node_GBps", c.intraNodeGBps}, {"network_GBps", c.networkGBps},
            {"nic_GBps", c.nicGBps}, {"network_efficiency", c.networkEfficiency},
            {"link_kind", c.crossNode ? linkKindKey(c.linkKind) : QString()},
            {"nic_transport", c.crossNode ? nicTransportKey(c.nicTransport) : QString()},
            {"worst_oversubscription", c.worstOversubscription}, {"worst_switch", c.worstSwitch},
            {"leaves", c.leaves}, {"rail_aligned", c.railAligned}, {"cross_room", c.crossRoom},
            {"peak_tflops_bf16", c.peakTflopsBf16}, {"cross_node", c.crossNode},
            {"all_reduce", estimate(c.allReduce)}, {"training", training(c.training)}};
}
} // namespace

QJsonValue money(const MoneyRange &range)
{
    if (range.isFixed())
        return range.min.toDecimalString();
    return QJsonObject{{"min", range.min.toDecimalString()}, {"max", range.max.toDecimalString()}};
}

QJsonArray diagnostics(const QList<Diagnostic> &list)
{
    QJsonArray a;
    for (const Diagnostic &d : list)
        a.append(QJsonObject{{"code", d.code}, {"severity", severityKey(d.severity)},
                             {"message", d.message}, {"ids", idArray(d.ids)}});
    return a;
}

QJsonObject analysis(const DesignAnalysis &result)
{
    QJsonArray clusters;
    QJsonArray collectives;
    for (const ClusterAnalysis &c : result.clusters) {
        clusters.append(cluster(c));
        for (const CollectiveEstimate &e : c.sweep) {
            QJsonObject o = estimate(e);
            o.insert(QStringLiteral("cluster"), c.cluster);
            collectives.append(o);
        }
    }
    // The design's one power figure (designpower.h): every server and switch, kW and W.
    const QJsonObject power{{"kW", result.power.totalKw()}, {"servers_W", result.power.serversW},
                            {"switches_W", result.power.switchesW}, {"total_W", result.power.totalW()}};
    return {{"message_bytes", result.messageBytes}, {"fabric", fabric(result)}, {"clusters", clusters},
            {"collectives", collectives}, {"power", power}};
}

QJsonObject quote(const Quote &q)
{
    QJsonArray lines;
    for (const QuoteLine &l : q.lines)
        lines.append(QJsonObject{{"sku", l.sku}, {"description", l.description}, {"quantity", l.quantity},
                                 {"unit", priceUnitKey(l.unit)}, {"kind", priceKindKey(l.kind)},
                                 {"estimate", l.isEstimate()},
                                 {"unit_price", l.priceMissing ? QJsonValue() : money(l.unitPrice)},
                                 // One-off: charged once, no months (null), counted in "one_off".
                                 {"months", l.oneOff ? QJsonValue() : QJsonValue(l.months)}, {"one_off", l.oneOff},
                                 {"share_percent", l.sharePpm / double(Ppm::kPerPercent)},
                                 {"share_ppm", l.sharePpm},
                                 {"discount_percent", l.discountPpm / double(Ppm::kPerPercent)},
                                 {"discount_ppm", l.discountPpm}, {"discount_name", l.discountName},
                                 {"target_price", l.targetPrice && !l.priceMissing
                                                      ? QJsonValue(l.targetPrice->toDecimalString()) : QJsonValue()},
                                 // A line without a price never reads as "0.00": null, and price_missing says why.
                                 {"amount", l.priceMissing ? QJsonValue() : money(l.amount)},
                                 {"included", l.included}, {"note", l.note},
                                 {"published_range", l.isPublishedRange()}, {"price_missing", l.priceMissing},
                                 {"per_hour", l.perHour},
                                 {"includes", QJsonArray::fromStringList(
                                                  inclusionsKey(l.includes).split(u',', Qt::SkipEmptyParts))}});
    // The hidden-fee checklist as the quote shows it (an IB port fee follows the quote's lines).
    QJsonArray checklist;
    constexpr const char *kStates[] = {"unchecked", "not-applicable", "included", "priced"};
    for (const HiddenFeeCheck &c : q.checklist)
        checklist.append(QJsonObject{{"fee", hiddenFeeKey(c.fee)}, {"state", kStates[int(c.state)]},
                                     {"price", c.state == HiddenFeeCheck::State::Priced ? money(c.price) : QJsonValue()},
                                     {"from_quote", c.fromQuote}, {"note", c.note}});
    return {{"number", q.draft ? QJsonValue() : QJsonValue(q.settings.quoteNumber)}, {"draft", q.draft},
            {"customer", q.settings.customer},
            {"date", q.settings.date.toString(Qt::ISODate)}, {"validity_days", q.settings.validityDays},
            {"term", termKey(q.settings.term)}, {"currency", q.currency}, {"lines", lines},
            {"subtotal", money(q.subtotal)}, {"vat_percent", q.vatBasisPoints / 100.0},
            {"prices_include_vat", q.pricesIncludeVat}, {"vat", money(q.vat)}, {"total", money(q.total)},
            // The recurring and one-off parts the total adds up (a monthly total: the first invoice).
            {"recurring", QJsonObject{{"subtotal", money(q.recurring.subtotal)}, {"vat", money(q.recurring.vat)},
                                      {"total", money(q.recurring.total)}}},
            {"one_off", QJsonObject{{"subtotal", money(q.oneOff.subtotal)}, {"vat", money(q.oneOff.vat)},
                                    {"total", money(q.oneOff.total)}}},
            {"has_estimates", q.hasEstimates()}, {"rounding", q.roundingRule}, {"checklist", checklist},
            {"warnings", QJsonArray::fromStringList(q.warnings)},
            {"assumptions", QJsonArray::fromStringList(q.assumptions)},
            {"cny_per_usd", q.cnyPerUsdE4 > 0 ? QJsonValue(usdRateText(q.cnyPerUsdE4)) : QJsonValue()},
            {"usd_rate_date", q.usdRateDate.isValid() ? QJsonValue(q.usdRateDate.toString(Qt::ISODate)) : QJsonValue()}};
}

} // namespace cq::CliJson
