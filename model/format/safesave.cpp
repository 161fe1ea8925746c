#include "safesave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace cq {

namespace {

} // namespace

bool SafeSave::writesInPlace(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return true; // a device, FIFO or socket (QFileInfo follows symbolic links)
    // /dev/stdout -> /proc/self/fd/1 may resolve to a regular file the shell opened (> or >>):
    // replacing it would break the shell's redirection, so such paths are written through.
    const QString absolute = info.absoluteFilePath();
    const QString resolved = info.exists() ? info.canonicalFilePath() : absolute;
    for (const QString &name : {absolute, resolved}) {
        if (name.startsWith(QLatin1String("/dev/")) || name.startsWith(QLatin1String("/proc/")))
            return true;
    }
    return false;
}

namespace {

/**
 * Writes through the existing node. A regular file reached through /dev or /proc (/dev/stdout
 * redirected with >>) is appended to, so what the shell's file held stays; a device or FIFO
 * gets a plain write-only open (Append would make QFile seek a sequential device and warn).
 * Unbuffered, so a full device fails in write() with its own reason rather than in a flush.
 */
QString writeThrough(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QIODevice::OpenMode mode = QIODevice::WriteOnly | QIODevice::Unbuffered;
    if (QFileInfo(path).isFile())
        mode |= QIODevice::Append;
    if (!file.open(mode))
        return file.errorString();
    if (file.write(bytes) != bytes.size())
        return file.errorString();
    file.close();
    if (file.error() != QFileDevice::NoError)
        return file.errorString();
    return {};
}

QString writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return reason;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace

QString SafeSave::writeReason(const QString &path, const QByteArray &bytes)
{
    if (path.isEmpty())
        return tr("no file name was given");
    if (QFileInfo(path).isDir())
        return tr("it is a folder");
    return writesInPlace(path) ? writeThrough(path, bytes) : writeAtomically(path, bytes);
}

QString SafeSave::write(const QString &path, const QByteArray &bytes)
{
    const QString reason = writeReason(path, bytes);
    if (reason.isEmpty())
        return {};
    return tr("cannot write %1: %2").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), reason);
}

} // namespace cq
