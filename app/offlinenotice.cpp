#include "offlinenotice.h"

#include "pricebookdatabase.h"

#include <QDateTime>
#include <QMainWindow>
#include <QStatusBar>

namespace cq {

OfflineNotice *OfflineNotice::attach(QMainWindow *window, const PriceBookDatabase *database)
{
    auto *notice = new OfflineNotice(database, window);
    window->statusBar()->addPermanentWidget(notice);
    notice->refresh();
    return notice;
}

OfflineNotice::OfflineNotice(const PriceBookDatabase *database, QWidget *parent)
    : QLabel(parent), m_database(database)
{
    setObjectName(QStringLiteral("offlineNotice"));
    // Amber, as a warning that is not an error: quoting works, changes wait.
    setStyleSheet(QStringLiteral("color: #8a5a00; font-weight: bold;"));
    m_timer.setInterval(60 * 1000);
    connect(&m_timer, &QTimer::timeout, this, &OfflineNotice::refresh);
    m_timer.start();
}

void OfflineNotice::refresh()
{
    const QString status = m_database->offlineStatus(QDateTime::currentDateTimeUtc());
    setText(status);
    setToolTip(m_database->isOffline() ? m_database->recoveryNotice() : QString());
    setAccessibleName(status);
    setVisible(!status.isEmpty());
}

} // namespace cq
