#include "designview.h"

#include "designscene.h"
#include "devicedots.h"

#include <QKeyEvent>
#include <QPixmapCache>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace cq {

namespace {
constexpr double StepFactor = 1.25; // one zoomIn / zoomOut step
constexpr double FitMargin = 40;    // scene units kept free around the content by zoomToFit
}

DesignView::DesignView(DesignScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    // One bounding rectangle of what changed, not a region: SmartViewportUpdate unites each
    // changed item's rectangle into a QRegion one at a time, which costs time growing with the
    // square of the count (select all or a whole-design drag changes 1,664 devices: 4 ms of CPU
    // per frame, measured). A moved cable's live layer spans the view anyway.
    setViewportUpdateMode(BoundingRectViewportUpdate);
    // Every item leaves room for its pen in boundingRect(): no extra pixel around each update.
    setOptimizationFlag(DontAdjustForAntialiasing);
    setAcceptDrops(true);
    setBackgroundBrush(QColor(0xfc, 0xfc, 0xfd));
    setAccessibleName(tr("Cluster design canvas"));
    if (QPixmapCache::cacheLimit() < PixmapCacheKiB)
        QPixmapCache::setCacheLimit(PixmapCacheKiB);
    connect(this, &QGraphicsView::rubberBandChanged, this, &DesignView::onRubberBand);
}

double DesignView::zoom() const
{
    return transform().m11();
}

void DesignView::zoomToFit()
{
    const QRectF content = m_scene->contentRect();
    if (content.isEmpty()) {
        resetZoom();
        return;
    }
    fitInView(content.adjusted(-FitMargin, -FitMargin, FitMargin, FitMargin), Qt::KeepAspectRatio);
    if (zoom() > 1.0)
        resetZoom(); // a small design is shown at 100% rather than blown up
    else
        emit zoomChanged(zoom());
}

void DesignView::resetZoom()
{
    resetTransform();
    emit zoomChanged(1.0);
}

void DesignView::zoomIn()
{
    zoomBy(StepFactor);
}

void DesignView::zoomOut()
{
    zoomBy(1.0 / StepFactor);
}

void DesignView::zoomBy(double factor)
{
    const double target = qBound(MinZoom, zoom() * factor, MaxZoom);
    if (qFuzzyCompare(target, zoom()))
        return;
    scale(target / zoom(), target / zoom());
    emit zoomChanged(zoom());
}

void DesignView::paintEvent(QPaintEvent *event)
{
    m_scene->setFarOut(zoom() < DeviceDots::Zoom);
    QGraphicsView::paintEvent(event);
}

void DesignView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event); // horizontal wheel: scroll
        return;
    }
    // Keep the scene point under the cursor in place. Qt's AnchorUnderMouse reads
    // QCursor::pos(), which is not the event's position (synthetic events, touchpads).
    const QPoint cursor = event->position().toPoint();
    const QPointF anchor = mapToScene(cursor);
    const ViewportAnchor previous = transformationAnchor();
    setTransformationAnchor(NoAnchor);
    zoomBy(std::pow(1.2, delta / 120.0)); // one notch (120) zooms by 1.2; pads send smaller steps
    setTransformationAnchor(previous);
    const QPoint drift = mapFromScene(anchor) - cursor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + drift.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + drift.y());
    event->accept();
}

void DesignView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        m_scene->deleteSelection();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void DesignView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void DesignView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    m_bandAdds = event->modifiers() & Qt::ControlModifier;
    QGraphicsView::mousePressEvent(event);
}

void DesignView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void DesignView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        if (m_spaceHeld)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void DesignView::onRubberBand(const QRect &viewportRect, const QPointF &fromScene, const QPointF &toScene)
{
    if (!viewportRect.isNull()) // a null rectangle ends the band
        m_scene->selectCablesIn(QRectF(fromScene, toScene).normalized(), m_bandAdds);
}

} // namespace cq
