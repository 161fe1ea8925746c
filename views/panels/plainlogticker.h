#pragma once

#include <qcustomplot.h>

namespace cq {

/**
 * A log-scale axis ticker whose labels are plain numbers in the plot's locale, grouped by
 * thousands: "0.01", "1", "1,000", "1,000,000", never "1e+06" (nor the "1E+06" QCustomPlot's
 * "gb" number format turns into in a Chinese locale, whose exponent letter is upper case).
 * Used by every log axis of the charts (analysis panel, compare window, sizing frontier); money
 * axes read as money that way. Over less than three decades the ticks are the 1-2-5 series (or
 * 1-1.5-2-3-5-7 within a decade, 1-3 from two), so a range such as 5..140 days reads "5, 10, 20,
 * 50, 100" instead of one or two powers of ten or linear steps crowding the log scale's top.
 */
class PlainLogTicker : public QCPAxisTickerLog
{
public:
    /** @p value as a plain number in @p locale: grouped, as many decimals as a tick below 1
     *  needs to show its first significant digit (0.001 -> "0.001"), at most 6. */
    static QString plainNumber(double value, const QLocale &locale);

    /** The major ticks inside (lower, upper) for a range of less than three decades (see the
     *  class), or empty when the range is wider or not positive (QCustomPlot's powers then). */
    static QVector<double> seriesTicks(double lower, double upper);

protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override;
};

} // namespace cq
