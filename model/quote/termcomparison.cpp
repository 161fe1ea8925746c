#include "termcomparison.h"

#include "quotebuilder.h"

#include <algorithm>

namespace cq {

TermComparison compareTerms(const Design &design, const PriceBook &priceBook, const QuoteExtras &extras)
{
    TermComparison c;
    c.monthlyTotal = buildQuote(design, priceBook, Term::Monthly, extras).total;
    c.annualTotal = buildQuote(design, priceBook, Term::Annual, extras).total;
    c.twelveMonthly = c.monthlyTotal.mulDivRound(12, 1);
    const Money a = c.twelveMonthly.min - c.annualTotal.min;
    const Money b = c.twelveMonthly.max - c.annualTotal.max;
    c.saving = {std::min(a, b), std::max(a, b)};
    using O = TermComparison::Outcome;
    c.outcome = c.saving.min > Money() ? O::Saves
        : c.saving.max < Money()       ? O::CostsMore
        : c.saving == MoneyRange{}     ? O::Same
                                       : O::Depends;
    const qint64 monthly = c.monthlyTotal.min.fen();
    if (monthly > 0 && c.outcome == O::Saves)
        c.savingMonthsTenths = int(Money(c.saving.min.fen()).mulDivRound(10, monthly).fen());
    return c;
}

} // namespace cq
