#pragma once

#include <QString>
#include <QVariant>
#include <QVariantList>
#include <memory>

class QSqlQuery;

namespace cq {

class DatabaseConnection;

/**
 * One run of a statement from @p connection's cache (DatabaseConnection::statement): the
 * SQL is prepared once per connection, bound and run here, and the query is finish()ed when
 * this object goes out of scope, so a kept statement holds no read lock between uses. A null
 * QString binds as '' (the text columns are NOT NULL DEFAULT '', and a null QString would
 * bind as SQL NULL).
 */
class BoundStatement
{
public:
    BoundStatement(DatabaseConnection &connection, const QString &sql);
    ~BoundStatement();
    BoundStatement(const BoundStatement &) = delete;
    BoundStatement &operator=(const BoundStatement &) = delete;

    /** Binds @p values by position and runs the statement; false with error() on failure. */
    bool exec(const QVariantList &values = {});
    /** The prepared query, to step through rows with next() and value() after exec(). */
    QSqlQuery &query() { return *m_query; }
    /** sqlErrorText() of the last failure (prepare or exec). */
    QString error() const { return m_error; }

private:
    std::shared_ptr<QSqlQuery> m_query;
    bool m_prepared = false;
    QString m_error;
};

/**
 * Runs @p sql (prepared once per connection) with @p values bound by position, for a
 * statement whose rows are not read. Returns false with sqlErrorText() of the failure in @p error.
 */
bool runBoundStatement(DatabaseConnection &connection, const QString &sql, const QVariantList &values, QString *error);

} // namespace cq
