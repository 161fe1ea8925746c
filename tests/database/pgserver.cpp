#include "pgserver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QVersionNumber>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cqtest {

namespace {
const char *const kServerUser = "postgres";
} // namespace

PgTestServer::PgTestServer() = default;

PgTestServer::~PgTestServer()
{
    stop(); // before the QTemporaryDir removes the cluster under it
}

QString PgTestServer::binDir()
{
    const QString fromEnv = qEnvironmentVariable("CQ_PG_BINDIR");
    if (!fromEnv.isEmpty())
        return QFileInfo::exists(fromEnv + QStringLiteral("/initdb")) ? fromEnv : QString();
    // Debian: /usr/lib/postgresql/<major>/bin; the newest installed major.
    QString best;
    QVersionNumber bestVersion;
    const QStringList majors = QDir(QStringLiteral("/usr/lib/postgresql")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &major : majors) {
        const QString bin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(major);
        const QVersionNumber version = QVersionNumber::fromString(major);
        if (QFileInfo::exists(bin + QStringLiteral("/initdb")) && version > bestVersion) {
            best = bin;
            bestVersion = version;
        }
    }
    return best;
}

bool PgTestServer::underCi()
{
    return qEnvironmentVariable("CI").compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
}

bool PgTestServer::run(const QString &program, const QStringList &args, bool asServerUser, int timeoutMs)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    const QString path = binDir() + u'/' + program;
    // initdb and postgres refuse to run as root.
    if (asServerUser && ::geteuid() == 0)
        process.start(QStringLiteral("runuser"), QStringList{QStringLiteral("-u"), QString::fromLatin1(kServerUser),
                                                             QStringLiteral("--"), path} + args);
    else
        process.start(path, args);
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        m_error = QStringLiteral("%1 %2 failed (%3): %4")
                      .arg(program, args.join(u' '), process.errorString(), QString::fromLocal8Bit(process.readAll()));
        return false;
    }
    return true;
}

bool PgTestServer::start()
{
    if (m_running)
        return true;
    if (binDir().isEmpty()) {
        m_error = QStringLiteral("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)");
        return false;
    }
    if (!m_dir) {
        // Short: a Unix socket path must fit 107 bytes.
        m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/cqpg-XXXXXX"));
        if (!m_dir->isValid()) {
            m_error = QStringLiteral("cannot create a temporary folder: %1").arg(m_dir->errorString());
            return false;
        }
        if (::geteuid() == 0) {
            const passwd *user = ::getpwnam(kServerUser);
            if (!user) {
                m_error = QStringLiteral("running as root, but there is no '%1' user to run the server as")
                              .arg(QLatin1String(kServerUser));
                return false;
            }
            const QByteArray dir = QFile::encodeName(m_dir->path());
            if (::chown(dir.constData(), user->pw_uid, user->pw_gid) != 0 || ::chmod(dir.constData(), 0700) != 0) {
                m_error = QStringLiteral("cannot hand %1 to the '%2' user").arg(m_dir->path(), QLatin1String(kServerUser));
                return false;
            }
        }
    }
    const QString data = m_dir->filePath(QStringLiteral("data"));
    if (!m_initialised) {
        if (!run(QStringLiteral("initdb"),
                 {QStringLiteral("-D"), data, QStringLiteral("-U"), QString::fromLatin1(kServerUser),
                  QStringLiteral("-A"), QStringLiteral("trust"), QStringLiteral("-E"), QStringLiteral("UTF8"),
                  QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--no-sync")},
                 true))
            return false;
        m_initialised = true;
    }
    const QString options = QStringLiteral("-c listen_addresses='' -c unix_socket_directories='%1' -c fsync=off"
                                           " -c synchronous_commit=off -c full_page_writes=off"
                                           " -c shared_buffers=16MB -c max_connections=40")
                                .arg(m_dir->path());
    if (!run(QStringLiteral("pg_ctl"),
             {QStringLiteral("-D"), data, QStringLiteral("-l"), m_dir->filePath(QStringLiteral("server.log")),
              QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"), options,
              QStringLiteral("start")},
             true)) {
        m_error += QStringLiteral("\n") + log();
        return false;
    }
    m_running = true;
    return true;
}

bool PgTestServer::stop()
{
    if (!m_running)
        return false;
    m_running = false;
    return run(QStringLiteral("pg_ctl"),
               {QStringLiteral("-D"), m_dir->filePath(QStringLiteral("data")), QStringLiteral("-m"),
                QStringLiteral("fast"), QStringLiteral("-w"), QStringLiteral("stop")},
               true);
}

QString PgTestServer::url(const QString &database, const QString &query) const
{
    return QStringLiteral("postgresql://%1@/%2?host=%3%4")
        .arg(QLatin1String(kServerUser), database, socketDir(), query);
}

bool PgTestServer::createDatabase(const QString &name)
{
    // A client tool: runs as whoever we are, logging in as postgres over the socket.
    return run(QStringLiteral("createdb"),
               {QStringLiteral("-h"), socketDir(), QStringLiteral("-U"), QString::fromLatin1(kServerUser), name},
               false);
}

bool PgTestServer::requirePassword(const QString &role)
{
    if (!m_dir || !m_running) {
        m_error = QStringLiteral("the server is not running");
        return false;
    }
    // pg_hba.conf is read top-down, first match wins; the file keeps its owner (we write as root or as it).
    QFile hba(m_dir->filePath(QStringLiteral("data/pg_hba.conf")));
    if (!hba.open(QIODevice::ReadOnly)) {
        m_error = QStringLiteral("cannot read %1: %2").arg(hba.fileName(), hba.errorString());
        return false;
    }
    const QByteArray rules = hba.readAll();
    hba.close();
    if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        m_error = QStringLiteral("cannot write %1: %2").arg(hba.fileName(), hba.errorString());
        return false;
    }
    hba.write(QStringLiteral("local all %1 scram-sha-256\n").arg(role).toUtf8() + rules);
    hba.close();
    return run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), m_dir->filePath(QStringLiteral("data")), QStringLiteral("reload")},
               true);
}

QString PgTestServer::log() const
{
    QFile file(m_dir ? m_dir->filePath(QStringLiteral("server.log")) : QString());
    return file.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(file.readAll()) : QString();
}

} // namespace cqtest
