#include "money.h"

#include <QRegularExpression>

namespace cq {

namespace {
__extension__ typedef __int128 Int128; // exact products of fen x basis points
} // namespace

QString Money::toDecimalString() const
{
    const bool negative = m_fen < 0;
    // Work in unsigned so that the most negative value does not overflow on negation.
    const quint64 abs = negative ? 0 - quint64(m_fen) : quint64(m_fen);
    return QStringLiteral("%1%2.%3")
        .arg(negative ? QStringLiteral("-") : QString())
        .arg(abs / 100)
        .arg(abs % 100, 2, 10, QLatin1Char('0'));
}

bool Money::fromDecimalString(const QString &text, Money *out)
{
    static const QRegularExpression re(QStringLiteral("^(-?)(\\d{1,15})(?:\\.(\\d{1,2}))?$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return false;
    qint64 fen = m.captured(2).toLongLong() * 100;
    const QString frac = m.captured(3);
    if (!frac.isEmpty())
        fen += frac.size() == 1 ? frac.toLongLong() * 10 : frac.toLongLong();
    *out = Money(m.captured(1).isEmpty() ? fen : -fen);
    return true;
}

namespace {
Money roundDiv(Int128 product, qint64 den)
{
    Q_ASSERT(den > 0);
    const Int128 absProduct = product < 0 ? -product : product;
    const Int128 rounded = (absProduct + den / 2) / den; // half away from zero
    return Money(static_cast<qint64>(product < 0 ? -rounded : rounded));
}
} // namespace

Money Money::mulDivRound(qint64 num, qint64 den) const
{
    return roundDiv(static_cast<Int128>(m_fen) * num, den);
}

Money Money::sumMulDivRound(const QList<QPair<Money, qint64>> &terms, qint64 den)
{
    Int128 sum = 0;
    for (const auto &[money, num] : terms)
        sum += static_cast<Int128>(money.fen()) * num;
    return roundDiv(sum, den);
}

QString MoneyRange::toDecimalString() const
{
    return isFixed() ? min.toDecimalString()
                     : min.toDecimalString() + QLatin1Char('-') + max.toDecimalString();
}

} // namespace cq
