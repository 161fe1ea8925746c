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

} // namespace cq
