#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QtGlobal>

namespace cq {

/** Exact 128-bit integer for products of fen and line factors (GCC and Clang extension). */
__extension__ typedef __int128 Int128;

/**
 * An exact amount of money in fen (1/100 CNY, or cents of another currency), never a
 * floating-point number. Arithmetic that needs rounding goes through mulDivRound().
 */
class Money
{
public:
    constexpr Money() = default;
    constexpr explicit Money(qint64 fen) : m_fen(fen) {}
    /** From whole yuan, e.g. Money::yuan(35888) == 35,888.00. */
    static constexpr Money yuan(qint64 y) { return Money(y * 100); }

    constexpr qint64 fen() const { return m_fen; }

    /** Decimal string with two places and no grouping: "143552.00", "-0.05". */
    QString toDecimalString() const;
    /** Parses "143552", "143552.5", "143552.50" (at most 2 decimals, optional '-'); false otherwise. */
    static bool fromDecimalString(const QString &text, Money *out);

    /**
     * Exact round(this * num / den) with halves rounded away from zero, computed in
     * 128-bit integers (the declared rounding rule: per line, half away from zero to the fen).
     * den must be positive. A result beyond the range of qint64 fen (about 9.2 x 10^16 CNY)
     * cannot be represented: then @p ok (when given) is set to false and 0 is returned,
     * never a truncated figure; on success @p ok is set to true.
     */
    Money mulDivRound(qint64 num, qint64 den, bool *ok = nullptr) const;
    /** mulDivRound() with a 128-bit numerator; fen x num must fit 128 bits (|product| < 1.7 x 10^38),
     *  else @p ok is false and 0 is returned. */
    Money mulDivRoundWide(Int128 num, qint64 den, bool *ok = nullptr) const;
    /**
     * Exact round(sum(terms[i].first x terms[i].second) / den), halves away from zero,
     * in 128-bit integers: the per-document policy rounds a sum of exact fractions once.
     * Overflow is reported through @p ok as for mulDivRound().
     */
    static Money sumMulDivRound(const QList<QPair<Money, qint64>> &terms, qint64 den, bool *ok = nullptr);
    /** As above with 128-bit numerators (a line's exact factor, see lineNumerator()). */
    static Money sumMulDivRoundWide(const QList<QPair<Money, Int128>> &terms, qint64 den, bool *ok = nullptr);

    constexpr Money operator+(Money o) const { return Money(m_fen + o.m_fen); }
    constexpr Money operator-(Money o) const { return Money(m_fen - o.m_fen); }
    constexpr Money &operator+=(Money o) { m_fen += o.m_fen; return *this; }
    constexpr auto operator<=>(const Money &) const = default;

private:
    qint64 m_fen = 0;
};

/**
 * A money range [min, max]. A list price is a range with min == max; an estimate
 * (预估价格) keeps its range through every sum so that it is never shown as fixed.
 */
struct MoneyRange {
    Money min;
    Money max;

    static constexpr MoneyRange fixed(Money m) { return {m, m}; }
    constexpr bool isFixed() const { return min == max; }
    constexpr MoneyRange operator+(const MoneyRange &o) const { return {min + o.min, max + o.max}; }
    constexpr MoneyRange &operator+=(const MoneyRange &o) { min += o.min; max += o.max; return *this; }
    /** Both ends through Money::mulDivRound; @p ok is false when either end overflows. */
    MoneyRange mulDivRound(qint64 num, qint64 den, bool *ok = nullptr) const;
    MoneyRange mulDivRoundWide(Int128 num, qint64 den, bool *ok = nullptr) const;
    /** "143552.00" when fixed, "100000.00-160000.00" otherwise. */
    QString toDecimalString() const;
    constexpr bool operator==(const MoneyRange &) const = default;
};

} // namespace cq
