#include "clijson.h"

namespace cq::CliJson {

namespace {
QJsonArray idArray(const QList<QUuid> &ids)
{
    QJsonArray a;
    for (const QUuid &id : ids)
        a.append(id.toString(QUuid::WithoutBraces));
    return a;
}

QJsonObject estimate(const CollectiveEstimate &e)
{
    return {{"collective", e.collective}, {"algorithm", e.algorithm}, {"protocol", e.protocol},
            {"bytes", e.bytes}, {"ranks", e.ranks}, {"time_us", e.timeUs}, {"latency_us", e.latencyUs},
            {"bandwidth_us", e.bandwidthUs}, {"algbw_GBps", e.algbwGBps}, {"busbw_GBps", e.busbwGBps},
            {"bottleneck_GBps", e.bottleneckGBps}, {"bottleneck", e.bottleneck}};
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
    QJsonArray switches;
    for (const SwitchLoad &s : result.switches)
        switches.append(QJsonObject{{"id", s.switchId.toString(QUuid::WithoutBraces)}, {"name", s.name},
                                    {"ports_used", s.portsUsed}, {"ports", s.portCount},
                                    {"downlink_Gbps", s.downlinkGbps}, {"uplink_Gbps", s.uplinkGbps},
                                    {"oversubscription", s.oversubscription}});
    QJsonArray clusters;
    for (const ClusterAnalysis &c : result.clusters)
        clusters.append(QJsonObject{{"cluster", c.cluster}, {"nodes", c.nodes}, {"gpus", c.gpus},
                                    {"gpus_per_node", c.gpusPerNode}, {"intra_node_GBps", c.intraNodeGBps},
                                    {"network_GBps", c.networkGBps},
                                    {"worst_oversubscription", c.worstOversubscription},
                                    {"peak_tflops_bf16", c.peakTflopsBf16}, {"power_kW", c.powerKw},
                                    {"cross_node", c.crossNode}, {"all_reduce", estimate(c.allReduce)}});
    return {{"message_bytes", result.messageBytes}, {"switches", switches}, {"clusters", clusters}};
}

QJsonObject quote(const Quote &q)
{
    QJsonArray lines;
    for (const QuoteLine &l : q.lines)
        lines.append(QJsonObject{{"sku", l.sku}, {"description", l.description}, {"quantity", l.quantity},
                                 {"unit", priceUnitKey(l.unit)}, {"kind", priceKindKey(l.kind)},
                                 {"estimate", l.isEstimate()}, {"unit_price", money(l.unitPrice)},
                                 {"months", l.months}, {"share_percent", l.shareBasisPoints / 100.0},
                                 {"amount", money(l.amount)}, {"included", l.included}, {"note", l.note}});
    return {{"number", q.settings.quoteNumber}, {"customer", q.settings.customer},
            {"date", q.settings.date.toString(Qt::ISODate)}, {"validity_days", q.settings.validityDays},
            {"term", termKey(q.settings.term)}, {"currency", q.currency}, {"lines", lines},
            {"subtotal", money(q.subtotal)}, {"vat_percent", q.vatBasisPoints / 100.0},
            {"prices_include_vat", q.pricesIncludeVat}, {"vat", money(q.vat)}, {"total", money(q.total)},
            {"has_estimates", q.hasEstimates()}, {"rounding", q.roundingRule},
            {"warnings", QJsonArray::fromStringList(q.warnings)}};
}

} // namespace cq::CliJson
