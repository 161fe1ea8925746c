#include "sessionrecovery.h"

#include "autosavesession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <algorithm>

namespace cq {

SessionRecovery::SessionRecovery(const QString &directory)
    : m_directory(directory.isEmpty() ? AutosaveSession::defaultDirectory() : directory)
{
}

SessionRecovery::~SessionRecovery() = default; // the claims' QLockFiles unlock themselves

QList<RecoverableSession> SessionRecovery::find()
{
    QList<RecoverableSession> found;
    const QDir dir(m_directory);
    const QStringList locks = dir.entryList({QStringLiteral("*.lock")}, QDir::Files);
    QStringList ids;
    for (const QString &name : locks)
        ids << QFileInfo(name).completeBaseName();
    for (const QString &name : dir.entryList({QStringLiteral("*.cqd")}, QDir::Files)) {
        if (!ids.contains(QFileInfo(name).completeBaseName()))
            ids << QFileInfo(name).completeBaseName(); // lock lost: still the user's work
    }
    for (const QString &id : std::as_const(ids)) {
        if (m_claimed.count(id) == 0) {
            auto lock = std::make_unique<QLockFile>(dir.filePath(id + QStringLiteral(".lock")));
            lock->setStaleLockTime(0); // a live session is never taken over, however old
            if (!lock->tryLock(0))
                continue; // its process is running
            m_claimed[id] = std::move(lock);
        }
        const QString autosave = dir.filePath(id + QStringLiteral(".cqd"));
        if (!QFileInfo::exists(autosave)) {
            m_claimed.erase(id); // crashed with nothing unsaved: just the stale lock, now gone
            continue;
        }
        RecoverableSession session{id, autosave, {}, QFileInfo(autosave).lastModified().toUTC()};
        QFile infoFile(dir.filePath(id + QStringLiteral(".json")));
        if (infoFile.open(QIODevice::ReadOnly)) {
            const QJsonObject info = QJsonDocument::fromJson(infoFile.readAll()).object();
            session.originalPath = info.value(QStringLiteral("originalPath")).toString();
            const QDateTime at = QDateTime::fromString(info.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
            if (at.isValid())
                session.savedAt = at;
        }
        found << session;
    }
    std::sort(found.begin(), found.end(),
              [](const RecoverableSession &a, const RecoverableSession &b) { return a.savedAt > b.savedAt; });
    return found;
}

DesignReadResult SessionRecovery::load(const RecoverableSession &session)
{
    return DesignFormat::load(session.autosavePath);
}

void SessionRecovery::discard(const RecoverableSession &session)
{
    QFile::remove(session.autosavePath);
    QFile::remove(QDir(m_directory).filePath(session.id + QStringLiteral(".json")));
    m_claimed.erase(session.id); // unlocks: removes the lock file
}

} // namespace cq
