#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

namespace cq {

/**
 * Prepares @p sql on @p db, binds @p values positionally and runs it. A null QString binds
 * as '' (the text columns are NOT NULL DEFAULT '', and a null QString would bind as SQL
 * NULL). Returns false with sqlErrorText() of the failure in @p error.
 */
bool runBoundStatement(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QString *error);

} // namespace cq
