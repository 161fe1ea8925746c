#pragma once

#include <QGraphicsView>

namespace cq {

class DesignScene;

/**
 * The canvas view: antialiased, rubber-band selection, wheel zoom around the cursor (no
 * modifier needed), Delete / Backspace removes the selection. Drops from the palette reach
 * the scene through QGraphicsView's own forwarding.
 */
class DesignView : public QGraphicsView
{
    Q_OBJECT
public:
    static constexpr double MinZoom = 0.1;
    static constexpr double MaxZoom = 8.0;

    explicit DesignView(DesignScene *scene, QWidget *parent = nullptr);

    DesignScene *designScene() const { return m_scene; }
    /** Current scale factor, 1 = 100%. */
    double zoom() const;

public slots:
    /** Fits all rooms, devices and cables into the viewport (never above 100%). */
    void zoomToFit();
    /** Back to 100%. */
    void resetZoom();
    void zoomIn();
    void zoomOut();

signals:
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    /** Multiplies the zoom by @p factor, clamped to [MinZoom, MaxZoom]. */
    void zoomBy(double factor);

    DesignScene *m_scene;
};

} // namespace cq
