#include "quotesettings.h"

namespace cq {

QString termKey(Term term)
{
    switch (term) {
    case Term::Annual: return QStringLiteral("annual");
    case Term::Hourly: return QStringLiteral("hourly");
    case Term::Monthly: break;
    }
    return QStringLiteral("monthly");
}

bool termFromKey(const QString &key, Term *term)
{
    if (key == QLatin1String("monthly")) {
        *term = Term::Monthly;
        return true;
    }
    if (key == QLatin1String("annual")) {
        *term = Term::Annual;
        return true;
    }
    if (key == QLatin1String("hourly")) {
        *term = Term::Hourly;
        return true;
    }
    return false;
}

} // namespace cq
