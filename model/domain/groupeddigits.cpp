#include "groupeddigits.h"

namespace cq {

QString groupedDigits(const QString &plainNumber)
{
    const qsizetype start = plainNumber.startsWith(QLatin1Char('-')) ? 1 : 0;
    qsizetype end = plainNumber.indexOf(QLatin1Char('.'));
    if (end < 0)
        end = plainNumber.size();
    if (end == start)
        return plainNumber;
    for (qsizetype i = start; i < plainNumber.size(); ++i) {
        const QChar c = plainNumber.at(i);
        if (!(c.isDigit() || (c == QLatin1Char('.') && i == end)))
            return plainNumber;
    }
    QString grouped = plainNumber;
    for (qsizetype i = end - 3; i > start; i -= 3)
        grouped.insert(i, QLatin1Char(','));
    return grouped;
}

QString groupedDigits(qint64 number)
{
    return groupedDigits(QString::number(number));
}

} // namespace cq
