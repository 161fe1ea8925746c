#pragma once

#include "money.h"
#include "priceitem.h"
#include "pricingrules.h"
#include "quoteextras.h"
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
    QuoteBlock block = QuoteBlock::Hardware; ///< hardware, network or services
    enum class Origin { Design, Manual, HiddenFee, Contingency };
    Origin origin = Origin::Design;
    int discountBasisPoints = 0; ///< discount-rule percentage off this line, 0 = none
    QString discountName;        ///< the rule that gave it
    MoneyRange vat;          ///< this line's VAT under the per-line policy; zero under per-document

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
    RoundingPolicy roundingPolicy = RoundingPolicy::PerLine;
    QList<HiddenFeeCheck> checklist; ///< every hidden fee, in HiddenFee order, with its state
    QString region;                  ///< the price-book region used; empty: default prices
    QStringList warnings;    ///< e.g. "no price for SKU X": such lines are shown, priced 0

    bool hasEstimates() const;
};

} // namespace cq
