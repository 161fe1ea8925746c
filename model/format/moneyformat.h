#pragma once

#include "domain/money.h"

#include <QString>

#include <optional>

namespace cq {

/*
 * Money as the quote table, the cost-delta label and the quote PDF show it: thousands
 * separators and two decimals, worked out from the integer fen (no floating point), with
 * ',' and '.' whatever the UI locale, so that a quote reads the same in English and
 * Chinese (both write 1,234.56).
 */

/** How an estimate range is joined: spaced en dash on screen, a bare hyphen in narrow PDF columns. */
enum class RangeStyle { Spaced, Compact };

/** "71,776.00", "-1,234.50", "0.05"; with a currency: "CNY 71,776.00". */
QString formatMoney(Money money, const QString &currency = {});
/** Like formatMoney() with an explicit sign for a change: "+35,888.00", "-1,000.00", "0.00". */
QString formatMoneyChange(Money money, const QString &currency = {});
/**
 * A fixed range as one amount, an estimate range as "25,000.00 – 40,000.00" (en dash with
 * spaces); with a currency the code comes once in front: "CNY 25,000.00 – 40,000.00".
 */
QString formatMoneyRange(const MoneyRange &range, const QString &currency = {}, RangeStyle style = RangeStyle::Spaced);
/**
 * A count as the CLI's bill of materials and cable plan print it, grouped like money
 * (groupedDigits, ',' whatever the UI locale): 2048 -> "2,048", 21 -> "21", -1024 -> "-1,024".
 */
QString formatCount(qint64 count);
/** Basis points as a percentage without trailing zeros: 8000 -> "80%", 9250 -> "92.5%", 600 -> "6%". */
QString formatBasisPoints(int basisPoints);
/** Parts per million as a percentage with up to four decimals: 800000 -> "80%", 49180 -> "4.918%". */
QString formatPpm(int ppm);
/**
 * A line's discount: "" for none, "4.918%", or with a target price the exact price the
 * discount gives: "4.918% → 290.00" (the percentage is rounded; the price is what is charged).
 */
QString formatLineDiscount(int discountPpm, const std::optional<Money> &targetPrice);

} // namespace cq
