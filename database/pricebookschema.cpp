#include "pricebookschema.h"

#include "pricebookseed.h"
#include "sqlerrortext.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace cq {

bool PriceBookSchema::isPostgres(const QSqlDatabase &db)
{
    return db.driverName() == QLatin1String("QPSQL");
}

QStringList PriceBookSchema::createStatements(bool postgres)
{
    QStringList statements = portableCreateStatements();
    if (!postgres)
        return statements;
    // PostgreSQL has no rowid: the tables read in insertion order (PriceBookReader's ORDER BY
    // rowid) get an identity column of that name, which an upsert keeps as SQLite's rowid is
    // kept. A column may follow the table constraints in PostgreSQL's CREATE TABLE.
    for (QString &statement : statements) {
        for (const char *table : {"gpu_models", "server_models", "switch_models", "cable_models", "price_items"}) {
            if (statement.startsWith(QStringLiteral("CREATE TABLE %1 (").arg(QLatin1String(table)))) {
                statement.chop(1);
                statement += QStringLiteral(", rowid BIGINT GENERATED ALWAYS AS IDENTITY)");
            }
        }
    }
    statements << QStringLiteral("CREATE TABLE %1 (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
                      .arg(QLatin1String(kVersionTable))
               << QStringLiteral("CREATE SEQUENCE %1").arg(QLatin1String(kQuoteNumberSequence));
    return statements;
}

QStringList PriceBookSchema::portableCreateStatements()
{
    // CHECK constraints guard what a hand edit most easily breaks; the reader still
    // re-checks every row, because a file may come from a tool that ignores them.
    return {
        QStringLiteral("CREATE TABLE gpu_models ("
                       " id TEXT PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " arch TEXT NOT NULL,"
                       " memory_gb DOUBLE PRECISION NOT NULL CHECK (memory_gb > 0),"
                       " tflops_bf16 DOUBLE PRECISION NOT NULL CHECK (tflops_bf16 > 0),"
                       " tdp_w DOUBLE PRECISION NOT NULL CHECK (tdp_w >= 0),"
                       " fabric TEXT NOT NULL,"
                       " intra_bandwidth_gbps DOUBLE PRECISION NOT NULL CHECK (intra_bandwidth_gbps > 0),"
                       " source TEXT NOT NULL DEFAULT '',"
                       " %1)").arg(version6Columns(QStringLiteral("gpu_models")).join(QStringLiteral(", "))),
        QStringLiteral("CREATE TABLE server_models ("
                       " sku TEXT PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " gpu_id TEXT NOT NULL REFERENCES gpu_models (id),"
                       " gpu_slots INTEGER NOT NULL CHECK (gpu_slots > 0),"
                       " gpu_count INTEGER NOT NULL CHECK (gpu_count >= 0 AND gpu_count <= gpu_slots),"
                       " nic_count INTEGER NOT NULL CHECK (nic_count >= 0),"
                       " nic_rate_gbps DOUBLE PRECISION NOT NULL CHECK (nic_rate_gbps > 0),"
                       " nic_kind TEXT NOT NULL,"
                       " power_w DOUBLE PRECISION NOT NULL CHECK (power_w >= 0),"
                       " source TEXT NOT NULL DEFAULT '',"
                       " %1, %2)").arg(gpusPerPcieSwitchColumn(),
                                       version6Columns(QStringLiteral("server_models")).join(QStringLiteral(", "))),
        QStringLiteral("CREATE TABLE switch_models ("
                       " sku TEXT PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " port_count INTEGER NOT NULL CHECK (port_count > 0),"
                       " port_rate_gbps DOUBLE PRECISION NOT NULL CHECK (port_rate_gbps > 0),"
                       " kind TEXT NOT NULL,"
                       " power_w DOUBLE PRECISION NOT NULL CHECK (power_w >= 0),"
                       " source TEXT NOT NULL DEFAULT '',"
                       " %1, %2)").arg(sharpColumn(),
                                       version6Columns(QStringLiteral("switch_models")).join(QStringLiteral(", "))),
        cableModelsTable(),
        priceItemsTable(QStringLiteral("price_items")),
        QStringLiteral("CREATE TABLE settings ("
                       " key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),
        annualDiscountsTable(QStringLiteral("annual_discounts")),
        discountRulesTable(QStringLiteral("discount_rules")),
        quoteRevisionsTable(),
    };
}

QStringList PriceBookSchema::version6Columns(const QString &table)
{
    // Version 6 (issue #18): what a contract names about the hardware, and the retired flag
    // (kept for designs and issued quotes that use the model, no longer offered). Every column
    // has a default, so ALTER TABLE ADD COLUMN gives an older file's rows the "not stated" value.
    const QString retired = QStringLiteral("retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1))");
    const QString manufacturer = QStringLiteral("manufacturer TEXT NOT NULL DEFAULT ''");
    if (table == QLatin1String("gpu_models"))
        return {QStringLiteral("vendor TEXT NOT NULL DEFAULT ''"),
                QStringLiteral("software_stack TEXT NOT NULL DEFAULT 'CUDA' CHECK (software_stack IN ('CUDA', 'CANN'))"),
                retired};
    if (table == QLatin1String("server_models"))
        return {QStringLiteral("ports_per_nic INTEGER NOT NULL DEFAULT 1 CHECK (ports_per_nic >= 1 AND ports_per_nic <= 8)"),
                QStringLiteral("cpu_cores INTEGER NOT NULL DEFAULT 0 CHECK (cpu_cores >= 0)"),
                QStringLiteral("memory_gb DOUBLE PRECISION NOT NULL DEFAULT 0 CHECK (memory_gb >= 0)"),
                QStringLiteral("nvme_tb DOUBLE PRECISION NOT NULL DEFAULT 0 CHECK (nvme_tb >= 0)"),
                QStringLiteral("height_u INTEGER NOT NULL DEFAULT 0 CHECK (height_u >= 0 AND height_u <= 20)"),
                manufacturer, retired};
    if (table == QLatin1String("switch_models"))
        return {QStringLiteral("height_u INTEGER NOT NULL DEFAULT 1 CHECK (height_u >= 0 AND height_u <= 20)"),
                QStringLiteral("breakout INTEGER NOT NULL DEFAULT 1 CHECK (breakout IN (1, 2, 4, 8))"),
                manufacturer, retired};
    return {};
}

QString PriceBookSchema::cableModelsTable()
{
    // Version 6: cables and optics; sku keys their price like a server's or switch's.
    return QStringLiteral("CREATE TABLE cable_models ("
                          " sku TEXT PRIMARY KEY,"
                          " name TEXT NOT NULL,"
                          " kind TEXT NOT NULL CHECK (kind IN ('dac', 'aoc', 'fiber')),"
                          " rate_gbps DOUBLE PRECISION NOT NULL CHECK (rate_gbps > 0),"
                          " max_length_m DOUBLE PRECISION NOT NULL CHECK (max_length_m > 0),"
                          " source TEXT NOT NULL DEFAULT '',"
                          " retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1)))");
}

QString PriceBookSchema::annualDiscountsTable(const QString &name)
{
    // Version 5: shares in parts per million (80 % = 800000), four decimals of a percent exact.
    return QStringLiteral("CREATE TABLE %1 ("
                          " family TEXT PRIMARY KEY,"
                          " share_ppm INTEGER NOT NULL CHECK (share_ppm > 0 AND share_ppm <= 1000000))").arg(name);
}

QString PriceBookSchema::priceItemsTable(const QString &name, bool withIncludes)
{
    // Version 2: one price per (SKU, region); '' is the default region. cost_fen is internal.
    return QStringLiteral("CREATE TABLE %1 ("
                          " sku TEXT NOT NULL,"
                          " region TEXT NOT NULL DEFAULT '',"
                          " name TEXT NOT NULL,"
                          " name_zh TEXT NOT NULL DEFAULT '',"
                          " family TEXT NOT NULL DEFAULT '',"
                          " unit TEXT NOT NULL,"
                          " kind TEXT NOT NULL CHECK (kind IN ('list', 'estimate')),"
                          " min_fen BIGINT NOT NULL CHECK (min_fen >= 0),"
                          " max_fen BIGINT NOT NULL,"
                          " included_in_rent INTEGER NOT NULL DEFAULT 0 CHECK (included_in_rent IN (0, 1)),"
                          " source TEXT NOT NULL DEFAULT '',"
                          " cost_fen BIGINT NOT NULL DEFAULT 0 CHECK (cost_fen >= 0),"
                          "%2%3"
                          " PRIMARY KEY (sku, region),"
                          " CHECK (min_fen <= max_fen))")
        .arg(name, withIncludes ? QStringLiteral(" %1,").arg(includesColumn()) : QString(),
             withIncludes ? QStringLiteral(" %1,").arg(version7Columns().join(QStringLiteral(", "))) : QString());
}

QStringList PriceBookSchema::version7Columns()
{
    // Version 7 (issue #21): every existing row starts at version 1, "not recorded" who and when.
    return {QStringLiteral("row_version BIGINT NOT NULL DEFAULT 1 CHECK (row_version >= 1)"),
            QStringLiteral("changed_by TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("changed_at TEXT NOT NULL DEFAULT ''")};
}

QString PriceBookSchema::includesColumn()
{
    // Version 4: what a server SKU's price includes, inclusionsKey() text ("nic-ports,power").
    return QStringLiteral("includes TEXT NOT NULL DEFAULT ''");
}

QString PriceBookSchema::sharpColumn()
{
    return QStringLiteral("sharp INTEGER NOT NULL DEFAULT 0 CHECK (sharp IN (0, 1))");
}

QString PriceBookSchema::gpusPerPcieSwitchColumn()
{
    return QStringLiteral("gpus_per_pcie_switch INTEGER NOT NULL DEFAULT 1"
                          " CHECK (gpus_per_pcie_switch >= 1 AND gpus_per_pcie_switch <= 64)");
}

QString PriceBookSchema::discountRulesTable(const QString &name, bool version5)
{
    // Version 5: discount_ppm (5 % = 50000) replaces discount_bp, and target_fen (NULL: none)
    // holds an exact discounted unit price that stands instead of the percentage.
    const QString amount = version5
        ? QStringLiteral(" discount_ppm INTEGER NOT NULL CHECK (discount_ppm >= 0 AND discount_ppm <= 1000000),"
                         " target_fen BIGINT CHECK (target_fen IS NULL OR target_fen >= 0))")
        : QStringLiteral(" discount_bp INTEGER NOT NULL CHECK (discount_bp >= 0 AND discount_bp <= 10000))");
    return QStringLiteral("CREATE TABLE %1 ("
                          " position INTEGER PRIMARY KEY,"
                          " name TEXT NOT NULL,"
                          " family TEXT NOT NULL DEFAULT '',"
                          " sku TEXT NOT NULL DEFAULT '',"
                          " term TEXT NOT NULL DEFAULT '' CHECK (term IN ('', 'monthly', 'annual')),"
                          " min_quantity BIGINT NOT NULL DEFAULT 0 CHECK (min_quantity >= 0),"
                          "%2").arg(name, amount);
}

QString PriceBookSchema::quoteRevisionsTable()
{
    // Snapshots are whole documents (design .cqd JSON, price book and extras JSON): an issued
    // revision is never re-priced from the live tables.
    return QStringLiteral("CREATE TABLE quote_revisions ("
                          " quote_number TEXT NOT NULL,"
                          " revision INTEGER NOT NULL CHECK (revision >= 1),"
                          " issued_at TEXT NOT NULL,"
                          " term TEXT NOT NULL,"
                          " design TEXT NOT NULL,"
                          " price_book TEXT NOT NULL,"
                          " extras TEXT NOT NULL,"
                          " PRIMARY KEY (quote_number, revision))");
}

QStringList PriceBookSchema::migrationStatements(int fromVersion)
{
    if (fromVersion == 6) {
        // v6 -> v7: row versions on the price items, for saves that never overwrite silently.
        QStringList statements;
        for (const QString &column : version7Columns())
            statements << QStringLiteral("ALTER TABLE price_items ADD COLUMN %1").arg(column);
        return statements;
    }
    if (fromVersion == 5) {
        // v5 -> v6: new catalog columns (defaults: "not stated", not retired) and cable_models.
        QStringList statements;
        for (const QString &table : {QStringLiteral("gpu_models"), QStringLiteral("server_models"),
                                     QStringLiteral("switch_models")}) {
            for (const QString &column : version6Columns(table))
                statements << QStringLiteral("ALTER TABLE %1 ADD COLUMN %2").arg(table, column);
        }
        statements << cableModelsTable();
        return statements;
    }
    if (fromVersion == 4) {
        // v4 -> v5: shares and discounts from basis points to parts per million, exactly
        // (x 100: 80.00 % = 8000 bp = 800000 ppm). SQLite cannot change a column's CHECK in
        // place, so both tables are rebuilt beside the old ones and renamed.
        return {
            annualDiscountsTable(QStringLiteral("annual_discounts_v5")),
            QStringLiteral("INSERT INTO annual_discounts_v5 (family, share_ppm)"
                           " SELECT family, share_bp * 100 FROM annual_discounts"),
            QStringLiteral("DROP TABLE annual_discounts"),
            QStringLiteral("ALTER TABLE annual_discounts_v5 RENAME TO annual_discounts"),
            discountRulesTable(QStringLiteral("discount_rules_v5")),
            QStringLiteral("INSERT INTO discount_rules_v5 (position, name, family, sku, term, min_quantity,"
                           " discount_ppm, target_fen) SELECT position, name, family, sku, term, min_quantity,"
                           " discount_bp * 100, NULL FROM discount_rules"),
            QStringLiteral("DROP TABLE discount_rules"),
            QStringLiteral("ALTER TABLE discount_rules_v5 RENAME TO discount_rules"),
        };
    }
    if (fromVersion == 3) {
        // v3 -> v4: what a server's price includes. Every server of an older book keeps power
        // included when its SVC-POWER row said "included in rent", plus hosting and operations;
        // the seed's two networked list prices (DOMAIN.md "InfiniBand 组网官网价") include
        // their NIC ports and fabric switches, as pricebookseed.cpp declares them.
        return {
            QStringLiteral("ALTER TABLE price_items ADD COLUMN %1").arg(includesColumn()),
            QStringLiteral("UPDATE price_items SET includes = 'operations' WHERE sku IN (SELECT sku FROM server_models)"),
            QStringLiteral("UPDATE price_items SET includes = 'power,operations' WHERE sku IN (SELECT sku FROM"
                           " server_models) AND EXISTS (SELECT 1 FROM price_items p WHERE p.sku = 'SVC-POWER'"
                           " AND p.included_in_rent = 1)"),
            QStringLiteral("UPDATE price_items SET includes = 'nic-ports,fabric-switches,' || includes"
                           " WHERE sku IN ('SRV-A100-SXM-8-IB', 'SRV-H100-SXM-8-IB')"),
        };
    }
    if (fromVersion == 2) {
        // v2 -> v3: two hardware inputs of the engine. The seed's SHARP switches and its
        // shared-PCIe-switch server (pricebookseed.cpp) are marked in an older file too.
        return {
            QStringLiteral("ALTER TABLE switch_models ADD COLUMN %1").arg(sharpColumn()),
            QStringLiteral("ALTER TABLE server_models ADD COLUMN %1").arg(gpusPerPcieSwitchColumn()),
            QStringLiteral("UPDATE switch_models SET sharp = 1 WHERE sku IN ('SW-IB-HDR-40', 'SW-IB-NDR-64')"),
            QStringLiteral("UPDATE server_models SET gpus_per_pcie_switch = 2 WHERE sku = 'SRV-H100-PCIE-8'"),
        };
    }
    if (fromVersion != 1)
        return {};
    // v1 -> v2: SQLite cannot change a primary key in place, so price_items is rebuilt.
    return {
        priceItemsTable(QStringLiteral("price_items_v2"), false), // v4 adds includes
        QStringLiteral("INSERT INTO price_items_v2 (sku, region, name, name_zh, family, unit, kind, min_fen, max_fen,"
                       " included_in_rent, source, cost_fen) SELECT sku, '', name, name_zh, family, unit, kind,"
                       " min_fen, max_fen, included_in_rent, source, 0 FROM price_items"),
        QStringLiteral("DROP TABLE price_items"),
        QStringLiteral("ALTER TABLE price_items_v2 RENAME TO price_items"),
        discountRulesTable(QStringLiteral("discount_rules"), false), // v5 moves it to ppm
        quoteRevisionsTable(),
        QStringLiteral("INSERT INTO settings (key, value) VALUES ('rounding', 'per-line')"),
        QStringLiteral("INSERT INTO settings (key, value) VALUES ('cny_per_usd_e4', '72000')"),
        QStringLiteral("INSERT INTO settings (key, value) VALUES ('quote_sequence', '0')"),
    };
}

bool PriceBookSchema::migrate(const QSqlDatabase &db, int fromVersion, QString *error)
{
    QSqlQuery query(db);
    for (int version = fromVersion; version < kCurrentVersion; ++version) {
        for (const QString &statement : migrationStatements(version)) {
            if (!query.exec(statement)) {
                *error = sqlErrorText(query.lastError());
                return false;
            }
        }
        if (version == 5 && !seedCableModels(db, error))
            return false;
    }
    return writeVersion(db, kCurrentVersion, error);
}

bool PriceBookSchema::seedCableModels(const QSqlDatabase &db, QString *error)
{
    // The v5 -> v6 step has just created cable_models, so it is empty: these rows overwrite
    // nothing of the provider's. Without them an upgraded book had no cable at all and the bill
    // of materials found no part for any run, while a new book has the seed's. It runs inside
    // the caller's migration transaction, so a failure leaves the v5 file as it was. A v6 book
    // never passes here: a provider who deleted every cable keeps an empty table.
    QSqlQuery insert(db);
    if (!insert.prepare(QStringLiteral("INSERT INTO cable_models (sku, name, kind, rate_gbps, max_length_m, source,"
                                       " retired) VALUES (?, ?, ?, ?, ?, ?, ?)"))) {
        *error = sqlErrorText(insert.lastError());
        return false;
    }
    for (const CableModel &c : PriceBookSeed::catalog().cables) {
        for (const QVariant &value : QVariantList{c.sku, c.name, cableKindKey(c.kind), c.rateGbps, c.maxLengthM,
                                                  c.source, c.retired ? 1 : 0})
            insert.addBindValue(value);
        if (!insert.exec()) {
            *error = sqlErrorText(insert.lastError());
            return false;
        }
    }
    return true;
}

QStringList PriceBookSchema::tableNames(int version)
{
    QStringList names{QStringLiteral("gpu_models"), QStringLiteral("server_models"), QStringLiteral("switch_models"),
                      QStringLiteral("price_items"), QStringLiteral("settings"), QStringLiteral("annual_discounts")};
    if (version >= 2)
        names << QStringLiteral("discount_rules") << QStringLiteral("quote_revisions");
    if (version >= 6)
        names << QStringLiteral("cable_models");
    return names;
}

bool PriceBookSchema::create(const QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    for (const QString &statement : createStatements(isPostgres(db))) {
        if (!query.exec(statement)) {
            *error = sqlErrorText(query.lastError());
            return false;
        }
    }
    return writeVersion(db, kCurrentVersion, error);
}

bool PriceBookSchema::readVersion(const QSqlDatabase &db, int *version, QString *error)
{
    QSqlQuery query(db);
    if (!isPostgres(db)) {
        if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
            *error = sqlErrorText(query.lastError());
            return false;
        }
        *version = query.value(0).toInt();
        return true;
    }
    // No table yet: an empty database, version 0 as a new SQLite file has.
    if (!db.tables(QSql::Tables).contains(QLatin1String(kVersionTable))) {
        *version = 0;
        return true;
    }
    if (!query.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM %1").arg(QLatin1String(kVersionTable)))
        || !query.next()) {
        *error = sqlErrorText(query.lastError());
        return false;
    }
    *version = query.value(0).toInt();
    return true;
}

bool PriceBookSchema::writeVersion(const QSqlDatabase &db, int version, QString *error)
{
    QSqlQuery query(db);
    bool ok = false;
    if (isPostgres(db)) {
        // One row per version reached, with when: the history a shared server keeps.
        ok = query.prepare(QStringLiteral("INSERT INTO %1 (version, applied_at) VALUES (?, ?)")
                               .arg(QLatin1String(kVersionTable)));
        query.addBindValue(version);
        query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        ok = ok && query.exec();
    } else {
        // A pragma takes no bound parameter; the value is one of this build's version numbers.
        ok = query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
    }
    if (!ok)
        *error = sqlErrorText(query.lastError());
    return ok;
}

QStringList PriceBookSchema::missingTables(const QSqlDatabase &db, int version)
{
    const QStringList present = db.tables(QSql::Tables);
    QStringList missing;
    for (const QString &name : tableNames(version)) {
        if (!present.contains(name, Qt::CaseInsensitive))
            missing << name;
    }
    return missing;
}

} // namespace cq
