#include "comparison.h"

#include <algorithm>

namespace cq {

namespace {

CompareValue number(bool valid, double value)
{
    CompareValue v;
    v.valid = valid;
    v.number = value;
    return v;
}

// @p missing: the quote the figure comes from has a price-missing line, so there is no figure.
CompareValue money(bool valid, const MoneyRange &range, bool missing)
{
    CompareValue v;
    v.valid = valid && !missing;
    v.priceMissing = valid && missing;
    v.isMoney = true;
    v.money = range;
    v.number = (double(range.min.fen()) + double(range.max.fen())) / 2;
    return v;
}

// One row from a per-design figure.
template<typename Value>
CompareRow makeRow(const QList<DesignFigures> &designs, const char *key, const QString &label, const QString &unit,
                   Better better, int decimals, Value value)
{
    CompareRow row{QString::fromLatin1(key), label, unit, better, decimals, {}, {}};
    for (const DesignFigures &d : designs)
        row.values.append(value(d));
    ComparisonBuilder::markBest(&row);
    return row;
}

} // namespace

const CompareRow *Comparison::row(const QString &key) const
{
    const auto it = std::find_if(rows.cbegin(), rows.cend(), [&](const CompareRow &r) { return r.key == key; });
    return it == rows.cend() ? nullptr : &*it;
}

int Comparison::cheapestRun() const
{
    const CompareRow *cost = row(QStringLiteral("run_cost"));
    int best = -1;
    for (int i = 0; cost && i < cost->values.size(); ++i) {
        if (cost->values[i].valid && (best < 0 || cost->values[i].number < cost->values[best].number))
            best = i;
    }
    return best;
}

void ComparisonBuilder::markBest(CompareRow *row)
{
    row->best = QList<bool>(row->values.size(), false);
    QList<double> valid;
    for (const CompareValue &v : row->values)
        if (v.valid)
            valid.append(v.number);
    if (row->better == Better::None || valid.size() < 2)
        return;
    const auto [lo, hi] = std::minmax_element(valid.cbegin(), valid.cend());
    if (*lo == *hi)
        return; // all equal: nothing is better
    const double target = row->better == Better::Higher ? *hi : *lo;
    for (int i = 0; i < row->values.size(); ++i)
        row->best[i] = row->values[i].valid && row->values[i].number == target;
}

QList<CompareRow> ComparisonBuilder::rows(const QList<DesignFigures> &d)
{
    const QString cny = QStringLiteral("CNY");
    return {
        makeRow(d, "gpus", tr("GPUs"), QString(), Better::None, 0,
                [](const DesignFigures &f) { return number(f.ok(), f.gpus); }),
        makeRow(d, "peak_pflops", tr("Peak dense BF16"), tr("PFLOPS"), Better::Higher, 2,
                [](const DesignFigures &f) { return number(f.ok(), f.peakPflops); }),
        makeRow(d, "busbw_intra_GBps", tr("all_reduce busbw in a node, 1 GiB"), tr("GB/s"), Better::Higher, 1,
                [](const DesignFigures &f) { return number(f.ok() && f.intraBusbwGBps > 0, f.intraBusbwGBps); }),
        makeRow(d, "busbw_inter_GBps", tr("all_reduce busbw across nodes, 1 GiB"), tr("GB/s"), Better::Higher, 1,
                [](const DesignFigures &f) { return number(f.ok() && f.interBusbwGBps > 0, f.interBusbwGBps); }),
        makeRow(d, "oversubscription", tr("Worst oversubscription"), tr(":1"), Better::Lower, 2,
                [](const DesignFigures &f) { return number(f.ok(), f.oversubscription); }),
        makeRow(d, "step_s", tr("Step time"), tr("s"), Better::Lower, 2,
                [](const DesignFigures &f) { return number(f.trains(), f.training.stepSeconds); }),
        makeRow(d, "tokens_per_s", tr("Throughput"), tr("tokens/s"), Better::Higher, 0,
                [](const DesignFigures &f) { return number(f.trains(), f.training.tokensPerSecond); }),
        makeRow(d, "train_days", tr("Time to train"), tr("days"), Better::Lower, 1,
                [](const DesignFigures &f) { return number(f.trains(), f.training.trainSeconds / 86400); }),
        makeRow(d, "monthly", tr("Monthly cost"), cny, Better::Lower, 2,
                [](const DesignFigures &f) { return money(f.ok(), f.monthly, !f.monthlyPriceMissing.isEmpty()); }),
        makeRow(d, "annual", tr("Annual cost"), cny, Better::Lower, 2,
                [](const DesignFigures &f) { return money(f.ok(), f.annual, !f.annualPriceMissing.isEmpty()); }),
        makeRow(d, "run_cost", tr("Cost of one training run"), cny, Better::Lower, 2,
                [](const DesignFigures &f) { return money(f.trains(), f.runCost, f.runPriceMissing()); }),
        makeRow(d, "cost_per_pflop_hour", tr("Cost per effective PFLOP-hour"), cny, Better::Lower, 2,
                [](const DesignFigures &f) { return money(f.trains(), f.costPerPflopHour, f.runPriceMissing()); }),
        makeRow(d, "power_kw", tr("Power at full load, servers and switches"), tr("kW"), Better::Lower, 2,
                [](const DesignFigures &f) { return number(f.ok(), f.powerKw); }),
        makeRow(d, "errors", tr("Errors"), QString(), Better::Lower, 0,
                [](const DesignFigures &f) { return number(true, f.errors); }),
        makeRow(d, "warnings", tr("Warnings"), QString(), Better::Lower, 0,
                [](const DesignFigures &f) { return number(true, f.warnings); }),
    };
}

Comparison ComparisonBuilder::compare(const QList<Entry> &entries, const PriceBook &book, const CompareInputs &inputs)
{
    Comparison c;
    c.inputs = inputs;
    for (const Entry &e : entries)
        c.designs.append(DesignFiguresBuilder::build(e.name, e.design, book, inputs));
    c.rows = rows(c.designs);
    return c;
}

} // namespace cq
