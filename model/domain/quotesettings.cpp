#include "quotesettings.h"

namespace cq {

QuoteSettingsFields changedQuoteSettingsFields(const QuoteSettings &a, const QuoteSettings &b)
{
    QuoteSettingsFields fields = 0;
    auto mark = [&fields](bool differs, QuoteSettingsField field) {
        if (differs)
            fields |= static_cast<unsigned>(field);
    };
    using F = QuoteSettingsField;
    mark(a.quoteNumber != b.quoteNumber, F::QuoteNumber);
    mark(a.customer != b.customer, F::Customer);
    mark(a.salesEngineer != b.salesEngineer, F::SalesEngineer);
    mark(a.date != b.date, F::Date);
    mark(a.validityDays != b.validityDays, F::ValidityDays);
    mark(a.term != b.term, F::Term);
    mark(a.publicBandwidthMbps != b.publicBandwidthMbps, F::PublicBandwidth);
    mark(a.notes != b.notes, F::Notes);
    mark(a.language != b.language, F::Language);
    mark(!(a.extras == b.extras), F::Extras);
    return fields;
}

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
