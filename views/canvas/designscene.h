#pragma once

#include "cablepreview.h"
#include "document/designchange.h"
#include "rules/diagnostic.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <QUuid>

namespace cq {

class CableItem;
class ClusterDocument;
class DesignItem;
class DeviceItem;
class PortItem;
class RoomItem;
struct Catalog;

/**
 * The canvas: mirrors the design of a ClusterDocument with RoomItem, DeviceItem (with
 * PortItem children) and CableItem, kept in id -> item hashes and re-synced on every
 * DesignChange. The scene never owns design data and never adds an item on its own: each
 * gesture becomes one document edit (one undo step) and the change signal updates the items.
 *
 * Gestures: dragging items moves them, committed on release as one moveObjects() call
 * (device centres / room top-left corners, snapped to the 20-unit grid when snapping is on);
 * dragging from a port to another port (or to a device: its first free port) connects them;
 * dropping a palette entry (CatalogPayload) adds it through CatalogDrop. Refusals are
 * reported through statusMessage().
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

    /** Ids of the selected rooms, devices and cables. */
    QList<QUuid> selectedIds() const;
    /** Selects the items of @p ids (unknown ids are skipped) and centres the first in each view. */
    void selectIds(const QList<QUuid> &ids);
    /**
     * Marks the items named by errors (red outline, "!" badge) and warnings (orange) and adds
     * the messages to their tooltips; info findings are left to the diagnostics panel.
     * Replaces the previous set; survives later edits for items that still exist.
     */
    void setDiagnostics(const QList<Diagnostic> &diagnostics);

    RoomItem *roomItem(const QUuid &id) const { return m_rooms.value(id); }
    DeviceItem *deviceItem(const QUuid &id) const { return m_devices.value(id); }
    CableItem *cableItem(const QUuid &id) const { return m_cables.value(id); }
    /** The room, device or cable item of @p id, or nullptr. */
    DesignItem *itemFor(const QUuid &id) const;
    /** True while a cable is being dragged out of a port. */
    bool isDrawingCable() const { return m_preview.isActive(); }

public slots:
    /** Removes the selected objects (a device's cables go with it) as one undo step. */
    void deleteSelection();

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
    /** Escape drops a cable being drawn. */
    void keyPressEvent(QKeyEvent *event) override;

private:
    void onDesignChanged(const cq::DesignChange &change);
    void rebuild();
    void syncIds(const QList<QUuid> &ids);
    /** Deletes the items of @p ids that left the design; returns the devices that lost a cable. */
    QSet<QUuid> removeGone(const QList<QUuid> &ids);
    void syncRoom(const QUuid &id);
    void syncDevice(const QUuid &id);
    bool syncCable(const QUuid &id);
    void removeCableItem(CableItem *item);
    void removeDeviceItem(DeviceItem *item);
    void removeRoomItem(RoomItem *item);
    void applyProblems(DesignItem *item) const;
    void updateSceneRect();

    QPointF placed(const QPointF &pos) const;
    void carryRoomContents();
    void commitMoves();
    void restoreModelPositions();

    QGraphicsItem *topItemAt(const QPointF &scenePos) const;
    QUuid serverAt(const QPointF &scenePos) const;
    void finishCable(const QPointF &scenePos);

    ClusterDocument *m_document;
    const Catalog *m_catalog;
    bool m_snap = true;
    QHash<QUuid, RoomItem *> m_rooms;
    QHash<QUuid, DeviceItem *> m_devices;
    QHash<QUuid, CableItem *> m_cables;
    struct Problems {
        Severity worst = Severity::Info;
        QStringList messages;
    };
    QHash<QUuid, Problems> m_problems; ///< errors and warnings per object id
    CablePreview m_preview; ///< the dashed line while a cable is dragged out of a port
};

} // namespace cq
