#pragma once

#include <QObject>
#include <QPointer>
#include <QSqlDriver>

namespace cq {

class PriceBookDatabase;

/**
 * Keeps an open PriceBookDatabase in step with edits other clients make (issue #21), so a
 * price change reaches every engineer without a restart:
 *
 * - On a PostgreSQL server it LISTENs on PriceBookVersion::channel() through the QPSQL
 *   driver's notifications (QSqlDriver::subscribeToNotification): every edit's transaction
 *   NOTIFYs there, and the server delivers it at COMMIT. The notification arrives through the
 *   event loop of the thread that opened the database, which must therefore run one.
 * - Everywhere, checkNow() compares the stored version (one SELECT, PriceBookVersion::read)
 *   with the snapshot's: the app calls it before each quote on an SQLite file (another process
 *   may have edited the file) and when the window becomes active again.
 *
 * When the version differs it reloads the database's snapshot and emits reloaded(). The
 * database must outlive the watch; after the database is opened again (a switch of the
 * price book, a reconnect), checkNow() or listen() subscribes again.
 */
class PriceBookChangeWatch : public QObject
{
    Q_OBJECT
public:
    explicit PriceBookChangeWatch(PriceBookDatabase *database, QObject *parent = nullptr);

    /**
     * Subscribes to the channel on the database's current connection when it is a server and
     * not yet subscribed; true when live notification is on (false on SQLite, or with the
     * reason in error() when the server refused the LISTEN).
     */
    bool listen();
    /** True when the current connection receives the server's notifications. */
    bool isListening() const;

    /**
     * Reads the stored version; when it differs from the snapshot's, reloads the database and
     * emits reloaded(). Returns true when it reloaded. A failure (the version or the reload
     * cannot be read) emits failed() with a sentence and keeps the snapshot.
     */
    bool checkNow();
    /** One sentence about the last failure; empty when none. */
    QString error() const { return m_error; }

    /**
     * checkNow() without signals: reloads @p database when its stored version
     * differs from the snapshot's. @p from and @p to (may be null) get the versions; false with
     * @p error on failure. Returns true when the snapshot is current (reloaded or not).
     */
    static bool refresh(PriceBookDatabase *database, int *from, int *to, QString *error);

signals:
    /** The snapshot was reloaded: it was priced on @p fromVersion, the book is now at @p toVersion. */
    void reloaded(int fromVersion, int toVersion);
    /** A check or reload failed; @p message is one sentence naming the price book. */
    void failed(const QString &message);

private:
    void onNotification(const QString &name);

    PriceBookDatabase *m_database;
    QPointer<QSqlDriver> m_driver; ///< the driver whose notification signal is connected
    QString m_error;
};

} // namespace cq
