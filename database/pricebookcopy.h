#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace cq {

class DatabaseConnection;
class PriceBookDatabase;

/**
 * Moves a whole price book from one database to another, SQLite to PostgreSQL and back
 * (`clusterquote pricebook copy --from A --to B`, issue #21): every row of every table of the
 * schema (catalog, prices with internal cost, settings, annual shares, discount rules, issued
 * revisions with their snapshot texts) copied column by column as stored, in insertion order,
 * and the quote-number position (SQLite's quote_sequence setting, the server's SEQUENCE).
 *
 * The target is replaced in one transaction (deleted and written; a failure leaves it as it
 * was), except that PostgreSQL's setval() cannot be rolled back: it runs last, just before the
 * commit. A target that is in use (an issued revision, a quote number taken, or an edit since
 * its seed) is refused unless @p replace. Both books must be at the current schema version.
 * Afterwards totals() of both are compared: row counts, price sums, snapshot sizes, position.
 */
class PriceBookCopy
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookCopy)
public:
    /** What is compared after a copy. */
    struct Totals {
        QList<QPair<QString, qint64>> rows; ///< per table, PriceBookSchema::tableNames() order
        qint64 minFen = 0;                  ///< SUM(price_items.min_fen)
        qint64 maxFen = 0;
        qint64 costFen = 0;                 ///< SUM(price_items.cost_fen): the internal cost
        qint64 snapshotChars = 0;           ///< characters of every revision's design, price book and extras
        qint64 quotePosition = 0;           ///< quote numbers handed out so far
        bool operator==(const Totals &) const = default;
    };

    /** Copies @p source over @p target (both open); false with error(). */
    bool copy(PriceBookDatabase &source, PriceBookDatabase &target, bool replace);
    /** The totals of @p db; false with error(). */
    bool totals(PriceBookDatabase &db, Totals *out);

    /** Totals of the source and of the target, read by the last copy(). */
    Totals sourceTotals() const { return m_source; }
    Totals targetTotals() const { return m_target; }
    QString error() const { return m_error; }
    /** True when the last copy() committed (a failure afterwards is a mismatch of the totals). */
    bool committed() const { return m_committed; }

private:
    bool fail(const QString &message);
    /** The quote numbers @p db has handed out (sequence or setting). */
    bool quotePosition(DatabaseConnection &db, qint64 *position);
    /** Deletes every row of the target and writes the source's; the caller holds the transaction. */
    bool copyRows(DatabaseConnection &from, DatabaseConnection &to, qint64 position, QString *driverError);
    /** Rows of @p table of @p from into @p to. */
    bool copyTable(DatabaseConnection &from, DatabaseConnection &to, const QString &table, QString *driverError);

    Totals m_source;
    Totals m_target;
    QString m_error;
    bool m_committed = false;
};

} // namespace cq
