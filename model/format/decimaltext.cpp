#include "decimaltext.h"

#include <algorithm>
#include <cmath>

namespace cq {

QString plainDecimal(double value, int maxDecimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("0");
    QString text = QString::number(value, 'f', std::clamp(maxDecimals, 0, 9));
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    if (text == QLatin1String("-0"))
        text = QStringLiteral("0");
    return text;
}

} // namespace cq
