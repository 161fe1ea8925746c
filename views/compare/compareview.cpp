#include "compareview.h"

#include "comparetable.h"
#include "comparetext.h"
#include "costtimechart.h"
#include "whatifpanel.h"
#include "panels/collectivechart.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

namespace cq {

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , m_panel(new WhatIfPanel)
    , m_table(new CompareTable)
    , m_recommendation(new QLabel)
    , m_status(new QLabel)
    , m_costChart(new CostTimeChart)
    , m_busbwChart(new CollectiveChart)
{
    setObjectName(QStringLiteral("compareView"));
    m_recommendation->setObjectName(QStringLiteral("recommendation"));
    m_recommendation->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("compareStatus"));
    auto *sliders = new QGroupBox(tr("What if"));
    (new QVBoxLayout(sliders))->addWidget(m_panel);

    auto *top = new QWidget;
    auto *topLayout = new QHBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(sliders);
    auto *tableSide = new QVBoxLayout;
    tableSide->addWidget(m_table, 1);
    tableSide->addWidget(m_recommendation);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    auto *exportPdf = new QPushButton(tr("Export PDF..."));
    exportPdf->setObjectName(QStringLiteral("exportComparePdf"));
    connect(exportPdf, &QPushButton::clicked, this, &CompareView::exportPdfRequested);
    statusRow->addWidget(exportPdf);
    // A window of its own: Esc and a Close button close it, as a dialog would.
    auto *closeButton = new QPushButton(tr("Close"));
    closeButton->setObjectName(QStringLiteral("closeCompare"));
    connect(closeButton, &QPushButton::clicked, this, &QWidget::close);
    statusRow->addWidget(closeButton);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &QWidget::close);
    tableSide->addLayout(statusRow);
    topLayout->addLayout(tableSide, 1);

    auto *charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_costChart);
    charts->addWidget(m_busbwChart);
    charts->setStretchFactor(0, 1);
    charts->setStretchFactor(1, 1);
    m_busbwChart->setMinimumWidth(420); // the splitter otherwise squeezes it to its legend
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(charts);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(m_panel, &WhatIfPanel::whatIfChanged, this, &CompareView::whatIfChanged);
}

WhatIf CompareView::whatIf() const
{
    return m_panel->whatIf();
}

void CompareView::setComparison(const Comparison &comparison)
{
    m_comparison = comparison;
    m_table->setComparison(comparison);
    m_recommendation->setText(CompareText::recommendation(comparison));
    m_busbwChart->setSweep(busbwSweeps(comparison), tr("all_reduce across the cluster, per design"));
}

QList<CollectiveEstimate> CompareView::busbwSweeps(const Comparison &comparison, const DocumentWording *wording)
{
    QList<CollectiveEstimate> sweeps;
    for (const DesignFigures &d : comparison.designs) {
        const QString name = CompareText::designName(d, wording);
        for (CollectiveEstimate e : d.allReduceSweep) {
            e.collective = name; // the chart starts a new curve when this changes
            sweeps.append(e);
        }
    }
    return sweeps;
}

QList<QPair<QString, QList<CostPoint>>> CompareView::namedCurves(const Comparison &comparison,
                                                                 const QList<QPair<QString, QList<CostPoint>>> &curves,
                                                                 const DocumentWording *wording)
{
    QList<QPair<QString, QList<CostPoint>>> named = curves;
    // By position, as the runner and the CLI build them (two files may share a name); the
    // name check keeps a curve of another comparison from taking a wrong design's title.
    for (int i = 0; i < named.size() && i < comparison.designs.size(); ++i)
        if (named.at(i).first == comparison.designs.at(i).name)
            named[i].first = CompareText::designName(comparison.designs.at(i), wording);
    return named;
}

void CompareView::setCostCurves(const QList<QPair<QString, QList<CostPoint>>> &curves)
{
    m_curves = curves; // as given: the PDF names them in its own language
    m_costChart->setCurves(namedCurves(m_comparison, curves));
}

void CompareView::setBusy(bool busy)
{
    m_status->setText(busy ? tr("Updating...") : QString());
}

QString CompareView::recommendation() const
{
    return m_recommendation->text();
}

} // namespace cq
