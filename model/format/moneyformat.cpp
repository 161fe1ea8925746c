#include "moneyformat.h"

#include "domain/groupeddigits.h"
#include "quote/ppm.h"

namespace cq {

namespace {
QString unsignedAmount(quint64 fen)
{
    return groupedDigits(QString::number(fen / 100)) + QLatin1Char('.') + QStringLiteral("%1").arg(fen % 100, 2, 10, QLatin1Char('0'));
}

// |fen| without overflow for the most negative qint64.
quint64 magnitude(qint64 fen)
{
    return fen < 0 ? 0 - quint64(fen) : quint64(fen);
}

QString withCurrency(const QString &amount, const QString &currency)
{
    return currency.isEmpty() ? amount : currency + QLatin1Char(' ') + amount;
}
} // namespace

QString formatMoney(Money money, const QString &currency)
{
    const QString sign = money.fen() < 0 ? QStringLiteral("-") : QString();
    return withCurrency(sign + unsignedAmount(magnitude(money.fen())), currency);
}

QString formatMoneyChange(Money money, const QString &currency)
{
    const QString sign = money.fen() < 0 ? QStringLiteral("-") : money.fen() > 0 ? QStringLiteral("+") : QString();
    return withCurrency(sign + unsignedAmount(magnitude(money.fen())), currency);
}

QString formatMoneyRange(const MoneyRange &range, const QString &currency, RangeStyle style)
{
    if (range.isFixed())
        return formatMoney(range.min, currency);
    const QString separator = style == RangeStyle::Spaced ? QStringLiteral(" \u2013 ") : QStringLiteral("-");
    return withCurrency(formatMoney(range.min) + separator + formatMoney(range.max), currency);
}

QString formatCount(qint64 count)
{
    return groupedDigits(count);
}

QString formatBasisPoints(int basisPoints)
{
    // 1% = 100 basis points; at most two decimals, trailing zeros dropped.
    QString text = QString::number(basisPoints / 100.0, 'f', 2);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text + QLatin1Char('%');
}

QString formatPpm(int ppm)
{
    return Ppm::toPercentText(ppm);
}

QString formatLineDiscount(int discountPpm, const std::optional<Money> &targetPrice)
{
    if (discountPpm == 0 && !targetPrice)
        return {};
    const QString percent = formatPpm(discountPpm);
    return targetPrice ? percent + QStringLiteral(" \u2192 ") + formatMoney(*targetPrice) : percent;
}

} // namespace cq
