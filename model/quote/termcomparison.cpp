#include "termcomparison.h"

#include "quotebuilder.h"

#include <algorithm>

namespace cq {

TermComparison compareTerms(const Design &design, const PriceBook &priceBook, const QuoteExtras &extras)
{
    TermComparison c;
    const Quote monthlyQuote = buildQuote(design, priceBook, Term::Monthly, extras);
    const Quote annualQuote = buildQuote(design, priceBook, Term::Annual, extras);
    c.monthlyTotal = monthlyQuote.total;
    c.annualTotal = annualQuote.total;
    c.twelveMonthly = c.monthlyTotal.mulDivRound(12, 1);
    const Money a = c.twelveMonthly.min - c.annualTotal.min;
    const Money b = c.twelveMonthly.max - c.annualTotal.max;
    c.saving = {std::min(a, b), std::max(a, b)};
    // Each line (and the VAT) is rounded once to the fen, so 12 x a rounded monthly total and the
    // annual total can differ by cents that are no saving: with no annual share below 100 % the
    // two terms cost the same, and a difference of at most one fen per line is rounding.
    const bool noAnnualShare = std::all_of(annualQuote.lines.cbegin(), annualQuote.lines.cend(),
                                           [](const QuoteLine &l) { return l.sharePpm == Ppm::kWhole; });
    const Money rounding(qint64(std::max(monthlyQuote.lines.size(), annualQuote.lines.size())));
    const auto withinRounding = [&rounding](Money m) { return m <= rounding && Money() - m <= rounding; };
    using O = TermComparison::Outcome;
    c.outcome = noAnnualShare || (withinRounding(c.saving.min) && withinRounding(c.saving.max)) ? O::Same
        : c.saving.min > Money()   ? O::Saves
        : c.saving.max < Money()   ? O::CostsMore
                                   : O::Depends;
    const qint64 monthly = c.monthlyTotal.min.fen();
    if (monthly > 0 && c.outcome == O::Saves)
        c.savingMonthsTenths = int(Money(c.saving.min.fen()).mulDivRound(10, monthly).fen());
    return c;
}

} // namespace cq
