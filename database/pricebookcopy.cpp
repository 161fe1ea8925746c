#include "pricebookcopy.h"

#include "boundstatement.h"
#include "databaseconnection.h"
#include "pricebookdatabase.h"
#include "pricebookschema.h"
#include "pricebookseed.h"
#include "pricebooksettings.h"
#include "sqlerrortext.h"
#include "transactionguard.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace cq {

namespace {

/** The order rows are written in: insertion order (rowid) where the reader keeps it, else the key. */
QString orderOf(const QString &table)
{
    if (table == QLatin1String("settings"))
        return QStringLiteral("key");
    if (table == QLatin1String("annual_discounts"))
        return QStringLiteral("family");
    if (table == QLatin1String("discount_rules"))
        return QStringLiteral("position");
    if (table == QLatin1String("quote_revisions"))
        return QStringLiteral("quote_number, revision");
    return QStringLiteral("rowid");
}

/** Parents first: server_models.gpu_id references gpu_models. */
QStringList writeOrder()
{
    return {QStringLiteral("gpu_models"), QStringLiteral("server_models"), QStringLiteral("switch_models"),
            QStringLiteral("cable_models"), QStringLiteral("price_items"), QStringLiteral("settings"),
            QStringLiteral("annual_discounts"), QStringLiteral("discount_rules"), QStringLiteral("quote_revisions")};
}

/** The first row of a fixed SELECT on @p db as numbers; false with the driver's text in @p error. */
bool selectNumbers(DatabaseConnection &db, const QString &sql, QList<qint64> *values, QString *error)
{
    QSqlQuery query(db.database());
    if (!query.exec(sql) || !query.next()) {
        *error = sqlErrorText(query.lastError());
        return false;
    }
    values->clear();
    for (int i = 0; i < query.record().count(); ++i)
        values->append(query.value(i).toLongLong());
    return true;
}

} // namespace

bool PriceBookCopy::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool PriceBookCopy::quotePosition(DatabaseConnection &db, qint64 *position)
{
    QList<qint64> values;
    QString error;
    const QString sql = db.isPostgres()
        ? QStringLiteral("SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM %1")
              .arg(QLatin1String(PriceBookSchema::kQuoteNumberSequence))
        : QStringLiteral("SELECT CAST(value AS INTEGER) FROM settings WHERE key = '%1'")
              .arg(QLatin1String(SettingKey::QuoteSequence));
    if (!selectNumbers(db, sql, &values, &error))
        return fail(error);
    *position = values.value(0);
    return true;
}

bool PriceBookCopy::totals(PriceBookDatabase &db, Totals *out)
{
    *out = {};
    if (!db.rowCounts(&out->rows))
        return fail(db.error());
    QList<qint64> prices, snapshots;
    QString error;
    if (!selectNumbers(db.m_db, QStringLiteral("SELECT COALESCE(SUM(min_fen), 0), COALESCE(SUM(max_fen), 0),"
                                               " COALESCE(SUM(cost_fen), 0) FROM price_items"), &prices, &error)
        || !selectNumbers(db.m_db, QStringLiteral("SELECT COALESCE(SUM(LENGTH(design) + LENGTH(price_book)"
                                                  " + LENGTH(extras)), 0) FROM quote_revisions"), &snapshots, &error))
        return fail(tr("Cannot total %1: %2.").arg(db.path(), error));
    out->minFen = prices.value(0);
    out->maxFen = prices.value(1);
    out->costFen = prices.value(2);
    out->snapshotChars = snapshots.value(0);
    if (!quotePosition(db.m_db, &out->quotePosition))
        return fail(tr("Cannot read the quote-number position of %1: %2.").arg(db.path(), m_error));
    return true;
}

bool PriceBookCopy::copy(PriceBookDatabase &source, PriceBookDatabase &target, bool replace)
{
    m_error.clear();
    m_committed = false;
    // The copy must be whole: a role that may not read the cost, rules or revisions would drop them.
    const PriceBookCapabilities can = source.capabilities();
    if (!can.canReadInternalCost || !can.canReadDiscountRules || !can.canReadRevisions)
        return fail(tr("Cannot copy %1: your role %2 may not read its internal costs, discount rules and issued "
                       "revisions; copy as its owner or a cq_sales user.").arg(source.path(), can.role));
    if (source.schemaVersion() != target.schemaVersion())
        return fail(tr("Cannot copy %1 (schema version %2) to %3 (schema version %4): run \"clusterquote pricebook "
                       "migrate\" on the older one first.")
                        .arg(source.path()).arg(source.schemaVersion()).arg(target.path()).arg(target.schemaVersion()));
    if (!totals(source, &m_source) || !totals(target, &m_target))
        return false;
    qint64 revisions = 0;
    for (const auto &row : std::as_const(m_target.rows)) {
        if (row.first == QLatin1String("quote_revisions"))
            revisions = row.second;
    }
    const bool inUse = revisions != 0 || m_target.quotePosition != 0
        || target.priceBook().version != PriceBookSeed::priceBook().version;
    if (inUse && !replace)
        return fail(tr("%1 already holds a price book in use (version %2, %3 issued revision(s), %4 quote number(s) "
                       "taken): nothing copied. Add --replace to overwrite it with %5.")
                        .arg(target.path()).arg(target.priceBook().version).arg(revisions)
                        .arg(m_target.quotePosition).arg(source.path()));

    TransactionGuard transaction(target.m_db);
    if (!transaction.begin())
        return fail(tr("Cannot write to %1: %2.").arg(target.path(), transaction.error()));
    QString driverError;
    if (!copyRows(source.m_db, target.m_db, m_source.quotePosition, &driverError))
        return fail(tr("Cannot copy %1 to %2 (nothing changed): %3.").arg(source.path(), target.path(), driverError));
    if (!transaction.commit())
        return fail(tr("Cannot copy %1 to %2 (nothing changed): %3.").arg(source.path(), target.path(), transaction.error()));
    m_committed = true;
    if (!target.reload() || !totals(target, &m_target))
        return fail(target.error().isEmpty() ? m_error : target.error());
    if (!(m_source == m_target))
        return fail(tr("The copy of %1 in %2 does not match it (see the counts and totals).").arg(source.path(), target.path()));
    return true;
}

bool PriceBookCopy::copyRows(DatabaseConnection &from, DatabaseConnection &to, qint64 position, QString *driverError)
{
    const QStringList tables = writeOrder();
    QSqlQuery query(to.database());
    for (auto it = tables.crbegin(); it != tables.crend(); ++it) { // children first
        if (!query.exec(QStringLiteral("DELETE FROM %1").arg(*it))) {
            *driverError = sqlErrorText(query.lastError());
            return false;
        }
    }
    for (const QString &table : tables) {
        if (!copyTable(from, to, table, driverError))
            return false;
    }
    // The position: the setting on both (PostgreSQL does not read it), the SEQUENCE on a server.
    // setval() is never rolled back, so it runs last, after everything that can fail.
    if (!runBoundStatement(to, QStringLiteral("UPDATE settings SET value = ? WHERE key = ?"),
                           {QString::number(position), QString::fromLatin1(SettingKey::QuoteSequence)}, driverError))
        return false;
    if (to.isPostgres()) {
        const QString sql = QStringLiteral("SELECT setval('%1', %2, %3)")
                                .arg(QLatin1String(PriceBookSchema::kQuoteNumberSequence))
                                .arg(std::max<qint64>(position, 1))
                                .arg(position > 0 ? QStringLiteral("true") : QStringLiteral("false"));
        if (!query.exec(sql)) {
            *driverError = sqlErrorText(query.lastError());
            return false;
        }
    }
    return true;
}

bool PriceBookCopy::copyTable(DatabaseConnection &from, DatabaseConnection &to, const QString &table, QString *driverError)
{
    // Every column but PostgreSQL's rowid identity (the target numbers its rows itself, in this order).
    QStringList columns;
    const QSqlRecord record = from.database().record(table);
    const QSqlRecord targetRecord = to.database().record(table);
    for (int i = 0; i < record.count(); ++i) {
        const QString name = record.fieldName(i);
        if (name == QLatin1String("rowid"))
            continue;
        if (!targetRecord.contains(name)) {
            *driverError = tr("the target's %1 has no column %2").arg(table, name);
            return false;
        }
        columns << name;
    }
    QSqlQuery rows(from.database());
    rows.setForwardOnly(true);
    if (!rows.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3").arg(columns.join(QStringLiteral(", ")), table, orderOf(table)))) {
        *driverError = sqlErrorText(rows.lastError());
        return false;
    }
    QStringList marks;
    for (qsizetype i = 0; i < columns.size(); ++i)
        marks << QStringLiteral("?");
    const QString insert = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                               .arg(table, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")));
    while (rows.next()) {
        QVariantList values;
        for (qsizetype i = 0; i < columns.size(); ++i) {
            const QVariant value = rows.value(int(i));
            // SQL NULL (discount_rules.target_fen) stays NULL, never '' (BoundStatement's text default).
            values << (value.isNull() ? QVariant(QMetaType(QMetaType::LongLong)) : value);
        }
        if (!runBoundStatement(to, insert, values, driverError)) {
            *driverError = tr("%1: %2").arg(table, *driverError);
            return false;
        }
    }
    return true;
}

} // namespace cq
