#include "acceptancechart.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace cq {

namespace {

QString sizeLabel(double bytes)
{
    const char *units[] = {"B", "K", "M", "G", "T"};
    int u = 0;
    while (bytes >= 1024 && u < 4) {
        bytes /= 1024;
        ++u;
    }
    return QStringLiteral("%1%2").arg(bytes, 0, 'g', 4).arg(QLatin1String(units[u]));
}

} // namespace

AcceptanceChart::AcceptanceChart(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("acceptanceChartPlot"));
    setMinimumHeight(260);
}

int AcceptanceChart::curveCount() const { return m_plot->graphCount(); }

AcceptanceChartLabels AcceptanceChart::uiLabels()
{
    return {tr("measured (%1)"), tr("predicted"), tr("%1 % of predicted"), tr("message size (bytes)"), tr("bus bandwidth (GB/s)")};
}

bool AcceptanceChart::hasPrediction(const PerformanceComparison &c)
{
    return c.predictedBusbwGBps.size() == c.bytes.size()
        && std::any_of(c.predictedBusbwGBps.cbegin(), c.predictedBusbwGBps.cend(), [](double v) { return v > 0; });
}

void AcceptanceChart::setComparison(const PerformanceComparison &comparison)
{
    fill(m_plot, comparison);
    m_plot->replot();
}

void AcceptanceChart::fill(QCustomPlot *plot, const PerformanceComparison &c)
{
    plot->clearGraphs();
    plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    // Ticks every factor 16 labelled "1K", "16K", "1G" rather than "1.04858e6".
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int k = 0; k <= 44; k += 4)
        ticker->addTick(std::pow(2.0, k), sizeLabel(std::pow(2.0, k)));
    plot->xAxis->setTicker(ticker);
    const AcceptanceChartLabels labels = uiLabels();
    plot->xAxis->setLabel(labels.size);
    plot->yAxis->setLabel(labels.busbw);
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    QCPGraph *measured = plot->addGraph();
    measured->setName(labels.measured.arg(c.collective));
    measured->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
    measured->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    measured->setData(c.bytes, c.measuredBusbwGBps);
    double top = 1;
    for (double v : c.measuredBusbwGBps)
        top = std::max(top, v);
    if (hasPrediction(c)) {
        QCPGraph *predicted = plot->addGraph();
        predicted->setName(labels.predicted);
        predicted->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2, Qt::DashLine));
        predicted->setData(c.bytes, c.predictedBusbwGBps);
        QList<double> bar;
        for (double v : c.predictedBusbwGBps) {
            bar.append(kAcceptanceRatio * v);
            top = std::max(top, v);
        }
        QCPGraph *barGraph = plot->addGraph();
        barGraph->setName(labels.bar.arg(100 * kAcceptanceRatio, 0, 'f', 0));
        barGraph->setPen(QPen(QColor(0x7f, 0x7f, 0x7f), 1, Qt::DotLine));
        barGraph->setData(c.bytes, bar);
    }
    if (!c.bytes.isEmpty())
        plot->xAxis->setRange(c.bytes.first(), c.bytes.last());
    plot->yAxis->setRange(0, top * 1.1);
}


void AcceptanceChart::paint(QPainter *painter, const QRectF &rect, const PerformanceComparison &c, const AcceptanceChartLabels &labels)
{
    // Drawn with QPainter alone, not QCustomPlot: a QCustomPlot is a QWidget, and the CLI writes
    // PDFs under a QGuiApplication. Same axes as the widget: log2 sizes, linear GB/s.
    if (c.bytes.isEmpty())
        return;
    painter->save();
    QFont font = painter->font();
    font.setPointSizeF(7);
    painter->setFont(font);
    const QFontMetricsF fm(font, painter->device());
    const QRectF plot = rect.adjusted(fm.horizontalAdvance(QStringLiteral("0000.0")) + 10, fm.height(), -10,
                                      -2.5 * fm.height());
    double top = 1;
    for (const QList<double> *list : {&c.measuredBusbwGBps, &c.predictedBusbwGBps})
        for (double v : *list)
            top = std::max(top, v * 1.1);
    const double x0 = std::log2(std::max(1.0, c.bytes.first())), x1 = std::max(x0 + 1, std::log2(c.bytes.last()));
    const auto at = [&](double bytes, double gbps) {
        return QPointF(plot.left() + plot.width() * (std::log2(std::max(1.0, bytes)) - x0) / (x1 - x0),
                       plot.bottom() - plot.height() * gbps / top);
    };
    const qreal unit = std::max<qreal>(1, rect.width() / 720);
    painter->setPen(QPen(Qt::black, unit));
    painter->drawRect(plot);
    for (int i = 0; i <= 4; ++i) { // y grid and labels
        const double v = top * i / 4;
        const QPointF p = at(c.bytes.first(), v);
        painter->setPen(QPen(QColor(0xdd, 0xdd, 0xdd), unit));
        painter->drawLine(QPointF(plot.left(), p.y()), QPointF(plot.right(), p.y()));
        painter->setPen(Qt::black);
        painter->drawText(QRectF(rect.left(), p.y() - fm.height() / 2, plot.left() - rect.left() - 6, fm.height()),
                          Qt::AlignRight | Qt::AlignVCenter, QString::number(v, 'f', v < 10 ? 1 : 0));
    }
    for (int k = int(std::ceil(x0)); k <= int(x1); k += 4) { // x labels every 16x
        const QPointF p = at(std::pow(2.0, k), 0);
        painter->drawText(QRectF(p.x() - 40 * unit, plot.bottom() + 2, 80 * unit, fm.height()), Qt::AlignHCenter,
                          sizeLabel(std::pow(2.0, k)));
    }
    painter->drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignHCenter,
                      labels.size + QStringLiteral("   |   ") + labels.busbw);
    const auto curve = [&](const QList<double> &values, double scale, const QPen &pen) {
        QPolygonF line;
        for (int i = 0; i < values.size() && i < c.bytes.size(); ++i)
            line.append(at(c.bytes.at(i), values.at(i) * scale));
        painter->setPen(pen);
        painter->drawPolyline(line);
    };
    const bool predicted = hasPrediction(c);
    if (predicted) {
        curve(c.predictedBusbwGBps, kAcceptanceRatio, QPen(QColor(0x7f, 0x7f, 0x7f), unit, Qt::DotLine));
        curve(c.predictedBusbwGBps, 1, QPen(QColor(0xd6, 0x27, 0x28), 2 * unit, Qt::DashLine));
    }
    curve(c.measuredBusbwGBps, 1, QPen(QColor(0x1f, 0x77, 0xb4), 2 * unit));
    QList<QPair<QString, QPen>> legend{{labels.measured.arg(c.collective), QPen(QColor(0x1f, 0x77, 0xb4), 2 * unit)}};
    if (predicted) // no "predicted" line at 0 GB/s for a run the engine could not predict
        legend << QPair<QString, QPen>{labels.predicted, QPen(QColor(0xd6, 0x27, 0x28), 2 * unit, Qt::DashLine)}
               << QPair<QString, QPen>{labels.bar.arg(100 * kAcceptanceRatio, 0, 'f', 0), QPen(QColor(0x7f, 0x7f, 0x7f), unit, Qt::DotLine)};
    for (int i = 0; i < legend.size(); ++i) {
        const qreal y = plot.top() + (i + 1) * fm.height() * 1.3;
        painter->setPen(legend.at(i).second);
        painter->drawLine(QPointF(plot.left() + 10, y), QPointF(plot.left() + 40 * unit, y));
        painter->setPen(Qt::black);
        painter->drawText(QPointF(plot.left() + 46 * unit, y + fm.ascent() / 2 - 1), legend.at(i).first);
    }
    painter->restore();
}

} // namespace cq
