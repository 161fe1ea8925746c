#include "scaledvalue.h"

#include <QLocale>

#include <cmath>

namespace cq {

bool parseScaledCount(const QString &text, double *value)
{
    QString t = text.trimmed();
    if (t.isEmpty())
        return false;
    double factor = 1;
    switch (t.back().toUpper().unicode()) {
    case 'K': factor = 1e3; break;
    case 'M': factor = 1e6; break;
    case 'B': case 'G': factor = 1e9; break;
    case 'T': factor = 1e12; break;
    default: break;
    }
    if (factor != 1)
        t.chop(1);
    bool ok = false;
    const double number = QLocale::c().toDouble(t, &ok);
    const double result = number * factor;
    if (!ok || !std::isfinite(result) || !(result > 0))
        return false;
    *value = result;
    return true;
}

QString formatScaledCount(double value)
{
    const struct { double factor; char suffix; } units[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}, {1e3, 'K'}};
    for (const auto &u : units) {
        if (std::abs(value) >= u.factor)
            return QLocale::c().toString(value / u.factor, 'g', 4) + QLatin1Char(u.suffix);
    }
    return QLocale::c().toString(value, 'g', 4);
}

} // namespace cq
