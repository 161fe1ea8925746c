#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cq {

/**
 * File moves behind PriceBookDatabase::openWithRecovery(): a damaged price book is renamed
 * (never deleted) so that nothing the user had is lost, and the backups written before each
 * CSV import ("pricebook-backup-<yyyyMMdd-HHmmss-zzz>.sqlite", beside the file) are found
 * newest first. No SQL here: the database class checks whatever is restored.
 */
class PriceBookRecovery
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookRecovery)
public:
    /**
     * Renames @p path to "<path>.corrupt-<yyyyMMdd-HHmmss>" (a "-2", "-3" ... suffix when
     * that name is taken) and its "-wal" / "-shm" companions alongside: a stale WAL must not
     * be replayed into the file restored in its place. Returns the new name of the main
     * file, or empty with the reason in @p error.
     */
    static QString moveAside(const QString &path, QString *error);
    /** The backups beside @p path, newest first (the timestamp in the name sorts as text). */
    static QStringList backups(const QString &path);
    /** Removes @p path with its "-wal", "-shm" and "-journal" files (a restore that did not open, a
     *  copy that did not land). */
    static void removeWithJournal(const QString &path);
};

} // namespace cq
