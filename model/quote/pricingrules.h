#pragma once

#include "domain/quotesettings.h"

#include "domain/money.h"
#include "ppm.h"

#include <QList>
#include <QString>

#include <optional>

namespace cq {

struct PriceItem;

/**
 * Where a quote rounds to the fen; stored in the price book (settings key "rounding").
 * - PerLine: each line's net amount and each line's VAT are rounded once; subtotal, VAT
 *   and total are sums of rounded figures, so the rounded lines add up to the total
 *   (55.55 and 11.11 at 23 % VAT: 68.33 + 13.67 = 82.00).
 * - PerDocument: line amounts are exact fractions (shown rounded); the subtotal is rounded
 *   once and VAT is computed on it (same example: 66.66 + 15.33 = 81.99).
 */
enum class RoundingPolicy { PerLine, PerDocument };

/** "per-line" / "per-document". */
QString roundingPolicyKey(RoundingPolicy policy);
bool roundingPolicyFromKey(const QString &key, RoundingPolicy *policy);

/**
 * A discount beyond the annual family share, e.g. "volume: 8 or more A100 servers, 5 %".
 * The percentage is stored as integer parts per million (50,000 = 5 %; four decimals of a
 * percent are exact), so saving and reloading never moves a price by a fen. Instead of a
 * percentage a rule may give an exact target price: the line's unit price after the
 * discount, per unit (per month for monthly units) for the rule's term, so the annual share
 * is not taken off it again (amount = quantity x target x months); the discount is then whatever turns
 * the list price into that price, and the line is priced from the target itself, so it
 * comes out to the fen (305.00 -> 290.00 is 4.918... % off; no percentage with four
 * decimals gives exactly 290.00 for every quantity). A rule matches a line when every non-empty criterion
 * matches; among matching rules the largest discount applies (rules never stack, so the
 * customer can see which one was used).
 */
struct DiscountRule {
    QString name;             ///< shown on the quote, e.g. "Volume discount"
    QString family;           ///< discount family ("A100"); empty: any
    QString sku;              ///< exact SKU; empty: any
    bool anyTerm = true;      ///< false: only for @c term
    Term term = Term::Monthly;
    qint64 minQuantity = 0;   ///< whole units on the line (0: no minimum)
    int discountPpm = 0;      ///< 0..1,000,000; 1,000,000 = 100 % off
    /** Exact discounted unit price (fen); when set it replaces discountPpm and the annual share.
     *  Never above the list price: a target above it is not a discount, the rule does not
     *  apply and the quote warns, naming the SKU and both prices. */
    std::optional<Money> targetPrice;

    bool matches(const PriceItem &item, Term lineTerm, qint64 quantity) const;
    bool operator==(const DiscountRule &) const = default;
};

/** The discount @p rule gives on @p listPrice in ppm: discountPpm, or for a target price
 *  round(10^6 x (list - target) / list) (for display; the amount uses the target). */
int discountPpmOn(const DiscountRule &rule, Money listPrice);

/**
 * The matching rule that leaves the lowest price on @p item's price (its upper end), or nullptr:
 * a percentage is taken off the price after @p sharePpm (the annual share), a target price
 * stands instead of both. Ties keep the first rule.
 */
const DiscountRule *bestDiscount(const QList<DiscountRule> &rules, const PriceItem &item, Term term, qint64 quantity,
                                 int sharePpm = Ppm::kWhole);

} // namespace cq
