#pragma once

#include <qcustomplot.h>

namespace cq {

/**
 * A log-scale axis ticker whose labels are plain numbers in the plot's locale, grouped by
 * thousands: "0.01", "1", "1,000", "1,000,000", never "1e+06" (nor the "1E+06" QCustomPlot's
 * "gb" number format turns into in a Chinese locale, whose exponent letter is upper case).
 * Used by every log axis of the charts (analysis panel, compare window); money axes read
 * as money that way.
 */
class PlainLogTicker : public QCPAxisTickerLog
{
public:
    /** @p value as a plain number in @p locale: grouped, as many decimals as a tick below 1
     *  needs to show its first significant digit (0.001 -> "0.001"), at most 6. */
    static QString plainNumber(double value, const QLocale &locale);

protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;
};

} // namespace cq
