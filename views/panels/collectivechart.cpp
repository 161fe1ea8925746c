#include "collectivechart.h"
#include "plainlogticker.h"

#include "unitformat.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

#include <cmath>

namespace cq {

namespace {

/** One colour per collective, in AnalysisOptions order (Okabe-Ito palette: tells apart in colour blindness). */
const QList<QColor> &curveColours()
{
    static const QList<QColor> colours{QColor(0, 114, 178), QColor(230, 159, 0), QColor(0, 158, 115),
                                       QColor(204, 121, 167), QColor(86, 180, 233), QColor(213, 94, 0),
                                       QColor(0, 0, 0)};
    return colours;
}

QSharedPointer<QCPAxisTickerText> bytesTicker()
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int shift : {3, 10, 16, 20, 26, 30, 34})
        ticker->addTick(std::ldexp(1.0, shift), formatBytes(std::ldexp(1.0, shift)));
    return ticker;
}

void logAxis(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> ticker(new PlainLogTicker); // "1,000", not "1e+03"
    ticker->setLogBase(10);
    axis->setTicker(ticker);
}

/** [min, max] of the positive values, widened a little; a default span when there are none. */
QCPRange positiveRange(const QList<double> &values)
{
    double lo = 0;
    double hi = 0;
    for (double v : values) {
        if (v > 0) {
            lo = lo > 0 ? std::min(lo, v) : v;
            hi = std::max(hi, v);
        }
    }
    return lo > 0 ? QCPRange(lo / 1.5, hi * 1.5) : QCPRange(0.01, 1000);
}

} // namespace

CollectiveChart::CollectiveChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    m_plot->setObjectName(QStringLiteral("collectivePlot"));
    m_plot->setAccessibleName(tr("Collective bus bandwidth and time against message size"));
    m_plot->setMinimumHeight(260);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setUpAxes();
}

void CollectiveChart::setUpAxes()
{
    m_plot->plotLayout()->clear();
    m_busbwRect = new QCPAxisRect(m_plot);
    m_timeRect = new QCPAxisRect(m_plot);
    // One legend for both panes, in a row of its own above them: seven entries inside the
    // bandwidth pane covered the curves wherever it stood.
    m_plot->legend = new QCPLegend;
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->addElement(1, 0, m_busbwRect);
    m_plot->plotLayout()->addElement(2, 0, m_timeRect);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001); // as tall as its entries need
    for (QCPAxisRect *rect : {m_busbwRect, m_timeRect}) {
        QCPAxis *x = rect->axis(QCPAxis::atBottom);
        x->setScaleType(QCPAxis::stLogarithmic);
        x->setTicker(bytesTicker());
        x->setRange(4, std::ldexp(1.0, 35));
        logAxis(rect->axis(QCPAxis::atLeft));
    }
    m_busbwRect->axis(QCPAxis::atLeft)->setLabel(tr("busbw, GB/s"));
    m_timeRect->axis(QCPAxis::atLeft)->setLabel(tr("time, \u00b5s"));
    m_timeRect->axis(QCPAxis::atBottom)->setLabel(tr("message size"));
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(4);
    m_plot->legend->setLayer(QStringLiteral("legend"));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    m_plot->legend->setFont(small);
    m_plot->legend->setVisible(true);
}

void CollectiveChart::clear()
{
    m_plot->clearGraphs();
    m_title.clear();
    if (m_plot->plotLayout()->rowCount() > 3) { // drop the title row (then legend, busbw, time)
        m_plot->plotLayout()->removeAt(0);
        m_plot->plotLayout()->simplify();
    }
    m_plot->replot();
}

void CollectiveChart::setSweep(const QList<CollectiveEstimate> &sweep, const QString &title)
{
    clear();
    m_title = title;
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, title));
    QList<double> busbw;
    QList<double> times;
    QCPGraph *bw = nullptr;
    QCPGraph *time = nullptr;
    QString current;
    for (const CollectiveEstimate &e : sweep) {
        if (e.collective != current) {
            current = e.collective;
            const int curve = m_plot->graphCount() / 2;
            QPen pen(curveColours().at(curve % curveColours().size()), 1.6);
            if (curve % 2 == 1)
                pen.setStyle(Qt::DashLine); // neighbours in the legend differ in stroke too
            bw = m_plot->addGraph(m_busbwRect->axis(QCPAxis::atBottom), m_busbwRect->axis(QCPAxis::atLeft));
            time = m_plot->addGraph(m_timeRect->axis(QCPAxis::atBottom), m_timeRect->axis(QCPAxis::atLeft));
            bw->setName(current);
            bw->setPen(pen);
            time->setPen(pen);
            time->removeFromLegend();
        }
        if (!e.feasible || e.busbwGBps <= 0 || e.timeUs <= 0)
            continue; // nothing to draw on a log axis
        bw->addData(e.bytes, e.busbwGBps);
        time->addData(e.bytes, e.timeUs);
        busbw.append(e.busbwGBps);
        times.append(e.timeUs);
    }
    m_busbwRect->axis(QCPAxis::atLeft)->setRange(positiveRange(busbw));
    m_timeRect->axis(QCPAxis::atLeft)->setRange(positiveRange(times));
    m_plot->replot();
}

int CollectiveChart::curveCount() const
{
    return m_plot->graphCount() / 2;
}

} // namespace cq
