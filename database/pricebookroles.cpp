#include "pricebookroles.h"

#include "pricebookschema.h"
#include "sqlerrortext.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace cq {

namespace {
/** Tables every role reads whole. */
const char *const kPublicTables = "gpu_models, server_models, switch_models, cable_models, settings, annual_discounts";
/** Tables cq_pricing writes. */
const char *const kPricedTables = "gpu_models, server_models, switch_models, cable_models, price_items, settings,"
                                  " annual_discounts, discount_rules";
} // namespace

QStringList PriceBookRoles::grantStatements(const QStringList &priceItemColumns)
{
    const QString viewer = QLatin1String(kViewer), sales = QLatin1String(kSales), pricing = QLatin1String(kPricing);
    QStringList listed;
    for (const QString &column : priceItemColumns) {
        if (column != QLatin1String("cost_fen")) // internal: only cq_sales and above
            listed << column;
    }
    const QString all = QStringLiteral("price_items, discount_rules, quote_revisions, %1, %2")
                            .arg(QLatin1String(kPublicTables), QLatin1String(PriceBookSchema::kVersionTable));
    return {
        // Start from nothing, so a privilege granted by hand or by an older ClusterQuote goes;
        // a table-level REVOKE also takes the column privileges with it.
        QStringLiteral("REVOKE ALL ON %1 FROM PUBLIC, %2, %3, %4").arg(all, viewer, sales, pricing),
        QStringLiteral("REVOKE ALL ON SEQUENCE %1 FROM PUBLIC, %2, %3, %4")
            .arg(QLatin1String(PriceBookSchema::kQuoteNumberSequence), viewer, sales, pricing),
        QStringLiteral("GRANT %1 TO %2").arg(viewer, sales),
        QStringLiteral("GRANT %1 TO %2").arg(sales, pricing),
        QStringLiteral("GRANT SELECT ON %1, %2 TO %3")
            .arg(QLatin1String(kPublicTables), QLatin1String(PriceBookSchema::kVersionTable), viewer),
        QStringLiteral("GRANT SELECT (%1) ON price_items TO %2").arg(listed.join(QStringLiteral(", ")), viewer),
        QStringLiteral("GRANT SELECT ON price_items, discount_rules, quote_revisions TO %1").arg(sales),
        QStringLiteral("GRANT INSERT ON quote_revisions TO %1").arg(sales),
        QStringLiteral("GRANT USAGE ON SEQUENCE %1 TO %2").arg(QLatin1String(PriceBookSchema::kQuoteNumberSequence), sales),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO %2").arg(QLatin1String(kPricedTables), pricing),
    };
}

bool PriceBookRoles::apply(const QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    // "role is already a member" NOTICEs of a second init would reach stderr through libpq;
    // LOCAL: only for the caller's transaction.
    if (!query.exec(QStringLiteral("SET LOCAL client_min_messages TO warning"))) {
        *error = sqlErrorText(query.lastError());
        return false;
    }
    for (const char *role : {kViewer, kSales, kPricing}) {
        query.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
        query.addBindValue(QLatin1String(role));
        if (!query.exec()) {
            *error = sqlErrorText(query.lastError());
            return false;
        }
        const bool exists = query.next();
        query.finish();
        // A role name cannot be bound; these are this build's own constants.
        if (!exists && !query.exec(QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(QLatin1String(role)))) {
            *error = sqlErrorText(query.lastError());
            return false;
        }
    }
    QStringList columns;
    const QSqlRecord record = db.record(QStringLiteral("price_items"));
    for (int i = 0; i < record.count(); ++i)
        columns << record.fieldName(i);
    for (const QString &statement : grantStatements(columns)) {
        if (!query.exec(statement)) {
            *error = sqlErrorText(query.lastError());
            return false;
        }
    }
    return true;
}

bool PriceBookRoles::loginStatus(const QSqlDatabase &db, QString *login, bool *member, QString *error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT current_user, r.rolsuper OR pg_has_role(current_user, '%1', 'MEMBER') "
                                   "OR pg_has_role(current_user, '%2', 'MEMBER') OR pg_has_role(current_user, '%3', "
                                   "'MEMBER') FROM pg_roles r WHERE r.rolname = current_user AND EXISTS (SELECT 1 FROM "
                                   "pg_roles WHERE rolname = '%1')")
                        .arg(QLatin1String(kViewer), QLatin1String(kSales), QLatin1String(kPricing)))) {
        *error = sqlErrorText(query.lastError());
        return false;
    }
    // No row: the roles do not exist on this server (pricebook init never ran here).
    *member = query.next() && query.value(1).toBool();
    *login = query.isValid() ? query.value(0).toString() : QString();
    return true;
}

bool PriceBookRoles::mayChangeSchema(const QSqlDatabase &db, bool *may, QString *owner, QString *error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT t.tableowner, r.rolsuper OR pg_has_role(current_user, t.tableowner, 'MEMBER') "
                                   "FROM pg_tables t, pg_roles r WHERE t.schemaname = current_schema() AND "
                                   "t.tablename = 'price_items' AND r.rolname = current_user"))) {
        *error = sqlErrorText(query.lastError());
        return false;
    }
    *may = !query.next() || query.value(1).toBool();
    *owner = query.isValid() ? query.value(0).toString() : QString();
    return true;
}

} // namespace cq
