#include "moneytext.h"

namespace cq {

QString MoneyText::amount(Money money)
{
    // Group the integer part of Money's exact decimal string; never via double.
    const QString plain = money.toDecimalString();
    const bool negative = plain.startsWith(QLatin1Char('-'));
    const qsizetype dot = plain.indexOf(QLatin1Char('.'));
    const QString digits = plain.mid(negative ? 1 : 0, dot - (negative ? 1 : 0));
    QString grouped;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            grouped += QLatin1Char(',');
        grouped += digits.at(i);
    }
    return (negative ? QStringLiteral("-") : QString()) + grouped + plain.mid(dot);
}

QString MoneyText::range(const MoneyRange &range)
{
    return range.isFixed() ? amount(range.min) : amount(range.min) + QLatin1Char('-') + amount(range.max);
}

QString MoneyText::withCurrency(const MoneyRange &range, const QString &currency)
{
    return currency + QLatin1Char(' ') + MoneyText::range(range);
}

QString MoneyText::percent(int basisPoints)
{
    // Money's decimal string gives exact "82.50" from 8250 "fen"; trim the zero decimals.
    QString text = Money(basisPoints).toDecimalString();
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text + QLatin1Char('%');
}

} // namespace cq
