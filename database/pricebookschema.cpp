#include "pricebookschema.h"

#include "sqlerrortext.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace cq {

QStringList PriceBookSchema::createStatements()
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
                       " source TEXT NOT NULL DEFAULT '')"),
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
                       " source TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE switch_models ("
                       " sku TEXT PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " port_count INTEGER NOT NULL CHECK (port_count > 0),"
                       " port_rate_gbps DOUBLE PRECISION NOT NULL CHECK (port_rate_gbps > 0),"
                       " kind TEXT NOT NULL,"
                       " power_w DOUBLE PRECISION NOT NULL CHECK (power_w >= 0),"
                       " source TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE price_items ("
                       " sku TEXT PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " name_zh TEXT NOT NULL DEFAULT '',"
                       " family TEXT NOT NULL DEFAULT '',"
                       " unit TEXT NOT NULL,"
                       " kind TEXT NOT NULL CHECK (kind IN ('list', 'estimate')),"
                       " min_fen BIGINT NOT NULL CHECK (min_fen >= 0),"
                       " max_fen BIGINT NOT NULL,"
                       " included_in_rent INTEGER NOT NULL DEFAULT 0 CHECK (included_in_rent IN (0, 1)),"
                       " source TEXT NOT NULL DEFAULT '',"
                       " CHECK (min_fen <= max_fen))"),
        QStringLiteral("CREATE TABLE settings ("
                       " key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE annual_discounts ("
                       " family TEXT PRIMARY KEY,"
                       " share_bp INTEGER NOT NULL CHECK (share_bp > 0 AND share_bp <= 10000))"),
    };
}

QStringList PriceBookSchema::tableNames()
{
    return {QStringLiteral("gpu_models"), QStringLiteral("server_models"), QStringLiteral("switch_models"),
            QStringLiteral("price_items"), QStringLiteral("settings"), QStringLiteral("annual_discounts")};
}

bool PriceBookSchema::create(const QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    for (const QString &statement : createStatements()) {
        if (!query.exec(statement)) {
            *error = sqlErrorText(query.lastError());
            return false;
        }
    }
    // A pragma takes no bound parameter; the value is a compile-time constant.
    if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(kCurrentVersion))) {
        *error = sqlErrorText(query.lastError());
        return false;
    }
    return true;
}

QStringList PriceBookSchema::missingTables(const QSqlDatabase &db)
{
    const QStringList present = db.tables(QSql::Tables);
    QStringList missing;
    for (const QString &name : tableNames()) {
        if (!present.contains(name, Qt::CaseInsensitive))
            missing << name;
    }
    return missing;
}

} // namespace cq
