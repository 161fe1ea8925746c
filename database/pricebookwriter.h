#pragma once

#include "catalog/catalog.h"
#include "quote/pricebook.h"

#include <QVariantList>

namespace cq {

class DatabaseConnection;

/**
 * Writes catalog and price-book rows through prepared statements with bound values
 * (never string-built SQL), each prepared once per connection (DatabaseConnection::statement). The caller owns the transaction; a failed call leaves the
 * driver's one-line text in error() and the caller rolls back.
 */
class PriceBookWriter
{
public:
    explicit PriceBookWriter(DatabaseConnection &db);

    /** Inserts every row of a freshly created schema: catalog (through CatalogWriter), items, settings, discounts. */
    bool writeAll(const Catalog &catalog, const PriceBook &book);

    /** Inserts the item, or updates every column of the item with the same SKU. */
    bool upsertPriceItem(const PriceItem &item);
    /** Deletes every price item and inserts @p items. */
    bool replaceItems(const QList<PriceItem> &items);
    /** Deletes every discount rule and inserts @p rules in order. */
    bool replaceDiscountRules(const QList<DiscountRule> &rules);
    /** Currency, VAT, effective date, rounding policy and USD rate of @p book (not version or sequence). */
    bool writeCommercialSettings(const PriceBook &book);
    /** Inserts or replaces one settings row (key "currency", "vat_bp", ...). */
    bool setSetting(const QString &key, const QString &value);
    /** Inserts or replaces the annual share (basis points of 12 x monthly) of a family. */
    bool setAnnualDiscount(const QString &family, int sharePpm);
    /** Adds 1 to the "version" setting in one UPDATE (no read-then-write race); on PostgreSQL
     *  also NOTIFYs PriceBookVersion::channel() in the same transaction. */
    bool bumpVersion();

    /** The driver's text of the last failure. */
    QString error() const { return m_error; }

private:
    bool writeSettings(const PriceBook &book);
    /** Prepares @p sql, binds @p values by position and runs it. */
    bool run(const QString &sql, const QVariantList &values);

    DatabaseConnection &m_db;
    QString m_error;
};

} // namespace cq
