#pragma once

#include "whatif.h"
#include "engine/designanalysis.h"
#include "domain/money.h"
#include "quote/pricebook.h"

#include <QCoreApplication>
#include <QStringList>

namespace cq {

struct Quote;

/** What a comparison asks of every design: the run, the what-ifs, the all_reduce size shown. */
struct CompareInputs {
    /** The run; default the 70B preset (TP 8 x PP 4) on 1T tokens (issue #6's bundled case). */
    TrainingInputs training = [] { TrainingInputs t = TrainingInputs::preset70B(); t.tokens = 1e12; return t; }();
    WhatIf whatIf;
    double messageBytes = 1073741824.0; ///< size of the busbw rows, bytes (1 GiB)
};

/**
 * The figures of one design in a comparison, after the what-ifs. Money: VAT included, what the
 * customer pays; ranges when the price book has estimates. "Cluster" = the first training
 * cluster of the analysis (engine/analyzer.h).
 */
struct DesignFigures {
    QString name;
    QString problem;              ///< why the design could not be evaluated (what-if refused); empty when ok
    int servers = 0;
    int gpus = 0;
    double peakPflops = 0;        ///< dense BF16 over the cluster's GPUs, PFLOPS (ClusterAnalysis::peakTflopsBf16 / 1000)
    double intraBusbwGBps = 0;    ///< all_reduce busbw inside one node at messageBytes, GB/s
    double interBusbwGBps = 0;    ///< all_reduce busbw over the whole cluster at messageBytes, GB/s (0: one node)
    double oversubscription = 1;  ///< worst switch the cluster's traffic crosses, x:1 (1 when none)
    TrainingEstimate training;    ///< step, tokens/s, time-to-train (trainingestimate.h)
    Term term = Term::Monthly;    ///< the term the run is priced on
    /** Monthly-term quote total x (1 - discount) + what-if power for 730 h at full load (the
     *  what-if power replaces the quote's own charged power line, see quoteChargesPower). */
    MoneyRange monthly;
    MoneyRange annual;            ///< annual-term quote total x (1 - discount) + 12 x the monthly power
    /** SKUs of the monthly-term quote's price-missing lines (QuoteLine::priceMissing): the
     *  monthly total leaves them out, so it is no cost of the design and is shown as price missing. */
    QStringList monthlyPriceMissing;
    QStringList annualPriceMissing; ///< the same for the annual-term quote
    MoneyRange runCost;           ///< runCostFen(train seconds, term's month): monthly, or annual / 12
    /** runCost / useful PFLOP-hours, useful = 6 x parameters x tokens / 3.6e18 (the 6ND rule). */
    MoneyRange costPerPflopHour;
    /** Whether the design's own quote charges power (a priced SVC-POWER line): a what-if power
     *  price then replaces that charge instead of adding to it. */
    bool quoteChargesPower = false;
    double powerKw = 0;           ///< full-load power of every server and switch, kW (designPower().totalKw())
    int errors = 0;               ///< validate() errors
    int warnings = 0;             ///< validate() + analysisDiagnostics() warnings
    QList<CollectiveEstimate> allReduceSweep; ///< the cluster's all_reduce, 8 B .. 16 GiB (for the busbw chart)

    bool ok() const { return problem.isEmpty(); }
    /** SKUs the quote of @p t has no price for (empty: every line is priced). */
    const QStringList &priceMissing(Term t) const { return t == Term::Annual ? annualPriceMissing : monthlyPriceMissing; }
    /** Whether the run (priced on term) has a price-missing line: run cost and cost per PFLOP-hour are then unknown. */
    bool runPriceMissing() const { return !priceMissing(term).isEmpty(); }
    bool trains() const { return ok() && training.valid(); }
};

/** Computes DesignFigures (analysis, rules, quotes, run cost). */
class DesignFiguresBuilder
{
    Q_DECLARE_TR_FUNCTIONS(cq::DesignFiguresBuilder)
public:
    /**
     * Applies the what-ifs to a copy of @p design (WhatIfApplier), analyzes it (all_reduce
     * swept over the default sizes, and once more on a one-node copy for the in-node
     * busbw), validates it, quotes it for both terms with buildQuote() and prices the run.
     * Pure; safe on a worker thread. A few milliseconds for the 4-node samples.
     */
    static DesignFigures build(const QString &name, const Design &design, const PriceBook &book,
                               const CompareInputs &inputs);
    /** Whether @p quote charges power: a design line SVC-POWER, not included, with a price. */
    static bool quoteChargesPower(const Quote &quote);
    /** Cost of a run of @p trainSeconds on a month costing @p perMonth (runCostFen per end). */
    static MoneyRange runCost(double trainSeconds, const MoneyRange &perMonth);
};

} // namespace cq
