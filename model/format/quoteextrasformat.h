#pragma once

#include "domain/quoteextras.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>

namespace cq {

/**
 * JSON of a quote's extras: in a design file under "quote" -> "extras" (.cqd version 2
 * files without it read as no extras) and in the issued-revision snapshots of the price
 * book database. Money is integer fen as decimal strings in [min, max] pairs (a JSON
 * double would lose whole fen above 2^53); percentages are integer basis points, so a
 * stored discount never moves a price by a fen on reload.
 *
 * Shape: {"manualLines": [{"description", "descriptionZh", "quantityMilli": "2250",
 * "unit": "month", "kind": "list", "price": ["6422", "6422"], "discountBp": 0,
 * "included": false, "block": "services"}], "checklist": [{"fee": "ddos", "state":
 * "priced", "price": ["50000", "80000"], "note": ""}], "contingency": false,
 * "region": "", "currency": ""}. Older snapshots wrote "block" and "state" as integers;
 * they still read.
 */
class QuoteExtrasFormat
{
    Q_DECLARE_TR_FUNCTIONS(cq::QuoteExtrasFormat)
public:
    static QJsonObject toJson(const QuoteExtras &extras);
    /**
     * Reads @p value strictly. On a problem returns false with the JSON path below
     * @p value in @p where ("manualLines[2].unit") and what is wrong in @p why.
     */
    static bool fromJson(const QJsonValue &value, QuoteExtras *extras, QString *where, QString *why);

    /** "hardware" / "network" / "services". */
    static QString blockKey(QuoteBlock block);
    /** "unchecked" / "not-applicable" / "included" / "priced". */
    static QString stateKey(HiddenFeeCheck::State state);
};

} // namespace cq
