#pragma once

#include "domain/portref.h"

#include <QPointF>

#include <optional>

class QGraphicsItem;
class QGraphicsLineItem;
class QGraphicsScene;

namespace cq {

class DeviceItem;

/**
 * The dashed line drawn from a port while a cable is dragged out of it, with the port under
 * the cursor highlighted. Visual only: DesignScene decides what the gesture does.
 */
class CablePreview
{
public:
    explicit CablePreview(QGraphicsScene *scene);
    ~CablePreview();
    CablePreview(const CablePreview &) = delete;
    CablePreview &operator=(const CablePreview &) = delete;

    /** Starts a preview at port @p port of @p device. */
    void start(const DeviceItem *device, int port);
    bool isActive() const { return m_from.has_value(); }
    /** The port the cable starts at; only valid while active. */
    PortRef from() const { return m_from.value_or(PortRef{}); }
    /** Stretches the line to @p scenePos and highlights port @p port of @p hovered (may be null). */
    void moveTo(const QPointF &scenePos, DeviceItem *hovered, int port);
    /** Removes the line and the highlight. */
    void stop();
    /** Un-highlights the port now, while its device still exists (it is about to be re-synced). */
    void clearHighlight();
    /** True for the preview's own line, which hit tests must skip. */
    bool isPreviewItem(const QGraphicsItem *item) const;

private:
    QGraphicsScene *m_scene;
    std::optional<PortRef> m_from;
    QGraphicsLineItem *m_line = nullptr;
    DeviceItem *m_highlighted = nullptr;
};

} // namespace cq
