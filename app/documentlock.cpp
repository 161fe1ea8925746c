#include "documentlock.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>

namespace cq {

DocumentLock::DocumentLock() = default;

DocumentLock::~DocumentLock()
{
    release();
}

QString DocumentLock::canonicalPath(const QString &designPath)
{
    const QFileInfo info(designPath);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

QString DocumentLock::lockFilePath(const QString &designPath)
{
    const QByteArray key = QCryptographicHash::hash(canonicalPath(designPath).toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/locks/")
        + QString::fromLatin1(key) + QStringLiteral(".lock");
}

bool DocumentLock::acquire(const QString &designPath)
{
    release();
    m_designPath = canonicalPath(designPath);
    const QString lockPath = lockFilePath(designPath);
    QDir().mkpath(QFileInfo(lockPath).absolutePath());
    auto lock = std::make_unique<QLockFile>(lockPath);
    // Held for as long as the design is open: only a dead owner makes it stale, never age.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        m_lock = std::move(lock);
        return true;
    }
    qint64 pid = 0;
    QString host;
    QString app;
    if (lock->error() == QLockFile::LockFailedError && lock->getLockInfo(&pid, &host, &app)) {
        m_owner = pid == QCoreApplication::applicationPid()
                      ? tr("another window of this ClusterQuote")
                      : tr("ClusterQuote process %1 on %2").arg(pid).arg(host.isEmpty() ? tr("this computer") : host);
    } else {
        m_owner = tr("an unknown owner (cannot write the lock %1)").arg(QDir::toNativeSeparators(lockPath));
    }
    return false;
}

void DocumentLock::release()
{
    if (m_lock)
        m_lock->unlock();
    m_lock.reset();
    m_designPath.clear();
    m_owner.clear();
}

bool DocumentLock::isLocked() const
{
    return m_lock && m_lock->isLocked();
}

} // namespace cq
