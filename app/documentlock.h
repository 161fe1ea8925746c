#pragma once

#include <QCoreApplication>
#include <QString>
#include <memory>

class QLockFile;

namespace cq {

/**
 * Marks a design file as open for editing, so that the same design opened a second time
 * (another window, another ClusterQuote process) is detected and opened read-only. The
 * lock is a QLockFile in <AppDataLocation>/locks/, named after a hash of the design's
 * canonical path (the design's own folder may be read-only or shared). A lock left by a
 * crashed process (its PID is gone) is taken over; a live one never goes stale.
 */
class DocumentLock
{
    Q_DECLARE_TR_FUNCTIONS(cq::DocumentLock)
public:
    DocumentLock();
    ~DocumentLock();
    Q_DISABLE_COPY_MOVE(DocumentLock)

    /**
     * Releases any lock held, then locks @p designPath. False when another owner holds it;
     * ownerDescription() then names it. Also false (with a description) when the lock
     * folder cannot be written: the design is then treated as shared, i.e. read-only.
     */
    bool acquire(const QString &designPath);
    void release();
    bool isLocked() const;
    /** The canonical path of the design locked or refused last; empty after release(). */
    QString designPath() const { return m_designPath; }
    /** After a refused acquire(): who holds the design, e.g. "ClusterQuote process 4711 on host1". */
    QString ownerDescription() const { return m_owner; }

    /** <AppDataLocation>/locks/<sha1 of the canonical path>.lock */
    static QString lockFilePath(const QString &designPath);
    /** The path used as the key: canonical when the file exists, else absolute. */
    static QString canonicalPath(const QString &designPath);

private:
    std::unique_ptr<QLockFile> m_lock;
    QString m_designPath;
    QString m_owner;
};

} // namespace cq
