#pragma once

#include "money.h"

#include <QString>

namespace cq {

/** List price (官网明示价, fixed published figure) or estimate (预估价格, 以咨询为准). */
enum class PriceKind { List, Estimate };

/** What one unit of a price item is. */
enum class PriceUnit {
    PerMonth,      ///< per item per month (server rent, switch rent)
    PerPortMonth,  ///< per used switch port per month (IB port fee)
    PerMbpsMonth,  ///< per Mb/s of committed bandwidth per month
    PerKwh,        ///< per kWh of energy
    OneOff,        ///< once per contract (setup)
    PerHour,       ///< per item per hour (trials)
};

/** "month", "port-month", "mbps-month", "kwh", "one-off". */
QString priceUnitKey(PriceUnit unit);
bool priceUnitFromKey(const QString &key, PriceUnit *unit);
/** "list" / "estimate". */
QString priceKindKey(PriceKind kind);
bool priceKindFromKey(const QString &key, PriceKind *kind);

/**
 * One priced item of the price book. A list price may still be a published range
 * (e.g. 8x H100 high-spec 80,000-120,000 CNY/month); an estimate is always shown as
 * a range and labelled as an estimate.
 */
struct PriceItem {
    QString sku;          ///< catalog SKU or service key ("SVC-IB-PORT", "SVC-BW-BGP", "SVC-POWER")
    QString name;         ///< English source name
    QString nameZh;       ///< zh_CN name for Chinese quotes
    QString family;       ///< discount family: "A100", "H100", ... empty for none
    PriceUnit unit = PriceUnit::PerMonth;
    PriceKind kind = PriceKind::List;
    MoneyRange price;     ///< per unit, in fen of the price book's currency
    bool includedInRent = false; ///< included in server rent (包内), shown at no charge
    QString source;       ///< where the figure comes from
    QString region;       ///< room/region this price applies to ("Shenzhen"); empty: every region
    Money cost;           ///< INTERNAL cost per unit, fen; never on a customer document

    bool operator==(const PriceItem &) const = default;
};

} // namespace cq
