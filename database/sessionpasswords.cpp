#include "sessionpasswords.h"

#include "databaselocation.h"

#include <QHash>
#include <QMutex>
#include <QSet>

namespace cq {

namespace {

/** Keyed by DatabaseLocation::bookKey(): no password in the key (parse() refuses a URI that holds one). */
struct Store {
    QMutex mutex;
    QHash<QString, QString> passwords;
    QSet<QString> wanted;
};

Store &store()
{
    static Store s;
    return s;
}

} // namespace

QString SessionPasswords::password(const DatabaseLocation &location)
{
    QMutexLocker lock(&store().mutex);
    return store().passwords.value(location.bookKey());
}

void SessionPasswords::setPassword(const DatabaseLocation &location, const QString &password)
{
    QMutexLocker lock(&store().mutex);
    store().passwords.insert(location.bookKey(), password);
}

void SessionPasswords::forget(const DatabaseLocation &location)
{
    QMutexLocker lock(&store().mutex);
    store().passwords.remove(location.bookKey());
}

void SessionPasswords::noteOpenResult(const DatabaseLocation &location, const QSqlError &error)
{
    QMutexLocker lock(&store().mutex);
    if (error.isValid() && isPasswordRefusal(error))
        store().wanted.insert(location.bookKey());
    else
        store().wanted.remove(location.bookKey());
}

bool SessionPasswords::passwordWanted(const DatabaseLocation &location)
{
    QMutexLocker lock(&store().mutex);
    return store().wanted.contains(location.bookKey());
}

bool SessionPasswords::isPasswordRefusal(const QSqlError &error)
{
    // libpq's English words, matched as DatabaseConnection::postgresOpenReason() matches them.
    const QString text = error.databaseText() + u' ' + error.driverText();
    return text.contains(QLatin1String("no password supplied"))
        || text.contains(QLatin1String("password authentication failed"));
}

} // namespace cq
