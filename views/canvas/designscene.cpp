#include "designscene.h"

#include "cablelayer.h"
#include "catalogdrop.h"
#include "devicedots.h"
#include "deviceitem.h"
#include "grid.h"
#include "keynudge.h"
#include "overlapmarks.h"
#include "rackitem.h"
#include "roomitem.h"
#include "document/clusterdocument.h"

#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QMimeData>
#include <QSignalBlocker>
#include <QToolTip>

namespace cq {

namespace {
// The canvas always offers at least this much room, and this margin around the content.
const QRectF MinimumCanvas(0, 0, 2000, 1400);
constexpr double CanvasMargin = 600;
constexpr double PickPixels = 5; // a click this close to a cable (in screen pixels) picks it

/** Scene units per screen pixel of the view the event came from. */
double unitsPerPixel(const QWidget *viewport)
{
    const auto *view = viewport ? qobject_cast<const QGraphicsView *>(viewport->parentWidget()) : nullptr;
    return view && view->transform().m11() > 0 ? 1.0 / view->transform().m11() : 1.0;
}
} // namespace

DesignScene::DesignScene(ClusterDocument *document, const Catalog *catalog, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
    , m_catalog(catalog)
    , m_cables(this)
    , m_mirror(this, document, &m_cables)
    , m_selection(this, &m_mirror)
    , m_preview(this)
    , m_move(this)
{
    setItemIndexMethod(BspTreeIndex); // see the class comment
    m_dots = new DeviceDots(&m_mirror.devices(), m_selection.allFlag());
    addItem(m_dots);
    m_mirror.setDeviceDots(m_dots);
    m_cables.setSelectionListener([this] { emit selectionChanged(); });
    m_cables.setIndexSource([this] { return &m_document->index(); });
    connect(m_document, &ClusterDocument::changed, this, &DesignScene::onDesignChanged);
    m_mirror.setSelectAllFlag(m_selection.allFlag());
    m_mirror.rebuild();
    updateSceneRect();
}

DesignScene::~DesignScene()
{
    // Tearing down clears the selection (our cable layers, then QGraphicsScene::clear): no
    // listener may hear of it. The main window's document is gone by now, and the property
    // inspector, refreshing on selectionChanged, read it (a crash on quit with a selection).
    blockSignals(true);
    for (DeviceItem *device : m_mirror.devices())
        device->setDots(nullptr); // Qt deletes the items in no set order: the dots may go first
}

QPointF DesignScene::placed(const QPointF &pos) const
{
    return m_snap ? cq::snapToGrid(pos) : pos;
}

QList<QUuid> DesignScene::selectedIds() const
{
    QList<QUuid> ids;
    for (const DesignItem *item : m_selection.selectedItems())
        ids.append(item->id());
    return ids + m_cables.selectedIds();
}

std::optional<QPointF> DesignScene::selectOnly(const QList<QUuid> &ids)
{
    const QSignalBlocker blocker(this); // the caller emits one selectionChanged, not one per object
    clearAll();
    std::optional<QPointF> first;
    for (const QUuid &id : ids) {
        if (DesignItem *item = itemFor(id)) {
            item->setSelected(true);
            first = first.value_or(item->sceneBoundingRect().center());
        } else if (CableItem *cable = m_cables.cable(id)) {
            m_cables.setSelected(cable, true);
            first = first.value_or(cable->line().center());
        }
    }
    return first;
}

void DesignScene::selectIds(const QList<QUuid> &ids)
{
    const std::optional<QPointF> first = selectOnly(ids);
    emit selectionChanged();
    if (!first)
        return;
    for (QGraphicsView *view : views())
        view->centerOn(*first);
}

void DesignScene::selectAll()
{
    // One selectionChanged for the lot, not one per item (the inspector listens). Emitted once
    // the blocker is gone: inside it, the signal never reached the inspector.
    {
        const QSignalBlocker blocker(this);
        m_selection.selectAll();
        m_cables.selectAll();
    }
    emit selectionChanged();
}

void DesignScene::clearAll()
{
    const bool had = selectedCount() > 0;
    {
        const QSignalBlocker quiet(this); // one selectionChanged, not Qt's, ours and the cables'
        m_selection.clear();
        m_cables.clearSelection();
    }
    if (had)
        emit selectionChanged();
}

void DesignScene::selectCablesIn(const QRectF &sceneRect, bool add)
{
    m_cables.selectIn(sceneRect, add);
}

PortRef DesignScene::portAt(const QPointF &scenePos) const
{
    QGraphicsItem *top = topItemAt(scenePos);
    if (top && top->type() == DeviceItem::Type) {
        const auto *device = static_cast<DeviceItem *>(top);
        if (const int port = device->portAt(scenePos); port >= 0)
            return {device->id(), port};
    }
    return {};
}

void DesignScene::setFarOut(bool far)
{
    if (far == m_farOut)
        return;
    m_farOut = far;
    setMinimumRenderSize(far ? DeviceDots::MinimumPixels : 0.0); // repaints the scene
    setItemIndexMethod(far ? NoIndex : BspTreeIndex);
    // A new BSP index learns the scene rectangle from this signal only: without it the tree
    // covered nothing and filed every item in one leaf (pans as slow as without an index).
    emit sceneRectChanged(sceneRect());
}

void DesignScene::setItemCaching(bool on)
{
    for (DeviceItem *item : m_mirror.devices())
        item->setPictureCaching(on);
    m_cables.setCaching(on);
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
    m_preview.clearHighlight(); // its device may be rebuilt below
    if (change.kind == DesignChange::Settings)
        return;
    // A sync only ever drops selected objects (those removed). One selectionChanged for the
    // change, not one per selected item or cable removed: deleting all of the 1,024-server
    // design emitted 26,000, and the property inspector's refresh on each (reading the whole
    // selection) took 13 s (found by a tester).
    const qsizetype selectedBefore = selectedCount();
    {
        const QSignalBlocker quiet(this);
        prepareSelectionFor(change);
        if (change.kind == DesignChange::Reset) {
            m_preview.stop();
            m_mirror.rebuild();
        } else {
            m_mirror.sync(change.ids);
            m_mirror.refreshRacks(); // a device moved, added, removed or changed may change a rack's power
        }
    }
    if (m_mirror.rooms().isEmpty() && m_mirror.racks().isEmpty() && m_mirror.devices().isEmpty())
        m_selection.dropFlag(); // everything went (delete all): what an undo brings back is not selected
    if (selectedCount() != selectedBefore)
        emit selectionChanged();
    updateSceneRect();
    updateOverlaps();
}

void DesignScene::prepareSelectionFor(const DesignChange &change)
{
    if (!m_selection.allSelected())
        return;
    if (change.kind == DesignChange::Reset) {
        m_selection.dropFlag(); // every item is made anew, unselected
        return;
    }
    if (change.kind != DesignChange::Inserted)
        return; // a move (a nudge of everything) or a removal creates no item
    const DesignIndex &index = m_document->index();
    for (const QUuid &id : change.ids) {
        const DesignIndex::Kind kind = index.kindOf(id);
        const bool item = kind == DesignIndex::Kind::Room || kind == DesignIndex::Kind::Rack
            || kind == DesignIndex::Kind::Server || kind == DesignIndex::Kind::Switch;
        if (item && !itemFor(id)) {
            m_selection.materialize(); // a new object (a paste, an undo) joins unselected
            return;
        }
    }
}

void DesignScene::setDiagnostics(const QList<Diagnostic> &diagnostics)
{
    m_ruleDiagnostics = diagnostics;
    m_mirror.setDiagnostics(m_ruleDiagnostics + m_overlaps);
}

void DesignScene::updateOverlaps()
{
    QList<Diagnostic> overlaps = OverlapMarks::find(m_mirror.devices());
    if (overlaps == m_overlaps)
        return; // the usual edit: nothing to re-mark
    m_overlaps = std::move(overlaps);
    m_mirror.setDiagnostics(m_ruleDiagnostics + m_overlaps);
}

void DesignScene::updateSceneRect()
{
    QRectF content = contentRect();
    if (!content.isNull())
        content.adjust(-CanvasMargin, -CanvasMargin, CanvasMargin, CanvasMargin);
    const QRectF rect = MinimumCanvas | content;
    setSceneRect(rect);
    m_cables.setExtent(rect, content); // cables run between devices: within the content
    m_dots->setExtent(content);
}

// --- mouse: moving, cable picking and cable drawing ---

void DesignScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !m_preview.isActive()) {
        QGraphicsItem *top = topItemAt(event->scenePos());
        if (top && top->type() == DeviceItem::Type) {
            auto *device = static_cast<DeviceItem *>(top);
            if (const int port = device->portAt(event->scenePos()); port >= 0) {
                m_preview.start(device, port);
                event->accept();
                return;
            }
        }
        if (!top && pressOnCable(event))
            return;
        // Qt keeps the selection when a selected item is pressed (to drag it all) and clears it
        // otherwise, unless Ctrl adds to it: the cables and the select-all flag follow the same rule.
        const bool ctrl = event->modifiers() & Qt::ControlModifier;
        const bool keep = ctrl || m_selection.contains(top);
        if (!keep) {
            m_cables.clearSelection();
            if (m_selection.dropFlag())
                emit selectionChanged();
        } else if (m_selection.allSelected() && DesignItem::fromItem(top)) {
            // Qt clears the selection on a press on an item it has not selected, and a Ctrl
            // click toggles its flag: the pressed item gets Qt's flag (a plain press), or all
            // of them do (Ctrl, which is rare).
            const QSignalBlocker quiet(this); // the selection stays what it was
            if (ctrl)
                m_selection.materialize();
            else
                top->setSelected(true);
        }
    }
    QGraphicsScene::mousePressEvent(event);
}

bool DesignScene::pressOnCable(QGraphicsSceneMouseEvent *event)
{
    CableItem *cable = m_cables.cableAt(event->scenePos(), PickPixels * unitsPerPixel(event->widget()));
    if (!cable)
        return false;
    if (event->modifiers() & Qt::ControlModifier) {
        m_cables.setSelected(cable, !cable->isSelected());
    } else {
        clearAll();
        m_cables.setSelected(cable, true);
    }
    event->accept();
    return true;
}

void DesignScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_preview.isActive()) {
        QGraphicsItem *top = topItemAt(event->scenePos());
        auto *device = top && top->type() == DeviceItem::Type ? static_cast<DeviceItem *>(top) : nullptr;
        m_preview.moveTo(event->scenePos(), device, device ? device->portAt(event->scenePos()) : -1);
        event->accept();
        return;
    }
    QGraphicsItem *grabber = mouseGrabberItem();
    if ((event->buttons() & Qt::LeftButton) && !m_move.isActive() && DesignItem::fromItem(grabber)
        && grabber->isSelected() && (grabber->flags() & QGraphicsItem::ItemIsMovable)) {
        m_selection.materialize(); // Qt moves the items it has selected: all of them after a select all
        m_move.begin(); // before Qt moves anything, so the cables know what moves
    }
    QGraphicsScene::mouseMoveEvent(event);
    if (m_move.isActive())
        m_move.update();
}

void DesignScene::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_preview.isActive()) {
        m_preview.stop();
        event->accept();
        return;
    }
    const QPointF step = KeyNudge::step(event->key(), event->modifiers() & Qt::ShiftModifier);
    const bool plain = !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (!step.isNull() && plain && !m_preview.isActive() && !m_move.isActive()) {
        const QHash<QUuid, QPointF> moves = KeyNudge::positions(m_document->index(), selectedIds(), step);
        if (!moves.isEmpty()) {
            // Held or repeated presses merge into one undo step (MoveObjectsCommand's nudge id).
            m_document->nudgeObjects(moves, tr("Nudge"));
            event->accept();
            return;
        }
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
    // A click on one item (no drag, no Ctrl) selects only it, as Qt does on its release: a
    // select all kept as a flag ends there, the cables' included.
    const bool click = event->button() == Qt::LeftButton && !m_move.isActive()
        && !(event->modifiers() & Qt::ControlModifier) && DesignItem::fromItem(mouseGrabberItem())
        && event->scenePos() == event->buttonDownScenePos(Qt::LeftButton);
    const bool dropped = click && m_selection.allSelected();
    if (dropped) {
        const QSignalBlocker quiet(this);
        m_selection.dropFlag();
        m_cables.clearSelection();
    }
    QGraphicsScene::mouseReleaseEvent(event);
    if (dropped)
        emit selectionChanged(); // Qt emits nothing: the clicked item was selected all along
    if (event->button() == Qt::LeftButton && m_move.isActive())
        m_move.commit();
}

void DesignScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    QString text;
    QGraphicsItem *top = topItemAt(event->scenePos());
    if (top && top->type() == DeviceItem::Type) {
        const auto *device = static_cast<DeviceItem *>(top);
        const int port = device->portAt(event->scenePos());
        text = port >= 0 ? device->portToolTip(port) : device->toolTip();
    } else if (top) {
        text = top->toolTip();
    } else if (CableItem *cable = m_cables.cableAt(event->scenePos(), PickPixels * unitsPerPixel(event->widget()))) {
        text = cable->toolTip();
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->screenPos(), text, event->widget());
    event->setAccepted(!text.isEmpty());
}

QGraphicsItem *DesignScene::topItemAt(const QPointF &scenePos) const
{
    for (QGraphicsItem *item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (!m_preview.isPreviewItem(item) && item->type() != CableLayer::Type && item->type() != DeviceDots::Type)
            return item;
    }
    return nullptr;
}

QUuid DesignScene::serverAt(const QPointF &scenePos) const
{
    QGraphicsItem *item = topItemAt(scenePos);
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
    if (!target || target->type() != DeviceItem::Type)
        return; // released on empty canvas: no cable
    const auto *device = static_cast<DeviceItem *>(target);
    PortRef to{device->id(), device->portAt(scenePos)};
    if (to.port < 0) {
        if (device->id() == from.device)
            return; // dropped back on its own box: the user changed their mind
        to.port = m_document->index().firstFreePort(device->id());
        if (to.port < 0) {
            emit statusMessage(tr("%1 has no free port.").arg(device->name()));
            return;
        }
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

QList<QRectF> DesignScene::deviceBoxes() const
{
    QList<QRectF> boxes;
    boxes.reserve(m_mirror.devices().size());
    for (const DeviceItem *device : m_mirror.devices())
        boxes.append(device->mapRectToScene(device->box()));
    return boxes;
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
    drop.setOccupied(deviceBoxes());
    QString why;
    if (!drop.apply(*payload, event->scenePos(), serverAt(event->scenePos()), &why))
        emit statusMessage(why);
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

} // namespace cq
