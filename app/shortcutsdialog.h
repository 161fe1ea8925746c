#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QList>

class QAction;
class QMainWindow;

namespace cq {

/**
 * Help > Keyboard Shortcuts: every action of the window that has a key, read from the actions
 * themselves (menu bar order first, then actions that live outside the menus), so the list
 * cannot drift from what the keys do.
 */
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    /** One listed action: where it is, its text without mnemonic or ellipsis, its keys. */
    struct Row
    {
        QString menu;
        QString action;
        QList<QKeySequence> keys;
    };

    explicit ShortcutsDialog(QMainWindow *window);

    /** The rows for @p window: each action with at least one shortcut, once, menus in order. */
    static QList<Row> rows(QMainWindow *window);
    /** @p keys as the user reads them ("Ctrl+Y, Ctrl+Shift+Z"), in the platform's notation. */
    static QString keysText(const QList<QKeySequence> &keys);
};

} // namespace cq
