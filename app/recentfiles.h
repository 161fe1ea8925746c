#pragma once

#include <QObject>
#include <QStringList>

class QMenu;
class QWidget;

namespace cq {

/**
 * File > Open Recent: the last designs opened or saved, newest first, at most kMaximum,
 * kept in QSettings ("recentFiles") so they survive a restart. A file that no longer exists
 * is listed greyed out ("not found"); choosing one that vanished since the menu opened
 * removes it with a message. Clear Menu empties the list.
 */
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    /** How many designs the menu lists. */
    static constexpr int kMaximum = 8;

    /** @p window parents the messages. */
    RecentFiles(QWidget *window, QObject *parent = nullptr);

    /** The remembered paths, newest first (absolute, as stored). */
    QStringList files() const;
    /** Puts @p path (made absolute) first, dropping an older entry of it and any past kMaximum. */
    void add(const QString &path);
    void remove(const QString &path);
    void clear();
    /** "Open &Recent": rebuilt from QSettings each time it is about to show. */
    QMenu *menu() const { return m_menu; }
    /** Fills menu() now (it also does so on aboutToShow); tests read it after this. */
    void rebuildMenu();
    /** Asks to open @p path (openRequested) if it exists; else removes it with a message. */
    void choose(const QString &path);

signals:
    /** The user chose an existing recent file. */
    void openRequested(const QString &path);

private:
    void store(const QStringList &files);

    QWidget *m_window;
    QMenu *m_menu;
};

} // namespace cq
