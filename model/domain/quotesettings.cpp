#include "quotesettings.h"

namespace cq {

QString termKey(Term term)
{
    return term == Term::Annual ? QStringLiteral("annual") : QStringLiteral("monthly");
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
    return false;
}

} // namespace cq
