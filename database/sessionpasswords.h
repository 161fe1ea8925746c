#pragma once

#include <QSqlError>
#include <QString>

namespace cq {

class DatabaseLocation;

/**
 * Passwords a user typed for a PostgreSQL price book during this session (issue #21), kept in
 * this process's memory only: never written to QSettings, a file or a log. DatabaseConnection
 * hands the one of its location to QSqlDatabase::setPassword() before it connects; with none,
 * libpq looks in ~/.pgpass (or PGPASSFILE) and the service file as usual.
 *
 * Keyed by the location without password: user, host or socket folder, port and database
 * (DatabaseLocation::displayName()). noteOpenResult() records whether the last connection
 * attempt was refused for want of a (right) password, so the app knows to ask (passwordWanted()).
 */
class SessionPasswords
{
public:
    /** The password typed for @p location this session; empty when none. */
    static QString password(const DatabaseLocation &location);
    /** Keeps @p password for @p location until the process ends (or forget()). */
    static void setPassword(const DatabaseLocation &location, const QString &password);
    /** Drops the password of @p location (a refused one). */
    static void forget(const DatabaseLocation &location);
    /**
     * Records the outcome of a connection attempt to @p location: @p error is the driver's
     * error of a refused open, or an invalid QSqlError after a successful one.
     */
    static void noteOpenResult(const DatabaseLocation &location, const QSqlError &error);
    /** True when the last attempt on @p location was refused because the server wants a
     *  password it did not get, or refused the one it got. */
    static bool passwordWanted(const DatabaseLocation &location);
    /** True for libpq's "no password supplied" and "password authentication failed". */
    static bool isPasswordRefusal(const QSqlError &error);
};

} // namespace cq
