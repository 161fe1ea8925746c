#include "versionedpricewriter.h"

#include "boundstatement.h"
#include "pricebookreader.h"

#include <QSqlQuery>
#include <algorithm>

namespace cq {

namespace {
/** The columns an edit writes, in the order values() binds them (the key last, for the WHERE). */
QVariantList values(const PriceItem &item)
{
    return {item.name, item.nameZh, item.family, priceUnitKey(item.unit), priceKindKey(item.kind),
            item.price.min.fen(), item.price.max.fen(), item.includedInRent ? 1 : 0, item.source,
            item.cost.fen(), inclusionsKey(item.inclusions)};
}
} // namespace

VersionedPriceWriter::VersionedPriceWriter(DatabaseConnection &db, const QString &changedBy, const QDateTime &changedAt)
    : m_db(db), m_changedBy(changedBy), m_changedAt(changedAt.toUTC().toString(Qt::ISODate))
{
}

bool VersionedPriceWriter::apply(const PriceItemChanges &changes, QList<PriceConflict> *conflicts)
{
    bool written = false;
    for (const PriceItemChanges::Change &change : changes.changed) {
        if (!update(change.edited, change.loaded.stored.version, false, &written))
            return false;
        if (!written && !addConflict(change.edited.sku, change.edited.region, change.edited, conflicts))
            return false;
    }
    for (const PriceItem &item : changes.added) {
        if (!insert(item, &written))
            return false;
        if (!written && !addConflict(item.sku, item.region, item, conflicts))
            return false;
    }
    for (const PriceItem &item : changes.removed) {
        if (!remove(item, item.stored.version, false, &written))
            return false;
        if (!written && !addConflict(item.sku, item.region, std::nullopt, conflicts))
            return false;
    }
    return true;
}

bool VersionedPriceWriter::replaceAll(const QList<PriceItem> &items)
{
    bool written = false;
    for (const PriceItem &item : items) {
        if (!update(item, 0, true, &written) || (!written && !insert(item, &written)))
            return false;
    }
    // Rows the new list lacks; their versions do not matter: the import replaces the list.
    QList<PriceItem> stored;
    {
        BoundStatement keys(m_db, QStringLiteral("SELECT sku, region FROM price_items"));
        if (!keys.exec()) {
            m_error = keys.error();
            return false;
        }
        while (keys.query().next()) {
            PriceItem key;
            key.sku = keys.query().value(0).toString();
            key.region = keys.query().value(1).toString();
            stored << key;
        }
    }
    for (const PriceItem &key : std::as_const(stored)) {
        const bool kept = std::any_of(items.cbegin(), items.cend(), [&](const PriceItem &item) {
            return item.sku == key.sku && item.region == key.region;
        });
        if (!kept && !remove(key, 0, true, &written))
            return false;
    }
    return true;
}

bool VersionedPriceWriter::update(const PriceItem &item, qint64 expectedVersion, bool force, bool *written)
{
    int rows = 0;
    const QString sql = QStringLiteral("UPDATE price_items SET name = ?, name_zh = ?, family = ?, unit = ?, kind = ?,"
                                       " min_fen = ?, max_fen = ?, included_in_rent = ?, source = ?, cost_fen = ?,"
                                       " includes = ?, row_version = row_version + 1, changed_by = ?, changed_at = ?"
                                       " WHERE sku = ? AND region = ?");
    QVariantList bound = values(item) + QVariantList{m_changedBy, m_changedAt, item.sku, item.region};
    const bool ok = force ? run(sql, bound, &rows)
                          : run(sql + QStringLiteral(" AND row_version = ?"), bound << expectedVersion, &rows);
    *written = ok && rows > 0;
    return ok;
}

bool VersionedPriceWriter::insert(const PriceItem &item, bool *written)
{
    int rows = 0;
    // DO NOTHING instead of an error: a failed statement would abort a PostgreSQL transaction.
    const bool ok = run(QStringLiteral("INSERT INTO price_items (name, name_zh, family, unit, kind, min_fen, max_fen,"
                                       " included_in_rent, source, cost_fen, includes, changed_by, changed_at, sku,"
                                       " region) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                       " ON CONFLICT (sku, region) DO NOTHING"),
                        values(item) + QVariantList{m_changedBy, m_changedAt, item.sku, item.region}, &rows);
    *written = ok && rows > 0;
    return ok;
}

bool VersionedPriceWriter::remove(const PriceItem &item, qint64 expectedVersion, bool force, bool *written)
{
    int rows = 0;
    const QString sql = QStringLiteral("DELETE FROM price_items WHERE sku = ? AND region = ?");
    const bool ok = force ? run(sql, {item.sku, item.region}, &rows)
                          : run(sql + QStringLiteral(" AND row_version = ?"), {item.sku, item.region, expectedVersion},
                                &rows);
    *written = ok && rows > 0;
    return ok;
}

bool VersionedPriceWriter::addConflict(const QString &sku, const QString &region, const std::optional<PriceItem> &yours,
                                       QList<PriceConflict> *conflicts)
{
    PriceBookReader reader(m_db); // only a role that may edit prices writes: it reads every column
    std::optional<PriceItem> theirs;
    if (!reader.readItem(sku, region, &theirs)) {
        m_error = reader.error();
        return false;
    }
    // Also when theirs already equals yours: the caller's change was made on a value that is
    // gone (a read-modify-write must read again), and only the user may call it the same.
    conflicts->append({sku, region, theirs, yours});
    return true;
}

bool VersionedPriceWriter::run(const QString &sql, const QVariantList &values, int *rows)
{
    BoundStatement statement(m_db, sql);
    if (!statement.exec(values)) {
        m_error = statement.error();
        return false;
    }
    *rows = statement.query().numRowsAffected();
    m_rowsWritten += std::max(*rows, 0);
    return true;
}

} // namespace cq
