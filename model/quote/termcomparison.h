#pragma once

#include "money.h"
#include "pricebook.h"
#include "quoteextras.h"
#include "domain/design.h"

namespace cq {

/**
 * Monthly against annual for one design: "annual saves X, i.e. N months".
 * twelveMonthly = 12 x the monthly quote's total; annual = the annual quote's total;
 * saving = twelveMonthly - annual (each end of the ranges separately);
 * savingMonthsTenths = round(10 x saving.min / monthly total min), e.g. 24 = 2.4 months
 * (0 when the monthly total is 0). One-off lines count once in both.
 */
struct TermComparison {
    MoneyRange monthlyTotal;   ///< one month, VAT included
    MoneyRange twelveMonthly;  ///< 12 x monthlyTotal
    MoneyRange annualTotal;    ///< the annual term's total
    MoneyRange saving;
    int savingMonthsTenths = 0;
};

TermComparison compareTerms(const Design &design, const PriceBook &priceBook, const QuoteExtras &extras = {});

} // namespace cq
