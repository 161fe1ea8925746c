// DatabaseConnection: surviving a lost server connection (issue #21, "a server restart is survived
// by reconnecting"). Kept apart from databaseconnection.cpp, which opens and runs statements.

#include "databaseconnection.h"

#include <QSqlDriver>
#include <QSqlQuery>
#include <QtGlobal>

namespace cq {

namespace {

QtMessageHandler g_previousHandler = nullptr;

/**
 * QPSQL frees each prepared statement with DEALLOCATE when its QSqlQuery goes; on a connection
 * that is already gone that fails and Qt prints "Unable to free statement: ..." as a warning. The
 * server freed them when the connection ended, so these lines say nothing useful: they are
 * dropped while the stale statements are let go, everything else is passed on.
 */
void dropFreeStatementWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("Unable to free statement")))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

} // namespace

void DatabaseConnection::dropStatements()
{
    if (m_statements.isEmpty())
        return;
    if (!isPostgres()) {
        m_statements.clear();
        return;
    }
    g_previousHandler = qInstallMessageHandler(dropFreeStatementWarnings);
    m_statements.clear();
    qInstallMessageHandler(g_previousHandler);
    g_previousHandler = nullptr;
}

bool DatabaseConnection::isConnectionLost()
{
    if (!isPostgres() || !isOpen())
        return false;
    const QSqlDatabase db = database();
    if (!db.isOpen())
        return true; // a reconnect() that failed left it closed
    QSqlQuery probe(db);
    // Fixed text, not prepared: nothing to free on a dead connection.
    return !probe.exec(QStringLiteral("SELECT 1"));
}

bool DatabaseConnection::reconnect()
{
    if (!isOpen())
        return fail(tr("No database is open."), tr("no database is open"));
    dropStatements(); // prepared on the lost connection
    QSqlDatabase db = database();
    // LISTEN belongs to a connection, and closing the driver forgets it: the channels are
    // subscribed again on the new connection (the driver object and its signal stay the same).
    const QStringList channels = db.driver() ? db.driver()->subscribedToNotifications() : QStringList();
    db.close();
    if (db.open()) {
        for (const QString &channel : channels)
            db.driver()->subscribeToNotification(channel);
        return true;
    }
    const QSqlError error = db.lastError();
    return failOpen(isPostgres() ? postgresOpenReason(error) : error.text(), error);
}

} // namespace cq
