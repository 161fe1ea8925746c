#pragma once

#include "compare/costcurve.h"

#include <QWidget>

class QCustomPlot;

namespace cq {

/**
 * Cost of one training run (CNY, midpoint of the range) against time-to-train (days) as the
 * server count varies (CostCurve), one curve per design, each point labelled with its
 * server count. Both axes logarithmic: doubling the servers halves the time at best.
 */
class CostTimeChart : public QWidget
{
    Q_OBJECT
public:
    explicit CostTimeChart(QWidget *parent = nullptr);

    /** One curve per (design name, points); replaces what was shown. */
    void setCurves(const QList<QPair<QString, QList<CostPoint>>> &curves);
    int curveCount() const;
    QCustomPlot *plot() const { return m_plot; }

private:
    QCustomPlot *m_plot;
};

} // namespace cq
