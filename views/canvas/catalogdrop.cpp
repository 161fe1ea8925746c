#include "catalogdrop.h"

#include "freespot.h"
#include "grid.h"
#include "catalog/catalog.h"
#include "document/clusterdocument.h"
#include "document/nameallocator.h"
#include "generator/autolayout.h"

namespace cq {

CatalogDrop::CatalogDrop(ClusterDocument *document, const Catalog *catalog)
    : m_document(document)
    , m_catalog(catalog)
{
}

QRectF CatalogDrop::placedRect(const QPointF &centre, const QSizeF &size) const
{
    const QPointF corner(centre.x() - size.width() / 2, centre.y() - size.height() / 2);
    // Snap the corner itself (what a later move snaps), not the centre: half of 500 is 250,
    // so a snapped centre would leave a room's top edge 10 units off the grid.
    return QRectF(m_snap ? snapToGrid(corner) : corner, size);
}

bool CatalogDrop::apply(const CatalogPayload &payload, const QPointF &scenePos, const QUuid &targetServer,
                        QString *why) const
{
    // Rooms and racks snap their corner (placedRect), devices their centre.
    if (payload.kind == CatalogPayload::Kind::Room)
        return addRoom(scenePos);
    if (payload.kind == CatalogPayload::Kind::Rack)
        return addRack(scenePos);
    const QPointF centre = m_snap ? snapToGrid(scenePos) : scenePos;
    if (!m_catalog) {
        *why = tr("No hardware catalog is loaded, so nothing can be added from the palette.");
        return false;
    }
    switch (payload.kind) {
    case CatalogPayload::Kind::Server: return addServer(payload.key, centre, why);
    case CatalogPayload::Kind::Switch: return addSwitch(payload.key, centre, why);
    case CatalogPayload::Kind::Gpu: return fitGpu(payload.key, targetServer, why);
    case CatalogPayload::Kind::Room:
    case CatalogPayload::Kind::Rack: break; // handled above
    }
    return false;
}

QString CatalogDrop::nextFreeName(const QStringList &taken, const QString &pattern)
{
    return NameAllocator(taken).next(pattern);
}

QStringList CatalogDrop::deviceNames(const Design &design)
{
    QStringList names;
    for (const Server &s : design.servers)
        names.append(s.name);
    for (const Switch &sw : design.switches)
        names.append(sw.name);
    return names;
}

QPointF CatalogDrop::freeCentre(const QPointF &centre, int ports) const
{
    // The layout's size estimate is at least the drawn box (200 units wide against 140).
    return FreeSpot::nearest(m_occupied, AutoLayout::estimatedSize({}, ports), centre, GridStepUnits, GridStepUnits);
}

bool CatalogDrop::addServer(const QString &sku, const QPointF &centre, QString *why) const
{
    std::optional<Server> server = m_catalog->makeServer(sku);
    if (!server) {
        *why = tr("The catalog has no server %1 (or lacks its GPU model).").arg(sku);
        return false;
    }
    const Design &design = m_document->design();
    server->pos = freeCentre(centre, server->nicCount);
    server->name = nextFreeName(deviceNames(design), QStringLiteral("node%1"));
    DesignFragment fragment;
    fragment.servers.append({int(design.servers.size()), *server});
    m_document->addObjects(fragment, tr("Add %1").arg(server->name));
    return true;
}

bool CatalogDrop::addSwitch(const QString &sku, const QPointF &centre, QString *why) const
{
    std::optional<Switch> sw = m_catalog->makeSwitch(sku);
    if (!sw) {
        *why = tr("The catalog has no switch %1.").arg(sku);
        return false;
    }
    const Design &design = m_document->design();
    sw->pos = freeCentre(centre, sw->portCount);
    sw->name = nextFreeName(deviceNames(design), QStringLiteral("leaf%1"));
    DesignFragment fragment;
    fragment.switches.append({int(design.switches.size()), *sw});
    m_document->addObjects(fragment, tr("Add %1").arg(sw->name));
    return true;
}

bool CatalogDrop::addRoom(const QPointF &centre) const
{
    const Design &design = m_document->design();
    QStringList names;
    for (const Room &r : design.rooms)
        names.append(r.name);
    Room room;
    room.id = QUuid::createUuid();
    room.name = nextFreeName(names, tr("Room %1"));
    room.rect = placedRect(centre, QSizeF(NewRoomWidth, NewRoomHeight));
    DesignFragment fragment;
    fragment.rooms.append({int(design.rooms.size()), room});
    m_document->addObjects(fragment, tr("Add %1").arg(room.name));
    return true;
}

bool CatalogDrop::addRack(const QPointF &centre) const
{
    const Design &design = m_document->design();
    QStringList names;
    for (const Rack &r : design.racks)
        names.append(r.name);
    // "R%1" numbers as R1, R2 ...; racks from the generator are R01 .. and keep their names.
    Rack rack{QUuid::createUuid(), nextFreeName(names, QStringLiteral("R%1")), {},
              placedRect(centre, QSizeF(NewRackWidth, NewRackHeight)),
              NewRackBudgetKw};
    DesignFragment fragment;
    fragment.racks.append({int(design.racks.size()), rack});
    m_document->addObjects(fragment, tr("Add %1").arg(rack.name));
    return true;
}

bool CatalogDrop::fitGpu(const QString &gpuId, const QUuid &serverId, QString *why) const
{
    const Server *server = m_document->design().server(serverId);
    if (!server) {
        *why = tr("Drop a GPU onto a server to fit it.");
        return false;
    }
    Server copy = *server;
    if (!m_catalog->fitGpu(&copy, gpuId, why))
        return false;
    m_document->changeServer(copy, tr("Add GPU"));
    return true;
}

} // namespace cq
