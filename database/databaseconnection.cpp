#include "databaseconnection.h"

#include "sessionpasswords.h"
#include "sqlerrortext.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QThread>
#include <atomic>

namespace cq {

namespace {
/** Connection names must be unique per process; one per open(). */
QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("cq-db-%1").arg(++counter);
}
} // namespace

DatabaseConnection::DatabaseConnection() = default;

DatabaseConnection::~DatabaseConnection()
{
    close();
}

bool DatabaseConnection::open(const QString &driverName, const QString &databaseName)
{
    return open(DatabaseLocation::withDriver(driverName, databaseName));
}

bool DatabaseConnection::open(const DatabaseLocation &location)
{
    close();
    m_error.clear();
    m_reason.clear();
    m_lastError = {};
    m_prepared = 0;
    m_location = location;
    m_driver = location.driver();
    m_databaseName = location.databaseName();
    m_name = nextConnectionName();
    if (!location.error().isEmpty()) { // a server URI that parse() refused
        m_name.clear();
        m_driver.clear();
        return fail(location.error(), location.error());
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(m_driver, m_name);
    bool ok = db.isValid();
    if (!ok) {
        failOpen(missingDriverReason());
    } else {
        db.setDatabaseName(m_databaseName);
        if (isPostgres()) { // see the PostgreSQL block at the end of this file
            db.setHostName(location.host());
            db.setPort(location.port());
            db.setUserName(location.userName());
            db.setConnectOptions(location.connectOptions());
            db.setPassword(SessionPasswords::password(location)); // typed this session, else ~/.pgpass
        }
        ok = db.open();
        if (isPostgres())
            SessionPasswords::noteOpenResult(location, ok ? QSqlError() : db.lastError());
        if (!ok)
            failOpen(isPostgres() ? postgresOpenReason(db.lastError()) : sqlErrorText(db.lastError()), db.lastError());
    }
    if (ok && isSqlite())
        ok = applySqliteOpenSettings(); // see the SQLite block at the end of this file
    db = {}; // no handle may be left when close() removes the connection
    if (!ok) {
        const QString error = m_error, reason = m_reason;
        const QSqlError lastError = m_lastError;
        close();
        m_error = error;
        m_reason = reason;
        m_lastError = lastError;
    }
    return ok;
}

void DatabaseConnection::close()
{
    // Order matters: every QSqlQuery first, then the database, then the connection itself.
    dropStatements();
    if (!m_name.isEmpty()) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
        m_name.clear();
    }
    m_driver.clear();
    m_databaseName.clear();
}

QSqlDatabase DatabaseConnection::database() const
{
    return m_name.isEmpty() ? QSqlDatabase() : QSqlDatabase::database(m_name, false);
}

QString DatabaseConnection::displayName() const
{
    return m_location.displayName();
}

std::shared_ptr<QSqlQuery> DatabaseConnection::statement(const QString &sql)
{
    if (!isOpen()) {
        fail(tr("No database is open."), tr("no database is open"));
        return {};
    }
    std::shared_ptr<QSqlQuery> &cached = m_statements[sql];
    // A query still held by a caller (the same SQL run inside its own loop) is not handed out
    // twice: the second user gets a fresh one, prepared but not kept.
    if (cached && cached.use_count() == 1)
        return cached;
    auto query = std::make_shared<QSqlQuery>(database());
    query->setForwardOnly(true);
    ++m_prepared;
    if (!query->prepare(sql)) {
        m_lastError = query->lastError();
        m_reason = sqlErrorText(m_lastError);
        m_error = m_reason;
        if (!cached)
            m_statements.remove(sql);
        return {};
    }
    if (!cached)
        cached = query;
    return query;
}

bool DatabaseConnection::execFixed(const QString &sql)
{
    if (isPostgres()) {
        // PostgreSQL prepares only SELECT/INSERT/UPDATE/DELETE/VALUES: BEGIN, COMMIT and the
        // lock run as plain statements (fixed text, nothing bound).
        QSqlQuery query(database());
        if (query.exec(sql))
            return true;
        m_lastError = query.lastError();
        m_reason = sqlErrorText(m_lastError);
        m_error = m_reason;
        return false;
    }
    const std::shared_ptr<QSqlQuery> query = statement(sql);
    if (!query)
        return false;
    const bool ok = query->exec();
    if (!ok) {
        m_lastError = query->lastError();
        m_reason = sqlErrorText(m_lastError);
        m_error = m_reason;
    }
    query->finish();
    return ok;
}

bool DatabaseConnection::commit()
{
    return execFixed(QStringLiteral("COMMIT"));
}

void DatabaseConnection::rollback()
{
    // A connection the driver found lost is closed: the server ended the transaction with it.
    if (isOpen() && !database().isOpen())
        return;
    // Kept apart from m_error: a rollback after a failure must not hide the failure's text.
    const QString error = m_error, reason = m_reason;
    const QSqlError lastError = m_lastError;
    execFixed(QStringLiteral("ROLLBACK"));
    m_error = error;
    m_reason = reason;
    m_lastError = lastError;
}

bool DatabaseConnection::fail(const QString &sentence, const QString &reason, const QSqlError &error)
{
    m_error = sentence;
    m_reason = reason;
    m_lastError = error;
    return false;
}

bool DatabaseConnection::failOpen(const QString &reason, const QSqlError &error)
{
    return fail(tr("Cannot open %1: %2.").arg(displayName(), reason), reason, error);
}

// ---- Where SQLite differs: the only code of this library that assumes QSQLITE. Each function
// ---- below does its SQLite part only when isSqlite(); other drivers get the portable SQL.

bool DatabaseConnection::beginWrite()
{
    // SQLite: IMMEDIATE takes the write lock at BEGIN, where busy_timeout applies. A deferred
    // transaction that reads first and writes later fails at once in WAL mode when another
    // process committed in between (SQLITE_BUSY_SNAPSHOT), losing the edit.
    if (isPostgres())
        return beginPostgresWrite();
    return execFixed(isSqlite() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN"));
}

bool DatabaseConnection::enableWriteSettings()
{
    return !isSqlite() || applySqliteWriteSettings();
}

QString DatabaseConnection::missingDriverReason() const
{
    if (isSqlite()) // the Debian package that ships the plugin
        return tr("the Qt SQLite driver (QSQLITE, package libqt6sql6-sqlite) is not installed");
    if (isPostgres())
        return tr("the Qt PostgreSQL driver (QPSQL, package libqt6sql6-psql) is not installed");
    return tr("the Qt SQL driver %1 is not installed").arg(m_driver);
}

bool DatabaseConnection::isBusy(const QSqlError &error) const
{
    // SQLITE_BUSY: another connection holds the write lock past busy_timeout.
    return isSqlite() && error.nativeErrorCode() == QLatin1String("5");
}

bool DatabaseConnection::applySqliteOpenSettings()
{
    // busy_timeout first, so that every check after open() waits for another writer instead
    // of failing. Pragmas take no bound values, so this is fixed text.
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("PRAGMA busy_timeout = 5000")))
        return true;
    return failOpen(sqlErrorText(query.lastError()), query.lastError());
}

bool DatabaseConnection::applySqliteWriteSettings()
{
    // Outside any transaction: inside one, "PRAGMA foreign_keys = ON" is silently ignored.
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
        const QString reason = sqlErrorText(query.lastError());
        return fail(tr("Cannot enable foreign keys on %1: %2.").arg(displayName(), reason), reason, query.lastError());
    }
    if (!query.exec(QStringLiteral("PRAGMA foreign_keys")) || !query.next() || query.value(0).toInt() != 1) {
        const QString reason = sqlErrorText(query.lastError()); // empty when the pragma ran but says 0
        return fail(tr("Cannot enable foreign keys on %1: they stay off. %2").arg(displayName(), reason).trimmed(),
                    reason, query.lastError());
    }
    query.finish();
    // WAL lets the app read while another instance writes; the mode persists in the file.
    // The switch needs an exclusive lock, and SQLite answers SQLITE_BUSY at once, without the
    // busy handler, while another process is still creating the file in rollback mode (lock
    // upgrade deadlock avoidance); tst_pricebookconcurrency met it 1 run in 6. So retry for as
    // long as busy_timeout would have waited.
    QElapsedTimer waited;
    waited.start();
    while (!query.exec(QStringLiteral("PRAGMA journal_mode = WAL"))) {
        const QString code = query.lastError().nativeErrorCode();
        const bool busy = code == QLatin1String("5") || code == QLatin1String("6"); // SQLITE_BUSY, SQLITE_LOCKED
        if (!busy || waited.elapsed() > 5000) {
            const QString reason = sqlErrorText(query.lastError());
            return fail(tr("Cannot switch %1 to WAL journal mode: %2.").arg(displayName(), reason), reason,
                        query.lastError());
        }
        query.finish();
        QThread::msleep(10);
    }
    return true;
}

// ---- end of the SQLite block ----

// ---- Where PostgreSQL differs (issue #21): QPSQL's connection fields are set in open(); the
// ---- functions below are the rest. Each runs only when isPostgres().

bool DatabaseConnection::beginPostgresWrite()
{
    if (!execFixed(QStringLiteral("BEGIN")))
        return false;
    // The price book's one write lock, as BEGIN IMMEDIATE is on SQLite: held to COMMIT or
    // ROLLBACK, so two clients' read-modify-writes of the same price run one after the other.
    // Quote numbers do not take it (a SEQUENCE, see QuoteRevisionStore).
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kPostgresWriteLock)))
        return true;
    m_lastError = query.lastError();
    m_reason = sqlErrorText(m_lastError);
    m_error = m_reason;
    rollback();
    return false;
}

bool DatabaseConnection::isNoAnswer(const QSqlError &error)
{
    // libpq's words when it reached no server (its messages are not translated by Qt).
    const QString text = error.databaseText() + u' ' + error.driverText();
    return text.contains(QLatin1String("No such file or directory")) || text.contains(QLatin1String("Connection refused"))
        || text.contains(QLatin1String("could not connect")) || text.contains(QLatin1String("timeout expired"))
        || text.contains(QLatin1String("could not translate host name"));
}

QString DatabaseConnection::postgresOpenReason(const QSqlError &error) const
{
    // libpq's words, matched on their stable parts, become what the user can do about it.
    const QString text = error.databaseText() + u' ' + error.driverText();
    const QString server = m_location.serverName();
    QString user = m_location.loginName(); // no user in the address: the one libpq tried
    if (const QRegularExpressionMatch role = QRegularExpression(QStringLiteral("(?:role|user) \"([^\"]+)\"")).match(text);
        role.hasMatch())
        user = role.captured(1); // the server's own word for who tried
    if (text.contains(QLatin1String("password authentication failed"))
        || text.contains(QLatin1String("no password supplied"))
        || text.contains(QLatin1String("authentication failed")))
        return tr("%1 refused the login of user %2 (is the password in ~/.pgpass or the service file?)")
            .arg(server, user);
    if (text.contains(QLatin1String("database \"")) && text.contains(QLatin1String("does not exist")))
        return tr("%1 has no database %2 (create it, then run \"clusterquote pricebook init\")")
            .arg(server, m_databaseName);
    if (text.contains(QLatin1String("role \"")) && text.contains(QLatin1String("does not exist")))
        return tr("%1 has no user %2").arg(server, user);
    if (isNoAnswer(error)) {
        const QString host = m_location.host();
        if (host.startsWith(u'/') && !QFileInfo(host).isDir()) // a socket folder that is not there
            return tr("%1 does not answer: the socket folder %2 does not exist").arg(server, QDir::toNativeSeparators(host));
        return tr("%1 does not answer (is it running, and is the address right?)").arg(server);
    }
    // Anything else: the server's first line, after the server's name.
    const QString first = error.databaseText().section(u'\n', 0, 0).trimmed();
    return tr("%1 refused the connection: %2").arg(server, first.isEmpty() ? sqlErrorText(error) : first);
}

// ---- end of the PostgreSQL block ----

} // namespace cq
