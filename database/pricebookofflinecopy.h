#pragma once

#include "catalog/catalog.h"
#include "quote/pricebook.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace cq {

/**
 * The local, read-only copy of a team price book kept for when its server is not there
 * (issue #21, "When the server is not there"): one SQLite file per server address in
 * folder() (<AppDataLocation>/offline-pricebooks), holding the catalog and the price book as
 * the connected role read them (a viewer's copy has no internal cost and no discount rules; no
 * issued revisions), in the same schema as any price book, plus four settings rows that say
 * whose copy it is: the server's address (without a password, DatabaseLocation::displayName()),
 * the role, and when it was synchronised (UTC, ISO 8601).
 *
 * keep() runs after every successful read of the server (PriceBookDatabase::openWithRecovery()
 * and reload()). It is cheap when nothing changed: when the copy already holds the server's
 * price-book version, read by the same role in this build's schema, only its synchronisation
 * time is updated (one UPDATE); otherwise the copy is written anew into "<file>.new" in one
 * transaction and renamed over the old one, so a failure leaves the previous copy whole.
 */
class PriceBookOfflineCopy
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookOfflineCopy)
public:
    /** What a copy says about itself. */
    struct Info {
        QString path;          ///< the copy's file (exists or not)
        bool exists = false;   ///< a readable copy is there
        QString address;       ///< the server it copies, as the user gave it (no password)
        QString role;          ///< the role it was read as (PriceBookCapabilities::role)
        QDateTime syncedAt;    ///< UTC: the last time the server was read and the copy found equal to it
        int version = 0;       ///< the server's price-book version the copy holds
        int schemaVersion = 0; ///< its schema version (PRAGMA user_version)
    };

    /** <AppDataLocation>/offline-pricebooks (not created here). */
    static QString folder();
    /** The copy's file for the server at @p address: "<first 16 hex digits of SHA-1(serverKey(address))>.sqlite"
     *  in folder(), readable by this user only (0600, the folder 0700). */
    static QString pathFor(const QString &address);
    /** Which server book @p address names (DatabaseLocation::bookKey(): two spellings of one book
     *  share one copy); an address that does not parse is its own key. */
    static QString serverKey(const QString &address);
    /** Reads what the copy of @p address says about itself; exists false when there is none (or it cannot be read). */
    static Info info(const QString &address);

    /**
     * Makes the copy of @p address equal to @p catalog and @p book (as read by @p role) at
     * @p nowUtc, rewriting it only when its version, role or schema differ (see the class
     * comment). Creates folder() when missing. False with error() when the file cannot be written.
     */
    bool keep(const QString &address, const QString &role, const Catalog &catalog, const PriceBook &book,
              const QDateTime &nowUtc);
    /** True when the last keep() wrote the whole copy; false when it only updated the time. */
    bool rewrote() const { return m_rewrote; }
    /** A sentence naming the copy's file, after a failed keep(). */
    QString error() const { return m_error; }

    /** "5 minutes", "3 hours", "2 days": how long before @p now @p since was (translated; under a minute: "less than a minute"). */
    static QString ageText(const QDateTime &since, const QDateTime &now);

private:
    /** Writes the whole copy into a temporary file and renames it over @p info.path. */
    bool write(const QString &address, const QString &role, const Catalog &catalog, const PriceBook &book,
               const QDateTime &nowUtc);
    /** Updates only the synchronisation time of the copy at @p path. */
    bool touch(const QString &path, const QDateTime &nowUtc);
    /** What the copy file at @p path says about itself (exists: it is a readable copy of some server). */
    static Info infoAt(const QString &path);
    /** Deletes copies of the book at @p address kept under another file name (an older naming). */
    static void removeOtherCopies(const QString &address);
    bool fail(const QString &message);

    Info m_last; ///< what the last keep() or info() left in the file, so a reload need not read it again
    bool m_rewrote = false;
    QString m_error;
};

} // namespace cq
