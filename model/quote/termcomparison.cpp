#include "termcomparison.h"

#include "quotebuilder.h"

namespace cq {

TermComparison compareTerms(const Design &design, const PriceBook &priceBook, const QuoteExtras &extras)
{
    TermComparison c;
    c.monthlyTotal = buildQuote(design, priceBook, Term::Monthly, extras).total;
    c.annualTotal = buildQuote(design, priceBook, Term::Annual, extras).total;
    c.twelveMonthly = c.monthlyTotal.mulDivRound(12, 1);
    c.saving = {c.twelveMonthly.min - c.annualTotal.min, c.twelveMonthly.max - c.annualTotal.max};
    const qint64 monthly = c.monthlyTotal.min.fen();
    if (monthly > 0)
        c.savingMonthsTenths = int(Money(c.saving.min.fen()).mulDivRound(10, monthly).fen());
    return c;
}

} // namespace cq
