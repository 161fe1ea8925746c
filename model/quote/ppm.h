#pragma once

#include <QString>

namespace cq {

/**
 * Shares and discounts as integer parts per million of the whole: 1 % = 10,000 ppm, so a
 * percentage with up to four decimals (4.9180 %) is stored exactly (49,180 ppm) and a
 * price never moves by a fen on save and reload. Used by the annual share, discount rules
 * and manual lines. Parsing refuses what cannot be stored instead of rounding it.
 */
namespace Ppm {

inline constexpr int kWhole = 1000000;    ///< 100 %
inline constexpr int kPerPercent = 10000; ///< 1 %
inline constexpr int kPerBasisPoint = 100; ///< 0.01 %: basis points of older files and books x 100

/**
 * Reads a percentage from 0 to 100 with at most four decimals ("4.918", "4.918 %", "80%",
 * "12,5" is refused: the decimal mark is '.'). Empty text is 0. On failure returns false
 * and puts the reason in @p why (e.g. "4.91805: at most four decimals of a percent"),
 * naming the value; the caller names the field.
 */
bool fromPercentText(const QString &text, int *ppm, QString *why = nullptr);

/** Without trailing zeros and without locale: 800000 -> "80%", 49180 -> "4.918%", 1 -> "0.0001%". */
QString toPercentText(int ppm);

/** Whether @p ppm is a share or discount the quote can use: 0..kWhole. */
constexpr bool isValid(qint64 ppm) { return ppm >= 0 && ppm <= kWhole; }

} // namespace Ppm

} // namespace cq
