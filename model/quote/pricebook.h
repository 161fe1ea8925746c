#pragma once

#include "catalog/catalog.h"
#include "domain/priceitem.h"
#include "pricingrules.h"
#include "domain/linkkind.h"

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>

namespace cq {

/**
 * What the catalog publishes for one SKU, derived when the price book is read (database
 * PriceBookReader, from server_models, switch_models and cable_models), never stored in a
 * price-book column. For a server model: the compute NICs its networked price was published
 * for (nic_kind, nic_rate_gbps, nic_count x ports_per_nic); a switch or cable has a name only.
 */
struct PublishedNics {
    QString name;                ///< the catalog model's display name, e.g. "RoCE 100GbE 48-port (in-house)"
    bool hasNics = false;        ///< a server model: kind, rateGbps and ports below are its NICs
    LinkKind kind = LinkKind::InfiniBand;
    double rateGbps = 0;         ///< per NIC port, Gb/s
    int ports = 0;               ///< fabric ports: nicCount x portsPerNic
};

/**
 * A snapshot of the price book: items plus the commercial settings that price a quote.
 * Loaded by the database library; the quote arithmetic needs nothing else.
 */
struct PriceBook {
    QList<PriceItem> items;
    QString currency = QStringLiteral("CNY");
    int vatBasisPoints = 600;          ///< VAT rate in 1/100 %, 600 = 6 %
    bool pricesIncludeVat = false;     ///< list prices already include VAT
    /** Annual-term price as a share of 12 x monthly, in parts per million per discount family
     *  (A100 800,000 = 80 % 八折, H100 850,000 = 85 % 八五折); families not listed: 100 %. */
    QHash<QString, int> annualSharesPpm;
    int version = 1;
    QDate effectiveDate;
    RoundingPolicy roundingPolicy = RoundingPolicy::PerLine; ///< the one declared rounding rule
    QList<DiscountRule> discountRules;  ///< beyond the annual share; the best matching one applies
    /** CNY per USD in 1/10000 (72000 = 7.2000); converts when currency is "USD". */
    qint64 cnyPerUsdE4 = 72000;
    /** The date the USD rate was set; invalid: the book's effective date stands for it. */
    QDate usdRateDate;
    /**
     * Hours in a month for the hourly term: DOMAIN.md gives monthly prices only, so an
     * hourly price is round(monthly / hoursPerMonth) to the fen. 730 = 8,760 h / 12.
     */
    int hoursPerMonth = kDefaultHoursPerMonth;
    static constexpr int kDefaultHoursPerMonth = 730;
    /**
     * Dedicated BGP bandwidth a design with servers is quoted, Mb/s, when the design does not
     * set its own (QuoteSettings::publicBandwidthMbps < 0). DOMAIN.md: one 8x A100 server
     * "with bandwidth and storage" about 40,000 a month; dedicated 100 Mb/s about 2,000+.
     */
    int defaultBandwidthMbps = kDefaultBandwidthMbps;
    static constexpr int kDefaultBandwidthMbps = 100;
    /**
     * SKU -> what the catalog publishes for it (read-time, derived from the catalog; see
     * PublishedNics). A server's NicPorts/FabricSwitches inclusions hold only for NICs that
     * match its SKU's entry (NetworkCount::of). Empty (a quote revision's snapshot, a book
     * built in code): no SKU is checked, every inclusion holds as the price item says.
     */
    QHash<QString, PublishedNics> publishedNics;
    /**
     * The hardware catalog the book was read with (read-time, like publishedNics: database
     * PriceBookReader; a revision snapshot keeps its cable parts and breakout switches). The
     * quote resolves the design's cables against it (resolveCables(), as the bill of materials
     * does) to price them. Without cable parts (a book built in code, a revision issued before
     * cables were quoted) the quote has no cable lines, as such quotes were priced.
     */
    Catalog catalog;
    /**
     * Invalid for a price book read from where it lives. On the offline copy of a team price
     * book (issue #21, read while the server is not reachable): the last time, UTC, its prices
     * were read from the server. A quote priced from it says so (pricesAsOfNote(), quotenotes.h).
     */
    QDateTime pricesAsOf;

    /** The item with this SKU for @p region: the region's own price first, else the one with no region; nullptr if none. */
    const PriceItem *item(const QString &sku, const QString &region = QString()) const;
    /**
     * Whether any item carries an internal cost: the internal price book. Without one (the
     * seed, a customer's installation) internal cost and margin columns cannot be shown.
     */
    bool hasInternalCosts() const;
    /**
     * Whether the price of @p sku (for @p region, as item() finds it) includes @p inclusion;
     * false when the book has no such SKU. The one accessor the quote lines read: e.g. the
     * power line asks includes(server.sku, Inclusion::Power).
     */
    bool includes(const QString &sku, Inclusion inclusion, const QString &region = QString()) const;
    /** Regions named by any item, sorted, without duplicates. */
    QStringList regions() const;
    /** Annual share for a family in ppm (Ppm::kWhole = 100 % when the family has no rule). */
    int annualSharePpm(const QString &family) const;
};

/** Keys of the service items the quote builder looks up. */
namespace ServiceSku {
inline constexpr char IbPort[] = "SVC-IB-PORT";          ///< per used IB switch port, per month
inline constexpr char Bandwidth[] = "SVC-BW-BGP";        ///< per Mb/s of dedicated BGP bandwidth, per month
inline constexpr char Power[] = "SVC-POWER";             ///< per kWh, included in server rent by default
} // namespace ServiceSku

} // namespace cq
