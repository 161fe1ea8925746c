#pragma once

#include <QHash>
#include <QPointF>

namespace cq {

class DesignItem;
class DesignScene;

/**
 * One drag of the selection on the canvas, from the first mouse move to the release. Qt
 * moves the selected items; the gesture moves what they carry (a room's racks and devices, a
 * rack's devices) by the same offset, slides the cables along (CableLayers::dragTo), and on
 * release turns the new positions into one ClusterDocument::moveObjects() call: one undo
 * step, snapped to the grid, containers naming only their own top-left corner.
 */
class MoveGesture
{
public:
    explicit MoveGesture(DesignScene *scene) : m_scene(scene) {}

    bool isActive() const { return m_active; }
    /** Starts the gesture before Qt moves anything: records where every moving item was. */
    void begin();
    /** After Qt moved the selection: carries contents along and moves the cable layers. */
    void update();
    /** Commits the move (one undo step) and ends the gesture; items snap back to the model. */
    void commit();

private:
    void addCarried(DesignItem *item, DesignItem *container);

    DesignScene *m_scene;
    bool m_active = false;
    QHash<DesignItem *, QPointF> m_start;         ///< every moving item's position at the start
    QHash<DesignItem *, DesignItem *> m_carriedBy; ///< unselected items moved by their container
    DesignItem *m_reference = nullptr;            ///< a selected item: its offset is everyone's
};

} // namespace cq
