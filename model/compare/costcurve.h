#pragma once

#include "designfigures.h"

#include <functional>

namespace cq {

/** One point of a cost-against-time curve: the design regenerated with @p servers servers. */
struct CostPoint {
    int servers = 0;
    double trainDays = 0;
    MoneyRange runCost;
};

/** Cost of one run against time-to-train as the server count varies (the compare chart). */
class CostCurve
{
public:
    /**
     * Server counts around @p current: current x {1/4, 1/2, 1, 2, 4, 8}, at least 1,
     * without duplicates, ascending.
     */
    static QList<int> serverCounts(int current);
    /**
     * For each count: the design with WhatIf::servers = count (on top of inputs.whatIf), its
     * time-to-train and run cost (DesignFiguresBuilder). Counts where the run does not fit
     * (too few GPUs for TP x PP), the generator refuses or the quote has a price-missing line
     * (DesignFigures::runPriceMissing: no run cost) are left out. @p keepGoing is asked
     * between points; false stops early (the curve is then partial). Pure; worker-thread safe.
     */
    static QList<CostPoint> curve(const Design &design, const PriceBook &book, const CompareInputs &inputs,
                                  const QList<int> &counts, const std::function<bool()> &keepGoing = {});
};

} // namespace cq
