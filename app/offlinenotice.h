#pragma once

#include <QLabel>
#include <QTimer>

class QMainWindow;

namespace cq {

class PriceBookDatabase;

/**
 * The window's sign that it quotes from the offline copy of a team price book (issue #21): a
 * permanent status-bar label, "Offline: the team server is not reachable; prices as of <time>
 * (<age> old), read-only." (PriceBookDatabase::offlineStatus()), in amber, with the whole
 * start-up notice, which names the server, as its tooltip. It re-reads the age every minute and hides itself once
 * the book is no longer an offline copy (e.g. after Quote > Price Book > Connection...).
 */
class OfflineNotice : public QLabel
{
    Q_OBJECT
public:
    /** Adds the notice to @p window's status bar; it shows only while @p database is an offline copy. */
    static OfflineNotice *attach(QMainWindow *window, const PriceBookDatabase *database);
    /** Reads the database's state and the age again (also every minute). */
    void refresh();

private:
    OfflineNotice(const PriceBookDatabase *database, QWidget *parent);

    const PriceBookDatabase *m_database;
    QTimer m_timer;
};

} // namespace cq
