#pragma once

#include <QSqlError>
#include <QString>

namespace cq {

/**
 * The one-line text of a Qt SQL error for a user message: SQLite's own words ("file is
 * not a database") without Qt's "Unable to fetch row" suffix, or Qt's text when the
 * database said nothing (e.g. the driver failed before reaching SQLite).
 */
inline QString sqlErrorText(const QSqlError &error)
{
    const QString text = error.databaseText().trimmed();
    return (text.isEmpty() ? error.text().trimmed() : text).simplified();
}

} // namespace cq
