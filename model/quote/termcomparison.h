#pragma once

#include "domain/money.h"
#include "pricebook.h"
#include "domain/quoteextras.h"
#include "domain/design.h"

namespace cq {

/**
 * Monthly against annual for one design: "annual saves X, i.e. N months".
 * twelveMonthly = 12 x the monthly quote's total; annual = the annual quote's total;
 * saving = twelveMonthly - annual for each end of the ranges, ordered low to high
 * (saving.min <= saving.max); savingMonthsTenths = round(10 x saving.min / monthly total
 * min), e.g. 24 = 2.4 months (0 when the monthly total is 0 or nothing is saved).
 * outcome says whether there is a saving at all, so the customer text never speaks of
 * one when annual costs the same or more. One-off lines count once in both (they are the
 * same on either term, so they never make a saving).
 */
struct TermComparison {
    /** Same: every annual line is its monthly line at 100 % (same price and discount, no annual
     *  share: annual = 12 x monthly, whatever cents the per-line rounding leaves in saving), or both ends of saving are within rounding: |saving|
     *  <= 1 fen per quote line. Otherwise Saves: saving.min > 0. CostsMore: saving.max < 0
     *  (-saving is the extra cost). Depends: the range runs from a loss (or 0) to a saving,
     *  through estimates. */
    enum class Outcome { Saves, Same, CostsMore, Depends };
    MoneyRange monthlyTotal;   ///< one month's recurring charges, VAT included (no one-off charges)
    MoneyRange twelveMonthly;  ///< 12 x monthlyTotal + the one-off charges (Quote::oneOff), once
    MoneyRange annualTotal;    ///< the annual term's total: 12 months + the one-off charges, once
    MoneyRange saving;
    int savingMonthsTenths = 0;
    Outcome outcome = Outcome::Same;
};

TermComparison compareTerms(const Design &design, const PriceBook &priceBook, const QuoteExtras &extras = {});

} // namespace cq
