#pragma once

#include "cablebundles.h"
#include "cableitem.h"
#include "cablepickgrid.h"

#include <QHash>
#include <QSet>

#include <functional>
#include <memory>

class QGraphicsScene;

namespace cq {

class CableLayer;
class DesignIndex;
class DeviceItem;

/**
 * All cables of the canvas: owns the CableItems, the layers that paint them, their
 * selection and the pick grid that finds them under the mouse.
 *
 * Dragging a selection: beginDrag() splits the cables into those that stay (still layer,
 * cached), those with both ends moving (dragged layer, cached, translated as a whole by
 * dragTo(), so its pixmap is reused every frame) and those with one end moving (live layer,
 * drawn each frame). When every cable moves (select all + drag) the still layer itself is
 * translated and nothing is drawn again until the drop; when the drop moved every cable by
 * one offset, the layer stays translated (CableLayer::setOrigin) and is not drawn again then
 * either. endDrag() puts every cable back on the still layer.
 */
class CableLayers
{
public:
    explicit CableLayers(QGraphicsScene *scene);
    ~CableLayers();
    CableLayers(const CableLayers &) = delete;
    CableLayers &operator=(const CableLayers &) = delete;

    /** Called after the cable selection changed (the scene emits selectionChanged). */
    void setSelectionListener(std::function<void()> listener) { m_selectionListener = std::move(listener); }

    /** Where the cables' tooltips read the design (the scene's document). */
    void setIndexSource(std::function<const DesignIndex *()> source) { m_indexSource = std::move(source); }
    const DesignIndex *designIndex() const { return m_indexSource ? m_indexSource() : nullptr; }
    /** Room for @p count cables (a whole design about to be mirrored). */
    void reserve(qsizetype count);

    CableItem *add(const QUuid &id, DeviceItem *a, int portA, DeviceItem *b, int portB);
    /** Deletes the cable and detaches it from its devices. */
    void remove(CableItem *cable);
    /** Deletes every cable. */
    void clear();
    CableItem *cable(const QUuid &id) const { return m_cables.value(id); }
    const QHash<QUuid, CableItem *> &cables() const { return m_cables; }
    /**
     * The area the layers may draw in: @p sceneRect for the moving layers, @p cableRect (the
     * devices' bounding box with a margin) for the still layer, so that a drop that moved
     * everything leaves the still layer's size, and so its cached picture, as it was.
     */
    void setExtent(const QRectF &sceneRect, const QRectF &cableRect);
    CableLayer *stillLayer() const { return m_still; }
    /** Pixmap caches of the still and dragged layers on or off (see DesignScene::setItemCaching). */
    void setCaching(bool on);

    /**
     * While a Bulk lives, cable changes mark the layers for one full repaint instead of one
     * region each: re-routing thousands of cables (a drop after select all, an undo of
     * delete all) would otherwise build a region of thousands of rectangles.
     */
    class Bulk
    {
    public:
        /** No effect unless @p active (callers pass "many cables change"). */
        explicit Bulk(CableLayers *layers, bool active = true) : m_layers(active ? layers : nullptr)
        {
            if (m_layers)
                ++m_layers->m_bulk;
        }
        ~Bulk()
        {
            if (m_layers)
                m_layers->endBulk();
        }
        /** Cable changes from which a full repaint is cheaper than one region per cable. */
        static constexpr int Threshold = 300;
        Bulk(const Bulk &) = delete;
        Bulk &operator=(const Bulk &) = delete;

    private:
        CableLayers *m_layers;
    };

    // --- reports from cables and devices ---
    /** @p oldLine: where the cable was (scene units), repainted along with where it is now. */
    void cableMoved(CableItem *cable, const QLineF &oldLine);
    void cableRestyled(CableItem *cable);
    /** Re-routes the device's cables, except those dragged along as a whole. */
    void deviceMoved(DeviceItem *device);

    // --- selection ---
    QList<QUuid> selectedIds() const;
    bool hasSelection() const { return !m_selected.isEmpty(); }
    /** Every cable selected by selectAll(), with no per-cable flag set (see CableItem::isSelected). */
    bool allSelected() const { return m_allSelected; }
    qsizetype selectedCount() const { return m_selected.size(); }
    void setSelected(CableItem *cable, bool selected);
    void clearSelection();
    void selectAll();
    /** Selects the cables crossing @p sceneRect (added to the selection when @p add). */
    void selectIn(const QRectF &sceneRect, bool add);
    /** The cable nearest to @p scenePos within @p tolerance scene units, or nullptr. */
    CableItem *cableAt(const QPointF &scenePos, double tolerance);
    /** The cables of @p layer whose bounds may meet @p sceneRect (through the pick grid). */
    QList<CableItem *> near(CableItem::Layer layer, const QRectF &sceneRect);
    /** The still layer's bundles (tests: how many there are). */
    const CableBundles &bundles() const { return m_bundles; }

    // --- dragging ---
    void beginDrag(const QSet<DeviceItem *> &moving);
    void dragTo(const QPointF &offset);
    void endDrag();
    bool isDragging() const { return m_dragging; }
    /** Cables on the dragged and live layers during a drag (for tests). */
    int draggedCount() const { return int(m_draggedSet.size()); }
    int liveCount() const { return int(m_liveSet.size()); }

private:
    void moveTo(CableItem *cable, CableItem::Layer layer);
    CableLayer *layerOf(const CableItem *cable) const;
    void notifySelection();
    /** Builds the pick grid when it is stale (it is kept up to date cable by cable after that). */
    void ensureGrid();
    /** Sets one cable's selection flag and set entry, repaints it and updates its bundle. */
    void markSelected(CableItem *cable, bool selected);
    /** Turns a select all into per-cable flags, before one cable's selection changes. */
    void materializeAll();
    void endBulk();
    /** Hides the dragged and live layers while they hold no cable (see the .cpp). */
    void showNonEmptyLayers();
    /** Repaints the strip along @p line on @p layer, or marks everything for repaint inside a Bulk. */
    void invalidate(CableLayer *layer, const QLineF &line);
    /**
     * After a drag of every cable: when every device with cables moved by the same offset
     * (nothing snapped apart), each cable and the still layer's origin move by it and the
     * layer's cached picture stays valid; returns false (nothing changed) otherwise.
     */
    bool shiftStillLayer();

    QHash<QUuid, CableItem *> m_cables;
    QSet<CableItem *> m_stillSet;
    QSet<CableItem *> m_draggedSet;
    QSet<CableItem *> m_liveSet;
    QSet<CableItem *> m_selected;
    CableLayer *m_still;
    CableLayer *m_dragged;
    CableLayer *m_live;
    CablePickGrid m_grid;
    CableBundles m_bundles; ///< of the still layer's cables
    std::function<const DesignIndex *()> m_indexSource;
    bool m_gridDirty = true;
    /** selectAll() selected every cable: select all and clearing it after touch no cable (393,216
     *  flags and repaint regions were 16 ms of a select all and most of its deselect). */
    bool m_allSelected = false;
    bool m_dragging = false;
    bool m_stillDragged = false; ///< the whole still layer moves (every cable is dragged)
    int m_bulk = 0;
    bool m_bulkDirty = false;
    QSet<DeviceItem *> m_moving;
    QHash<DeviceItem *, QPointF> m_movingFrom; ///< where the moving devices with cables started
    QRectF m_stillExtent; ///< scene units, see setExtent()
    std::function<void()> m_selectionListener;
};

} // namespace cq
