#include "databaselocation.h"

#include <QDir>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

namespace cq {

namespace {

/** The libpq URI query keys passed through to the connection; ?host= is read apart. */
const QStringList &passedThroughOptions()
{
    static const QStringList keys{
        QStringLiteral("sslmode"),         QStringLiteral("sslrootcert"),    QStringLiteral("sslcert"),
        QStringLiteral("sslkey"),          QStringLiteral("sslcrl"),         QStringLiteral("connect_timeout"),
        QStringLiteral("service"),         QStringLiteral("passfile"),       QStringLiteral("application_name"),
        QStringLiteral("target_session_attrs"),
    };
    return keys;
}

} // namespace

bool DatabaseLocation::isServerUri(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://")) || text.startsWith(QLatin1String("postgres://"));
}

DatabaseLocation DatabaseLocation::sqliteFile(const QString &path)
{
    return withDriver(sqliteDriver(), path);
}

DatabaseLocation DatabaseLocation::withDriver(const QString &driver, const QString &databaseName)
{
    DatabaseLocation location;
    location.m_driver = driver;
    location.m_databaseName = databaseName;
    location.m_display = QDir::toNativeSeparators(databaseName);
    return location;
}

DatabaseLocation DatabaseLocation::parse(const QString &text)
{
    if (!isServerUri(text))
        return sqliteFile(text);
    DatabaseLocation location;
    location.m_driver = postgresDriver();
    const QUrl url(text, QUrl::StrictMode);
    // Shown in every message about it: never with a password, in the user part or as ?password=.
    QUrl shown = url;
    if (QUrlQuery shownQuery(url); shownQuery.hasQueryItem(QStringLiteral("password"))) {
        shownQuery.removeAllQueryItems(QStringLiteral("password"));
        shown.setQuery(shownQuery);
    }
    location.m_display = url.isValid() ? shown.toString(QUrl::RemovePassword) : text;
    const auto refuse = [&location](const QString &why) {
        location.m_error = tr("The price-book address %1 cannot be used: %2.").arg(location.m_display, why);
        return location;
    };
    if (!url.isValid()) {
        // libpq also takes a socket folder percent-encoded as the host; QUrl does not.
        if (text.contains(QLatin1String("%2F"), Qt::CaseInsensitive))
            return refuse(tr("write a socket folder as ?host=/path/to/folder, not percent-encoded in the host"));
        // QUrl's message ends with its own parse ("; source was ...; scheme = ..."): the first part only.
        return refuse(tr("it is not a valid postgresql:// URI (%1)").arg(url.errorString().section(u';', 0, 0)));
    }
    // libpq would take it, but it would then sit in QSettings and shell histories.
    if (!url.password().isEmpty())
        return refuse(tr("it holds a password; put the password in ~/.pgpass (or PGPASSFILE, or a service file) "
                         "and leave it out of the address"));
    location.m_databaseName = url.path().mid(1);
    if (location.m_databaseName.isEmpty() || location.m_databaseName.contains(u'/'))
        return refuse(tr("it names no database (postgresql://USER@HOST:PORT/DATABASE)"));
    location.m_host = url.host();
    location.m_port = url.port(-1);
    location.m_userName = url.userName();
    QStringList options;
    static const QRegularExpression plain(QStringLiteral("^[^\\s;'\\\\]+$"));
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    for (const auto &[key, value] : items) {
        if (key == QLatin1String("host")) {
            location.m_host = value; // libpq: the query's host (a socket folder) wins
            continue;
        }
        if (key == QLatin1String("port")) {
            bool ok = false;
            location.m_port = value.toInt(&ok);
            if (!ok || location.m_port <= 0 || location.m_port > 65535)
                return refuse(tr("the port \"%1\" is not a number 1..65535").arg(value));
            continue;
        }
        if (key == QLatin1String("user")) {
            location.m_userName = value;
            continue;
        }
        if (key == QLatin1String("password"))
            return refuse(tr("it holds a password; put the password in ~/.pgpass (or PGPASSFILE, or a service file) "
                             "and leave it out of the address"));
        // libpq's own words for a wrong sslmode would read as the server's refusal: it never got that far.
        static const QStringList sslModes{QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"),
                                          QStringLiteral("require"), QStringLiteral("verify-ca"),
                                          QStringLiteral("verify-full")};
        if (key == QLatin1String("sslmode") && !sslModes.contains(value))
            return refuse(tr("the sslmode \"%1\" is not one of %2").arg(value, sslModes.join(QStringLiteral(", "))));
        if (!passedThroughOptions().contains(key))
            return refuse(tr("the option \"%1\" is not one ClusterQuote passes to the server (it takes host, port, "
                             "user, %2)").arg(key, passedThroughOptions().join(QStringLiteral(", "))));
        // QPSQL joins the options with spaces into libpq's conninfo: a value with a space,
        // a quote or a ';' would split into another option.
        if (!plain.match(value).hasMatch())
            return refuse(tr("the value of %1 is empty or holds a space, a quote or a ';'").arg(key));
        options << key + u'=' + value;
    }
    if (!location.m_host.isEmpty() && location.m_host.contains(QRegularExpression(QStringLiteral("[\\s']"))))
        return refuse(tr("the host or socket folder \"%1\" holds a space or a quote").arg(location.m_host));
    // A server that does not answer is reported after 5 s, not libpq's endless default.
    const auto given = [&items](const char *key) {
        return std::any_of(items.cbegin(), items.cend(), [key](const auto &item) { return item.first == QLatin1String(key); });
    };
    if (!given("connect_timeout"))
        options << QStringLiteral("connect_timeout=5");
    if (!given("application_name"))
        options << QStringLiteral("application_name=clusterquote");
    location.m_connectOptions = options.join(u';');
    return location;
}

QString DatabaseLocation::displayName() const
{
    return m_display;
}

QString DatabaseLocation::loginName() const
{
    if (!m_userName.isEmpty())
        return m_userName;
    return qEnvironmentVariable("PGUSER", qEnvironmentVariable("USER", qEnvironmentVariable("LOGNAME")));
}

QString DatabaseLocation::bookKey() const
{
    if (!isPostgres())
        return m_driver + u'\n' + m_databaseName;
    QString host = m_host;
    while (host.size() > 1 && host.endsWith(u'/'))
        host.chop(1);
    return QStringLiteral("%1\n%2\n%3\n%4\n%5")
        .arg(m_driver, host)
        .arg(m_port > 0 ? m_port : 5432)
        .arg(m_databaseName, m_userName);
}

QString DatabaseLocation::serverName() const
{
    const QString host = m_host.isEmpty() ? QStringLiteral("localhost") : QDir::toNativeSeparators(m_host);
    return tr("the PostgreSQL server at %1 (port %2)").arg(host).arg(m_port > 0 ? m_port : 5432);
}

} // namespace cq
