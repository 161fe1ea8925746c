#pragma once

#include "format/designformat.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <map>
#include <memory>

class QLockFile;

namespace cq {

/** An autosave left by a session that did not end cleanly (see AutosaveSession). */
struct RecoverableSession {
    QString id;
    QString autosavePath;  ///< <directory>/<id>.cqd
    QString originalPath;  ///< the design's own file; empty for an untitled design
    QDateTime savedAt;     ///< when the autosave was written (UTC); invalid when unknown
};

/**
 * Finds the autosaves whose session lock is stale (its process crashed or was killed) and
 * claims them, so that two starting instances never offer the same one. It asks nothing:
 * RecoveryPrompt shows the question, tests call find() / load() directly. A session whose
 * process is still running keeps its lock and is not listed.
 */
class SessionRecovery
{
public:
    /** @p directory defaults to AutosaveSession::defaultDirectory(). */
    explicit SessionRecovery(const QString &directory = {});
    ~SessionRecovery();
    Q_DISABLE_COPY_MOVE(SessionRecovery)

    /** Recoverable sessions, newest first. Stale locks without an autosave are removed. */
    QList<RecoverableSession> find();
    /** Reads the autosaved design (errors name the autosave file). */
    static DesignReadResult load(const RecoverableSession &session);
    /** Deletes the session's autosave and releases its claim. */
    void discard(const RecoverableSession &session);

private:
    QString m_directory;
    std::map<QString, std::unique_ptr<QLockFile>> m_claimed;
};

} // namespace cq
