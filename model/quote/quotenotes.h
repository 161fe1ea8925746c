#pragma once

#include "pricebook.h"
#include "quote.h"
#include "domain/design.h"

#include <QStringList>

namespace cq {

/**
 * Industry habit for an annual contract: 83-92 % of 12 x monthly (DOMAIN.md "Terms and
 * discounts"), an estimate. Families the price book gives no share of their own are NOT
 * priced at a share picked from this range: they stay at 100 % of 12 x monthly (no discount
 * the provider has not set is promised), and the quote states the range as an estimate
 * beside them (quoteNotes()), so the customer sees it and asks for the provider's figure.
 */
inline constexpr int kIndustryAnnualShareMinPpm = 830000; ///< 83 %
inline constexpr int kIndustryAnnualShareMaxPpm = 920000; ///< 92 %

/**
 * Notes a quote of @p design states among its assumptions (Quote::assumptions, shown in the
 * window, the CLI, JSON and the PDF), in the current translation:
 *  - when a server runs CANN (runsCann(), Ascend NPUs): CUDA programs must be ported and
 *    tested first (the same warning as rule CQ-CANN-001);
 *  - on the annual term, for the discount families of @p lines that @p book gives no annual
 *    share: they are priced at 100 % of 12 x monthly, and the industry's 83-92 % is an estimate.
 */
QStringList quoteNotes(const Design &design, const PriceBook &book, Term term, const QString &region,
                       const QList<QuoteLine> &lines);

/** "2026-12-06 08:55": how price-book times are written in notes and messages (local time, to the minute). */
QString priceBookTimeText(const QDateTime &time);
/**
 * "Prices as of 2026-12-06 08:55 (offline copy of the team price book)." for a price book read
 * from the offline copy of a team server (PriceBook::pricesAsOf valid), in the current
 * translation; empty otherwise. The one wording of that note: buildQuote() puts it in
 * Quote::priceBookNote and first among the assumptions.
 */
QString pricesAsOfNote(const PriceBook &book);

} // namespace cq
