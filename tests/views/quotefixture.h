#pragma once

// A quote written out by hand (the quote builder is not used: views only display quotes).

#include "quote/quote.h"

namespace cqtest {

inline cq::QuoteLine quoteLine(const QString &description, double quantity, cq::PriceKind kind, cq::MoneyRange unitPrice,
                               cq::MoneyRange amount)
{
    cq::QuoteLine line;
    line.sku = QStringLiteral("SKU-") + description.left(4);
    line.description = description;
    line.quantity = quantity;
    line.kind = kind;
    line.unitPrice = unitPrice;
    line.amount = amount;
    return line;
}

/**
 * Monthly, CNY:
 *   2 x 8x A100 server, list 35,888.00          -> 2 x 35,888 = 71,776.00
 *   1 x 8x A100 server (other provider), estimate 25,000.00 - 40,000.00
 *   power 13 kW (2 x 6,500 W), included in rent -> 0
 *   subtotal 71,776 + 25,000 = 96,776.00 .. 71,776 + 40,000 = 111,776.00
 *   VAT 6%: 96,776 x 0.06 = 5,806.56 .. 111,776 x 0.06 = 6,706.56
 *   total 96,776 + 5,806.56 = 102,582.56 .. 111,776 + 6,706.56 = 118,482.56
 */
inline cq::Quote handQuote()
{
    using namespace cq;
    Quote q;
    q.settings.term = Term::Monthly;
    q.lines.append(quoteLine(QStringLiteral("8x A100 80G SXM server with IB"), 2, PriceKind::List,
                             MoneyRange::fixed(Money::yuan(35888)), MoneyRange::fixed(Money::yuan(71776))));
    q.lines.append(quoteLine(QStringLiteral("8x A100 80G SXM whole server (other provider)"), 1, PriceKind::Estimate,
                             {Money::yuan(25000), Money::yuan(40000)}, {Money::yuan(25000), Money::yuan(40000)}));
    QuoteLine power = quoteLine(QStringLiteral("Power"), 13, PriceKind::List, {}, {});
    power.sku = QStringLiteral("SVC-POWER");
    power.unit = PriceUnit::Kw; // an included power line's quantity is the load in kW
    power.powerKw = 13;
    power.included = true;
    power.note = QStringLiteral("13.00 kW at full load, included in server rent");
    q.lines.append(power);
    q.subtotal = {Money::yuan(96776), Money::yuan(111776)};
    q.vat = {Money(580656), Money(670656)};
    q.total = {Money(10258256), Money(11848256)};
    return q;
}

/** A monthly quote with one list line and the given fixed total (for the delta label). */
inline cq::Quote totalOnly(cq::Money total, cq::Term term = cq::Term::Monthly)
{
    cq::Quote q;
    q.settings.term = term;
    q.subtotal = q.total = cq::MoneyRange::fixed(total);
    return q;
}

} // namespace cqtest
