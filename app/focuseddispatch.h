#pragma once

#include <QKeySequence>

class QWidget;

namespace cq {

/**
 * Edit > Cut, Copy, Paste, Duplicate and Select All act on the widget that has focus, not always
 * on the canvas. Their shortcuts fire only while the canvas has focus (Qt::WidgetWithChildrenShortcut
 * on the canvas view), so elsewhere the key reaches the focused list or table itself; when the
 * menu item is clicked instead, this hands the focused widget the key.
 */
class FocusedDispatch
{
public:
    /**
     * When the focus widget is in @p canvas's window but outside @p canvas, sends it @p key as a
     * key press (a table copies its cells, a list selects all) and returns true; false when the
     * canvas is meant (it or a child has focus, or nothing does).
     */
    static bool toFocusedWidget(QWidget *canvas, const QKeySequence &key);
};

} // namespace cq
