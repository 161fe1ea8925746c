#pragma once

#include "acceptance/performancecheck.h"

#include <QWidget>

class QCustomPlot;
class QPainter;

namespace cq {

/** The chart's words, in the language of the document that draws it (the acceptance PDF
 *  gives its own wording; the window its UI language, AcceptanceChart::uiLabels()). */
struct AcceptanceChartLabels {
    QString measured;  ///< legend of the measured curve, %1 = the collective ("measured (%1)")
    QString predicted; ///< legend of the prediction
    QString bar;       ///< legend of the verdict's bar, %1 = its percentage ("%1 % of predicted")
    QString size;      ///< x axis, "message size (bytes)"
    QString busbw;     ///< y axis, "bus bandwidth (GB/s)"
};

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
    /** Number of curves drawn (measured, predicted, bar: 3 when the engine predicted; 1 when
     *  it did not, e.g. every predicted figure 0 GB/s). */
    int curveCount() const;

    /** The labels in the UI's language (tr()). */
    static AcceptanceChartLabels uiLabels();
    /** True when @p comparison has a prediction worth drawing: one figure per size, not all 0. */
    static bool hasPrediction(const PerformanceComparison &comparison);

    /** Paints @p comparison into @p rect of any painter (PDF) as vectors, worded by @p labels. */
    static void paint(QPainter *painter, const QRectF &rect, const PerformanceComparison &comparison,
                      const AcceptanceChartLabels &labels);

private:
    static void fill(QCustomPlot *plot, const PerformanceComparison &comparison);
    QCustomPlot *m_plot;
};

} // namespace cq
