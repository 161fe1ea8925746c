#pragma once

#include "money.h"
#include "priceitem.h"

#include <QList>
#include <QString>

#include <optional>

namespace cq {

/** The block a quote line belongs to; contingency is added per block (DOMAIN.md budget rule). */
enum class QuoteBlock { Hardware, Network, Services };

/**
 * A line the sales engineer adds by hand (storage, public IPs, DDoS protection, images,
 * setup). Quantity is in thousandths of a unit so that 2.25 TB or 0.5 month is exact.
 */
struct ManualLine {
    QString description;
    QString descriptionZh;
    qint64 quantityMilli = 1000;  ///< 1000 = 1 unit
    PriceUnit unit = PriceUnit::PerMonth;
    PriceKind kind = PriceKind::List;
    MoneyRange unitPrice;         ///< fen per unit
    int discountPpm = 0;          ///< 0..1,000,000 ppm off this line (10,000 = 1 %)
    /** Exact discounted unit price instead of discountPpm (see DiscountRule::targetPrice);
     *  applies to a fixed unit price at or above it, else the line warns and is priced at 0. */
    std::optional<Money> targetPrice;
    bool included = false;        ///< included in rent (包内): shown, not charged
    QuoteBlock block = QuoteBlock::Services;

    bool operator==(const ManualLine &) const = default;
};

/**
 * A manual line priced from price-book @p item: its names, unit, kind, price and inclusion,
 * @p quantityMilli thousandths of a unit. How items with no hardware model (cloud slices such as
 * "A100 1/20 slice", storage per TB-month) are quoted: as lines of their own, with no fabric.
 * Per-TB and service (SVC-) items go to the services block, everything else to hardware.
 */
ManualLine manualLineFromItem(const PriceItem &item, qint64 quantityMilli = 1000);

/** The hidden costs (隐形费用) DOMAIN.md says a quote must itemize instead of hiding. */
enum class HiddenFee {
    IbPortFees, Bandwidth95th, ExtraPublicIps, DdosBeyondFreeTier, ImageLicences, CrossRegionTraffic,
    SpecialVatInvoice,
    Count // number of fees, not a fee
};

/** "ib-port-fees", "bandwidth-95th", ... (stable keys for files and CSV). */
QString hiddenFeeKey(HiddenFee fee);
/** English name of the fee: the source text of its translation (context "cq::HiddenFee"). */
QString hiddenFeeName(HiddenFee fee);
/** Simplified Chinese name of the fee, for zh_CN quotes. */
QString hiddenFeeNameZh(HiddenFee fee);

/**
 * One ticked item of the hidden-fee checklist. Unchecked items are listed on the quote as
 * "not yet confirmed" so that nothing is silently left out.
 */
struct HiddenFeeCheck {
    enum class State {
        Unchecked,     ///< the sales engineer has not looked at it yet
        NotApplicable, ///< confirmed: no such fee for this customer
        Included,      ///< confirmed: covered by another line or by rent
        Priced,        ///< becomes a charged line at @c price per month
    };
    HiddenFee fee = HiddenFee::IbPortFees;
    State state = State::Unchecked;
    MoneyRange price;   ///< per month, when Priced
    QString note;
    /** Set by the quote builder (never saved): the state follows the quote itself, not the
     *  sales engineer's tick: an IB port fee line charged or included (price is then that
     *  line's amount for the term; without such a line: Included when every server's price
     *  includes its NIC ports, NotApplicable when no server has an InfiniBand NIC), or the
     *  VAT special invoice when the quote charges VAT
     *  (Priced, no price: the VAT is in the totals at Quote::vatBasisPoints). */
    bool fromQuote = false;

    bool operator==(const HiddenFeeCheck &) const = default;
};

/**
 * Everything a quote holds beyond what the design implies: manual lines, the hidden-fee
 * checklist, the optional 20 % contingency per block and the pricing region.
 */
struct QuoteExtras {
    QList<ManualLine> manualLines;
    QList<HiddenFeeCheck> checklist; ///< missing fees count as Unchecked
    bool contingency = false;        ///< add 20 % of each block as its own line
    QString region;                  ///< price-book region; empty: default prices
    /** Currency the quote is shown and exported in: empty or the price book's currency
     *  (CNY) as priced, "USD" converted at the price book's rate (see convertToUsd). */
    QString currency;

    /** The check for @p fee (Unchecked when absent). */
    HiddenFeeCheck check(HiddenFee fee) const;
    bool operator==(const QuoteExtras &) const = default;
};

} // namespace cq
