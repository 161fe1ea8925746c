#pragma once

#include "sizing/sizingcandidate.h"

#include <QWidget>

class QCustomPlot;
class QCPGraph;

namespace cq {

/**
 * The advisor's candidates on the time/cost plane: days to train (x) against the cost of one
 * run (y, CNY, midpoint of an estimate range), one point per priced candidate labelled with
 * its rank; advised candidates filled green, the others hollow orange. Both axes logarithmic
 * with plain grouped numbers (PlainLogTicker, as the compare window's cost chart).
 */
class SizingFrontierChart : public QWidget
{
    Q_OBJECT
public:
    explicit SizingFrontierChart(QWidget *parent = nullptr);

    /** Replaces the points with @p candidates (ranked; rank = position + 1). */
    void setCandidates(const QList<SizingCandidate> &candidates);
    /** Marks candidate @p rank (1-based; 0 for none) with a ring. */
    void setSelectedRank(int rank);
    QCustomPlot *plot() const { return m_plot; }
    /** Points drawn as advised / as not advised or caution. */
    int advisedPoints() const;
    int otherPoints() const;

private:
    QCustomPlot *m_plot;
    QCPGraph *m_advised;
    QCPGraph *m_other;
    QCPGraph *m_selected;
    QList<QPointF> m_points; ///< per rank - 1: (days, cost); NaN when not drawn
};

} // namespace cq
