#pragma once

#include <QObject>
#include <QTimer>
#include <memory>

class QLockFile;

namespace cq {

class ClusterDocument;

/**
 * Autosave of one open document, and the proof that its process is alive. Every interval()
 * ms while the undo stack is not clean and something changed since the last autosave, the
 * design is written through QSaveFile to <directory>/<id>.cqd (the user's file is never
 * touched), then <id>.json with the original path and the time. <id>.lock (a QLockFile)
 * is held for the session's lifetime: a lock whose process is gone marks a crash, and
 * SessionRecovery offers such autosaves at the next start. A save (the stack turns clean)
 * and a clean exit (the destructor) delete the autosave.
 */
class AutosaveSession : public QObject
{
    Q_OBJECT
public:
    /** Starts the session and its timer; @p directory defaults to defaultDirectory(). */
    explicit AutosaveSession(ClusterDocument *document, QObject *parent = nullptr, const QString &directory = {});
    /** A clean exit: removes the autosave files and the lock. */
    ~AutosaveSession() override;

    /** <AppDataLocation>/autosave */
    static QString defaultDirectory();
    /**
     * The autosave interval in ms: CQ_AUTOSAVE_INTERVAL_MS from the environment when it is
     * a positive integer (tests), else the setting "autosave/intervalSeconds" x 1000
     * (default 60 s, 0 turns autosave off).
     */
    static int configuredIntervalMs();

    QString id() const { return m_id; }
    QString directory() const { return m_directory; }
    /** <directory>/<id>.cqd */
    QString designPath() const;
    /** <directory>/<id>.json */
    QString infoPath() const;
    int interval() const { return m_timer.interval(); }
    /** Changes the interval; 0 stops autosaving. */
    void setInterval(int ms);
    /** Whether this session holds its lock (false when the folder cannot be written). */
    bool isLocked() const;

    /** Writes the autosave now if the document has unsaved changes. Returns an error line or empty. */
    QString autosaveNow();
    /** Deletes the autosave files (kept: the lock). */
    void discard();

signals:
    /** An autosave was written to designPath(). */
    void autosaved(const QString &path);
    /** An autosave failed; @p message names the file and the problem. */
    void autosaveFailed(const QString &message);

private:
    void onTimeout();

    ClusterDocument *m_document;
    QString m_directory;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    bool m_changedSinceAutosave = false;
};

} // namespace cq
