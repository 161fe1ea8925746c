#include "designscene.h"

#include "cableitem.h"
#include "catalogdrop.h"
#include "deviceitem.h"
#include "grid.h"
#include "portitem.h"
#include "roomitem.h"
#include "document/clusterdocument.h"

#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QMimeData>

namespace cq {

namespace {
// The canvas always offers at least this much room, and this margin around the content.
const QRectF MinimumCanvas(0, 0, 2000, 1400);
constexpr double CanvasMargin = 600;

std::optional<QPointF> devicePos(const Design &design, const QUuid &id)
{
    if (const Server *s = design.server(id))
        return s->pos;
    if (const Switch *sw = design.switchById(id))
        return sw->pos;
    return std::nullopt;
}
} // namespace

DesignScene::DesignScene(ClusterDocument *document, const Catalog *catalog, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
    , m_catalog(catalog)
    , m_preview(this)
{
    connect(m_document, &ClusterDocument::changed, this, &DesignScene::onDesignChanged);
    rebuild();
    updateSceneRect();
}

DesignScene::~DesignScene() = default;

QList<QUuid> DesignScene::selectedIds() const
{
    QList<QUuid> ids;
    for (QGraphicsItem *item : selectedItems()) {
        if (const DesignItem *designItem = DesignItem::fromItem(item))
            ids.append(designItem->id());
    }
    return ids;
}

void DesignScene::selectIds(const QList<QUuid> &ids)
{
    clearSelection();
    DesignItem *first = nullptr;
    for (const QUuid &id : ids) {
        if (DesignItem *item = itemFor(id)) {
            item->setSelected(true);
            if (!first)
                first = item;
        }
    }
    if (!first)
        return;
    for (QGraphicsView *view : views())
        view->centerOn(first);
}

void DesignScene::setDiagnostics(const QList<Diagnostic> &diagnostics)
{
    m_problems.clear();
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == Severity::Info)
            continue;
        for (const QUuid &id : d.ids) {
            const bool known = m_problems.contains(id);
            Problems &p = m_problems[id];
            // Severity orders Error < Warning < Info: the smallest is the worst.
            if (!known || int(d.severity) < int(p.worst))
                p.worst = d.severity;
            p.messages.append(d.message);
        }
    }
    for (DesignItem *item : std::as_const(m_rooms))
        applyProblems(item);
    for (DesignItem *item : std::as_const(m_devices))
        applyProblems(item);
    for (DesignItem *item : std::as_const(m_cables))
        applyProblems(item);
}

DesignItem *DesignScene::itemFor(const QUuid &id) const
{
    if (RoomItem *room = m_rooms.value(id))
        return room;
    if (DeviceItem *device = m_devices.value(id))
        return device;
    return m_cables.value(id);
}

void DesignScene::deleteSelection()
{
    const QList<QUuid> ids = selectedIds();
    if (!ids.isEmpty())
        m_document->removeObjects(QSet<QUuid>(ids.cbegin(), ids.cend()));
}

// --- keeping the items in step with the design ---

void DesignScene::onDesignChanged(const DesignChange &change)
{
    m_preview.clearHighlight(); // the port may be rebuilt below
    if (change.kind == DesignChange::Reset)
        rebuild();
    else if (change.kind != DesignChange::Settings)
        syncIds(change.ids);
    updateSceneRect();
}

void DesignScene::rebuild()
{
    m_preview.stop();
    clear();
    m_rooms.clear();
    m_devices.clear();
    m_cables.clear();
    const Design &design = m_document->design();
    QList<QUuid> ids;
    for (const Room &r : design.rooms)
        ids.append(r.id);
    for (const Server &s : design.servers)
        ids.append(s.id);
    for (const Switch &sw : design.switches)
        ids.append(sw.id);
    for (const Cable &c : design.cables)
        ids.append(c.id);
    syncIds(ids);
}

QSet<QUuid> DesignScene::removeGone(const QList<QUuid> &ids)
{
    const Design &design = m_document->design();
    QSet<QUuid> cableEnds;
    // Cables first, so that no device item is left holding one.
    for (const QUuid &id : ids) {
        CableItem *cable = design.contains(id) ? nullptr : m_cables.value(id);
        if (cable) {
            cableEnds << cable->deviceA()->id() << cable->deviceB()->id();
            removeCableItem(cable);
        }
    }
    for (const QUuid &id : ids) {
        if (!design.contains(id)) {
            removeDeviceItem(m_devices.value(id));
            removeRoomItem(m_rooms.value(id));
        }
    }
    return cableEnds;
}

void DesignScene::syncIds(const QList<QUuid> &ids)
{
    const Design &design = m_document->design();
    QSet<QUuid> cableEnds = removeGone(ids); // devices whose port colours a cable change affects
    // Objects that exist: rooms, devices, then cables, which need their devices' items.
    QSet<QUuid> synced;
    for (const QUuid &id : ids) {
        if (design.room(id))
            syncRoom(id);
    }
    for (const QUuid &id : ids) {
        if (design.server(id) || design.switchById(id)) {
            syncDevice(id);
            synced.insert(id);
        }
    }
    for (const QUuid &id : ids) {
        if (const Cable *c = design.cable(id); c && syncCable(id))
            cableEnds << c->a.device << c->b.device;
    }
    // A renamed device changes the tooltips of its cables and of the ports facing it.
    for (const QUuid &id : std::as_const(synced)) {
        for (CableItem *cable : m_devices.value(id)->cables()) {
            cable->syncFrom(design);
            cableEnds << cable->deviceA()->id() << cable->deviceB()->id();
        }
    }
    for (const QUuid &id : std::as_const(cableEnds)) {
        DeviceItem *device = synced.contains(id) ? nullptr : m_devices.value(id);
        if (device)
            device->syncFrom(design);
    }
}

void DesignScene::syncRoom(const QUuid &id)
{
    RoomItem *item = m_rooms.value(id);
    if (!item) {
        item = new RoomItem(id);
        addItem(item);
        m_rooms.insert(id, item);
    }
    item->syncFrom(m_document->design());
    applyProblems(item);
}

void DesignScene::syncDevice(const QUuid &id)
{
    DeviceItem *item = m_devices.value(id);
    if (!item) {
        item = new DeviceItem(id);
        addItem(item);
        m_devices.insert(id, item);
    }
    item->syncFrom(m_document->design());
    applyProblems(item);
}

bool DesignScene::syncCable(const QUuid &id)
{
    const Design &design = m_document->design();
    CableItem *item = m_cables.value(id);
    if (!item) {
        const Cable *cable = design.cable(id);
        DeviceItem *a = m_devices.value(cable->a.device);
        DeviceItem *b = m_devices.value(cable->b.device);
        if (!a || !b)
            return false; // a cable to nowhere (the file reader refuses those): nothing to draw
        item = new CableItem(id, a, cable->a.port, b, cable->b.port);
        a->attachCable(item);
        b->attachCable(item);
        addItem(item);
        m_cables.insert(id, item);
    }
    item->syncFrom(design);
    applyProblems(item);
    return true;
}

void DesignScene::removeCableItem(CableItem *item)
{
    if (!item)
        return;
    item->deviceA()->detachCable(item);
    item->deviceB()->detachCable(item);
    m_cables.remove(item->id());
    delete item; // QGraphicsItem's destructor takes it out of the scene
}

void DesignScene::removeDeviceItem(DeviceItem *item)
{
    if (!item)
        return;
    for (CableItem *cable : item->cables())
        removeCableItem(cable);
    m_devices.remove(item->id());
    delete item;
}

void DesignScene::removeRoomItem(RoomItem *item)
{
    if (!item)
        return;
    m_rooms.remove(item->id());
    delete item;
}

void DesignScene::applyProblems(DesignItem *item) const
{
    const auto it = m_problems.constFind(item->id());
    if (it == m_problems.cend())
        item->setProblems(std::nullopt, {});
    else
        item->setProblems(it->worst, it->messages);
}

void DesignScene::updateSceneRect()
{
    QRectF content;
    for (QGraphicsItem *item : items()) {
        if (!m_preview.isPreviewItem(item) && !item->parentItem())
            content |= item->sceneBoundingRect();
    }
    if (!content.isNull())
        content.adjust(-CanvasMargin, -CanvasMargin, CanvasMargin, CanvasMargin);
    setSceneRect(MinimumCanvas | content);
}

// --- moving ---

QPointF DesignScene::placed(const QPointF &pos) const
{
    return m_snap ? cq::snapToGrid(pos) : pos;
}

void DesignScene::carryRoomContents()
{
    // While a room is dragged its devices follow it on screen; the model moves them on release.
    const Design &design = m_document->design();
    for (const RoomItem *item : std::as_const(m_rooms)) {
        const Room *room = design.room(item->id());
        const QPointF offset = room ? item->pos() - room->rect.topLeft() : QPointF();
        if (offset.isNull())
            continue;
        for (const Server &s : design.servers) {
            DeviceItem *device = s.roomId == room->id ? m_devices.value(s.id) : nullptr;
            if (device && !device->isSelected()) // selected ones are moved by Qt already
                device->setPos(s.pos + offset);
        }
        for (const Switch &sw : design.switches) {
            DeviceItem *device = sw.roomId == room->id ? m_devices.value(sw.id) : nullptr;
            if (device && !device->isSelected())
                device->setPos(sw.pos + offset);
        }
    }
}

void DesignScene::commitMoves()
{
    const Design &design = m_document->design();
    QHash<QUuid, QPointF> moves;
    QSet<QUuid> movedRooms;
    for (const RoomItem *item : std::as_const(m_rooms)) {
        const Room *room = design.room(item->id());
        if (room && item->pos() != room->rect.topLeft()) {
            moves.insert(room->id, placed(item->pos())); // rooms move by their top-left corner
            movedRooms.insert(room->id);
        }
    }
    for (const DeviceItem *item : std::as_const(m_devices)) {
        const std::optional<QPointF> pos = devicePos(design, item->id());
        // A device inside a moved room is carried by the room. Naming it too would make the
        // document look up its new room among the rooms' old rectangles.
        if (pos && item->pos() != *pos && !movedRooms.contains(design.roomOf(item->id())))
            moves.insert(item->id(), placed(item->pos()));
    }
    if (!moves.isEmpty())
        m_document->moveObjects(moves); // one gesture, one undo step
    // Snapping back to where the move started pushes no command and emits no change.
    restoreModelPositions();
}

void DesignScene::restoreModelPositions()
{
    const Design &design = m_document->design();
    for (RoomItem *item : std::as_const(m_rooms)) {
        if (const Room *room = design.room(item->id()))
            item->setPos(room->rect.topLeft());
    }
    for (DeviceItem *item : std::as_const(m_devices)) {
        if (const std::optional<QPointF> pos = devicePos(design, item->id()))
            item->setPos(*pos);
    }
}

// --- mouse: moving and cable drawing ---

void DesignScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !m_preview.isActive()) {
        QGraphicsItem *top = topItemAt(event->scenePos());
        if (top && top->type() == PortItem::Type) {
            m_preview.start(static_cast<PortItem *>(top));
            event->accept();
            return;
        }
    }
    QGraphicsScene::mousePressEvent(event);
}

void DesignScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_preview.isActive()) {
        QGraphicsItem *top = topItemAt(event->scenePos());
        auto *port = top && top->type() == PortItem::Type ? static_cast<PortItem *>(top) : nullptr;
        m_preview.moveTo(event->scenePos(), port);
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
    if (event->buttons() & Qt::LeftButton)
        carryRoomContents();
}

void DesignScene::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_preview.isActive()) {
        m_preview.stop();
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}

void DesignScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_preview.isActive()) {
        if (event->button() == Qt::LeftButton)
            finishCable(event->scenePos());
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton)
        commitMoves();
}

QGraphicsItem *DesignScene::topItemAt(const QPointF &scenePos) const
{
    // A selected cable lies above the boxes, but never takes a click meant for a port or a device.
    for (QGraphicsItem *item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (!m_preview.isPreviewItem(item) && item->type() != CableItem::Type)
            return item;
    }
    return nullptr;
}

QUuid DesignScene::serverAt(const QPointF &scenePos) const
{
    QGraphicsItem *item = topItemAt(scenePos);
    if (item && item->type() == PortItem::Type)
        item = item->parentItem();
    if (item && item->type() == DeviceItem::Type) {
        const auto *device = static_cast<DeviceItem *>(item);
        if (device->kind() == DeviceItem::Kind::Server)
            return device->id();
    }
    return {};
}

void DesignScene::finishCable(const QPointF &scenePos)
{
    const PortRef from = m_preview.from();
    m_preview.stop();
    QGraphicsItem *target = topItemAt(scenePos);
    PortRef to;
    if (target && target->type() == PortItem::Type) {
        to = static_cast<PortItem *>(target)->ref();
    } else if (target && target->type() == DeviceItem::Type) {
        const auto *device = static_cast<DeviceItem *>(target);
        if (device->id() == from.device)
            return; // dropped back on its own box: the user changed their mind
        to = {device->id(), m_document->design().firstFreePort(device->id())};
        if (to.port < 0) {
            emit statusMessage(tr("%1 has no free port.").arg(device->name()));
            return;
        }
    } else {
        return; // released on empty canvas: no cable
    }
    if (to == from)
        return; // a click on a port without a drag
    QString why;
    if (!m_document->connectPorts(from, to, &why))
        emit statusMessage(why);
}

// --- drops from the palette ---

void DesignScene::dragEnterEvent(QGraphicsSceneDragDropEvent *event)
{
    const bool ours = event->mimeData()->hasFormat(CatalogPayload::mimeType());
    if (ours)
        event->setDropAction(Qt::CopyAction);
    event->setAccepted(ours);
}

void DesignScene::dragMoveEvent(QGraphicsSceneDragDropEvent *event)
{
    dragEnterEvent(event);
}

void DesignScene::dragLeaveEvent(QGraphicsSceneDragDropEvent *event)
{
    event->accept();
}

void DesignScene::dropEvent(QGraphicsSceneDragDropEvent *event)
{
    const std::optional<CatalogPayload> payload = CatalogPayload::fromMimeData(event->mimeData());
    if (!payload) {
        emit statusMessage(tr("The dropped item \"%1\" is not a catalog entry.")
                               .arg(QString::fromUtf8(event->mimeData()->data(CatalogPayload::mimeType()))));
        event->ignore();
        return;
    }
    CatalogDrop drop(m_document, m_catalog);
    drop.setSnapToGrid(m_snap);
    QString why;
    if (!drop.apply(*payload, event->scenePos(), serverAt(event->scenePos()), &why))
        emit statusMessage(why);
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

} // namespace cq
