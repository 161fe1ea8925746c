#pragma once

#include "domain/money.h"
#include "domain/quotesettings.h"

#include <QCoreApplication>

namespace cq {

/**
 * What one training run costs when the customer rents whole periods of the term, as a
 * provider bills: whole months on the monthly term, whole years on the annual term (the
 * contract is 12 months), whole hours on the hourly term. A month is the price book's
 * hoursPerMonth (730 h = 8,760 h / 12, so 730 / 24 = 30.42 days); a year is 12 such months
 * (365 days). A 50-day run on the monthly term rents ceil(50 / 30.42) = 2 months.
 */
struct RentedRun {
    Q_DECLARE_TR_FUNCTIONS(cq::RentedRun)
public:
    int periods = 0;     ///< whole months, years or hours rented
    MoneyRange cost;     ///< periods x the term's recurring total + the one-off charges, VAT incl.
    QString formula;     ///< the arithmetic with its numbers, translated

    /**
     * @p trainSeconds of training on @p term, whose recurring total for one period (one month,
     * one year of 12 months, one hour: Quote::recurring.total of that term) is @p periodTotal,
     * and whose one-off charges (Quote::oneOff.total: cables and optics) are @p oneOff, paid once
     * whatever the periods; @p hoursPerMonth from the price book. A run of no time rents nothing
     * and buys nothing.
     */
    static RentedRun of(Term term, double trainSeconds, const MoneyRange &periodTotal, const MoneyRange &oneOff,
                        int hoursPerMonth);
};

} // namespace cq
