#include "quote.h"

#include <algorithm>

namespace cq {

// Only charged lines can turn the total into a range; an included line (amount 0) with an
// estimated unit price changes nothing the customer pays.
bool Quote::hasEstimates() const
{
    return std::any_of(lines.cbegin(), lines.cend(),
                       [](const QuoteLine &line) { return !line.included && line.isEstimate(); });
}

MoneyRange Quote::totalPerMonth() const
{
    switch (settings.term) {
    case Term::Annual: return recurring.total.mulDivRound(1, 12);
    case Term::Hourly: return recurring.total.mulDivRound(hoursPerMonth, 1);
    case Term::Monthly: break;
    }
    return recurring.total;
}

bool Quote::hasOneOff() const
{
    return std::any_of(lines.cbegin(), lines.cend(), [](const QuoteLine &line) {
        return line.oneOff && !line.included && !line.priceMissing;
    });
}

bool Quote::hasPublishedRanges() const
{
    return std::any_of(lines.cbegin(), lines.cend(),
                       [](const QuoteLine &line) { return !line.included && line.isPublishedRange(); });
}

bool Quote::hasMissingPrices() const
{
    return std::any_of(lines.cbegin(), lines.cend(), [](const QuoteLine &line) { return line.priceMissing; });
}

} // namespace cq
