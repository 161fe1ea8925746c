#include "comparetext.h"

#include "compare/scaledvalue.h"
#include "format/moneyformat.h"
#include "pdf/documentwording.h"

#include <QLocale>

#include <algorithm>

namespace cq
{

namespace
{

/** @p source (QT_TRANSLATE_NOOP-marked in "cq::CompareText") in the document's or the UI's language. */
QString say(const DocumentWording *wording, const char *source)
{
    return wording ? wording->text("cq::CompareText", source) : CompareText::tr(source);
}

/** A row's label and unit as ComparisonBuilder::rows words them (by the row's key), so that a
 *  document in another language than the UI's words them at render time, without a global
 *  translator. A key not listed keeps the label the comparison holds. */
struct RowWording {
    const char *key;
    const char *label;
    const char *unit; ///< nullptr: the row's own unit (empty or "CNY", not translated)
};

constexpr char kRowContext[] = "cq::ComparisonBuilder";
constexpr RowWording kRows[] = {
    {"gpus", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "GPUs"), nullptr},
    {"peak_pflops", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Peak dense BF16"),
        QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "PFLOPS")},
    {"busbw_intra_GBps", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "all_reduce busbw in a node, 1 GiB"),
        QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "GB/s")},
    {"busbw_inter_GBps", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "all_reduce busbw across nodes, 1 GiB"),
        QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "GB/s")},
    {"oversubscription", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Worst oversubscription"),
        QT_TRANSLATE_NOOP("cq::ComparisonBuilder", ":1")},
    {"step_s", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Step time"),
        QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "s")},
    {"tokens_per_s", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Throughput"),
        QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "tokens/s")},
    {"train_days", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Time to train"),
        QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "days")},
    {"monthly", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Monthly cost"), nullptr},
    {"annual", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Annual cost"), nullptr},
    {"run_cost", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Cost of one training run"), nullptr},
    {"cost_per_pflop_hour", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Cost per effective PFLOP-hour"), nullptr},
    {"power_kw", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Power at full load, servers and switches"),
        QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "kW")},
    {"errors", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Errors"), nullptr},
    {"warnings", QT_TRANSLATE_NOOP("cq::ComparisonBuilder", "Warnings"), nullptr},
};

} // namespace

QString CompareText::cell(const CompareRow &row, int design, const DocumentWording *wording)
{
    const CompareValue &v = row.values.value(design);
    if (v.priceMissing)
        return say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "price missing"));
    if (!v.valid)
        return QStringLiteral("-");
    if (v.isMoney)
        return formatMoneyRange(v.money);
    return QLocale::c().toString(v.number, 'f', row.decimals);
}

QString CompareText::priceMissingReason(const DesignFigures &design, const DocumentWording *wording)
{
    const Term other = design.term == Term::Annual ? Term::Monthly : Term::Annual;
    const Term term = design.priceMissing(design.term).isEmpty() ? other : design.term;
    const QStringList &skus = design.priceMissing(term);
    if (skus.isEmpty())
        return QString();
    const QString termWord = term == Term::Annual ? say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "annual"))
                                                  : say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "monthly"));
    return (skus.size() == 1
                ? say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "%1 has no %2 price in the price book"))
                : say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "%1 have no %2 price in the price book")))
        .arg(skus.join(QStringLiteral(", ")), termWord);
}

QString CompareText::designName(const DesignFigures &design, const DocumentWording *wording)
{
    QString name = design.name;
    if (name.endsWith(QLatin1String(".cqd"), Qt::CaseInsensitive))
        name.chop(4);
    if (!design.ok() || design.servers <= 0)
        return name;
    static const struct {
        const char *source;
        const char *comment;
    } kServers = QT_TRANSLATE_N_NOOP3("cq::CompareText", "%1 · %n server(s)",
                                    "compare column, legend, recommendation: design name, GPU servers after the what-if");
    if (wording)
        return wording->text("cq::CompareText", kServers.source, kServers.comment, design.servers).arg(name);
    QString text = QCoreApplication::translate("cq::CompareText", kServers.source, kServers.comment, design.servers);
    // No installed catalogue has the text (an English UI, the C locale of a shell): the English
    // catalogue's numerus form ("4 servers", "1 server"), never the source's "server(s)".
    if (text == QString::fromUtf8(kServers.source).replace(QLatin1String("%n"), QString::number(design.servers))) {
        static const DocumentWording english(QStringLiteral("en"));
        text = english.text("cq::CompareText", kServers.source, kServers.comment, design.servers);
    }
    return text.arg(name);
}

QString CompareText::label(const CompareRow &row, const DocumentWording *wording)
{
    QString label = row.label;
    QString unit = row.unit;
    if (wording) {
        for (const RowWording &r : kRows) {
            if (row.key == QLatin1String(r.key)) {
                label = wording->text(kRowContext, r.label);
                unit = r.unit ? wording->text(kRowContext, r.unit) : row.unit;
            }
        }
    }
    return unit.isEmpty() ? label : say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "%1 (%2)")).arg(label, unit);
}

QString CompareText::recommendation(const Comparison &c, const DocumentWording *wording)
{
    QString unranked; // the designs whose run cost is price missing, one sentence each
    for (const DesignFigures &d : c.designs) {
        if (d.trains() && d.runPriceMissing())
            unranked += say(wording, QT_TRANSLATE_NOOP("cq::CompareText", " It cannot rank %1 on cost: %2."))
                      .arg(designName(d, wording), priceMissingReason(d, wording));
    }
    const int best = c.cheapestRun();
    if (best < 0 && !unranked.isEmpty())
        return say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "No design can be recommended on cost.")) + unranked;
    if (best < 0)
        return say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "No design can run this job: %1"))
            .arg(c.designs.isEmpty() ? QString() : c.designs.first().training.plan.problem);
    const DesignFigures &b = c.designs.at(best);
    QStringList against;
    for (int i = 0; i < c.designs.size(); ++i) {
        const DesignFigures &o = c.designs.at(i);
        if (i == best || !o.trains() || o.runPriceMissing())
            continue;
        const double mine = (double(b.runCost.min.fen()) + b.runCost.max.fen()) / 2;
        const double theirs = (double(o.runCost.min.fen()) + o.runCost.max.fen()) / 2;
        // The saving between the two ranges' midpoints, in whole fen: the sum of the ends'
        // differences halved, halves away from zero (as every amount is rounded), not truncated.
        const qint64 twice = (o.runCost.min.fen() + o.runCost.max.fen()) - (b.runCost.min.fen() + b.runCost.max.fen());
        const Money saving((twice + (twice >= 0 ? 1 : -1)) / 2);
        const double days = (o.training.trainSeconds - b.training.trainSeconds) / 86400;
        if (saving.fen() == 0 && std::abs(days) < 0.05) { // what would print as "saves 0.00 and finishes 0.0 days sooner"
            against.append(say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "%1 costs the same and takes as long"))
                               .arg(designName(o, wording)));
            continue;
        }
        against.append(say(wording, QT_TRANSLATE_NOOP("cq::CompareText",
                                        "against %1 it saves about %2 (%3 % of its run cost) and finishes %4 days %5"))
                           .arg(designName(o, wording), formatMoney(saving, QStringLiteral("CNY")))
                           .arg(theirs > 0 ? 100 * (theirs - mine) / theirs : 0, 0, 'f', 1)
                           .arg(std::abs(days), 0, 'f', 1)
                           .arg(days >= 0 ? say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "sooner"))
                                          : say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "later"))));
    }
    return say(
        wording, QT_TRANSLATE_NOOP("cq::CompareText", "Recommended: %1, the cheapest training run (%2, %3 days)%4%5."))
        .arg(designName(b, wording), formatMoneyRange(b.runCost, QStringLiteral("CNY")))
        .arg(b.training.trainSeconds / 86400, 0, 'f', 1)
        .arg(against.isEmpty() ? QString() : QStringLiteral("; "), against.join(QStringLiteral("; ")))
        + unranked;
}

QStringList CompareText::assumptions(const Comparison &c, const DocumentWording *wording)
{
    const TrainingInputs t = WhatIfApplier::apply(c.inputs.training, c.inputs.whatIf);
    const WhatIf &w = c.inputs.whatIf;
    QStringList out{
        say(wording,
            QT_TRANSLATE_NOOP("cq::CompareText",
                "Model %1 parameters, %2 tokens, global batch %3 tokens; TP %4 x PP %5, data parallel over the rest."))
            .arg(formatScaledCount(t.parameters), formatScaledCount(t.tokens),
                QLocale::c().toString(t.batchTokens, 'f', 0))
            .arg(t.tensorParallel)
            .arg(t.pipelineParallel),
        say(wording,
            QT_TRANSLATE_NOOP("cq::CompareText",
                "Step time = 6 x parameters x batch tokens / (GPUs x dense BF16 peak x MFU %1 %) plus the exposed "
                "gradient all_reduce (NCCL cost model); pipeline bubbles are not modelled."))
            .arg(100 * t.mfu, 0, 'f', 0),
        say(wording, QT_TRANSLATE_NOOP("cq::CompareText",
                         "Costs are quote totals with VAT; a run is charged per hour at a month of 730 hours%1."))
            .arg(c.designs.isEmpty() || c.designs.first().term == Term::Monthly
                     ? say(wording, QT_TRANSLATE_NOOP("cq::CompareText", " on the monthly term"))
                     : say(wording, QT_TRANSLATE_NOOP("cq::CompareText", " on the annual term (annual total / 12)"))),
        say(wording, QT_TRANSLATE_NOOP("cq::CompareText",
                         "Cost per effective PFLOP-hour = run cost / (6 x parameters x tokens / 3.6e18).")),
        say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "all_reduce busbw at %1 bytes, as nccl-tests reports it."))
            .arg(QLocale::c().toString(c.inputs.messageBytes, 'f', 0)),
    };
    if (w.discountPpm > 0)
        out.append(
            say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "A discount of %1 is taken off every quote total."))
                .arg(formatPpm(w.discountPpm)));
    const bool charged
        = std::any_of(c.designs.cbegin(), c.designs.cend(), [](const DesignFigures &d) { return d.quoteChargesPower; });
    if (w.powerFenPerKwh) {
        const QString price = formatMoney(Money(*w.powerFenPerKwh), QStringLiteral("CNY"));
        out.append(
            charged
                ? say(wording, QT_TRANSLATE_NOOP("cq::CompareText",
                                   "Power is costed at %1 per kWh for 730 hours a month at full load, in place of the "
                                   "price book's power charge."))
                      .arg(price)
                : say(wording, QT_TRANSLATE_NOOP("cq::CompareText",
                                   "Power is billed apart at %1 per kWh for 730 hours a month at full load."))
                      .arg(price));
    } else {
        out.append(charged
                       ? say(wording, QT_TRANSLATE_NOOP("cq::CompareText",
                                          "Power is charged as the price book prices it (the quote's power line)."))
                       : say(wording, QT_TRANSLATE_NOOP("cq::CompareText", "Power is included in the server rent.")));
    }
    if (w.changesFabric())
        out.append(say(wording,
            QT_TRANSLATE_NOOP("cq::CompareText",
                "What-if hardware: the cluster is regenerated as a fat tree from its first server and switch.")));
    return out;
}

} // namespace cq
