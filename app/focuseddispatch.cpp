#include "focuseddispatch.h"

#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace cq {

bool FocusedDispatch::toFocusedWidget(QWidget *canvas, const QKeySequence &key)
{
    QWidget *focus = QApplication::focusWidget();
    if (!canvas || !focus || focus == canvas || canvas->isAncestorOf(focus) || focus->window() != canvas->window())
        return false;
    if (key.isEmpty())
        return false;
    // A key press sent (not typed) first goes through the shortcut map again (QApplication::notify):
    // should a window-wide shortcut take it once more, it ends here instead of recursing.
    static bool dispatching = false;
    if (dispatching)
        return true;
    dispatching = true;
    const QKeyCombination combination = key[0];
    QKeyEvent press(QEvent::KeyPress, combination.key(), combination.keyboardModifiers());
    QKeyEvent release(QEvent::KeyRelease, combination.key(), combination.keyboardModifiers());
    QApplication::sendEvent(focus, &press);
    QApplication::sendEvent(focus, &release);
    dispatching = false;
    return true;
}

} // namespace cq
