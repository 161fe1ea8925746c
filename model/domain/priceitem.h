#pragma once

#include "money.h"

#include <QDateTime>
#include <QFlags>
#include <QString>
#include <QStringList>

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
    /** kW of full-load power, per month: the quantity of a power line (an included one shows
     *  the design's load, designpower.h); a price book may also price power per kW-month. */
    Kw,
    /** per TB of storage per month (parallel file system, local NVMe): storage is budgeted
     *  next to hardware and bandwidth. */
    PerTbMonth,
};

/** "month", "port-month", "mbps-month", "kwh", "one-off", "hour", "kw", "tb-month". */
QString priceUnitKey(PriceUnit unit);
bool priceUnitFromKey(const QString &key, PriceUnit *unit);
/** "list" / "estimate". */
QString priceKindKey(PriceKind kind);
bool priceKindFromKey(const QString &key, PriceKind *kind);

/**
 * What a server SKU's price includes (包内, DOMAIN.md "Show what is included apart from what
 * is added"). An included item is shown in the quote's "included" block and never charged
 * again. The seed's networked prices (8x A100 35,888 "InfiniBand 组网官网价", 8x H100 59,999
 * with IB) include NicPorts and FabricSwitches: the guides price 2 x A100 "with an IB switch"
 * at 71,776 in all.
 */
enum class Inclusion {
    NicPorts = 0x01,       ///< the switch-port fees of the server's cabled IB/RoCE NICs
    FabricSwitches = 0x02, ///< the switches of the server's fabric and all their ports
    Bandwidth = 0x04,      ///< dedicated public bandwidth
    Storage = 0x08,        ///< storage beyond the server's own disks
    Power = 0x10,          ///< power and cooling at full load (read by the power line)
    Operations = 0x20,     ///< hosting and 24x7 operations
};
Q_DECLARE_FLAGS(Inclusions, Inclusion)
Q_DECLARE_OPERATORS_FOR_FLAGS(Inclusions)

/** Every Inclusion in display order (network first, operations last). */
QList<Inclusion> allInclusions();
/** "nic-ports", "fabric-switches", "bandwidth", "storage", "power", "operations". */
QString inclusionKey(Inclusion inclusion);
/** Comma-separated keys in allInclusions() order ("nic-ports,fabric-switches,power"); "" for none. */
QString inclusionsKey(Inclusions inclusions);
/** Parses inclusionsKey() text (spaces around keys allowed, "" = none); false names no flag. */
bool inclusionsFromKey(const QString &key, Inclusions *inclusions);
/** English name ("IB/RoCE NIC port fees"); the quote PDF, like PriceItem::name, carries both languages. */
QString inclusionName(Inclusion inclusion);
/** Simplified Chinese name, for zh_CN quotes. */
QString inclusionNameZh(Inclusion inclusion);
/** The included items as one list for a customer: "IB/RoCE NIC ports, fabric switches, power". */
QString inclusionsText(Inclusions inclusions, bool chinese);

/**
 * Which stored row a price item was read from (issue #21, optimistic row versions): the
 * price_items.row_version the database library read with it, and who changed that row last
 * and when. A save of the item succeeds only while the row still has this version. The stamp
 * is not part of the item's value: two items with the same fields compare equal whatever
 * their stamps, so a book read back equals the book that was saved.
 */
struct RowStamp {
    qint64 version = 0;   ///< row_version when read (1 for a row never changed); 0: not read from a database, a new item
    QString changedBy;    ///< login (server) or user name (SQLite file) of the last change; empty: not recorded
    QDateTime changedAt;  ///< UTC time of the last change; invalid: not recorded (a row from before schema 7)
    /** Always true: the stamp says where an item came from, not what it is (see above). */
    bool operator==(const RowStamp &) const { return true; }
};

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
    /** For a server SKU: what its price includes (see Inclusion); none for other items. */
    Inclusions inclusions;
    /** The stored row this item was read from (optimistic saves); not compared by operator==. */
    RowStamp stored;

    /** Whether this SKU's price includes @p inclusion. */
    bool includes(Inclusion inclusion) const { return inclusions.testFlag(inclusion); }
    bool operator==(const PriceItem &) const = default;
};

} // namespace cq
