#include "cablelayers.h"

#include "cablelayer.h"
#include "deviceitem.h"

#include <QGraphicsScene>

#include <optional>

namespace cq {

namespace {
// Below the device boxes (a cable up from a bottom-edge port never crosses its own device's
// name), above rooms and racks; the moving ones above the still ones.
constexpr qreal StillZ = -5;
constexpr qreal DraggedZ = -4;
constexpr qreal LiveZ = -3;
}

CableLayers::CableLayers(QGraphicsScene *scene)
    : m_still(new CableLayer(&m_stillSet, true, StillZ))
    , m_dragged(new CableLayer(&m_draggedSet, true, DraggedZ))
    , m_live(new CableLayer(&m_liveSet, false, LiveZ))
{
    scene->addItem(m_still);
    scene->addItem(m_dragged);
    scene->addItem(m_live);
    m_still->setBundles(&m_bundles);
    const std::pair<CableLayer *, CableItem::Layer> layers[]
        = {{m_still, CableItem::Layer::Still}, {m_dragged, CableItem::Layer::Dragged}, {m_live, CableItem::Layer::Live}};
    for (const auto &[layer, which] : layers)
        layer->setNearSource([this, which = which](const QRectF &rect) { return near(which, rect); });
    showNonEmptyLayers();
}

void CableLayers::reserve(qsizetype count)
{
    m_cables.reserve(count);
    m_stillSet.reserve(count);
}

void CableLayers::showNonEmptyLayers()
{
    // The moving layers are empty but while something is dragged; a cached empty layer as
    // large as the view still costs a blit of its transparent picture in every frame.
    m_dragged->setVisible(!m_draggedSet.isEmpty());
    m_live->setVisible(!m_liveSet.isEmpty());
}

CableLayers::~CableLayers()
{
    m_grid.clear();
    qDeleteAll(m_cables); // the layers belong to the scene
}

CableItem *CableLayers::add(const QUuid &id, DeviceItem *a, int portA, DeviceItem *b, int portB)
{
    materializeAll(); // the new cable is not selected
    auto *cable = new CableItem(this, id, a, portA, b, portB);
    a->attachCable(cable);
    b->attachCable(cable);
    m_cables.insert(id, cable);
    m_stillSet.insert(cable);
    invalidate(m_still, cable->line());
    if (!m_gridDirty)
        m_grid.add(cable);
    m_bundles.invalidate();
    return cable;
}

void CableLayers::remove(CableItem *cable)
{
    cable->deviceA()->detachCable(cable);
    cable->deviceB()->detachCable(cable);
    invalidate(layerOf(cable), cable->line());
    m_stillSet.remove(cable);
    m_draggedSet.remove(cable);
    m_liveSet.remove(cable);
    const bool wasSelected = m_selected.remove(cable);
    m_cables.remove(cable->id());
    m_grid.remove(cable);
    m_bundles.invalidate();
    delete cable;
    if (wasSelected)
        notifySelection();
}

void CableLayers::clear()
{
    const bool hadSelection = !m_selected.isEmpty();
    m_grid.clear(); // it marks the cables unfiled: before they go
    m_bundles.invalidate();
    for (CableItem *cable : std::as_const(m_cables)) {
        cable->deviceA()->detachCable(cable);
        cable->deviceB()->detachCable(cable);
    }
    qDeleteAll(m_cables);
    m_cables.clear();
    m_stillSet.clear();
    m_draggedSet.clear();
    m_liveSet.clear();
    m_selected.clear();
    m_allSelected = false;
    m_gridDirty = true;
    for (CableLayer *layer : {m_still, m_dragged, m_live})
        layer->update();
    showNonEmptyLayers();
    if (hadSelection)
        notifySelection();
}

void CableLayers::setCaching(bool on)
{
    for (CableLayer *layer : {m_still, m_dragged})
        layer->setCacheMode(on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
}

void CableLayers::setExtent(const QRectF &sceneRect, const QRectF &cableRect)
{
    m_stillExtent = cableRect;
    // While everything is dragged, the drop's design change comes before endDrag moves the
    // still layer's origin by the same offset: set now, the extent would move and move back,
    // and each move drops Qt's cached picture (see CableLayer::setExtent). endDrag sets it.
    if (!m_stillDragged)
        m_still->setExtent(cableRect.translated(-m_still->origin()));
    for (CableLayer *layer : {m_dragged, m_live})
        layer->setExtent(sceneRect.translated(-layer->origin()));
}

CableLayer *CableLayers::layerOf(const CableItem *cable) const
{
    switch (cable->layer()) {
    case CableItem::Layer::Still: return m_still;
    case CableItem::Layer::Dragged: return m_dragged;
    case CableItem::Layer::Live: return m_live;
    }
    return m_still;
}

void CableLayers::invalidate(CableLayer *layer, const QLineF &line)
{
    if (m_bulk > 0)
        m_bulkDirty = true;
    else
        layer->invalidateAlong(line, CableItem::BoundsMargin);
}

void CableLayers::endBulk()
{
    if (--m_bulk == 0 && m_bulkDirty) {
        m_bulkDirty = false;
        for (CableLayer *layer : {m_still, m_dragged, m_live})
            layer->update();
    }
}

void CableLayers::cableMoved(CableItem *cable, const QLineF &oldLine)
{
    CableLayer *layer = layerOf(cable);
    invalidate(layer, oldLine);
    invalidate(layer, cable->line());
    if (!m_gridDirty)
        m_grid.moved(cable);
    if (layer == m_still)
        m_bundles.invalidate();
}

void CableLayers::cableRestyled(CableItem *cable)
{
    invalidate(layerOf(cable), cable->line());
    if (layerOf(cable) == m_still)
        m_bundles.invalidate(); // its problem state: another bundle
}

void CableLayers::deviceMoved(DeviceItem *device)
{
    if (m_dragging && (m_stillDragged || m_moving.contains(device))) {
        // Cables with both ends moving ride on their translated layer; only the others follow.
        if (m_liveSet.isEmpty())
            return; // select all + drag: nothing to re-route, every frame
        for (CableItem *cable : device->cables()) {
            if (cable->layer() == CableItem::Layer::Live)
                cable->reroute();
        }
        return;
    }
    for (CableItem *cable : device->cables())
        cable->reroute();
}

// --- selection ---

QList<QUuid> CableLayers::selectedIds() const
{
    QList<QUuid> ids;
    for (const CableItem *cable : m_selected)
        ids.append(cable->id());
    return ids;
}

void CableLayers::markSelected(CableItem *cable, bool selected)
{
    cable->m_selected = selected;
    if (selected)
        m_selected.insert(cable);
    else
        m_selected.remove(cable);
    invalidate(layerOf(cable), cable->line());
    if (cable->m_layer == CableItem::Layer::Still)
        m_bundles.selectionChanged(cable, selected);
}

void CableLayers::materializeAll()
{
    if (!m_allSelected)
        return;
    m_allSelected = false;
    for (CableItem *cable : std::as_const(m_cables))
        cable->m_selected = true;
}

void CableLayers::setSelected(CableItem *cable, bool selected)
{
    if (cable->isSelected() == selected)
        return;
    materializeAll();
    markSelected(cable, selected);
    notifySelection();
}

void CableLayers::clearSelection()
{
    if (m_selected.isEmpty())
        return;
    if (m_allSelected) {
        m_allSelected = false;
        m_selected.clear();
        m_bundles.setAllSelected(false);
        for (CableLayer *layer : {m_still, m_dragged, m_live})
            layer->update();
        notifySelection();
        return;
    }
    // Deselecting after select all restyles 25,000 cables: one full repaint, not one region
    // of up to 64 pieces per cable (that took 3.5 s of CPU, measured).
    const Bulk bulk(this, m_selected.size() > Bulk::Threshold);
    const bool all = m_selected.size() == m_cables.size();
    for (CableItem *cable : std::as_const(m_selected)) {
        cable->m_selected = false;
        invalidate(layerOf(cable), cable->line());
        if (!all && cable->m_layer == CableItem::Layer::Still)
            m_bundles.selectionChanged(cable, false);
    }
    if (all)
        m_bundles.setAllSelected(false);
    m_selected.clear();
    notifySelection();
}

void CableLayers::selectAll()
{
    // Outside a drag every cable is on the still layer, and that set, shared, is the selection:
    // 25,000 hash insertions were a tenth of a select all (callgrind).
    if (m_allSelected) {
        notifySelection();
        return;
    }
    for (CableItem *cable : std::as_const(m_selected))
        cable->m_selected = false; // the all flag stands for them now
    if (m_stillSet.size() == m_cables.size()) {
        m_selected = m_stillSet;
    } else {
        m_selected.reserve(m_cables.size()); // one allocation, not a dozen rehashes
        for (CableItem *cable : std::as_const(m_cables))
            m_selected.insert(cable);
    }
    m_allSelected = true;
    m_bundles.setAllSelected(true);
    m_still->update(); // every line changes colour: one full repaint, not 25,000 small ones
    notifySelection();
}

void CableLayers::selectIn(const QRectF &sceneRect, bool add)
{
    // The grid's candidates, not every cable: a rubber band on the 131,072-GPU design.
    ensureGrid();
    materializeAll();
    QSet<CableItem *> inside;
    for (CableItem *cable : m_grid.candidates(sceneRect)) {
        if (sceneRect.intersects(cable->bounds()) && cable->intersects(sceneRect))
            inside.insert(cable);
    }
    QList<CableItem *> changes;
    for (CableItem *cable : std::as_const(inside)) {
        if (!cable->m_selected)
            changes.append(cable);
    }
    if (!add) {
        for (CableItem *cable : std::as_const(m_selected)) {
            if (!inside.contains(cable))
                changes.append(cable);
        }
    }
    // A rubber band over the whole canvas restyles thousands of cables: see clearSelection().
    const Bulk bulk(this, changes.size() > Bulk::Threshold);
    for (CableItem *cable : std::as_const(changes))
        markSelected(cable, !cable->m_selected);
    if (!changes.isEmpty())
        notifySelection();
}

void CableLayers::ensureGrid()
{
    if (!m_gridDirty)
        return;
    m_grid.clear();
    for (CableItem *cable : std::as_const(m_cables))
        m_grid.add(cable);
    m_gridDirty = false;
}

QList<CableItem *> CableLayers::near(CableItem::Layer layer, const QRectF &sceneRect)
{
    ensureGrid();
    QList<CableItem *> cables = m_grid.candidates(sceneRect);
    cables.removeIf([layer](const CableItem *cable) { return cable->m_layer != layer; });
    return cables;
}

CableItem *CableLayers::cableAt(const QPointF &scenePos, double tolerance)
{
    ensureGrid();
    const QRectF around(scenePos - QPointF(tolerance, tolerance), QSizeF(2 * tolerance, 2 * tolerance));
    CableItem *nearest = nullptr;
    double best = tolerance;
    for (CableItem *cable : m_grid.candidates(around)) {
        const double distance = cable->distanceTo(scenePos);
        // Selected cables are drawn on top, so they win a tie.
        if (distance < best || (distance == best && cable->isSelected())) {
            nearest = cable;
            best = distance;
        }
    }
    return nearest;
}

void CableLayers::notifySelection()
{
    if (m_selectionListener)
        m_selectionListener();
}

// --- dragging ---

void CableLayers::moveTo(CableItem *cable, CableItem::Layer layer)
{
    QSet<CableItem *> *sets[] = {&m_stillSet, &m_draggedSet, &m_liveSet};
    sets[int(cable->m_layer)]->remove(cable);
    sets[int(layer)]->insert(cable);
    cable->m_layer = layer;
    m_bundles.invalidate();
}

void CableLayers::beginDrag(const QSet<DeviceItem *> &moving)
{
    m_dragging = true;
    m_moving = moving;
    QList<CableItem *> dragged;
    QList<CableItem *> live;
    for (CableItem *cable : std::as_const(m_cables)) {
        const int ends = (moving.contains(cable->deviceA()) ? 1 : 0) + (moving.contains(cable->deviceB()) ? 1 : 0);
        if (ends == 2)
            dragged.append(cable);
        else if (ends == 1)
            live.append(cable);
    }
    m_stillDragged = dragged.size() == m_cables.size();
    if (m_stillDragged) {
        m_movingFrom.clear();
        for (DeviceItem *device : moving) {
            if (!device->cables().isEmpty())
                m_movingFrom.insert(device, device->pos());
        }
        return; // the still layer moves whole: its pixmap is reused as is
    }
    const Bulk bulk(this, dragged.size() + live.size() > Bulk::Threshold);
    for (CableItem *cable : std::as_const(dragged)) {
        invalidate(m_still, cable->line());
        moveTo(cable, CableItem::Layer::Dragged);
    }
    for (CableItem *cable : std::as_const(live)) {
        invalidate(m_still, cable->line());
        moveTo(cable, CableItem::Layer::Live);
    }
    m_dragged->setPos(0, 0);
    m_dragged->update();
    m_live->update();
    showNonEmptyLayers();
}

void CableLayers::dragTo(const QPointF &offset)
{
    if (m_stillDragged)
        m_still->setPos(m_still->origin() + offset);
    else
        m_dragged->setPos(offset);
}

bool CableLayers::shiftStillLayer()
{
    // A device's ports move with it, so one offset for every device is one for every line.
    // Exact enough: the cached picture is drawn again nowhere, so a rounding difference would
    // at worst show where a later repaint meets the old picture, far below a pixel.
    constexpr double Tolerance = 1e-6;
    std::optional<QPointF> shift;
    for (auto it = m_movingFrom.cbegin(); it != m_movingFrom.cend(); ++it) {
        const QPointF moved = it.key()->pos() - it.value();
        shift = shift.value_or(moved);
        if (qAbs(moved.x() - shift->x()) > Tolerance || qAbs(moved.y() - shift->y()) > Tolerance)
            return false;
    }
    const QPointF offset = shift.value_or(QPointF());
    for (CableItem *cable : std::as_const(m_cables))
        cable->m_line.translate(offset);
    m_still->setOrigin(m_still->origin() + offset);
    m_still->setExtent(m_stillExtent.translated(-m_still->origin()));
    // The pick grid moves along: a click after the drop filed 24,576 lines again (111 million
    // instructions, a third of deselecting in the 1,024-server design).
    m_grid.shift(offset);
    m_bundles.shift(offset);
    return true;
}

void CableLayers::endDrag()
{
    if (!m_dragging)
        return;
    m_dragging = false;
    m_moving.clear();
    const bool wasWhole = m_stillDragged;
    m_stillDragged = false;
    if (wasWhole) {
        const bool shifted = shiftStillLayer();
        m_movingFrom.clear();
        if (!shifted) {
            m_still->setOrigin(m_still->origin()); // back where its picture was drawn
            const Bulk bulk(this);
            for (CableItem *cable : std::as_const(m_cables))
                cable->reroute(); // each re-filed in the grid (cableMoved)
            m_still->setExtent(m_stillExtent.translated(-m_still->origin()));
        }
        return;
    }
    m_dragged->setPos(0, 0);
    const Bulk bulk(this, m_draggedSet.size() + m_liveSet.size() > Bulk::Threshold);
    const QSet<CableItem *> moved = m_draggedSet + m_liveSet;
    for (CableItem *cable : moved)
        moveTo(cable, CableItem::Layer::Still);
    // The lines of dragged cables still show where the drag started: follow the devices now.
    for (CableItem *cable : moved) {
        invalidate(m_still, cable->line());
        cable->reroute();
    }
    m_dragged->update();
    m_live->update();
    showNonEmptyLayers();
}

} // namespace cq
