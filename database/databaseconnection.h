#pragma once

#include "databaselocation.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <memory>

class QSqlQuery;

namespace cq {

/**
 * One named Qt SQL connection to one database, and the statements prepared on it.
 *
 * open() adds a uniquely named QSqlDatabase for a driver ("QSQLITE" today; "QPSQL" for the
 * team server of issue #21) and opens it; error() then names the database and gives the
 * driver's message. The statement cache (statement()) keeps one prepared QSqlQuery per SQL
 * text for as long as the connection is open, so a statement run per row or per edit is
 * prepared once, as QElectroTech's project database does. close() (also the destructor)
 * clears that cache, closes the database and only then removes the connection, in the
 * order Qt requires (no QSqlQuery may outlive removeDatabase()).
 *
 * Everything that only SQLite has (busy timeout, foreign-key and WAL pragmas, BEGIN
 * IMMEDIATE, its busy error code, its driver package) sits in one marked block at the end
 * of the .cpp, applied only when the driver is QSQLITE; what only PostgreSQL has (QPSQL's
 * connection fields, the price book's write lock as an advisory lock, libpq's connection
 * errors as sentences) sits in the block after it. Use an instance from the thread that opened it; a
 * QCoreApplication must exist (drivers are plugins).
 */
class DatabaseConnection
{
    Q_DECLARE_TR_FUNCTIONS(cq::DatabaseConnection)
public:
    /** Qt's SQLite driver name. */
    static QString sqliteDriver() { return DatabaseLocation::sqliteDriver(); }
    /** Qt's PostgreSQL driver name (package libqt6sql6-psql). */
    static QString postgresDriver() { return DatabaseLocation::postgresDriver(); }

    DatabaseConnection();
    ~DatabaseConnection();
    Q_DISABLE_COPY_MOVE(DatabaseConnection)

    /**
     * Closes any database opened before, then opens @p databaseName (for SQLite the file
     * path) with Qt driver @p driverName. On SQLite also sets a 5,000 ms busy timeout, so a
     * second writer waits instead of failing. False with error() and reason() on failure.
     */
    bool open(const QString &driverName, const QString &databaseName);
    /**
     * Opens @p location: an SQLite file as above, or a PostgreSQL database with the host,
     * port, user and libpq options of the URI. A refused connection gives one sentence naming
     * the server and what to do (server not running, no such database or user, login refused),
     * never libpq's raw text alone.
     */
    bool open(const DatabaseLocation &location);
    /** Drops the cached statements, closes the database and removes the connection. */
    void close();
    bool isOpen() const { return !m_name.isEmpty(); }

    /**
     * Per-file settings that change the file itself, applied once it is known to be ours:
     * on SQLite foreign keys on (checked) and WAL journal mode (retried while another process
     * holds the lock, up to 5 s). Must run outside a transaction. Other drivers: nothing.
     */
    bool enableWriteSettings();

    /** The QSqlDatabase handle (invalid when closed); statements of fixed text should use statement(). */
    QSqlDatabase database() const;
    QString driverName() const { return m_driver; }
    bool isSqlite() const { return m_driver == sqliteDriver(); }
    bool isPostgres() const { return m_driver == postgresDriver(); }
    /** The database name given to open(), as shown to users (native separators). */
    QString displayName() const;

    /**
     * The cached query prepared from @p sql (forward-only), prepared on first use; null with
     * error() when the driver refuses to prepare it. The caller binds, runs and finish()es it
     * (BoundStatement does all three) and drops it before close(). While a caller still holds
     * it, the same SQL gets a fresh prepared query that is not kept.
     */
    std::shared_ptr<QSqlQuery> statement(const QString &sql);
    /** How many statements were prepared since open() (a test hook: a cached SQL text counts once). */
    int preparedCount() const { return m_prepared; }

    /**
     * Starts a write transaction and takes the price book's write lock at once: BEGIN
     * IMMEDIATE on SQLite, on PostgreSQL BEGIN and a transaction-scoped advisory lock, so a
     * read-modify-write loses no update on either backend.
     */
    bool beginWrite();
    bool commit();
    /** Rolls back the open transaction; harmless when none is open. */
    void rollback();
    /** True when @p error says another connection holds the lock past the busy timeout. */
    bool isBusy(const QSqlError &error) const;

    /**
     * PostgreSQL, after a failed statement: whether the connection itself is gone (the server was
     * stopped or restarted, the network dropped), asked with a probe `SELECT 1`. Call it outside
     * a transaction (after the rollback). Always false on SQLite, where there is no connection to lose.
     */
    bool isConnectionLost();
    /**
     * Opens the same connection again (same name and connection fields), after the cached
     * statements are dropped: they were prepared on the lost connection. False with error() and
     * reason() (libpq's refusal as a sentence naming the server) when the server still does not
     * answer; the connection stays registered, so a later reconnect() may succeed. Channels the
     * driver was subscribed to (LISTEN, QSqlDriver::subscribeToNotification) are subscribed again.
     */
    bool reconnect();

    /** One sentence naming the database and the driver's message of the last failure. */
    QString error() const { return m_error; }
    /** The driver's one-line message (or why the driver is missing) without the database name. */
    QString reason() const { return m_reason; }
    /** The Qt SQL error of the last failed statement run by this class. */
    QSqlError lastError() const { return m_lastError; }
    /** True when @p error of a PostgreSQL open says no server answered (down, a wrong host, port
     *  or socket folder, a timeout), as opposed to one that answered and refused. */
    static bool isNoAnswer(const QSqlError &error);

private:
    /** Clears the statement cache; QPSQL's "Unable to free statement" warnings of a lost connection are dropped. */
    void dropStatements();
    /** Sets error() to @p sentence and reason() to @p reason; returns false. */
    bool fail(const QString &sentence, const QString &reason, const QSqlError &error = {});
    /** fail() with "Cannot open <database>: <reason>." */
    bool failOpen(const QString &reason, const QSqlError &error = {});
    /** Runs one statement of fixed text with no bound values (pragmas, BEGIN, COMMIT). */
    bool execFixed(const QString &sql);
    /** Why open() found no driver, naming the package that ships it where known. */
    QString missingDriverReason() const;
    bool applySqliteOpenSettings();
    bool applySqliteWriteSettings();
    /** BEGIN, then the price book's advisory write lock (kPostgresWriteLock). */
    bool beginPostgresWrite();
    /** Why libpq refused the connection, as a sentence naming the server. */
    QString postgresOpenReason(const QSqlError &error) const;

    /** The pg_advisory_xact_lock key of the price book's write lock ("CQ21" in ASCII). */
    static constexpr int kPostgresWriteLock = 0x43513231;

    QString m_name;
    QString m_driver;
    QString m_databaseName;
    DatabaseLocation m_location;
    QString m_error;
    QString m_reason;
    QSqlError m_lastError;
    QHash<QString, std::shared_ptr<QSqlQuery>> m_statements;
    int m_prepared = 0;
};

} // namespace cq
