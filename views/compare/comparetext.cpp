#include "comparetext.h"

#include "compare/scaledvalue.h"
#include "format/moneyformat.h"

#include <QLocale>

#include <algorithm>

namespace cq {

QString CompareText::cell(const CompareRow &row, int design)
{
    const CompareValue &v = row.values.value(design);
    if (!v.valid)
        return QStringLiteral("-");
    if (v.isMoney)
        return formatMoneyRange(v.money);
    return QLocale::c().toString(v.number, 'f', row.decimals);
}

QString CompareText::label(const CompareRow &row)
{
    return row.unit.isEmpty() ? row.label : tr("%1 (%2)").arg(row.label, row.unit);
}

QString CompareText::recommendation(const Comparison &c)
{
    const int best = c.cheapestRun();
    if (best < 0)
        return tr("No design can run this job: %1").arg(c.designs.isEmpty() ? QString() : c.designs.first().training.plan.problem);
    const DesignFigures &b = c.designs.at(best);
    QStringList against;
    for (int i = 0; i < c.designs.size(); ++i) {
        const DesignFigures &o = c.designs.at(i);
        if (i == best || !o.trains())
            continue;
        const double mine = (double(b.runCost.min.fen()) + b.runCost.max.fen()) / 2;
        const double theirs = (double(o.runCost.min.fen()) + o.runCost.max.fen()) / 2;
        // The saving between the two ranges' midpoints, in whole fen: the sum of the ends'
        // differences halved, halves away from zero (as every amount is rounded), not truncated.
        const qint64 twice = (o.runCost.min.fen() + o.runCost.max.fen()) - (b.runCost.min.fen() + b.runCost.max.fen());
        const Money saving((twice + (twice >= 0 ? 1 : -1)) / 2);
        const double days = (o.training.trainSeconds - b.training.trainSeconds) / 86400;
        against.append(tr("against %1 it saves about %2 (%3 % of its run cost) and finishes %4 days %5")
                           .arg(o.name, formatMoney(saving, QStringLiteral("CNY")))
                           .arg(theirs > 0 ? 100 * (theirs - mine) / theirs : 0, 0, 'f', 1)
                           .arg(std::abs(days), 0, 'f', 1)
                           .arg(days >= 0 ? tr("sooner") : tr("later")));
    }
    return tr("Recommended: %1, the cheapest training run (%2, %3 days)%4%5.")
        .arg(b.name, formatMoneyRange(b.runCost, QStringLiteral("CNY")))
        .arg(b.training.trainSeconds / 86400, 0, 'f', 1)
        .arg(against.isEmpty() ? QString() : QStringLiteral("; "), against.join(QStringLiteral("; ")));
}

QStringList CompareText::assumptions(const Comparison &c)
{
    const TrainingInputs t = WhatIfApplier::apply(c.inputs.training, c.inputs.whatIf);
    const WhatIf &w = c.inputs.whatIf;
    QStringList out{
        tr("Model %1 parameters, %2 tokens, global batch %3 tokens; TP %4 x PP %5, data parallel over the rest.")
            .arg(formatScaledCount(t.parameters), formatScaledCount(t.tokens), QLocale::c().toString(t.batchTokens, 'f', 0))
            .arg(t.tensorParallel).arg(t.pipelineParallel),
        tr("Step time = 6 x parameters x batch tokens / (GPUs x dense BF16 peak x MFU %1 %) plus the exposed "
           "gradient all_reduce (NCCL cost model); pipeline bubbles are not modelled.").arg(100 * t.mfu, 0, 'f', 0),
        tr("Costs are quote totals with VAT; a run is charged per hour at a month of 730 hours%1.")
            .arg(c.designs.isEmpty() || c.designs.first().term == Term::Monthly ? tr(" on the monthly term")
                                                                               : tr(" on the annual term (annual total / 12)")),
        tr("Cost per effective PFLOP-hour = run cost / (6 x parameters x tokens / 3.6e18)."),
        tr("all_reduce busbw at %1 bytes, as nccl-tests reports it.").arg(QLocale::c().toString(c.inputs.messageBytes, 'f', 0)),
    };
    if (w.discountPpm > 0)
        out.append(tr("A discount of %1 is taken off every quote total.").arg(formatPpm(w.discountPpm)));
    const bool charged = std::any_of(c.designs.cbegin(), c.designs.cend(),
                                     [](const DesignFigures &d) { return d.quoteChargesPower; });
    if (w.powerFenPerKwh) {
        const QString price = formatMoney(Money(*w.powerFenPerKwh), QStringLiteral("CNY"));
        out.append(charged ? tr("Power is costed at %1 per kWh for 730 hours a month at full load, in place of the "
                                "price book's power charge.").arg(price)
                           : tr("Power is billed apart at %1 per kWh for 730 hours a month at full load.").arg(price));
    } else {
        out.append(charged ? tr("Power is charged as the price book prices it (the quote's power line).")
                           : tr("Power is included in the server rent."));
    }
    if (w.changesFabric())
        out.append(tr("What-if hardware: the cluster is regenerated as a fat tree from its first server and switch."));
    return out;
}

} // namespace cq
