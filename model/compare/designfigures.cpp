#include "designfigures.h"

#include "domain/designpower.h"
#include "engine/analyzer.h"
#include "quote/ppm.h"
#include "quote/quotebuilder.h"
#include "evaluation/analysisrules.h"
#include "rules/validator.h"

#include <algorithm>
#include <cmath>

namespace cq {

namespace {

constexpr double kHoursPerMonth = 730; // 8,760 h / 12, as runCostFen counts a month

AnalysisOptions analysisOptions(const CompareInputs &inputs)
{
    AnalysisOptions options;
    options.messageBytes = inputs.messageBytes;
    options.collectives = {Collective::AllReduce};
    options.training = WhatIfApplier::apply(inputs.training, inputs.whatIf);
    return options;
}

// The first GPU server of the cluster alone, without cables: its all_reduce stays in NVLink/PCIe.
double intraNodeBusbw(const Design &design, const ClusterAnalysis &cluster, double messageBytes)
{
    Design one;
    if (cluster.serverIds.isEmpty() || !design.server(cluster.serverIds.first()))
        return 0;
    one.servers = {*design.server(cluster.serverIds.first())};
    const DesignAnalysis a = analyze(one, messageBytes);
    return a.clusters.isEmpty() ? 0 : a.clusters.first().allReduce.busbwGBps;
}

/** @p book with its power (SVC-POWER, every region) in the rent: its quote charges no power line. */
PriceBook withPowerInRent(const PriceBook &book)
{
    PriceBook result = book;
    for (PriceItem &item : result.items) {
        if (item.sku == QLatin1String(ServiceSku::Power))
            item.includedInRent = true;
    }
    return result;
}

} // namespace

bool DesignFiguresBuilder::quoteChargesPower(const Quote &quote)
{
    return std::any_of(quote.lines.cbegin(), quote.lines.cend(), [](const QuoteLine &line) {
        return line.origin == QuoteLine::Origin::Design && line.sku == QLatin1String(ServiceSku::Power)
            && !line.included && !line.priceMissing;
    });
}

namespace {

// Quote total x (1 - discount), plus the what-if power for @p months. A what-if power price
// replaces the quote's own charged power line (the quote is then built with power in the rent),
// so power is never charged twice.
// @p missing receives the SKUs of the quote's price-missing lines (each once, in quote order).
MoneyRange termCost(const Design &design, const PriceBook &book, Term term, const WhatIf &whatIf, double powerKw,
                    QStringList *missing)
{
    const Quote quote = buildQuote(design, whatIf.powerFenPerKwh ? withPowerInRent(book) : book, term);
    for (const QuoteLine &line : quote.lines) {
        if (line.priceMissing && !missing->contains(line.sku))
            missing->append(line.sku);
    }
    const MoneyRange total = quote.total;
    MoneyRange cost = total.mulDivRound(Ppm::kWhole - std::clamp(whatIf.discountPpm, 0, Ppm::kWhole), Ppm::kWhole);
    if (whatIf.powerFenPerKwh) {
        const int months = term == Term::Annual ? 12 : 1;
        const Money power(std::llround(powerKw * kHoursPerMonth * months * double(*whatIf.powerFenPerKwh)));
        cost += MoneyRange::fixed(power);
    }
    return cost;
}

} // namespace

MoneyRange DesignFiguresBuilder::runCost(double trainSeconds, const MoneyRange &perMonth)
{
    return {Money(runCostFen(trainSeconds, perMonth.min.fen())), Money(runCostFen(trainSeconds, perMonth.max.fen()))};
}

DesignFigures DesignFiguresBuilder::build(const QString &name, const Design &original, const PriceBook &book,
                                          const CompareInputs &inputs)
{
    DesignFigures f;
    f.name = name;
    QString why;
    const std::optional<Design> applied = WhatIfApplier::apply(original, inputs.whatIf, &why);
    if (!applied) {
        f.problem = why;
        return f;
    }
    const Design &design = *applied;
    const AnalysisOptions options = analysisOptions(inputs);
    const DesignAnalysis analysis = analyze(design, options);
    const QList<Diagnostic> diagnostics = validate(design) + analysisDiagnostics(analysis);
    f.errors = countOf(diagnostics, Severity::Error);
    f.warnings = countOf(diagnostics, Severity::Warning);
    f.powerKw = designPower(design).totalKw(); // the one power figure (domain/designpower.h)
    f.term = WhatIfApplier::term(design, inputs.whatIf);
    f.quoteChargesPower = quoteChargesPower(buildQuote(design, book, Term::Monthly));
    f.monthly = termCost(design, book, Term::Monthly, inputs.whatIf, f.powerKw, &f.monthlyPriceMissing);
    f.annual = termCost(design, book, Term::Annual, inputs.whatIf, f.powerKw, &f.annualPriceMissing);
    if (analysis.clusters.isEmpty()) {
        f.problem = tr("the design has no GPU server");
        return f;
    }
    const ClusterAnalysis &c = analysis.clusters.first();
    f.servers = c.nodes;
    f.gpus = c.gpus;
    f.peakPflops = c.peakTflopsBf16 / 1000.0;
    f.interBusbwGBps = c.crossNode && c.allReduce.feasible ? c.allReduce.busbwGBps : 0;
    f.intraBusbwGBps = intraNodeBusbw(design, c, inputs.messageBytes);
    f.oversubscription = std::max(1.0, c.worstOversubscription);
    f.training = c.training;
    f.allReduceSweep = c.sweep;
    if (!f.training.valid())
        return f;
    const MoneyRange perMonth = f.term == Term::Annual ? f.annual.mulDivRound(1, 12) : f.monthly;
    f.runCost = runCost(f.training.trainSeconds, perMonth);
    const double usefulPflopHours = 6 * options.training.parameters * options.training.tokens / 3.6e18;
    const auto perPflopHour = [&](Money m) { return Money(std::llround(double(m.fen()) / usefulPflopHours)); };
    f.costPerPflopHour = {perPflopHour(f.runCost.min), perPflopHour(f.runCost.max)};
    return f;
}

} // namespace cq
