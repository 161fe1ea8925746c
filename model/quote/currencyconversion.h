#pragma once

#include "quote.h"

#include <QDate>

namespace cq {

/**
 * Shows a CNY quote in US dollars at the price book's rate, exactly: every CNY amount
 * (unit prices, line amounts, line VAT) is converted once, cents = round(fen x 10000 /
 * cnyPerUsdE4), halves away from zero (e.g. 71,776.00 CNY at 7.2000 = 9,968.89 USD, since
 * 7,177,600 x 10,000 / 72,000 = 996,888.9 cents). Under the per-line policy the subtotal,
 * VAT and total are the sums of the converted lines, so the lines still add up to the
 * total; under the per-document policy the CNY subtotal and VAT are converted once each.
 * The quote's currency becomes "USD", its rate and date are kept and an assumption states
 * the rate, its date and the rounding. A quote already in USD, or a rate <= 0, is returned
 * as it is (the latter with a warning).
 */
Quote convertToUsd(const Quote &cny, qint64 cnyPerUsdE4, const QDate &rateDate);

/** "7.2000": CNY per USD from its 1/10000 integer form. */
QString usdRateText(qint64 cnyPerUsdE4);

} // namespace cq
