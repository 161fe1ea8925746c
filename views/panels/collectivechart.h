#pragma once

#include "engine/designanalysis.h"

#include <QWidget>

class QCPAxisRect;
class QCustomPlot;

namespace cq {

/**
 * Two QCustomPlot panes over message size (bytes, log2 axis from 8 B to 16 GiB): bus bandwidth
 * in GB/s on top, time in µs below (both log axes), one curve per collective of a sweep
 * (ClusterAnalysis::sweep, grouped by collective as AnalysisOptions lists them). Infeasible
 * points are left out. The title says whether the curves stay inside a node or cross the network.
 */
class CollectiveChart : public QWidget
{
    Q_OBJECT
public:
    explicit CollectiveChart(QWidget *parent = nullptr);

    /** Plots @p sweep, replacing what was shown; @p title goes above the panes. */
    void setSweep(const QList<CollectiveEstimate> &sweep, const QString &title);
    /** Removes every curve and the title. */
    void clear();

    int curveCount() const;
    QString title() const { return m_title; }
    QCustomPlot *plot() const { return m_plot; }
    QCPAxisRect *busbwRect() const { return m_busbwRect; }
    QCPAxisRect *timeRect() const { return m_timeRect; }

private:
    void setUpAxes();

    QCustomPlot *m_plot;
    QCPAxisRect *m_busbwRect = nullptr;
    QCPAxisRect *m_timeRect = nullptr;
    QString m_title;
};

} // namespace cq
