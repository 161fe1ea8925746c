// PriceBookDatabase and its team server (issue #21, "When the server is not there"): the offline
// copy kept after every read of the server and opened when the server cannot be reached, and the
// connection reopened when a restart or the network drops it. The rest of the class is in
// pricebookdatabase.cpp.

#include "pricebookdatabase.h"

#include "databaselocation.h"
#include "quote/quotenotes.h"

#include <QDir>

namespace cq {

bool PriceBookDatabase::openServerOrOfflineCopy(const QString &address)
{
    if (open(address)) {
        m_keepOfflineCopy = true; // from now on every reload() keeps the copy too
        keepOfflineCopy();
        return true;
    }
    if (!m_unreachable) // refused for another reason (no schema, a newer one): the server said so
        return false;
    const QString reason = m_error; // open() of the copy clears m_error
    return openOfflineCopy(address, reason);
}

bool PriceBookDatabase::openOfflineCopy(const QString &address, const QString &reason)
{
    const QString shown = DatabaseLocation::parse(address).displayName();
    const PriceBookOfflineCopy::Info copy = PriceBookOfflineCopy::info(shown);
    if (!copy.exists) { // error() keeps the server's refusal; no server at all: nothing to fall back on either
        if (m_serverSilent)
            m_error += u' ' + tr("No offline copy of it is kept on this computer yet (one is written after each "
                                 "successful connection).");
        return false;
    }
    const QDateTime since = QDateTime::currentDateTimeUtc();
    if (!open(copy.path)) {
        m_error = tr("%1 Its offline copy %2 cannot be opened either: %3")
                      .arg(reason, QDir::toNativeSeparators(copy.path), m_error);
        return false;
    }
    // Messages name the server the user chose; the statements go to the copy.
    m_path = address;
    m_offlineAsOf = copy.syncedAt;
    m_unreachableSince = since;
    m_offlineCopyPath = copy.path;
    m_priceBook.pricesAsOf = copy.syncedAt;
    const QString asOf = priceBookTimeText(copy.syncedAt);
    m_capabilities = PriceBookCapabilities::offline(
        tr("the team server (%1): not reachable since %2; prices as of %3").arg(shown, priceBookTimeText(since), asOf),
        copy.role);
    m_recoveryNotice = tr("%1 ClusterQuote opened the offline copy of that price book instead, read-only: prices as "
                          "of %2 (%3 old). Quotes made from it say so; editing prices or the catalog and issuing "
                          "revisions wait for the server.")
                           .arg(reason, asOf, PriceBookOfflineCopy::ageText(copy.syncedAt, since));
    m_error.clear();
    return true;
}

void PriceBookDatabase::keepOfflineCopy()
{
    if (!m_db.isPostgres())
        return;
    // A copy that cannot be written leaves the previous one; offlineCopyProblem() says why.
    m_offlineCopy.keep(DatabaseLocation::parse(m_path).displayName(), m_capabilities.role, m_catalog, m_priceBook,
                       QDateTime::currentDateTimeUtc());
}

bool PriceBookDatabase::reconnectAfterFailure()
{
    m_serverLost = false;
    if (!m_db.isConnectionLost())
        return false; // the statement failed for another reason: the caller reports it
    if (m_db.reconnect())
        return true;
    m_serverLost = true;
    return false;
}

bool PriceBookDatabase::reopenIfLost()
{
    // The server did not answer the last reconnect: try once more before any statement, and
    // send none while it still does not answer.
    return !m_serverLost || reconnectAfterFailure();
}

QString PriceBookDatabase::unreachableText() const
{
    return tr("the team server is not reachable: %1").arg(m_db.reason());
}

QString PriceBookDatabase::unsavedText() const
{
    return tr("Cannot save to %1: the team server was not reachable: %2. Your change was not saved and is kept; "
              "try again.")
        .arg(fileName(), m_db.reason());
}

QString PriceBookDatabase::offlineStatus(const QDateTime &now) const
{
    if (!isOffline())
        return {};
    // Short for the status bar: the address is in the start-up notice (OfflineNotice's tooltip).
    return tr("Offline: the team server is not reachable; prices as of %1 (%2 old), read-only.")
        .arg(priceBookTimeText(m_offlineAsOf), PriceBookOfflineCopy::ageText(m_offlineAsOf, now));
}

} // namespace cq
