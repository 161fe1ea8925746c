#pragma once

#include <QString>

namespace cq {

/**
 * @p value in plain decimal digits, never an exponent: rounded to the nearest of @p maxDecimals decimals,
 * trailing zeros and a bare point trimmed, no grouping
 * ("1013356.8", "26.75", "32"). For machine-read files (CSV, text) where
 * QString::number(double) would write "1.01336e+06". Non-finite values give "0".
 */
QString plainDecimal(double value, int maxDecimals = 3);

} // namespace cq
