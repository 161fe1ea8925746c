#pragma once

#include <QString>

namespace cq {

/**
 * Where the price book lives, as the Connection dialog edits it (issue #21): this computer's
 * SQLite file, or a team server on PostgreSQL given by its libpq connection fields. No
 * password field: libpq reads it from ~/.pgpass or a service file, or the app asks for it
 * once per session and keeps it in memory. The app turns these fields into the location
 * string (a file path or a postgresql:// URI) and back (PriceBookLocationSettings).
 */
struct PriceBookConnection {
    bool server = false;          ///< true: PostgreSQL; false: the SQLite file at filePath
    QString filePath;             ///< the SQLite file (this computer)
    QString host;                 ///< host name, or a socket folder starting with '/'; empty: libpq's default
    int port = 5432;              ///< TCP port (also names the socket file in a folder)
    QString database;             ///< database name, e.g. "pricebook"
    QString user;                 ///< login role; empty: the operating-system user name, as libpq does
    QString sslMode = QStringLiteral("prefer"); ///< libpq sslmode: disable, allow, prefer, require, verify-ca, verify-full

    friend bool operator==(const PriceBookConnection &, const PriceBookConnection &) = default;
};

} // namespace cq
