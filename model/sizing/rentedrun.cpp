#include "rentedrun.h"

#include "format/moneyformat.h"

#include <cmath>

namespace cq {

namespace {

// Whole periods of @p periodSeconds that cover @p seconds; a hair over a whole one (floating
// point) does not rent one more.
int wholePeriods(double seconds, double periodSeconds)
{
    if (!(seconds > 0) || !(periodSeconds > 0))
        return 0;
    return int(std::ceil(seconds / periodSeconds - 1e-9));
}

} // namespace

RentedRun RentedRun::of(Term term, double trainSeconds, const MoneyRange &periodTotal, const MoneyRange &oneOff,
                        int hoursPerMonth)
{
    RentedRun run;
    const double monthDays = hoursPerMonth / 24.0;
    const double days = trainSeconds / 86400;
    switch (term) {
    case Term::Monthly:
        run.periods = wholePeriods(trainSeconds, hoursPerMonth * 3600.0);
        run.formula = tr("ceil(%1 days / %2 days a month) = %n whole month(s) x %3 a month (a month of %4 h / 24)", nullptr, run.periods)
                          .arg(days, 0, 'f', 1).arg(monthDays, 0, 'f', 2).arg(formatMoneyRange(periodTotal)).arg(hoursPerMonth);
        break;
    case Term::Annual:
        run.periods = wholePeriods(trainSeconds, 12 * hoursPerMonth * 3600.0);
        run.formula = tr("ceil(%1 days / %2 days a year) = %n whole year(s) x %3 a year (12 months of %4 h / 24)", nullptr, run.periods)
                          .arg(days, 0, 'f', 1).arg(12 * monthDays, 0, 'f', 0).arg(formatMoneyRange(periodTotal)).arg(hoursPerMonth);
        break;
    case Term::Hourly:
        run.periods = wholePeriods(trainSeconds, 3600);
        run.formula = tr("ceil(%1 s / 3,600 s) = %2 whole hours x %3 an hour")
                          .arg(formatCount(std::llround(trainSeconds)), formatCount(run.periods), formatMoneyRange(periodTotal));
        break;
    }
    run.cost = periodTotal.mulDivRound(run.periods, 1);
    if (run.periods > 0 && oneOff.max != Money()) {
        run.cost += oneOff;
        run.formula += tr(" + %1 one-off (cables and optics, once)").arg(formatMoneyRange(oneOff));
    }
    return run;
}

} // namespace cq
