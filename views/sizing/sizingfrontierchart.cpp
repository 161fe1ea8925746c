#include "sizingfrontierchart.h"

#include "panels/plainlogticker.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

#include <cmath>

namespace cq {

namespace {

// Okabe-Ito bluish green and vermillion, as the other charts' palette.
const QColor kAdvised(0, 158, 115);
const QColor kOther(213, 94, 0);

void logAxis(QCPAxis *axis, const QString &label)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    // Plain, grouped numbers: "1,000,000" CNY, not "1e+06".
    axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new PlainLogTicker));
    axis->setLabel(label);
}

QCPGraph *pointGraph(QCustomPlot *plot, const QString &name, const QCPScatterStyle &style)
{
    QCPGraph *g = plot->addGraph();
    g->setName(name);
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(style);
    return g;
}

} // namespace

SizingFrontierChart::SizingFrontierChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    m_plot->setObjectName(QStringLiteral("sizingFrontierPlot"));
    m_plot->setAccessibleName(tr("Cost of one run against days to train, one point per candidate"));
    m_plot->setMinimumHeight(220);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, tr("Cost per run against days to train")));
    logAxis(m_plot->xAxis, tr("days to train"));
    logAxis(m_plot->yAxis, tr("cost of one run, CNY"));
    m_advised = pointGraph(m_plot, tr("advised"),
                           QCPScatterStyle(QCPScatterStyle::ssDisc, kAdvised, kAdvised, 9));
    m_other = pointGraph(m_plot, tr("caution or not advised"),
                         QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kOther, 1.6), Qt::NoBrush, 8));
    m_selected = pointGraph(m_plot, tr("selected"),
                            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black, 2), Qt::NoBrush, 16));
    // The legend under the plot, not over it: the dock is narrow and every corner may hold points.
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->addElement(2, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(2, 0.001);
    m_plot->legend->setBorderPen(Qt::NoPen);
}

void SizingFrontierChart::setCandidates(const QList<SizingCandidate> &candidates)
{
    m_advised->data()->clear();
    m_other->data()->clear();
    m_selected->data()->clear();
    m_plot->clearItems();
    m_points.clear();
    QCPRange days, cost;
    bool first = true;
    for (int i = 0; i < candidates.size(); ++i) {
        const SizingCandidate &c = candidates.at(i);
        if (!c.priced() || !(c.time.days() > 0)) {
            m_points.append(QPointF(qQNaN(), qQNaN()));
            continue;
        }
        const double x = c.time.days();
        const double y = (double(c.runCost.min.fen()) + double(c.runCost.max.fen())) / 200.0;
        m_points.append(QPointF(x, y));
        const bool advised = c.verdict() == SizingVerdict::Advised;
        (advised ? m_advised : m_other)->addData(x, y);
        auto *label = new QCPItemText(m_plot);
        label->position->setCoords(x, y);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(6, 0, 0, 4));
        label->setText(QString::number(i + 1));
        label->setColor(advised ? kAdvised.darker(130) : kOther);
        days = first ? QCPRange(x, x) : QCPRange(std::min(days.lower, x), std::max(days.upper, x));
        cost = first ? QCPRange(y, y) : QCPRange(std::min(cost.lower, y), std::max(cost.upper, y));
        first = false;
    }
    if (!first) {
        m_plot->xAxis->setRange(days.lower / 1.6, days.upper * 1.6);
        m_plot->yAxis->setRange(cost.lower / 1.6, cost.upper * 1.6);
    }
    m_plot->replot();
}

void SizingFrontierChart::setSelectedRank(int rank)
{
    m_selected->data()->clear();
    if (rank >= 1 && rank <= m_points.size() && !std::isnan(m_points.at(rank - 1).x()))
        m_selected->addData(m_points.at(rank - 1).x(), m_points.at(rank - 1).y());
    m_plot->replot();
}

int SizingFrontierChart::advisedPoints() const
{
    return m_advised->dataCount();
}

int SizingFrontierChart::otherPoints() const
{
    return m_other->dataCount();
}

} // namespace cq
