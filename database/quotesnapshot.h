#pragma once

#include "quote/pricebook.h"
#include "domain/quoteextras.h"

#include <QByteArray>
#include <QString>

namespace cq {

/**
 * The JSON snapshots a quote revision stores (table quote_revisions): the price book as it
 * was when the revision was issued and the quote's extras. Money is integer fen, rates and
 * shares integer basis points, so a snapshot reads back exactly. The design is stored as
 * its own .cqd text (DesignFormat).
 */
class QuoteSnapshot
{
public:
    static QByteArray priceBookJson(const PriceBook &book);
    /** False with a reason in @p error when the text is not a snapshot of this shape. */
    static bool readPriceBook(const QByteArray &json, PriceBook *book, QString *error);
    static QByteArray extrasJson(const QuoteExtras &extras);
    static bool readExtras(const QByteArray &json, QuoteExtras *extras, QString *error);
};

} // namespace cq
