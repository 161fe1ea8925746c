#include "sessionpasswords.h"

#include "databaselocation.h"

#include <QHash>
#include <QMutex>
#include <QSet>

namespace cq {

namespace {

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

/** The location's identity without any password (parse() refuses a URI that holds one). */
QString keyOf(const DatabaseLocation &location)
{
    return location.bookKey();
}

} // namespace

QString SessionPasswords::password(const DatabaseLocation &location)
{
    QMutexLocker lock(&store().mutex);
    return store().passwords.value(keyOf(location));
}

void SessionPasswords::setPassword(const DatabaseLocation &location, const QString &password)
{
    QMutexLocker lock(&store().mutex);
    store().passwords.insert(keyOf(location), password);
}

void SessionPasswords::forget(const DatabaseLocation &location)
{
    QMutexLocker lock(&store().mutex);
    store().passwords.remove(keyOf(location));
}

void SessionPasswords::noteOpenResult(const DatabaseLocation &location, const QSqlError &error)
{
    QMutexLocker lock(&store().mutex);
    if (error.isValid() && isPasswordRefusal(error))
        store().wanted.insert(keyOf(location));
    else
        store().wanted.remove(keyOf(location));
}

bool SessionPasswords::passwordWanted(const DatabaseLocation &location)
{
    QMutexLocker lock(&store().mutex);
    return store().wanted.contains(keyOf(location));
}

bool SessionPasswords::isPasswordRefusal(const QSqlError &error)
{
    // libpq's English words, matched as DatabaseConnection::postgresOpenReason() matches them.
    const QString text = error.databaseText() + u' ' + error.driverText();
    return text.contains(QLatin1String("no password supplied"))
        || text.contains(QLatin1String("password authentication failed"));
}

} // namespace cq
