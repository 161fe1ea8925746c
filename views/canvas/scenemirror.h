#pragma once

#include "rules/diagnostic.h"

#include <QHash>
#include <QList>
#include <QRectF>
#include <QSet>
#include <QStringList>
#include <QUuid>

class QGraphicsScene;

namespace cq {

class CableItem;
struct Cable;
class CableLayers;
class ClusterDocument;
class DesignItem;
class DeviceDots;
class DeviceItem;
class RackItem;
class RoomItem;

/**
 * Keeps the canvas items in step with the design: one RoomItem, RackItem and DeviceItem per
 * object (in id -> item hashes) and one cable per Cable (in CableLayers), created, updated and
 * deleted from the ids of each DesignChange through the document's DesignIndex, so a change
 * costs O(changed objects) and a rebuild O(design). Also carries the diagnostics onto the
 * items (errors and warnings; info is the panel's) and the racks' power figures.
 */
class SceneMirror
{
public:
    SceneMirror(QGraphicsScene *scene, ClusterDocument *document, CableLayers *cables);
    ~SceneMirror();
    SceneMirror(const SceneMirror &) = delete;
    SceneMirror &operator=(const SceneMirror &) = delete;

    /** Deletes every item and creates them again from the design. */
    void rebuild();
    /** Updates, creates or deletes the items of @p ids, and what depends on them. */
    void sync(const QList<QUuid> &ids);
    /** Recomputes what each rack draws and relabels the racks whose figure changed. */
    void refreshRacks();
    void setDiagnostics(const QList<Diagnostic> &diagnostics);
    /** The select-all flag every item it creates paints by (SceneSelection::allFlag). */
    void setSelectAllFlag(const bool *flag) { m_allSelected = flag; }
    /** The layer that draws the devices as dots when zoomed far out (told of new and gone devices). */
    void setDeviceDots(DeviceDots *dots) { m_dots = dots; }

    const QHash<QUuid, RoomItem *> &rooms() const { return m_rooms; }
    const QHash<QUuid, RackItem *> &racks() const { return m_racks; }
    const QHash<QUuid, DeviceItem *> &devices() const { return m_devices; }
    /** The room, rack or device item of @p id, or nullptr. */
    DesignItem *itemFor(const QUuid &id) const;
    /** The bounding box of the rooms, racks and devices. */
    QRectF contentRect() const;

private:
    QSet<QUuid> removeGone(const QList<QUuid> &ids);
    template<typename Item>
    void syncContainer(QHash<QUuid, Item *> &items, const QUuid &id);
    /** Creates or updates a device item (its ports too when @p readPorts); true when renamed. */
    bool syncDevice(const QUuid &id, bool readPorts);
    bool syncCable(const QUuid &id);
    /** A new cable item for @p cable between its devices' items (null when one is missing). */
    CableItem *addCable(const Cable &cable);
    void removeDeviceItem(DeviceItem *item);
    void applyProblems(DesignItem *item) const;
    void applyProblems(CableItem *cable) const;
    /** Reads the switch tiers again; true when one changed (ports may change edges). */
    bool updateTiers();

    QGraphicsScene *m_scene;
    ClusterDocument *m_document;
    CableLayers *m_cables;
    QHash<QUuid, RoomItem *> m_rooms;
    QHash<QUuid, RackItem *> m_racks;
    QHash<QUuid, DeviceItem *> m_devices;
    const bool *m_allSelected = nullptr;
    DeviceDots *m_dots = nullptr;
    QHash<QUuid, int> m_tiers; ///< FabricGraph::tier by switch id, as of the last cable change
    struct Problems {
        Severity worst = Severity::Info;
        QStringList messages;
    };
    QHash<QUuid, Problems> m_problems; ///< errors and warnings per object id
};

} // namespace cq
