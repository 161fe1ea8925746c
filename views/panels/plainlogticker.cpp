#include "plainlogticker.h"

#include <algorithm>
#include <cmath>

namespace cq {

QString PlainLogTicker::plainNumber(double value, const QLocale &locale)
{
    const double magnitude = std::abs(value);
    int decimals = 0;
    if (magnitude > 0 && magnitude < 1)
        decimals = std::min(6, int(std::ceil(-std::log10(magnitude) - 1e-9)));
    QLocale grouped(locale);
    grouped.setNumberOptions(grouped.numberOptions() & ~QLocale::OmitGroupSeparator);
    return grouped.toString(value, 'f', decimals);
}

QString PlainLogTicker::getTickLabel(double tick, const QLocale &locale, QChar, int)
{
    return plainNumber(tick, locale);
}

QVector<double> PlainLogTicker::seriesTicks(double lower, double upper)
{
    if (!(lower > 0) || !(upper > lower))
        return {};
    const double decades = std::log10(upper / lower);
    if (decades >= 3)
        return {};
    static const QList<double> fine{1, 1.5, 2, 3, 5, 7}, normal{1, 2, 5}, coarse{1, 3};
    const QList<double> &mantissas = decades < 0.7 ? fine : decades < 2 ? normal : coarse;
    QVector<double> ticks;
    for (int exponent = int(std::floor(std::log10(lower))); exponent <= int(std::ceil(std::log10(upper))); ++exponent) {
        for (double m : mantissas) {
            // Built from an exact power of ten so that 5 x 10^6 prints as 5,000,000, not 4,999,999.99.
            const double tick = m * std::pow(10.0, exponent);
            if (tick >= lower * (1 - 1e-12) && tick <= upper * (1 + 1e-12))
                ticks.append(tick);
        }
    }
    return ticks;
}

QVector<double> PlainLogTicker::createTickVector(double tickStep, const QCPRange &range)
{
    const QVector<double> ticks = seriesTicks(range.lower, range.upper);
    return ticks.size() >= 2 ? ticks : QCPAxisTickerLog::createTickVector(tickStep, range);
}

} // namespace cq
