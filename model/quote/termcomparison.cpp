#include "termcomparison.h"

#include "quotebuilder.h"

#include <algorithm>

namespace cq {

namespace {

/** True when every annual line is its monthly line at 100 %: same item, quantity, unit price
 *  and discount, no annual share below 100 % (e.g. a family the book gives no annual share). */
bool annualIsTwelveMonths(const Quote &monthly, const Quote &annual)
{
    if (monthly.lines.size() != annual.lines.size())
        return false;
    for (qsizetype i = 0; i < annual.lines.size(); ++i) {
        const QuoteLine &m = monthly.lines.at(i);
        const QuoteLine &a = annual.lines.at(i);
        if (a.sharePpm != Ppm::kWhole || a.sku != m.sku || a.quantity != m.quantity || a.unitPrice != m.unitPrice
            || a.discountPpm != m.discountPpm || a.targetPrice != m.targetPrice)
            return false;
    }
    return true;
}

} // namespace

TermComparison compareTerms(const Design &design, const PriceBook &priceBook, const QuoteExtras &extras)
{
    TermComparison c;
    const Quote monthlyQuote = buildQuote(design, priceBook, Term::Monthly, extras);
    const Quote annualQuote = buildQuote(design, priceBook, Term::Annual, extras);
    // One-off charges (cables and optics) are paid once on either term, never 12 times.
    c.monthlyTotal = monthlyQuote.recurring.total;
    c.annualTotal = annualQuote.total;
    c.twelveMonthly = c.monthlyTotal.mulDivRound(12, 1) + monthlyQuote.oneOff.total;
    const Money a = c.twelveMonthly.min - c.annualTotal.min;
    const Money b = c.twelveMonthly.max - c.annualTotal.max;
    c.saving = {std::min(a, b), std::max(a, b)};
    // Each line (and the VAT) is rounded once to the fen, so 12 x a rounded monthly total and the
    // annual total can differ by cents that are no saving: when every annual line is its monthly
    // line at 100 % the two terms cost the same, and a difference of at most one fen per line is
    // rounding.
    const bool noAnnualShare = annualIsTwelveMonths(monthlyQuote, annualQuote);
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
