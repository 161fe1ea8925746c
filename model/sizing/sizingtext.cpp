#include "sizingtext.h"

#include "format/moneyformat.h"

namespace cq {

QString SizingText::verdict(SizingVerdict v)
{
    switch (v) {
    case SizingVerdict::Advised: return tr("advised");
    case SizingVerdict::Caution: return tr("caution");
    case SizingVerdict::NotAdvised: return tr("not advised");
    }
    return {};
}

QString SizingText::plan(const ParallelPlan &p)
{
    return QStringLiteral("%1 x %2 x %3").arg(p.tensorParallel).arg(p.pipelineParallel).arg(p.dataParallel);
}

QString SizingText::why(const SizingCandidate &c)
{
    if (c.verdict() == SizingVerdict::Advised) // every rule speaks for it: the first (one node first) says why this size
        return c.reasons.isEmpty() ? QString() : c.reasons.first().text;
    QStringList texts;
    for (const SizingReason &r : c.reasons) {
        if (r.verdict == c.verdict())
            texts.append(r.text);
    }
    return texts.join(QStringLiteral("; "));
}

QStringList SizingText::details(const SizingCandidate &c, int rank)
{
    QStringList lines;
    lines << tr("%1. %2: %3 servers %4, %5 x %6 Gb/s %7 each, switches %8")
                 .arg(rank).arg(c.label(), countText(c.servers), c.serverSku).arg(c.nicsPerServer).arg(c.nicRateGbps)
                 .arg(linkKindName(c.fabric), c.switchSku);
    const MemoryEstimate &m = c.plan.memory;
    lines << tr("   layout: %1").arg(c.plan.layout.formula);
    lines << tr("   memory per GPU: %1 of %2 usable").arg(gigabytesText(m.total.value), gigabytesText(m.usable.value));
    for (const SizingFigure *f : {&m.weights, &m.gradients, &m.optimizer, &m.activations})
        lines << QStringLiteral("     %1").arg(f->formula);
    lines << tr("   time to train: %1").arg(secondsText(c.time.total.value));
    for (const SizingFigure *f : {&c.time.compute, &c.time.dataParallel, &c.time.tensorParallel, &c.time.pipeline})
        lines << QStringLiteral("     %1").arg(f->formula);
    lines << tr("   fabric: %1").arg(c.clusterBusbw.formula);
    if (c.priced())
        lines << tr("   run cost: %1 = %2").arg(c.runCostFormula.formula, formatMoneyRange(c.runCost));
    lines << tr("   power at full load: %1 kW").arg(c.powerKw, 0, 'f', 2);
    for (const SizingReason &r : c.reasons) {
        const QChar mark = r.verdict == SizingVerdict::Advised ? u'+' : r.verdict == SizingVerdict::Caution ? u'!' : u'x';
        lines << QStringLiteral("   %1 %2").arg(mark).arg(r.text);
    }
    for (const QString &note : c.notes)
        lines << tr("   note: %1").arg(note);
    return lines;
}

} // namespace cq
