#include "fitafteropen.h"

#include "canvas/designview.h"

#include <QEvent>
#include <QScrollBar>

namespace cq {

FitAfterOpen::FitAfterOpen(DesignView *view)
    : QObject(view)
    , m_view(view)
{
    view->viewport()->installEventFilter(this);
    // actionTriggered fires for the user's scrolling only (bar, wheel, arrow keys), never for
    // the setValue() calls that fitting and resizing make.
    connect(view->horizontalScrollBar(), &QScrollBar::actionTriggered, this, &FitAfterOpen::disarm);
    connect(view->verticalScrollBar(), &QScrollBar::actionTriggered, this, &FitAfterOpen::disarm);
    connect(view, &DesignView::zoomChanged, this, [this] {
        if (!m_fitting)
            disarm(); // Zoom In / Out / Actual Size / wheel: the user's zoom stays
    });
}

void FitAfterOpen::fit()
{
    m_armed = true;
    m_refits = 0;
    m_unsettled.clear();
    refit();
}

void FitAfterOpen::refit()
{
    m_fitting = true;
    m_view->zoomToFit();
    m_fitting = false;
    m_fittedFor = m_view->viewport()->size();
}

void FitAfterOpen::onViewportResized()
{
    const QSize size = m_view->viewport()->size();
    // A fit for a larger viewport that a scroll bar then shrank: that size cannot hold a
    // fit (the fit for it brings the scroll bar back). The fit for the smaller viewport
    // shows everything there too, so coming back to it re-fits nothing, which ends the
    // ping-pong of a scroll bar shown by one fit and hidden by the next.
    if (size.width() <= m_fittedFor.width() && size.height() <= m_fittedFor.height())
        m_unsettled.append(m_fittedFor);
    else if (m_unsettled.contains(size))
        return;
    if (++m_refits > MaxRefits)
        disarm();
    else
        refit(); // the viewport already has its new size here
}

bool FitAfterOpen::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_armed)
        return false;
    switch (event->type()) {
    case QEvent::Resize:
        if (watched == m_view->viewport())
            onViewportResized();
        break;
    case QEvent::MouseButtonPress: // select, drag, pan: the user works in this view now
    case QEvent::Drop:             // the new object lands where the user dropped it
        disarm();
        break;
    default:
        break;
    }
    return false;
}

} // namespace cq
