#include "movegesture.h"

#include "designscene.h"
#include "deviceitem.h"
#include "rackitem.h"
#include "roomitem.h"
#include "document/clusterdocument.h"

namespace cq {

namespace {

/** The model position an item stands for: a device's centre, a container's top-left. */
std::optional<QPointF> modelPos(const DesignIndex &index, const DesignItem *item)
{
    const QUuid id = item->id();
    if (const Server *s = index.server(id))
        return s->pos;
    if (const Switch *sw = index.switchById(id))
        return sw->pos;
    if (const Rack *r = index.rack(id))
        return r->rect.topLeft();
    if (const Room *r = index.room(id))
        return r->rect.topLeft();
    return std::nullopt;
}

} // namespace

void MoveGesture::addCarried(DesignItem *item, DesignItem *container)
{
    if (item && !item->isSelected() && !m_start.contains(item)) {
        m_start.insert(item, item->pos());
        m_carriedBy.insert(item, container);
    }
}

void MoveGesture::begin()
{
    m_active = true;
    m_start.clear();
    m_carriedBy.clear();
    m_reference = nullptr;
    const Design &design = m_scene->document()->design();
    for (QGraphicsItem *item : m_scene->selectedItems()) {
        DesignItem *designItem = DesignItem::fromItem(item);
        if (designItem && (item->flags() & QGraphicsItem::ItemIsMovable)) {
            m_start.insert(designItem, designItem->pos());
            m_reference = m_reference ? m_reference : designItem;
        }
    }
    // Contents of moving containers come along; a rack inside a moving room carries its devices.
    for (const Rack &r : design.racks) {
        if (DesignItem *room = m_scene->roomItem(r.roomId); room && m_start.contains(room))
            addCarried(m_scene->rackItem(r.id), room);
    }
    auto carryDevice = [&](const QUuid &id, const QUuid &roomId, const QUuid &rackId) {
        DesignItem *rack = m_scene->rackItem(rackId);
        DesignItem *room = m_scene->roomItem(roomId);
        if (rack && m_start.contains(rack))
            addCarried(m_scene->deviceItem(id), rack);
        else if (room && m_start.contains(room))
            addCarried(m_scene->deviceItem(id), room);
    };
    for (const Server &s : design.servers)
        carryDevice(s.id, s.roomId, s.rackId);
    for (const Switch &sw : design.switches)
        carryDevice(sw.id, sw.roomId, sw.rackId);
    QSet<DeviceItem *> moving;
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it) {
        if (it.key()->type() == DeviceItem::Type)
            moving.insert(static_cast<DeviceItem *>(it.key()));
    }
    m_scene->cableLayers()->beginDrag(moving);
}

void MoveGesture::update()
{
    if (!m_active || !m_reference)
        return;
    const QPointF offset = m_reference->pos() - m_start.value(m_reference);
    // Containers come before their contents in m_carriedBy's chains, so resolve each by walking up.
    for (auto it = m_carriedBy.cbegin(); it != m_carriedBy.cend(); ++it) {
        DesignItem *top = it.value();
        while (m_carriedBy.contains(top))
            top = m_carriedBy.value(top);
        it.key()->setPos(m_start.value(it.key()) + (top->pos() - m_start.value(top)));
    }
    m_scene->cableLayers()->dragTo(offset);
}

void MoveGesture::commit()
{
    if (!m_active)
        return;
    ClusterDocument *document = m_scene->document();
    const DesignIndex &index = document->index();
    QHash<QUuid, QPointF> moves;
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it) {
        DesignItem *item = it.key();
        const std::optional<QPointF> was = modelPos(index, item);
        // A carried item is moved by its container; naming it too would make the document
        // place it among the containers' old rectangles.
        if (was && !m_carriedBy.contains(item) && item->pos() != *was)
            moves.insert(item->id(), m_scene->placed(item->pos()));
    }
    const CableLayers::Bulk bulk(m_scene->cableLayers(), m_start.size() > CableLayers::Bulk::Threshold / 8);
    if (!moves.isEmpty())
        document->moveObjects(moves); // one gesture, one undo step
    // Snapping back to where the move started pushes no command and emits no change.
    const DesignIndex &after = document->index();
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it) {
        if (const std::optional<QPointF> pos = modelPos(after, it.key()))
            it.key()->setPos(*pos);
    }
    m_active = false;
    m_start.clear();
    m_carriedBy.clear();
    m_scene->cableLayers()->endDrag();
}

} // namespace cq
