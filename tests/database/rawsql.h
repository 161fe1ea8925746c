#pragma once

#include <QString>
#include <QStringList>

/**
 * Test helper: runs raw SQL on a price-book file through a private connection, the way
 * a user with the sqlite3 shell would (foreign keys off, no checks by ClusterQuote).
 */
class RawSql
{
public:
    /** Runs @p statements in order, one per exec(); false with @p error on the first failure. */
    static bool exec(const QString &path, const QStringList &statements, QString *error = nullptr);
    /**
     * Runs @p statements, then stamps the file as schema @p userVersion (an older price book
     * made from a new one); @p path, or empty with a warning naming the failed statement.
     * Below version 7, undoVersion7() runs first, below version 6 also undoVersion6(), so
     * @p statements only undo versions 5 and older.
     */
    static QString downgrade(const QString &path, const QStringList &statements, int userVersion);
    /** Takes a current file back to schema 5: drops cable_models and the columns version 6 added. */
    static QStringList undoVersion6();
    /** Takes a current file back to schema 6: drops the price_items columns version 7 added. */
    static QStringList undoVersion7();
    /** The first column of the first row of @p sql as an int; -1 when the query fails. */
    static int integer(const QString &path, const QString &sql);
    /** The first column of the first row of @p sql as text; empty when the query fails. */
    static QString text(const QString &path, const QString &sql);
};
