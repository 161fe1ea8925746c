#pragma once

// A throw-away PostgreSQL cluster for the tests of the team price book (issue #21).

#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

namespace cqtest {

/**
 * initdb into a QTemporaryDir, then pg_ctl start listening only on a Unix socket in that folder
 * (listen_addresses = '', no TCP), tuned for tests (fsync off, 16 MB shared buffers); the
 * destructor stops it (also when a test fails) and the folder goes with it. Run as root, as CI
 * and the build machine are, initdb and postgres refuse to start: they run as the `postgres`
 * system user through runuser, the folder chowned to it. Trust authentication: any local
 * client may log in as `postgres`.
 *
 * The binaries are looked up in $CQ_PG_BINDIR, then /usr/lib/postgresql/<newest>/bin (Debian's
 * `postgresql` package). Use CQ_START_PG_SERVER in initTestCase(): without the binaries it skips
 * locally but fails under CI (CI=true), where .ci/install-deps has installed them.
 */
class PgTestServer
{
public:
    PgTestServer();
    ~PgTestServer();
    PgTestServer(const PgTestServer &) = delete;
    PgTestServer &operator=(const PgTestServer &) = delete;

    /** The folder of initdb, pg_ctl and createdb; empty when PostgreSQL is not installed. */
    static QString binDir();
    /** True when the environment says CI (CI=true): a missing server is a failure there. */
    static bool underCi();

    /** initdb (first time) and pg_ctl start; false with error(). */
    bool start();
    /** pg_ctl stop -m fast (clients' connections are ended); true when it was running and stopped.
     *  start() runs the same cluster again, on the same socket: a server restart. */
    bool stop();
    bool isRunning() const { return m_running; }
    QString error() const { return m_error; }

    /** The socket folder (also the cluster's parent folder). */
    QString socketDir() const { return m_dir ? m_dir->path() : QString(); }
    /** "postgresql://postgres@/DB?host=SOCKETDIR" plus @p query ("&sslmode=disable"). */
    QString url(const QString &database, const QString &query = {}) const;
    /** createdb @p name; false with error(). */
    bool createDatabase(const QString &name);
    /**
     * Makes the server ask @p role for its password (scram-sha-256 over the socket) while every
     * other login stays trusted: a first line in pg_hba.conf, then pg_ctl reload. false with error().
     */
    bool requirePassword(const QString &role);
    /** The server's log (for a failure message). */
    QString log() const;

private:
    /** Runs @p program of binDir() with @p args, as `postgres` when root; false with error(). */
    bool run(const QString &program, const QStringList &args, bool asServerUser, int timeoutMs = 60000);

    std::unique_ptr<QTemporaryDir> m_dir;
    bool m_initialised = false;
    bool m_running = false;
    QString m_error;
};

} // namespace cqtest

/**
 * Starts @p server in a Qt Test function: QFAIL when it cannot start, or when PostgreSQL is not
 * installed under CI; QSKIP when it is not installed and CI is not set.
 */
#define CQ_START_PG_SERVER(server)                                                                     \
    do {                                                                                               \
        if (cqtest::PgTestServer::binDir().isEmpty()) {                                                \
            if (cqtest::PgTestServer::underCi())                                                       \
                QFAIL("PostgreSQL 15 is not installed (CI=true): run .ci/install-deps");               \
            QSKIP("PostgreSQL is not installed (apt-get install postgresql libqt6sql6-psql)");         \
        }                                                                                              \
        if (!(server).start())                                                                         \
            QFAIL(qPrintable((server).error()));                                                       \
    } while (false)
