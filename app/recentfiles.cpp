#include "recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace cq {

namespace {
const QString kKey = QStringLiteral("recentFiles");
} // namespace

RecentFiles::RecentFiles(QWidget *window, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_menu(new QMenu(tr("Open &Recent"), window))
{
    m_menu->setObjectName(QStringLiteral("recentFilesMenu"));
    m_menu->setIcon(QIcon::fromTheme(QStringLiteral("document-open-recent")));
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::rebuildMenu);
    rebuildMenu();
}

QStringList RecentFiles::files() const
{
    QStringList list = QSettings().value(kKey).toStringList();
    list.removeAll(QString());
    return list.mid(0, kMaximum);
}

void RecentFiles::store(const QStringList &files)
{
    QSettings settings;
    settings.setValue(kKey, files.mid(0, kMaximum));
    settings.sync();
    rebuildMenu();
}

void RecentFiles::add(const QString &path)
{
    if (path.isEmpty())
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    store(list);
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    list.removeAll(path);
    store(list);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList list = files();
    int number = 0;
    for (const QString &path : list) {
        ++number;
        const QFileInfo info(path);
        const bool exists = info.isFile();
        // "&1 a100-4node-ib.cqd": the number is the mnemonic; the folder is in the tooltip.
        QString text = QStringLiteral("&%1 %2").arg(number).arg(info.fileName().replace(u'&', QStringLiteral("&&")));
        if (!exists)
            text = tr("%1 (not found)").arg(text);
        QAction *action = m_menu->addAction(text);
        action->setData(path);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(exists);
        connect(action, &QAction::triggered, this, [this, path] { choose(path); });
    }
    if (list.isEmpty())
        m_menu->addAction(tr("No recent designs"))->setEnabled(false);
    m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear Menu"), this, &RecentFiles::clear);
    clearAction->setObjectName(QStringLiteral("clearRecentFiles"));
    clearAction->setEnabled(!list.isEmpty());
}

void RecentFiles::choose(const QString &path)
{
    if (!QFileInfo(path).isFile()) {
        remove(path);
        // Window-modal but not blocking, like the read-only warning (tests find it by name).
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Design Not Found"),
                                    tr("%1 no longer exists; it was removed from the recent designs.")
                                        .arg(QDir::toNativeSeparators(path)),
                                    QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("recentFileMissing"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    emit openRequested(path);
}

} // namespace cq
