#pragma once

#include <QStringList>

class QSqlDatabase;

namespace cq {

/**
 * The DDL of the price-book database, schema version kCurrentVersion (kept in
 * `PRAGMA user_version`).
 *
 * The SQL is portable between SQLite and PostgreSQL: money is BIGINT fen, hardware
 * figures are DOUBLE PRECISION (REAL affinity in SQLite, 8-byte in PostgreSQL, where
 * REAL would round 370.8), dates are ISO-8601 TEXT and flags are INTEGER 0/1.
 * Each string is one statement because QSQLITE runs one statement per exec().
 */
class PriceBookSchema
{
public:
    /** The newest schema version this build reads and writes. */
    static constexpr int kCurrentVersion = 1;

    /** CREATE TABLE statements of the current schema, parents before children. */
    static QStringList createStatements();
    /** Names of every table of the current schema. */
    static QStringList tableNames();

    /**
     * Runs createStatements() and sets `PRAGMA user_version` to kCurrentVersion. The
     * caller holds the transaction. Returns false with the driver's text in @p error.
     */
    static bool create(const QSqlDatabase &db, QString *error);
    /** The tables of tableNames() that @p db lacks (empty when the schema is complete). */
    static QStringList missingTables(const QSqlDatabase &db);
};

} // namespace cq
