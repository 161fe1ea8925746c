#include "costcurve.h"

#include <algorithm>

namespace cq {

QList<int> CostCurve::serverCounts(int current)
{
    QList<int> counts;
    for (const double factor : {0.25, 0.5, 1.0, 2.0, 4.0, 8.0}) {
        const int n = std::max(1, int(current * factor));
        if (!counts.contains(n))
            counts.append(n);
    }
    std::sort(counts.begin(), counts.end());
    return counts;
}

QList<CostPoint> CostCurve::curve(const Design &design, const PriceBook &book, const CompareInputs &inputs,
                                  const QList<int> &counts, const std::function<bool()> &keepGoing)
{
    QList<CostPoint> points;
    for (const int n : counts) {
        if (keepGoing && !keepGoing())
            break;
        CompareInputs at = inputs;
        at.whatIf.servers = n;
        const DesignFigures f = DesignFiguresBuilder::build(QString(), design, book, at);
        if (f.trains() && !f.runPriceMissing()) // a run with an unpriced line has no cost to plot
            points.append({n, f.training.trainSeconds / 86400, f.runCost});
    }
    return points;
}

} // namespace cq
