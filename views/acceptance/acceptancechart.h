#pragma once

#include "acceptance/performancecheck.h"

#include <QWidget>

class QCustomPlot;
class QPainter;

namespace cq {

/**
 * Bus bandwidth (GB/s, linear) over message size (bytes, log2 axis) of one nccl-tests run:
 * the measured curve drawn over the engine's predicted one (dashed), with the 80 % bar of
 * the verdict (kAcceptanceRatio x predicted) dotted, so a shortfall is visible where it starts.
 */
class AcceptanceChart : public QWidget
{
    Q_OBJECT
public:
    explicit AcceptanceChart(QWidget *parent = nullptr);

    /** Shows @p comparison; the legend says @p measuredLabel / @p predictedLabel. */
    void setComparison(const PerformanceComparison &comparison);
    QCustomPlot *plot() const { return m_plot; }
    /** Number of curves drawn (measured, predicted, bar: 3 when the engine predicted). */
    int curveCount() const;

    /** Paints @p comparison into @p rect of any painter (PDF) as vectors. */
    static void paint(QPainter *painter, const QRectF &rect, const PerformanceComparison &comparison);

private:
    static void fill(QCustomPlot *plot, const PerformanceComparison &comparison);
    QCustomPlot *m_plot;
};

} // namespace cq
