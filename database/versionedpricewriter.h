#pragma once

#include "quote/pricechanges.h"
#include "quote/priceconflict.h"

#include <QDateTime>

namespace cq {

class DatabaseConnection;

/**
 * Writes price-item changes optimistically (issue #21): each UPDATE and DELETE names the
 * row_version the editor read (WHERE sku = ? AND region = ? AND row_version = ?) and an UPDATE
 * adds 1 to it; an INSERT of a new (SKU, region) does nothing when someone else added that row
 * first. A statement that changes no row writes nothing, and the row as it is stored now is read
 * back as "theirs" of a PriceConflict (also when it holds what "yours" would write: yours was
 * made on a value that is gone). Every write records who and when (changed_by,
 * changed_at). The caller owns the transaction; the rows without conflict are written in it.
 */
class VersionedPriceWriter
{
public:
    /** Writes through @p db; @p changedBy and @p changedAt (UTC) go into every row written. */
    VersionedPriceWriter(DatabaseConnection &db, const QString &changedBy, const QDateTime &changedAt);

    /** Writes @p changes; the rows that moved on since they were read go to @p conflicts, unwritten.
     *  False with error() when a statement fails (the caller rolls back). */
    bool apply(const PriceItemChanges &changes, QList<PriceConflict> *conflicts);
    /** Overwrites every row of (@p items' keys) whatever its version, bumping it, inserts the rest
     *  and deletes the rows @p items lacks: a CSV import, which replaces the list on purpose. */
    bool replaceAll(const QList<PriceItem> &items);

    /** Rows written (inserted, updated or deleted) since construction. */
    int rowsWritten() const { return m_rowsWritten; }
    /** The driver's text of the last failure. */
    QString error() const { return m_error; }

private:
    /** UPDATE of every column but the key where the row still has @p expectedVersion; any version when @p force. */
    bool update(const PriceItem &item, qint64 expectedVersion, bool force, bool *written);
    /** INSERT unless the (SKU, region) exists. */
    bool insert(const PriceItem &item, bool *written);
    /** DELETE where the row still has @p expectedVersion; any version when @p force. */
    bool remove(const PriceItem &item, qint64 expectedVersion, bool force, bool *written);
    /** Reads the row of (@p sku, @p region) as stored now and adds the conflict of it and @p yours. */
    bool addConflict(const QString &sku, const QString &region, const std::optional<PriceItem> &yours,
                     QList<PriceConflict> *conflicts);
    /** Runs @p sql with @p values; @p rows gets the number of rows it changed. */
    bool run(const QString &sql, const QVariantList &values, int *rows);

    DatabaseConnection &m_db;
    QString m_changedBy;
    QString m_changedAt;
    QString m_error;
    int m_rowsWritten = 0;
};

} // namespace cq
