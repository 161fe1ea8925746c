#include "pricebookofflinecopy.h"

#include "boundstatement.h"
#include "databaseconnection.h"
#include "databaselocation.h"
#include "pricebookrecovery.h"
#include "pricebookschema.h"
#include "pricebookwriter.h"
#include "sqlerrortext.h"
#include "transactionguard.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStandardPaths>

#include <filesystem>
#include <system_error>

namespace cq {

namespace {

// The settings rows that make a price book an offline copy (no other price book has them).
constexpr char kSourceKey[] = "offline_source";
constexpr char kRoleKey[] = "offline_role";
constexpr char kSyncedAtKey[] = "offline_synced_at";
constexpr char kVersionKey[] = "version"; // SettingKey::Version: the server's version, as copied

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

} // namespace

QString PriceBookOfflineCopy::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/offline-pricebooks");
}

QString PriceBookOfflineCopy::serverKey(const QString &address)
{
    const DatabaseLocation location = DatabaseLocation::parse(address);
    return location.error().isEmpty() && location.isPostgres() ? location.bookKey() : address;
}

QString PriceBookOfflineCopy::pathFor(const QString &address)
{
    // A name that is safe on every file system whatever the URI holds (slashes, '?', '@').
    const QByteArray hash
        = QCryptographicHash::hash(serverKey(address).toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return folder() + u'/' + QString::fromLatin1(hash) + QStringLiteral(".sqlite");
}

PriceBookOfflineCopy::Info PriceBookOfflineCopy::info(const QString &address)
{
    Info info = infoAt(pathFor(address));
    // Only a copy of this very server, with a time, is a copy (a hash collision or a damaged file is not).
    info.exists = info.exists && serverKey(info.address) == serverKey(address);
    return info;
}

PriceBookOfflineCopy::Info PriceBookOfflineCopy::infoAt(const QString &path)
{
    Info info;
    info.path = path;
    // QSQLITE would create a missing file: look first.
    if (!QFileInfo(info.path).isFile())
        return info;
    DatabaseConnection db;
    if (!db.open(DatabaseConnection::sqliteDriver(), info.path))
        return info;
    QSqlQuery query(db.database());
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return info;
    info.schemaVersion = query.value(0).toInt();
    query.finish();
    if (!query.exec(QStringLiteral("SELECT key, value FROM settings WHERE key IN ('%1', '%2', '%3', '%4')")
                        .arg(key(kSourceKey), key(kRoleKey), key(kSyncedAtKey), key(kVersionKey))))
        return info;
    while (query.next()) {
        const QString k = query.value(0).toString(), value = query.value(1).toString();
        if (k == key(kSourceKey))
            info.address = value;
        else if (k == key(kRoleKey))
            info.role = value;
        else if (k == key(kSyncedAtKey))
            info.syncedAt = QDateTime::fromString(value, Qt::ISODate);
        else
            info.version = value.toInt();
    }
    query.finish();
    info.exists = !info.address.isEmpty() && info.syncedAt.isValid() && info.version > 0;
    return info;
}

void PriceBookOfflineCopy::removeOtherCopies(const QString &address)
{
    // Copies of the same book under another name: kept by an older ClusterQuote, which named
    // them after the address as typed. They would never be read again.
    const QString current = pathFor(address);
    const QDir dir(folder());
    for (const QString &name : dir.entryList({QStringLiteral("*.sqlite")}, QDir::Files)) {
        const QString path = dir.filePath(name);
        if (path == current)
            continue;
        const Info other = infoAt(path);
        if (other.exists && serverKey(other.address) == serverKey(address))
            PriceBookRecovery::removeWithJournal(path);
    }
}

bool PriceBookOfflineCopy::keep(const QString &address, const QString &role, const Catalog &catalog,
                                const PriceBook &book, const QDateTime &nowUtc)
{
    m_error.clear();
    m_rewrote = false;
    if (m_last.path != pathFor(address)) // the path is the book's key: another book, or none read yet
        m_last = info(address);
    const bool same = m_last.exists && m_last.version == book.version && m_last.role == role
        && m_last.schemaVersion == PriceBookSchema::kCurrentVersion && QFileInfo(m_last.path).isFile();
    if (same && touch(m_last.path, nowUtc)) {
        m_last.syncedAt = nowUtc;
        return true;
    }
    if (!write(address, role, catalog, book, nowUtc)) {
        m_last = {};
        return false;
    }
    m_rewrote = true;
    removeOtherCopies(address);
    m_last.path = pathFor(address);
    m_last.exists = true;
    m_last.address = address;
    m_last.role = role;
    m_last.syncedAt = nowUtc;
    m_last.version = book.version;
    m_last.schemaVersion = PriceBookSchema::kCurrentVersion;
    return true;
}

bool PriceBookOfflineCopy::touch(const QString &path, const QDateTime &nowUtc)
{
    DatabaseConnection db;
    if (!db.open(DatabaseConnection::sqliteDriver(), path))
        return false;
    QString error;
    return runBoundStatement(db, QStringLiteral("UPDATE settings SET value = ? WHERE key = ?"),
                             {nowUtc.toString(Qt::ISODateWithMs), key(kSyncedAtKey)}, &error);
}

bool PriceBookOfflineCopy::write(const QString &address, const QString &role, const Catalog &catalog,
                                 const PriceBook &book, const QDateTime &nowUtc)
{
    const QString path = pathFor(address);
    const QString temporary = path + QStringLiteral(".new");
    if (!QDir().mkpath(folder()))
        return fail(tr("Cannot keep an offline copy of %1: the folder %2 cannot be created.")
                        .arg(address, QDir::toNativeSeparators(folder())));
    // A sales role's copy holds internal costs: readable by this user only, like ~/.pgpass.
    QFile::setPermissions(folder(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QFile::remove(temporary); // left by a write that was cut short
    QFile::remove(temporary + QStringLiteral("-journal"));
    {
        QFile created(temporary); // created empty first, so the database is never readable by others
        if (created.open(QIODevice::WriteOnly))
            created.close();
        created.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        DatabaseConnection db;
        if (!db.open(DatabaseConnection::sqliteDriver(), temporary))
            return fail(tr("Cannot keep an offline copy of %1 in %2: %3.")
                            .arg(address, QDir::toNativeSeparators(temporary), db.reason()));
        TransactionGuard transaction(db);
        QString driverError;
        PriceBookWriter writer(db);
        bool ok = transaction.begin() && PriceBookSchema::create(db.database(), &driverError);
        ok = ok && writer.writeAll(catalog, book);
        ok = ok && writer.setSetting(key(kSourceKey), address) && writer.setSetting(key(kRoleKey), role)
            && writer.setSetting(key(kSyncedAtKey), nowUtc.toString(Qt::ISODateWithMs));
        if (!ok || !transaction.commit()) {
            const QString why = !driverError.isEmpty() ? driverError
                : !writer.error().isEmpty()           ? writer.error()
                                                      : transaction.error();
            transaction.rollback();
            db.close();
            QFile::remove(temporary);
            return fail(tr("Cannot keep an offline copy of %1 in %2: %3.").arg(address, QDir::toNativeSeparators(temporary), why));
        }
    }
    // A WAL of the copy being replaced would be replayed into the new file: it goes first.
    QFile::remove(path + QStringLiteral("-wal"));
    QFile::remove(path + QStringLiteral("-shm"));
    std::error_code error;
    std::filesystem::rename(QFile::encodeName(temporary).toStdString(), QFile::encodeName(path).toStdString(), error);
    if (error) {
        QFile::remove(temporary);
        return fail(tr("Cannot keep an offline copy of %1 in %2: %3.")
                        .arg(address, QDir::toNativeSeparators(path), QString::fromLocal8Bit(error.message().c_str())));
    }
    return true;
}

bool PriceBookOfflineCopy::fail(const QString &message)
{
    m_error = message;
    return false;
}

QString PriceBookOfflineCopy::ageText(const QDateTime &since, const QDateTime &now)
{
    const qint64 minutes = std::max<qint64>(0, since.secsTo(now) / 60);
    if (minutes < 1)
        return tr("less than a minute");
    // Whole units, rounded down; singular and plural as separate sentences (no English .qm is loaded).
    if (minutes < 60)
        return minutes == 1 ? tr("1 minute") : tr("%1 minutes").arg(minutes);
    if (minutes < 48 * 60)
        return minutes < 120 ? tr("1 hour") : tr("%1 hours").arg(minutes / 60);
    return tr("%1 days").arg(minutes / (24 * 60));
}

} // namespace cq
