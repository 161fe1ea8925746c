#pragma once

#include "compare/comparison.h"
#include "compare/costcurve.h"

#include <QWidget>

class QLabel;

namespace cq {

class CollectiveChart;
class CompareTable;
class CostTimeChart;
class DocumentWording;
class WhatIfPanel;

/**
 * Two or more designs side by side: the what-if sliders (WhatIfPanel), the table with the
 * better value of each row marked (CompareTable), the recommendation, and two charts: run cost
 * against time-to-train as the server count varies (CostTimeChart) and all_reduce busbw
 * against message size per design (the analysis panel's CollectiveChart, one curve per design).
 * The view computes nothing: it emits whatIfChanged() and shows what it is given (the app's
 * CompareRunner works on a worker thread).
 */
class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(QWidget *parent = nullptr);

    WhatIf whatIf() const;
    void setComparison(const Comparison &comparison);
    /** One curve per design: its name and the points of CostCurve::curve; the legend names
     *  it as the columns do (namedCurves with the comparison last set). */
    void setCostCurves(const QList<QPair<QString, QList<CostPoint>>> &curves);
    /** Shows "Updating..." while a newer comparison is being computed. */
    void setBusy(bool busy);

    const Comparison &comparison() const { return m_comparison; }
    const QList<QPair<QString, QList<CostPoint>>> &costCurves() const { return m_curves; }
    WhatIfPanel *whatIfPanel() const { return m_panel; }
    CompareTable *table() const { return m_table; }
    CostTimeChart *costChart() const { return m_costChart; }
    CollectiveChart *busbwChart() const { return m_busbwChart; }
    QString recommendation() const;
    /** The all_reduce sweeps of every design as one list whose `collective` is the design's
     *  name as the columns show it (CompareText::designName, in @p wording's language or the
     *  UI's), so that CollectiveChart draws one curve per design, named as its column. */
    static QList<CollectiveEstimate> busbwSweeps(const Comparison &comparison,
                                                 const DocumentWording *wording = nullptr);
    /** @p curves (one per design, in the comparison's order, named by file) named as the
     *  columns (CompareText::designName); a curve without its design keeps its name. */
    static QList<QPair<QString, QList<CostPoint>>> namedCurves(const Comparison &comparison,
                                                               const QList<QPair<QString, QList<CostPoint>>> &curves,
                                                               const DocumentWording *wording = nullptr);

signals:
    void whatIfChanged();
    /** The user asked for the comparison PDF (the app picks the file and writes it). */
    void exportPdfRequested();

private:
    WhatIfPanel *m_panel;
    CompareTable *m_table;
    QLabel *m_recommendation;
    QLabel *m_status;
    CostTimeChart *m_costChart;
    CollectiveChart *m_busbwChart;
    Comparison m_comparison;
    QList<QPair<QString, QList<CostPoint>>> m_curves;
};

} // namespace cq
