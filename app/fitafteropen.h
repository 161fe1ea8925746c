#pragma once

#include <QList>
#include <QObject>
#include <QSize>

namespace cq {

class DesignView;

/**
 * "Zoom to fit" for a design that was just opened or generated, kept true while the window
 * settles: the first fit often runs before the layout is final (a scroll bar or a dock
 * appears and the viewport shrinks from 600 to 592 px, clipping the bottom). Each viewport
 * resize re-fits until the user takes over the view: a zoom (menu, keys, wheel), a scroll
 * (bars, wheel, arrow keys), a click or a drop on the canvas ends it. A size whose fit made a scroll bar
 * appear is not fitted again (the smaller fit stays), and there are at most MaxRefits
 * re-fits per open, so a scroll bar that comes and goes with the fit cannot loop.
 */
class FitAfterOpen : public QObject
{
    Q_OBJECT
public:
    /** Re-fits after this many viewport resizes at most (per fit() call). */
    static constexpr int MaxRefits = 16;

    /** Watches @p view's zoom, viewport and scroll bars; owned by @p view. */
    explicit FitAfterOpen(DesignView *view);

    /** Fits the design now and keeps it fitted across resizes until the user takes over. */
    void fit();
    /** True while a resize still re-fits (no user zoom, scroll or input since fit()). */
    bool isArmed() const { return m_armed; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refit();
    void onViewportResized();
    void disarm() { m_armed = false; }

    DesignView *m_view;
    bool m_armed = false;
    bool m_fitting = false; ///< our own zoomToFit is running: its zoomChanged is not the user's
    int m_refits = 0;
    QSize m_fittedFor;         ///< viewport size of the last fit
    QList<QSize> m_unsettled;  ///< sizes whose fit made a scroll bar appear (see onViewportResized)
};

} // namespace cq
