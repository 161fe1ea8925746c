#pragma once

#include <QCoreApplication>
#include <QString>

namespace cq {

/**
 * Where a price book lives, as given to --pricebook or the settings: an SQLite file path, or a
 * PostgreSQL server in libpq's URI form (issue #21):
 *
 *     postgresql://USER@HOST:PORT/DB?host=/socket/dir&sslmode=require
 *
 * parse() splits the URI into the QPSQL connection fields: host (the ?host= socket folder
 * wins over the authority's host, as in libpq), port, user, database name, and the libpq
 * options passed through setConnectOptions() (sslmode, sslrootcert, sslcert, sslkey, sslcrl,
 * connect_timeout, service, passfile, application_name, target_session_attrs). A password in
 * the URI is refused: libpq finds it in ~/.pgpass, PGPASSFILE or a service file by itself,
 * and nothing ClusterQuote stores holds it in plain text.
 */
class DatabaseLocation
{
    Q_DECLARE_TR_FUNCTIONS(cq::DatabaseLocation)
public:
    /** Qt's driver names of the two backends. */
    static QString sqliteDriver() { return QStringLiteral("QSQLITE"); }
    static QString postgresDriver() { return QStringLiteral("QPSQL"); }

    /** True when @p text is a postgresql:// or postgres:// URI (not a file path). */
    static bool isServerUri(const QString &text);
    /**
     * @p text as a location: a server URI parsed as above, anything else an SQLite file path.
     * A URI that cannot be used (a password in it, no database name, an unknown or malformed
     * option) gives a location whose error() says why, naming the URI without its password.
     */
    static DatabaseLocation parse(const QString &text);
    /** An SQLite file. */
    static DatabaseLocation sqliteFile(const QString &path);
    /** Database @p databaseName of Qt driver @p driver with no other connection field. */
    static DatabaseLocation withDriver(const QString &driver, const QString &databaseName);

    bool isPostgres() const { return m_driver == postgresDriver(); }
    QString driver() const { return m_driver; }
    /** The file path (SQLite) or the database name (PostgreSQL). */
    QString databaseName() const { return m_databaseName; }
    /** PostgreSQL: the host name or socket folder; empty for libpq's default. */
    QString host() const { return m_host; }
    /** PostgreSQL: the port, -1 for libpq's default (5432). */
    int port() const { return m_port; }
    QString userName() const { return m_userName; }
    /** PostgreSQL: the libpq options, "key=value;key=value" as QPSQL's setConnectOptions() takes them. */
    QString connectOptions() const { return m_connectOptions; }
    /** Why parse() refused the text; empty for a usable location. */
    QString error() const { return m_error; }
    /**
     * How messages name it: the file path (native separators), or the URI as given without a
     * password.
     */
    QString displayName() const;
    /** "the PostgreSQL server at /socket/dir (port 5432)": names the server, for connection errors. */
    QString serverName() const;
    /**
     * PostgreSQL: the login libpq uses, userName() or, when the address names none, PGUSER or
     * the operating-system user (USER, LOGNAME), as libpq picks it.
     */
    QString loginName() const;
    /**
     * Which book this is, whatever the spelling of its address: the driver, and the host or
     * socket folder (without a trailing '/'), port (5432 when absent), database and user of a
     * server, or the file of SQLite. Options (sslmode, connect_timeout) are not part of it.
     */
    QString bookKey() const;

private:
    QString m_driver;
    QString m_databaseName;
    QString m_host;
    int m_port = -1;
    QString m_userName;
    QString m_connectOptions;
    QString m_display;
    QString m_error;
};

} // namespace cq
