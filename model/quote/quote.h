#pragma once

#include "money.h"
#include "priceitem.h"
#include "domain/quotesettings.h"

#include <QList>
#include <QString>

namespace cq {

/** One line of a quote. amount = round(quantity x unit price x months x share), per line. */
struct QuoteLine {
    enum class Section { Included, AddOn };
    QString sku;
    QString description;     ///< English
    QString descriptionZh;   ///< zh_CN
    double quantity = 0;     ///< items, ports, Mb/s
    PriceUnit unit = PriceUnit::PerMonth;
    PriceKind kind = PriceKind::List;
    MoneyRange unitPrice;    ///< per unit per month (or per kWh / one-off)
    int months = 1;          ///< 1 monthly, 12 annual
    int shareBasisPoints = 10000; ///< annual discount share, 10000 = no discount
    MoneyRange amount;       ///< zero for lines included in rent
    bool included = false;   ///< shown for information (包内), not charged
    QString note;            ///< e.g. "34.0 kW at full load, included in rent"

    bool isEstimate() const { return kind == PriceKind::Estimate || !unitPrice.isFixed(); }
};

/** A priced quote for one design and term. */
struct Quote {
    QuoteSettings settings;  ///< number, customer, date, validity, term used
    QString currency = QStringLiteral("CNY");
    QList<QuoteLine> lines;
    MoneyRange subtotal;
    int vatBasisPoints = 600;
    bool pricesIncludeVat = false;
    MoneyRange vat;          ///< VAT added (or contained, when prices include it)
    MoneyRange total;
    /** The declared rounding rule, shown on the quote. */
    QString roundingRule;
    QStringList warnings;    ///< e.g. "no price for SKU X": such lines are shown, priced 0

    bool hasEstimates() const;
};

} // namespace cq
