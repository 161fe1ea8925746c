#include "pricebooklocationsettings.h"

#include "databaselocation.h"
#include "pricebookdatabase.h"

#include <QFileInfo>
#include <QSettings>
#include <QUrl>
#include <QUrlQuery>

namespace cq {

QString PriceBookLocationSettings::key()
{
    return QStringLiteral("priceBook/location");
}

QString PriceBookLocationSettings::location()
{
    const QString stored = QSettings().value(key()).toString();
    return stored.isEmpty() ? PriceBookDatabase::defaultPath() : stored;
}

bool PriceBookLocationSettings::setLocation(const QString &location, QString *error)
{
    // parse() refuses a password in the URI: such a location is never written.
    const DatabaseLocation parsed = DatabaseLocation::parse(location);
    if (!parsed.error().isEmpty() || location.trimmed().isEmpty()) {
        if (error)
            *error = parsed.error().isEmpty() ? tr("No price-book file name was given.") : parsed.error();
        return false;
    }
    QSettings settings;
    settings.setValue(key(), location);
    settings.sync();
    return true;
}

PriceBookConnection PriceBookLocationSettings::toConnection(const QString &location, QString *otherOptions)
{
    PriceBookConnection c;
    if (otherOptions)
        otherOptions->clear();
    if (!DatabaseLocation::isServerUri(location)) {
        c.filePath = location;
        return c;
    }
    c.server = true;
    const QUrl url(location, QUrl::StrictMode);
    c.host = url.host();
    c.port = url.port(5432);
    c.user = url.userName();
    c.database = url.path().mid(1);
    QUrlQuery others;
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    for (const auto &[name, value] : items) {
        if (name == QLatin1String("host"))
            c.host = value;
        else if (name == QLatin1String("port"))
            c.port = value.toInt();
        else if (name == QLatin1String("user"))
            c.user = value;
        else if (name == QLatin1String("sslmode"))
            c.sslMode = value;
        else
            others.addQueryItem(name, value);
    }
    if (otherOptions)
        *otherOptions = others.toString(QUrl::FullyEncoded);
    return c;
}

QString PriceBookLocationSettings::toLocation(const PriceBookConnection &connection, const QString &otherOptions)
{
    if (!connection.server) // remembered for the next start, which may run in another folder: absolute
        return connection.filePath.trimmed().isEmpty() ? QString() : QFileInfo(connection.filePath).absoluteFilePath();
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(connection.user);
    url.setPath(u'/' + connection.database);
    QUrlQuery query;
    // A socket folder cannot be a URL host: libpq takes it as ?host=, with the port beside it.
    // No host at all is libpq's default (its own socket folder), written postgresql:///DB.
    if (connection.host.isEmpty() || connection.host.startsWith(u'/')) {
        // An empty (not absent) host keeps the authority even with no user: postgresql:///DB,
        // libpq's form, not postgresql:/DB, which would read as a file name.
        url.setHost(QLatin1String(""));
        if (!connection.host.isEmpty())
            query.addQueryItem(QStringLiteral("host"), connection.host);
        query.addQueryItem(QStringLiteral("port"), QString::number(connection.port));
    } else {
        url.setHost(connection.host);
        url.setPort(connection.port);
    }
    query.addQueryItem(QStringLiteral("sslmode"), connection.sslMode);
    const QUrlQuery others(otherOptions);
    for (const auto &[name, value] : others.queryItems(QUrl::FullyDecoded))
        query.addQueryItem(name, value);
    url.setQuery(query);
    // postgresql://alice@db.example.com:5432/pricebook?sslmode=require; never a password.
    return url.toString(QUrl::RemovePassword | QUrl::FullyEncoded);
}

} // namespace cq
