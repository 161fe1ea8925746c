#pragma once

#include "catalogpayload.h"

#include <QCoreApplication>
#include <QPointF>
#include <QRectF>
#include <QUuid>

namespace cq {

class ClusterDocument;
class Design;
struct Catalog;

/**
 * Turns a palette entry dropped on the canvas into one undoable document edit, without
 * events or scene items, so that it can be unit-tested (QT-NOTES §6):
 * - server / switch: a new device from the catalog, centred on the drop point (snapped to
 *   the 20-unit grid when snapping is on) or, when that would cover a device given by
 *   setOccupied(), on the nearest free grid point; named "node<N>" / "leaf<N>";
 * - room: an 800 x 500 room centred on the drop point, named "Room <N>";
 * - rack: a 240 x 400 rack centred on the drop point, named "R<N>", with a 20 kW power
 *   budget (an editable default; ask the site for its 单柜供电), in the room under it;
 * - GPU: one more GPU fitted into the server under the drop point (Catalog::fitGpu).
 * With snapping on, a room's or rack's top-left corner lands on the grid at drop time (the
 * point a later move snaps), so the first move does not make it jump (issue #3).
 * The scene never adds an item itself: the document's change signal does that.
 */
class CatalogDrop
{
    Q_DECLARE_TR_FUNCTIONS(cq::CatalogDrop)
public:
    /** Size of a room created from the palette, scene units. */
    static constexpr double NewRoomWidth = 800;
    static constexpr double NewRoomHeight = 500;
    /** Size and power budget of a rack created from the palette (scene units, kW). */
    static constexpr double NewRackWidth = 240;
    static constexpr double NewRackHeight = 400;
    static constexpr double NewRackBudgetKw = 20;

    /** @p catalog may be null (no database): catalog drops are then refused with a reason. */
    CatalogDrop(ClusterDocument *document, const Catalog *catalog);

    void setSnapToGrid(bool on) { m_snap = on; }
    /**
     * The boxes of the devices on the canvas (scene units): a dropped server or switch then
     * lands on the nearest free spot next to them (FreeSpot), not on top of one.
     */
    void setOccupied(const QList<QRectF> &boxes) { m_occupied = boxes; }

    /**
     * Applies @p payload dropped at @p scenePos. @p targetServer is the server under the
     * drop point (null id if none); only GPU drops use it. Returns false with @p why set to a
     * translated sentence when nothing was added (unknown SKU, full server, mixed GPUs, ...).
     */
    bool apply(const CatalogPayload &payload, const QPointF &scenePos, const QUuid &targetServer,
               QString *why) const;

    /**
     * @p pattern (containing "%1") with the lowest whole number n >= 1 for which the result
     * is not in @p taken: with {"node1", "node3"} taken, "node%1" gives "node2".
     */
    static QString nextFreeName(const QStringList &taken, const QString &pattern);
    /** Names of all servers and switches (device names share one namespace). */
    static QStringList deviceNames(const Design &design);

private:
    bool addServer(const QString &sku, const QPointF &centre, QString *why) const;
    bool addSwitch(const QString &sku, const QPointF &centre, QString *why) const;
    bool addRoom(const QPointF &centre) const;
    bool addRack(const QPointF &centre) const;
    /** @p size centred on @p centre; with snapping on, its top-left moved to the nearest grid point. */
    QRectF placedRect(const QPointF &centre, const QSizeF &size) const;
    bool fitGpu(const QString &gpuId, const QUuid &serverId, QString *why) const;
    /** @p centre, or the nearest free spot for a device of @p ports ports when it would cover another. */
    QPointF freeCentre(const QPointF &centre, int ports) const;

    QList<QRectF> m_occupied;
    ClusterDocument *m_document;
    const Catalog *m_catalog;
    bool m_snap = true;
};

} // namespace cq
