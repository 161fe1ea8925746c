#include "sizingfigure.h"

#include <QLocale>

#include <cmath>

namespace cq {

QString countText(double count, bool whole)
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    if (whole || std::abs(count - std::round(count)) < 1e-9)
        return english.toString(qlonglong(std::llround(count)));
    return english.toString(count, 'f', 2);
}

} // namespace cq
