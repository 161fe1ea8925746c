#pragma once

#include <QStringList>

class QSqlDatabase;

namespace cq {

/**
 * The DDL of the price-book database, schema version kCurrentVersion (kept in
 * `PRAGMA user_version` on SQLite, in the table schema_migrations on PostgreSQL).
 *
 * The SQL is portable between SQLite and PostgreSQL: money is BIGINT fen, hardware
 * figures are DOUBLE PRECISION (REAL affinity in SQLite, 8-byte in PostgreSQL, where
 * REAL would round 370.8), dates are ISO-8601 TEXT and flags are INTEGER 0/1.
 * Each string is one statement because QSQLITE runs one statement per exec().
 * PostgreSQL gets the same tables and migrations, plus what SQLite has built in: a rowid
 * identity column where rows are read in insertion order, the version table and the
 * quote-number SEQUENCE (issue #21).
 */
class PriceBookSchema
{
public:
    /** The newest schema version this build reads and writes. */
    static constexpr int kCurrentVersion = 7;

    /** The PostgreSQL table that keeps the schema version (one row per version reached). */
    static constexpr const char *kVersionTable = "schema_migrations";
    /** The PostgreSQL SEQUENCE quote numbers come from. */
    static constexpr const char *kQuoteNumberSequence = "quote_numbers";

    /** CREATE statements of the current schema, parents before children; @p postgres adds
     *  the PostgreSQL ones (rowid columns, version table, quote-number sequence). */
    static QStringList createStatements(bool postgres = false);
    /** True when @p db is a QPSQL connection. */
    static bool isPostgres(const QSqlDatabase &db);
    /** The schema version of @p db: `PRAGMA user_version`, or MAX(version) of kVersionTable
     *  (0 when it does not exist yet). False with the driver's text in @p error. */
    static bool readVersion(const QSqlDatabase &db, int *version, QString *error);
    /** Records @p version as reached (the pragma, or a row of kVersionTable). */
    static bool writeVersion(const QSqlDatabase &db, int version, QString *error);
    /** Names of every table of schema @p version (1: the six v1 tables; 2: plus discount_rules, quote_revisions;
     *  3: the same tables, with switch_models.sharp and server_models.gpus_per_pcie_switch;
     *  4: the same, with price_items.includes; 5: the same, shares and discounts in ppm
     *  (annual_discounts.share_ppm, discount_rules.discount_ppm and target_fen); 6: plus cable_models,
     *  with the hardware columns of version6Columns() and a retired flag on every model table; 7: the same
     *  tables, with price_items.row_version, changed_by and changed_at, version7Columns()). */
    static QStringList tableNames(int version = kCurrentVersion);
    /** The statements that take a file from @p fromVersion to fromVersion + 1 (empty if none). */
    static QStringList migrationStatements(int fromVersion);
    /**
     * Runs every migration step from @p fromVersion up to kCurrentVersion and sets
     * `PRAGMA user_version`; the v5 -> v6 step also fills the new cable_models table with the
     * seed's cables. The caller holds the transaction (one for all steps, so a
     * failure leaves the file as it was). False with the driver's text in @p error.
     */
    static bool migrate(const QSqlDatabase &db, int fromVersion, QString *error);

    /**
     * Runs createStatements() and sets `PRAGMA user_version` to kCurrentVersion. The
     * caller holds the transaction. Returns false with the driver's text in @p error.
     */
    static bool create(const QSqlDatabase &db, QString *error);
    /** The tables of tableNames(@p version) that @p db lacks (empty when the schema is complete). */
    static QStringList missingTables(const QSqlDatabase &db, int version = kCurrentVersion);

private:
    /** The CREATE TABLE statements both backends share. */
    static QStringList portableCreateStatements();
    /** Column definitions added by version 3 (CREATE TABLE and the v2 -> v3 ALTER TABLE share them). */
    static QString sharpColumn();
    static QString gpusPerPcieSwitchColumn();
    /** Column added by version 4: price_items.includes. */
    static QString includesColumn();
    /** CREATE TABLE for the price items under @p name (the v1 -> v2 migration builds it beside v1's,
     *  without the v4 and v7 columns @p withIncludes adds). */
    static QString priceItemsTable(const QString &name, bool withIncludes = true);
    /** CREATE TABLE discount_rules under @p name: version 5 (ppm, target_fen) or, for the
     *  v1 -> v2 migration, version 2's basis points. */
    static QString discountRulesTable(const QString &name, bool version5 = true);
    /** CREATE TABLE annual_discounts (version 5, ppm) under @p name. */
    static QString annualDiscountsTable(const QString &name);
    static QString quoteRevisionsTable();
    /** Column definitions version 6 adds to @p table (gpu_models, server_models, switch_models);
     *  CREATE TABLE and the v5 -> v6 ALTER TABLE share them. */
    static QStringList version6Columns(const QString &table);
    /**
     * Columns version 7 adds to price_items (issue #21, optimistic saves): row_version (1 for a
     * new row, + 1 by every write of it; a save names the version it read and changes nothing
     * when the row has moved on), changed_by and changed_at (who wrote it last, UTC ISO-8601;
     * '' when not recorded). CREATE TABLE and the v6 -> v7 ALTER TABLE share them.
     */
    static QStringList version7Columns();
    /** CREATE TABLE cable_models (version 6). */
    static QString cableModelsTable();
    /** Fills the cable_models table the v5 -> v6 step creates with PriceBookSeed::catalog()'s
     *  cables (12 models), so an upgraded book has the cables a new one starts with. */
    static bool seedCableModels(const QSqlDatabase &db, QString *error);
};

} // namespace cq
