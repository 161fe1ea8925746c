#include "ppm.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cq::Ppm {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cq::Ppm", text);
}

} // namespace

bool fromPercentText(const QString &text, int *ppm, QString *why)
{
    QString t = text.trimmed();
    if (t.endsWith(QLatin1Char('%')))
        t = t.chopped(1).trimmed();
    if (t.isEmpty()) {
        *ppm = 0;
        return true;
    }
    static const QRegularExpression number(QStringLiteral("^(\\d{1,3})(?:\\.(\\d+))?$"));
    const auto m = number.match(t);
    const auto refuse = [&](const char *reason) {
        if (why)
            *why = tr(reason).arg(text.trimmed());
        return false;
    };
    if (!m.hasMatch())
        return refuse(QT_TRANSLATE_NOOP("cq::Ppm", "%1 is not a percentage (use digits and '.', e.g. 4.918)"));
    const QString decimals = m.captured(2);
    if (decimals.size() > 4)
        return refuse(QT_TRANSLATE_NOOP("cq::Ppm", "%1 has more than four decimals of a percent, which cannot be "
                                                   "stored exactly"));
    const qint64 value = m.captured(1).toLongLong() * kPerPercent
        + (decimals + QStringLiteral("0000").left(4 - decimals.size())).toLongLong();
    if (value > kWhole)
        return refuse(QT_TRANSLATE_NOOP("cq::Ppm", "%1 is more than 100 %"));
    *ppm = int(value);
    return true;
}

QString toPercentText(int ppm)
{
    const bool negative = ppm < 0;
    const qint64 magnitude = negative ? -qint64(ppm) : qint64(ppm);
    QString text = QString::number(magnitude / kPerPercent);
    QString decimals = QStringLiteral("%1").arg(magnitude % kPerPercent, 4, 10, QLatin1Char('0'));
    while (decimals.endsWith(QLatin1Char('0')))
        decimals.chop(1);
    if (!decimals.isEmpty())
        text += QLatin1Char('.') + decimals;
    return (negative ? QStringLiteral("-") : QString()) + text + QLatin1Char('%');
}

} // namespace cq::Ppm
