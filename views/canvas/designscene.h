#pragma once

#include "cablelayers.h"
#include "cablepreview.h"
#include "movegesture.h"
#include "scenemirror.h"
#include "sceneselection.h"
#include "document/designchange.h"
#include "rules/diagnostic.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <QUuid>

namespace cq {

class ClusterDocument;
class DesignItem;
class DeviceDots;
class DeviceItem;
class RackItem;
class RoomItem;
struct Catalog;

/**
 * The canvas: mirrors the design of a ClusterDocument with RoomItem, RackItem and DeviceItem
 * (ports painted inside) and cables in CableLayers, re-synced on every DesignChange
 * (SceneMirror, through the document's DesignIndex: no linear lookups, so a 1,024-server
 * design with 25,000 cables loads in well under a second). The scene never owns design data
 * and never adds an item on its own: each gesture becomes one document edit (one undo step)
 * and the change signal updates the items.
 *
 * Gestures: dragging items moves them (MoveGesture: one moveObjects() on release, snapped to
 * the 20-unit grid when snapping is on; a room carries its racks and devices, a rack its
 * devices); dragging from a port to another port (or to a device: its first free port)
 * connects them; clicking near a cable selects it; dropping a palette entry (CatalogPayload)
 * adds it through CatalogDrop; arrow keys nudge the selection (KeyNudge, one merged undo step).
 * Refusals are reported through statusMessage().
 *
 * The scene keeps Qt's BSP index (BspTreeIndex) but when zoomed far out (setFarOut). It once
 * used none: with every cable an item across the canvas, re-filing a moving selection took
 * minutes and gigabytes (measured). The cables are drawn by a few layers now, and without an
 * index Qt walked all 26,624 device items of the 131,072-GPU design in every frame, a scroll
 * that exposes a strip included: 6-8 ms of a pan frame at 8 x its fitted zoom and at 100 %, and
 * of every hit test under the mouse (issue 23). A drag re-files the moved items once a frame
 * (1,664 in a select all of the 1,024-server design: within its frame times, BM_SelectAllAndDrag).
 */
class DesignScene : public QGraphicsScene
{
    Q_OBJECT
public:
    /** @p catalog may be null; palette drops are then refused with a message. */
    DesignScene(ClusterDocument *document, const Catalog *catalog, QObject *parent = nullptr);
    ~DesignScene() override;

    ClusterDocument *document() const { return m_document; }
    void setCatalog(const Catalog *catalog) { m_catalog = catalog; }

    bool snapToGrid() const { return m_snap; }
    /** Snap dropped and moved objects to the 20-unit grid (on by default). */
    void setSnapToGrid(bool on) { m_snap = on; }
    /** @p pos on the grid when snapping is on, else unchanged. */
    QPointF placed(const QPointF &pos) const;

    /** Ids of the selected rooms, racks, devices and cables (every one after a select all). */
    QList<QUuid> selectedIds() const;
    /**
     * The rooms', racks' and devices' selection: after a select all on a large design one flag,
     * not Qt's per-item flags, so read it here rather than through selectedItems().
     */
    SceneSelection *itemSelection() { return &m_selection; }
    /** Selects the objects of @p ids (unknown ids are skipped) and centres the first in each view. */
    void selectIds(const QList<QUuid> &ids);
    /**
     * Marks the items named by errors (red outline, "!" badge) and warnings (orange) and adds
     * the messages to their tooltips; info findings are left to the diagnostics panel.
     * Replaces the previous set; survives later edits for items that still exist. Overlapping
     * devices are marked too (overlaps()).
     */
    void setDiagnostics(const QList<Diagnostic> &diagnostics);
    /** Devices drawn over each other, marked like warnings (OverlapMarks); refreshed on every edit. */
    const QList<Diagnostic> &overlaps() const { return m_overlaps; }

    RoomItem *roomItem(const QUuid &id) const { return m_mirror.rooms().value(id); }
    RackItem *rackItem(const QUuid &id) const { return m_mirror.racks().value(id); }
    DeviceItem *deviceItem(const QUuid &id) const { return m_mirror.devices().value(id); }
    CableItem *cableItem(const QUuid &id) const { return m_cables.cable(id); }
    const QHash<QUuid, RoomItem *> &roomItems() const { return m_mirror.rooms(); }
    const QHash<QUuid, RackItem *> &rackItems() const { return m_mirror.racks(); }
    const QHash<QUuid, DeviceItem *> &deviceItems() const { return m_mirror.devices(); }
    int cableCount() const { return int(m_cables.cables().size()); }
    CableLayers *cableLayers() { return &m_cables; }
    /** The devices drawn as dots when zoomed far out (see DeviceDots). */
    DeviceDots *deviceDots() const { return m_dots; }
    /** The room, rack or device item of @p id, or nullptr (cables are not items). */
    DesignItem *itemFor(const QUuid &id) const { return m_mirror.itemFor(id); }
    /** The port under @p scenePos (device id and index), or a null device when none. */
    PortRef portAt(const QPointF &scenePos) const;
    /** The drawn boxes of every server and switch, scene units (where nothing new should land). */
    QList<QRectF> deviceBoxes() const;
    /** The bounding box of the rooms, racks and devices (cables run between them). */
    QRectF contentRect() const { return m_mirror.contentRect(); }
    /**
     * Switches the pixmap caches of devices and cable layers on (the default) or off. Off for
     * printing and export: a cached item would land in an SVG as a bitmap.
     */
    void setItemCaching(bool on);
    /**
     * Painting far out (the view's zoom under DeviceDots::Zoom: devices a few pixels, the whole
     * design in view) or not. Far out, Qt skips the sub-pixel devices (its minimum render size)
     * and DeviceDots fills them, and the items are kept in a plain list (NoIndex): every item
     * is in view there, and the BSP tree only added sorting all of them to each repaint (20 ms
     * of a select all's on the 131,072-GPU design). Closer in, the BSP tree finds the items of
     * a scrolled strip among 26,624 (see the class comment). Only a change does anything.
     */
    void setFarOut(bool far);
    /** True while a cable is being dragged out of a port. */
    bool isDrawingCable() const { return m_preview.isActive(); }
    bool isMoving() const { return m_move.isActive(); }

public slots:
    /** Removes the selected objects (a device's cables go with it) as one undo step. */
    void deleteSelection();
    /** Selects every room, rack, device and cable (on large designs as flags: see SceneSelection). */
    void selectAll();
    /** Deselects everything, cables included. */
    void clearAll();
    /** Selects the cables crossing @p sceneRect (the view's rubber band), keeping others when @p add. */
    void selectCablesIn(const QRectF &sceneRect, bool add);

signals:
    /** A sentence for the status bar, e.g. why a connection or a drop was refused. */
    void statusMessage(const QString &message);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragLeaveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;
    /** Tooltips of ports and cables, which are not items of their own. */
    void helpEvent(QGraphicsSceneHelpEvent *event) override;
    /** Escape drops a cable being drawn; arrow keys nudge the selection a grid step (Shift: ten). */
    void keyPressEvent(QKeyEvent *event) override;

private:
    void onDesignChanged(const cq::DesignChange &change);
    /** Selects exactly @p ids without signalling; returns the centre of the first one found. */
    std::optional<QPointF> selectOnly(const QList<QUuid> &ids);
    void updateSceneRect();
    /** Selected rooms, racks, devices and cables. */
    qsizetype selectedCount() const { return m_selection.count() + m_cables.selectedCount(); }
    /** Before a sync: under the select-all flag, items about to be created must not be selected. */
    void prepareSelectionFor(const DesignChange &change);
    /** Finds the overlapping devices again and re-marks the items when they changed. */
    void updateOverlaps();

    QGraphicsItem *topItemAt(const QPointF &scenePos) const;
    QUuid serverAt(const QPointF &scenePos) const;
    bool pressOnCable(QGraphicsSceneMouseEvent *event);
    void finishCable(const QPointF &scenePos);

    ClusterDocument *m_document;
    const Catalog *m_catalog;
    bool m_snap = true;
    bool m_farOut = false;
    CableLayers m_cables;
    SceneMirror m_mirror;
    SceneSelection m_selection;
    DeviceDots *m_dots; ///< owned by the scene as an item
    CablePreview m_preview; ///< the dashed line while a cable is dragged out of a port
    MoveGesture m_move;
    QList<Diagnostic> m_ruleDiagnostics; ///< as last given to setDiagnostics()
    QList<Diagnostic> m_overlaps;
};

} // namespace cq
