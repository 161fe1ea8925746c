#include "money.h"

#include <QRegularExpression>

#include <limits>

namespace cq {

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
/** 2^127 - 1: the largest __int128. */
constexpr Int128 kInt128Max = static_cast<Int128>(~static_cast<unsigned __int128>(0) >> 1);

void setOk(bool *ok, bool value)
{
    if (ok)
        *ok = value;
}

/** a x b, or false when the exact product does not fit 128 bits. */
bool mulChecked(Int128 a, Int128 b, Int128 *out)
{
    return !__builtin_mul_overflow(a, b, out);
}

Money roundDiv(Int128 product, qint64 den, bool *ok)
{
    Q_ASSERT(den > 0);
    const Int128 absProduct = product < 0 ? -product : product;
    if (den <= 0 || absProduct > kInt128Max - den) {
        setOk(ok, false);
        return Money();
    }
    const Int128 rounded = (absProduct + den / 2) / den; // half away from zero
    // The quotient must fit qint64 fen; a silent static_cast would wrap it.
    if (rounded > std::numeric_limits<qint64>::max()) {
        setOk(ok, false);
        return Money();
    }
    setOk(ok, true);
    return Money(static_cast<qint64>(product < 0 ? -rounded : rounded));
}
} // namespace

Money Money::mulDivRound(qint64 num, qint64 den, bool *ok) const
{
    // |fen x num| < 2^126: a qint64 product always fits 128 bits.
    return roundDiv(static_cast<Int128>(m_fen) * num, den, ok);
}

Money Money::mulDivRoundWide(Int128 num, qint64 den, bool *ok) const
{
    Int128 product = 0;
    if (!mulChecked(m_fen, num, &product)) {
        setOk(ok, false);
        return Money();
    }
    return roundDiv(product, den, ok);
}

Money Money::sumMulDivRound(const QList<QPair<Money, qint64>> &terms, qint64 den, bool *ok)
{
    QList<QPair<Money, Int128>> wide;
    wide.reserve(terms.size());
    for (const auto &[money, num] : terms)
        wide.append({money, Int128(num)});
    return sumMulDivRoundWide(wide, den, ok);
}

Money Money::sumMulDivRoundWide(const QList<QPair<Money, Int128>> &terms, qint64 den, bool *ok)
{
    Int128 sum = 0;
    for (const auto &[money, num] : terms) {
        Int128 product = 0;
        if (!mulChecked(money.fen(), num, &product) || __builtin_add_overflow(sum, product, &sum)) {
            setOk(ok, false);
            return Money();
        }
    }
    return roundDiv(sum, den, ok);
}

MoneyRange MoneyRange::mulDivRound(qint64 num, qint64 den, bool *ok) const
{
    bool minOk = true;
    bool maxOk = true;
    const MoneyRange result{min.mulDivRound(num, den, &minOk), max.mulDivRound(num, den, &maxOk)};
    setOk(ok, minOk && maxOk);
    return result;
}

MoneyRange MoneyRange::mulDivRoundWide(Int128 num, qint64 den, bool *ok) const
{
    bool minOk = true;
    bool maxOk = true;
    const MoneyRange result{min.mulDivRoundWide(num, den, &minOk), max.mulDivRoundWide(num, den, &maxOk)};
    setOk(ok, minOk && maxOk);
    return result;
}

QString MoneyRange::toDecimalString() const
{
    return isFixed() ? min.toDecimalString()
                     : min.toDecimalString() + QLatin1Char('-') + max.toDecimalString();
}

} // namespace cq
