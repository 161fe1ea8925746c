#pragma once

#include "quote.h"

#include <QDate>

namespace cq {

/**
 * Shows a CNY quote in US dollars at the price book's rate, exactly: every unit price (and
 * target price) is converted once, cents = round(fen x 10000 / cnyPerUsdE4), halves away
 * from zero (35,888.00 CNY at 7.2000 = 4,984.44 USD, since 3,588,800 x 10,000 / 72,000 =
 * 498,444.4 cents), and each charged line is priced again from that shown USD unit price
 * with the same factor (quantity x months x share x (1 - discount)), rounded once: 2 x
 * 4,984.44 = 9,968.88 USD, so a customer can recompute every line from what it shows.
 * VAT, subtotal and total then follow the quote's rounding policy as in CNY.
 * A line with no amount in CNY (included, price missing) has none in USD.
 * The quote's currency becomes "USD", its rate and date are kept and an assumption states
 * the rate, its date and the rounding. A quote already in USD, or a rate <= 0, is returned
 * as it is (the latter with a warning).
 */
Quote convertToUsd(const Quote &cny, qint64 cnyPerUsdE4, const QDate &rateDate);

/** "7.2000": CNY per USD from its 1/10000 integer form. */
QString usdRateText(qint64 cnyPerUsdE4);

} // namespace cq
