#include "quotetotalrows.h"

#include "quotebuilder.h"

namespace cq {

namespace {

const char *recurringSubtotalLabel(Term term)
{
    switch (term) {
    case Term::Annual: return QuoteText::AnnualCharges;
    case Term::Hourly: return QuoteText::HourlyCharges;
    case Term::Monthly: break;
    }
    return QuoteText::MonthlyCharges;
}

const char *recurringTotalLabel(Term term)
{
    switch (term) {
    case Term::Annual: return QuoteText::AnnualTotal;
    case Term::Hourly: return QuoteText::HourlyTotal;
    case Term::Monthly: break;
    }
    return QuoteText::MonthlyTotal;
}

const char *wholeTotalLabel(Term term)
{
    switch (term) {
    case Term::Annual: return QuoteText::AnnualWithOneOff;
    case Term::Hourly: return QuoteText::FirstInvoiceHourly;
    case Term::Monthly: break;
    }
    return QuoteText::FirstInvoice;
}

} // namespace

QList<QuoteTotalRow> quoteTotalRows(const Quote &quote)
{
    using K = QuoteTotalRow::Kind;
    using P = QuoteTotalRow::Part;
    if (!quote.hasOneOff())
        return {{K::Subtotal, P::Whole, nullptr, quote.subtotal},
                {K::Vat, P::Whole, nullptr, quote.vat},
                {K::Total, P::Whole, nullptr, quote.total}};
    const Term term = quote.settings.term;
    return {{K::Subtotal, P::Recurring, recurringSubtotalLabel(term), quote.recurring.subtotal},
            {K::Vat, P::Recurring, nullptr, quote.recurring.vat},
            {K::Total, P::Recurring, recurringTotalLabel(term), quote.recurring.total},
            {K::Subtotal, P::OneOff, QuoteText::OneOffCharges, quote.oneOff.subtotal},
            {K::Vat, P::OneOff, nullptr, quote.oneOff.vat},
            {K::Total, P::OneOff, QuoteText::OneOffTotal, quote.oneOff.total},
            {K::Total, P::Whole, wholeTotalLabel(term), quote.total}};
}

} // namespace cq
