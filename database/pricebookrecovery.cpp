#include "pricebookrecovery.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace cq {

namespace {
const QStringList kJournalSuffixes = {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")};
} // namespace

QString PriceBookRecovery::moveAside(const QString &path, QString *error)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QStringLiteral("%1.corrupt-%2").arg(path, stamp);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1.corrupt-%2-%3").arg(path, stamp).arg(n);
    QFile file(path);
    if (!file.rename(target)) {
        *error = tr("cannot rename %1 to %2 (%3)")
                     .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(target), file.errorString());
        return {};
    }
    for (const QString &suffix : kJournalSuffixes) {
        if (QFile::exists(path + suffix) && !QFile::rename(path + suffix, target + suffix))
            QFile::remove(path + suffix); // must not be replayed into the restored file
    }
    return target;
}

QStringList PriceBookRecovery::backups(const QString &path)
{
    const QDir dir = QFileInfo(path).absoluteDir();
    QStringList names = dir.entryList({QStringLiteral("pricebook-backup-*.sqlite")}, QDir::Files, QDir::Name);
    std::reverse(names.begin(), names.end());
    QStringList paths;
    for (const QString &name : std::as_const(names))
        paths << dir.filePath(name);
    return paths;
}

void PriceBookRecovery::removeWithJournal(const QString &path)
{
    QFile::remove(path);
    for (const QString &suffix : kJournalSuffixes)
        QFile::remove(path + suffix);
}

} // namespace cq
