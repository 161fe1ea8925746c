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

} // namespace cq
