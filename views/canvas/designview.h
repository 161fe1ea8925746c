#pragma once

#include <QGraphicsView>

namespace cq {

class DesignScene;

/**
 * The canvas view: antialiased, rubber-band selection (cables included), wheel zoom around
 * the cursor (no modifier needed), pan with the middle button or Space + drag, Delete /
 * Backspace removes the selection. Drops from the palette reach the scene through
 * QGraphicsView's own forwarding. Raises QPixmapCache's limit so the item caches of a
 * 1,000-server design (devices and cable layers, see CableLayer) are not evicted every frame.
 */
class DesignView : public QGraphicsView
{
    Q_OBJECT
public:
    static constexpr double MinZoom = 0.02;
    static constexpr double MaxZoom = 8.0;
    /** QPixmapCache limit the view asks for, KiB (Qt's default is 10 MiB). */
    static constexpr int PixmapCacheKiB = 96 * 1024;

    explicit DesignView(DesignScene *scene, QWidget *parent = nullptr);

    DesignScene *designScene() const { return m_scene; }
    /** Current scale factor, 1 = 100%. */
    double zoom() const;

public slots:
    /** Fits all rooms, racks and devices into the viewport (never above 100%). */
    void zoomToFit();
    /** Back to 100%. */
    void resetZoom();
    void zoomIn();
    void zoomOut();

signals:
    void zoomChanged(double zoom);

protected:
    /** Tells the scene whether this zoom is far out (DesignScene::setFarOut), then paints. */
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    /** Multiplies the zoom by @p factor, clamped to [MinZoom, MaxZoom]. */
    void zoomBy(double factor);
    void onRubberBand(const QRect &viewportRect, const QPointF &fromScene, const QPointF &toScene);

    DesignScene *m_scene;
    bool m_bandAdds = false;   ///< the rubber band started with Ctrl: it adds to the selection
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panFrom;
};

} // namespace cq
