#pragma once

class QString;
class QWidget;

namespace cq {

/**
 * Why the canvas refused an edit (a cable between rooms, a port already used, a drop that does
 * not fit), shown where the user is looking: a tooltip balloon at the mouse pointer when it is
 * over the canvas, else in the middle of the canvas. The status bar keeps the sentence too.
 */
class RefusalBalloon
{
public:
    /** How long the balloon stays, ms (long enough to read two lines). */
    static constexpr int kShowMs = 6000;
    /** Shows @p message over @p canvas (the view's viewport). */
    static void show(QWidget *canvas, const QString &message);
};

} // namespace cq
