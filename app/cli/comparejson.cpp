#include "comparejson.h"

#include "clijson.h"
#include "compare/comparetext.h"
#include "quote/ppm.h"

#include <QJsonArray>

namespace cq::CliJson {

namespace {

QString betterKey(Better better)
{
    switch (better) {
    case Better::Higher: return QStringLiteral("higher");
    case Better::Lower: return QStringLiteral("lower");
    case Better::None: break;
    }
    return QStringLiteral("none");
}

QJsonObject inputs(const Comparison &c, const TrainingInputs &t)
{
    const WhatIf &w = c.inputs.whatIf;
    QJsonObject o{{"parameters", t.parameters}, {"tokens", t.tokens}, {"batch_tokens", t.batchTokens},
                  {"tensor_parallel", t.tensorParallel}, {"pipeline_parallel", t.pipelineParallel}, {"mfu", t.mfu},
                  {"discount_percent", w.discountPpm / double(Ppm::kPerPercent)},
                  {"discount_ppm", w.discountPpm}, {"message_bytes", c.inputs.messageBytes}};
    o.insert("power_fen_per_kwh", w.powerFenPerKwh ? QJsonValue(double(*w.powerFenPerKwh)) : QJsonValue());
    if (!c.designs.isEmpty())
        o.insert("term", termKey(c.designs.first().term));
    if (w.servers)
        o.insert("servers", *w.servers);
    if (w.nicRateGbps)
        o.insert("nic_rate_Gbps", *w.nicRateGbps);
    if (w.oversubscription)
        o.insert("oversubscription", *w.oversubscription);
    return o;
}

} // namespace

QJsonObject comparison(const Comparison &c)
{
    QJsonArray designs;
    for (const DesignFigures &d : c.designs) {
        // Why its cost rows are null with price_missing true (empty: every line priced).
        const QString missing = CompareText::priceMissingReason(d);
        designs.append(QJsonObject{{"name", d.name}, {"problem", d.problem},
                                   {"training_problem", d.training.plan.problem},
                                   {"price_missing", missing.isEmpty() ? QJsonValue() : QJsonValue(missing)}});
    }
    QJsonArray rows;
    for (const CompareRow &r : c.rows) {
        QJsonArray values, best, missing;
        for (const CompareValue &v : r.values) {
            values.append(!v.valid ? QJsonValue() : v.isMoney ? money(v.money) : QJsonValue(v.number));
            missing.append(v.priceMissing); // null value because a quote line has no price
        }
        for (const bool b : r.best)
            best.append(b);
        rows.append(QJsonObject{{"key", r.key}, {"label", r.label}, {"unit", r.unit}, {"better", betterKey(r.better)},
                                {"values", values}, {"best", best}, {"price_missing", missing}});
    }
    const int cheapest = c.cheapestRun();
    return {{"inputs", inputs(c, WhatIfApplier::apply(c.inputs.training, c.inputs.whatIf))}, {"designs", designs},
            {"rows", rows}, {"cheapest_run", cheapest < 0 ? QJsonValue() : QJsonValue(cheapest)}};
}

} // namespace cq::CliJson
