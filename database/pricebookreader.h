#pragma once

#include "catalog/catalog.h"
#include "quote/pricebook.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>

class QSqlQuery;

namespace cq {

class BoundStatement;
class DatabaseConnection;

/**
 * Reads the catalog and the price book back from the database. The file may have been
 * edited by hand, so every row is checked again: a row with an unknown key (unit, kind,
 * fabric, link kind), a non-numeric figure, min_fen > max_fen or a server whose GPU
 * model is missing is skipped and described in problems(); a bad or missing setting
 * falls back to the PriceBook default and is described too. Nothing here asserts on data.
 */
class PriceBookReader
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookReader)
public:
    explicit PriceBookReader(DatabaseConnection &db);

    /**
     * Fills @p catalog and @p book. Returns false with error() (the driver's text) when a
     * query cannot run at all, e.g. a table or column was dropped. Also derives
     * @p book's publishedNics from the catalog rows read (server NICs, model names).
     */
    bool read(Catalog *catalog, PriceBook *book);

    /**
     * What the connected role may read (PriceBookCapabilities): without @p internalCost the
     * items are read without price_items.cost_fen (every cost 0, as a customer's book has),
     * without @p discountRules the book has no discount rules. Both true by default.
     */
    void setReadable(bool internalCost, bool discountRules)
    {
        m_readCost = internalCost;
        m_readRules = discountRules;
    }

    /**
     * Reads the one price item (@p sku, @p region) as it is stored now, with its row version
     * (issue #21: "theirs" in a save conflict). @p out is empty when there is no such row (or
     * the row is unreadable, described in problems()); false with error() when the query fails.
     */
    bool readItem(const QString &sku, const QString &region, std::optional<PriceItem> *out);

    QString error() const { return m_error; }
    /** One translated line per skipped row or replaced setting of the last read(). */
    QStringList problems() const { return m_problems; }

private:
    bool readGpus(QList<GpuModel> *gpus);
    bool readServers(const QList<GpuModel> &gpus, QList<ServerModel> *servers);
    bool readSwitches(QList<SwitchModel> *switches);
    bool readCables(QList<CableModel> *cables);
    bool readItems(QList<PriceItem> *items);
    /** The price_items columns itemFromRow() reads, without cost_fen when the role may not read it. */
    QString itemColumns() const;
    /** The item of the current row of a SELECT of itemColumns(); false (and a problem line) for a bad row. */
    bool itemFromRow(const QSqlQuery &query, PriceItem *out);
    bool readSettings(PriceBook *book);
    bool readDiscounts(QHash<QString, int> *shares);
    bool readRules(QList<DiscountRule> *rules);
    /** Runs a fixed SELECT (no user input, so nothing to bind), prepared once per connection. */
    bool select(BoundStatement &statement);
    /** Records "<table> row '<key>' skipped: <faults>" when @p faults is not empty; true if the row is good. */
    bool accept(const QString &table, const QString &key, const QStringList &faults);

    DatabaseConnection &m_db;
    QString m_error;
    QStringList m_problems;
    bool m_readCost = true;
    bool m_readRules = true;
};

} // namespace cq
