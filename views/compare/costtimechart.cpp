#include "costtimechart.h"
#include "panels/plainlogticker.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

namespace cq {

namespace {

// Okabe-Ito colours, as the collective chart uses.
const QList<QColor> kColours{QColor(0, 114, 178), QColor(213, 94, 0), QColor(0, 158, 115), QColor(204, 121, 167)};

void logAxis(QCPAxis *axis, const QString &label)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    // Plain, grouped numbers in the UI's locale: "1,000,000" CNY, not "1e+06" (or "1E+06" in Chinese).
    QSharedPointer<QCPAxisTickerLog> ticker(new PlainLogTicker);
    axis->setTicker(ticker);
    axis->setLabel(label);
}

} // namespace

CostTimeChart::CostTimeChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    m_plot->setObjectName(QStringLiteral("costTimePlot"));
    m_plot->setAccessibleName(tr("Cost of one training run against time to train"));
    m_plot->setMinimumHeight(260);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, tr("Run cost against time to train, by servers")));
    logAxis(m_plot->xAxis, tr("time to train, days"));
    logAxis(m_plot->yAxis, tr("cost of one run, CNY"));
    m_plot->legend->setVisible(true);
}

void CostTimeChart::setCurves(const QList<QPair<QString, QList<CostPoint>>> &curves)
{
    m_plot->clearGraphs();
    m_plot->clearItems();
    QCPRange days, cost;
    bool first = true;
    for (int i = 0; i < curves.size(); ++i) {
        QCPGraph *g = m_plot->addGraph();
        g->setName(curves.at(i).first);
        g->setPen(QPen(kColours.at(i % kColours.size()), 1.6));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
        for (const CostPoint &p : curves.at(i).second) {
            const double mid = (double(p.runCost.min.fen()) + p.runCost.max.fen()) / 200.0;
            g->addData(p.trainDays, mid);
            auto *label = new QCPItemText(m_plot);
            label->position->setCoords(p.trainDays, mid);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
            label->setText(QString::number(p.servers));
            label->setColor(kColours.at(i % kColours.size()));
            days = first ? QCPRange(p.trainDays, p.trainDays) : QCPRange(std::min(days.lower, p.trainDays), std::max(days.upper, p.trainDays));
            cost = first ? QCPRange(mid, mid) : QCPRange(std::min(cost.lower, mid), std::max(cost.upper, mid));
            first = false;
        }
    }
    if (!first) {
        m_plot->xAxis->setRange(days.lower / 1.5, days.upper * 1.5);
        m_plot->yAxis->setRange(cost.lower / 1.5, cost.upper * 1.5);
    }
    m_plot->replot();
}

int CostTimeChart::curveCount() const
{
    return m_plot->graphCount();
}

} // namespace cq
