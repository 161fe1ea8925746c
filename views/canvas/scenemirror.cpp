#include "scenemirror.h"

#include "cablelayers.h"
#include "devicedots.h"
#include "deviceitem.h"
#include "rackitem.h"
#include "roomitem.h"
#include "document/clusterdocument.h"
#include "domain/designpower.h"
#include "topology/fabricgraph.h"

#include <QGraphicsScene>

namespace cq {

SceneMirror::SceneMirror(QGraphicsScene *scene, ClusterDocument *document, CableLayers *cables)
    : m_scene(scene)
    , m_document(document)
    , m_cables(cables)
{
}

SceneMirror::~SceneMirror()
{
    m_cables->clear(); // before the device items they point to go with the scene
}

void SceneMirror::rebuild()
{
    m_cables->clear();
    qDeleteAll(m_devices);
    if (m_dots)
        m_dots->invalidate();
    qDeleteAll(m_racks);
    qDeleteAll(m_rooms);
    m_devices.clear();
    m_racks.clear();
    m_rooms.clear();
    // What sync() of every id does to an empty mirror, straight from the design's lists: no id
    // looked up to find its kind, nothing to remove, every device's ports read once. sync() took
    // seven lookups an id, over a third of opening the 131,072-GPU design's 420,000 objects.
    const Design &design = m_document->design();
    const CableLayers::Bulk bulk(m_cables);
    m_cables->reserve(design.cables.size());
    m_devices.reserve(design.servers.size() + design.switches.size());
    for (const Room &r : design.rooms)
        syncContainer(m_rooms, r.id);
    for (const Rack &r : design.racks)
        syncContainer(m_racks, r.id);
    updateTiers(); // before the devices: a switch's tier decides which edge its ports are on
    for (const Server &s : design.servers)
        syncDevice(s.id, true);
    for (const Switch &sw : design.switches)
        syncDevice(sw.id, true);
    for (const Cable &c : design.cables)
        addCable(c);
    refreshRacks();
}

QSet<QUuid> SceneMirror::removeGone(const QList<QUuid> &ids)
{
    const DesignIndex &index = m_document->index();
    QSet<QUuid> cableEnds;
    // Cables first, so that no device item is left holding one.
    for (const QUuid &id : ids) {
        CableItem *cable = index.contains(id) ? nullptr : m_cables->cable(id);
        if (cable) {
            cableEnds << cable->deviceA()->id() << cable->deviceB()->id();
            m_cables->remove(cable);
        }
    }
    for (const QUuid &id : ids) {
        if (index.contains(id))
            continue;
        removeDeviceItem(m_devices.take(id));
        delete m_racks.take(id);
        delete m_rooms.take(id);
    }
    return cableEnds;
}

void SceneMirror::sync(const QList<QUuid> &ids)
{
    const DesignIndex &index = m_document->index();
    const CableLayers::Bulk bulk(m_cables, ids.size() > CableLayers::Bulk::Threshold);
    QSet<QUuid> cableEnds = removeGone(ids); // devices whose port colours a cable change affects
    for (const QUuid &id : ids) {
        if (const Cable *c = index.cable(id)) {
            cableEnds << c->a.device << c->b.device;
            if (const CableItem *item = m_cables->cable(id)) // the ends it had, in case they changed
                cableEnds << item->deviceA()->id() << item->deviceB()->id();
        }
    }
    // A cable change can change the tiers, and so which edge a switch's ports are on.
    if (!cableEnds.isEmpty() && updateTiers()) {
        for (auto it = m_tiers.cbegin(); it != m_tiers.cend(); ++it)
            cableEnds << it.key();
    }
    // Only devices at a changed cable read their ports again: a device that just moved keeps
    // them (a drop after select all moves 1,664 devices and 49,000 ports; reading them was a
    // third of it, callgrind).
    QSet<QUuid> portsRead;
    QList<QUuid> renamed;
    // Objects that exist: containers, devices, then cables, which need their devices' items.
    for (const QUuid &id : ids) {
        if (index.kindOf(id) == DesignIndex::Kind::Room)
            syncContainer(m_rooms, id);
        else if (index.kindOf(id) == DesignIndex::Kind::Rack)
            syncContainer(m_racks, id);
    }
    for (const QUuid &id : ids) {
        const DesignIndex::Kind kind = index.kindOf(id);
        if (kind == DesignIndex::Kind::Server || kind == DesignIndex::Kind::Switch) {
            const bool readPorts = cableEnds.contains(id);
            if (syncDevice(id, readPorts))
                renamed.append(id);
            if (readPorts)
                portsRead.insert(id);
        }
    }
    for (const QUuid &id : ids) {
        if (index.cable(id))
            syncCable(id);
    }
    // A renamed device changes the tooltips of its cables and of the ports facing it.
    for (const QUuid &id : std::as_const(renamed)) {
        for (CableItem *cable : m_devices.value(id)->cables()) {
            cable->syncFrom(index);
            cableEnds << cable->deviceA()->id() << cable->deviceB()->id();
        }
    }
    for (const QUuid &id : std::as_const(cableEnds)) {
        DeviceItem *device = portsRead.contains(id) ? nullptr : m_devices.value(id);
        if (device)
            device->syncFrom(index, true);
    }
}

template<typename Item>
void SceneMirror::syncContainer(QHash<QUuid, Item *> &items, const QUuid &id)
{
    Item *item = items.value(id);
    if (!item) {
        item = new Item(id);
        item->setSelectAllFlag(m_allSelected);
        m_scene->addItem(item);
        items.insert(id, item);
    }
    if constexpr (std::is_same_v<Item, RoomItem>)
        item->syncFrom(m_document->index());
    else
        item->syncFrom(m_document->index(), item->drawW());
    applyProblems(item);
}

bool SceneMirror::updateTiers()
{
    const Design &design = m_document->design();
    const FabricGraph graph(design);
    QHash<QUuid, int> tiers;
    tiers.reserve(design.switches.size());
    for (int i = 0; i < design.switches.size(); ++i)
        tiers.insert(design.switches.at(i).id, graph.tier(i));
    if (tiers == m_tiers)
        return false;
    m_tiers = tiers;
    return true;
}

bool SceneMirror::syncDevice(const QUuid &id, bool readPorts)
{
    DeviceItem *item = m_devices.value(id);
    const bool created = !item;
    if (created) {
        item = new DeviceItem(id);
        item->setCableRouter(m_cables);
        item->setTiers(&m_tiers);
        item->setSelectAllFlag(m_allSelected);
        item->setDots(m_dots);
        m_scene->addItem(item);
        m_devices.insert(id, item);
    }
    const QString before = item->name();
    item->syncFrom(m_document->index(), readPorts);
    applyProblems(item);
    return !created && item->name() != before;
}

bool SceneMirror::syncCable(const QUuid &id)
{
    const DesignIndex &index = m_document->index();
    CableItem *cable = m_cables->cable(id);
    if (!cable) {
        cable = addCable(*index.cable(id));
        return cable;
    }
    cable->syncFrom(index);
    applyProblems(cable);
    return true;
}

CableItem *SceneMirror::addCable(const Cable &c)
{
    DeviceItem *a = m_devices.value(c.a.device);
    DeviceItem *b = m_devices.value(c.b.device);
    if (!a || !b)
        return nullptr; // a cable to nowhere (the file reader refuses those): nothing to draw
    CableItem *cable = m_cables->add(c.id, a, c.a.port, b, c.b.port); // routed between its ports
    applyProblems(cable);
    return cable;
}

void SceneMirror::removeDeviceItem(DeviceItem *item)
{
    if (!item)
        return;
    const QList<CableItem *> cables = item->cables().values(); // remove() detaches from the set
    for (CableItem *cable : cables)
        m_cables->remove(cable);
    delete item;
    if (m_dots)
        m_dots->invalidate();
}

void SceneMirror::refreshRacks()
{
    if (m_racks.isEmpty())
        return;
    const QHash<QUuid, double> drawW = powerByRackW(m_document->design()); // one pass, not one per rack
    for (RackItem *rack : std::as_const(m_racks)) {
        if (rack->drawW() != drawW.value(rack->id()))
            rack->syncFrom(m_document->index(), drawW.value(rack->id()));
    }
}

void SceneMirror::applyProblems(DesignItem *item) const
{
    const auto it = m_problems.constFind(item->id());
    if (it == m_problems.cend())
        item->setProblems(std::nullopt, {});
    else
        item->setProblems(it->worst, it->messages);
}

void SceneMirror::applyProblems(CableItem *cable) const
{
    const auto it = m_problems.constFind(cable->id());
    if (it == m_problems.cend())
        cable->setProblems(std::nullopt, {});
    else
        cable->setProblems(it->worst, it->messages);
}

void SceneMirror::setDiagnostics(const QList<Diagnostic> &diagnostics)
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
    for (DesignItem *item : std::as_const(m_racks))
        applyProblems(item);
    for (DesignItem *item : std::as_const(m_devices))
        applyProblems(item);
    for (CableItem *cable : m_cables->cables())
        applyProblems(cable);
}

DesignItem *SceneMirror::itemFor(const QUuid &id) const
{
    if (RoomItem *room = m_rooms.value(id))
        return room;
    if (RackItem *rack = m_racks.value(id))
        return rack;
    return m_devices.value(id);
}

QRectF SceneMirror::contentRect() const
{
    QRectF content;
    for (const DesignItem *item : m_rooms)
        content |= item->sceneBoundingRect();
    for (const DesignItem *item : m_racks)
        content |= item->sceneBoundingRect();
    for (const DesignItem *item : m_devices)
        content |= item->sceneBoundingRect();
    return content;
}

} // namespace cq
