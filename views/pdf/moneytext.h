#pragma once

#include "quote/money.h"

#include <QString>

namespace cq {

/**
 * Display formatting of money and rates for quotes (PDF, quote table): thousands
 * separators and two decimals, independent of the UI locale so that a quote reads the
 * same in every language, e.g. "143,552.00", "CNY 100,000.00-160,000.00", "80%".
 */
class MoneyText
{
public:
    /** "143,552.00", "-1,234.50", "0.05". */
    static QString amount(Money money);
    /** amount() of a fixed range, "min-max" otherwise: "100,000.00-160,000.00". */
    static QString range(const MoneyRange &range);
    /** Currency code, a space and range(): "CNY 143,552.00". */
    static QString withCurrency(const MoneyRange &range, const QString &currency);
    /** A rate in basis points as a percentage without trailing zeros: 600 -> "6%", 8250 -> "82.5%". */
    static QString percent(int basisPoints);
};

} // namespace cq
