#include "unitformat.h"

#include <QCoreApplication>

#include <cmath>

namespace cq {

namespace {
class UnitFormat
{
    Q_DECLARE_TR_FUNCTIONS(cq::UnitFormat)
};
} // namespace

QString trimmedNumber(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("\u2014"); // "—": never print "nan" or "inf" to a user
    QString text = QString::number(value, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

QString formatBytes(double bytes)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    double value = bytes;
    while (std::abs(value) >= 1024 && unit < 4) {
        value /= 1024;
        ++unit;
    }
    return trimmedNumber(value, 2) + QLatin1Char(' ') + QLatin1String(units[unit]);
}

QString formatDurationUs(double us)
{
    if (std::abs(us) < 1000)
        return UnitFormat::tr("%1 \u00b5s").arg(QString::number(us, 'f', 1));
    if (std::abs(us) < 1e6)
        return UnitFormat::tr("%1 ms").arg(QString::number(us / 1000, 'f', 2));
    return UnitFormat::tr("%1 s").arg(QString::number(us / 1e6, 'f', 2));
}

QString formatGBps(double gigabytesPerSecond)
{
    return UnitFormat::tr("%1 GB/s").arg(trimmedNumber(gigabytesPerSecond, 1));
}

QString formatGbps(double gigabitsPerSecond)
{
    return UnitFormat::tr("%1 Gb/s").arg(trimmedNumber(gigabitsPerSecond, 1));
}

QString formatOversubscription(double ratio)
{
    if (!(ratio > 0))
        return UnitFormat::tr("\u2014 (single tier)");
    return QStringLiteral("%1:1").arg(trimmedNumber(ratio, 2));
}

} // namespace cq
