#include "canvasarrange.h"

#include "canvas/containeritem.h"
#include "canvas/designscene.h"
#include "canvas/deviceitem.h"
#include "document/clusterdocument.h"
#include "generator/autolayout.h"

namespace cq {

QString CanvasArrange::modeName(AlignTool::Mode mode)
{
    using Mode = AlignTool::Mode;
    switch (mode) {
    case Mode::Left: return tr("Align Left");
    case Mode::HorizontalCentre: return tr("Align Centres Horizontally");
    case Mode::Right: return tr("Align Right");
    case Mode::Top: return tr("Align Top");
    case Mode::VerticalCentre: return tr("Align Centres Vertically");
    case Mode::Bottom: return tr("Align Bottom");
    case Mode::DistributeHorizontally: return tr("Distribute Horizontally");
    case Mode::DistributeVertically: return tr("Distribute Vertically");
    }
    return {};
}

QList<AlignTool::Box> CanvasArrange::selectedBoxes() const
{
    QList<AlignTool::Box> boxes;
    const DesignIndex &index = m_scene->document()->index();
    for (const QUuid &id : m_scene->selectedIds()) {
        if (const DeviceItem *device = m_scene->deviceItem(id))
            boxes.append({id, device->mapRectToScene(device->box()), device->pos()});
        else if (const Rack *rack = index.rack(id))
            boxes.append({id, rack->rect, rack->rect.topLeft()});
        else if (const Room *room = index.room(id))
            boxes.append({id, room->rect, room->rect.topLeft()});
    }
    return boxes;
}

bool CanvasArrange::arrange(AlignTool::Mode mode, QString *why)
{
    const QList<AlignTool::Box> boxes = selectedBoxes();
    const bool distribute = mode == AlignTool::Mode::DistributeHorizontally
        || mode == AlignTool::Mode::DistributeVertically;
    if (boxes.size() < (distribute ? 3 : 2)) {
        *why = distribute ? tr("Select at least three objects to distribute.") : tr("Select at least two objects to align.");
        return false;
    }
    const QHash<QUuid, QPointF> moves = AlignTool::arrange(boxes, mode);
    if (!moves.isEmpty())
        m_scene->document()->moveObjects(moves, modeName(mode));
    return true;
}

bool CanvasArrange::autoLayout(QString *why)
{
    ClusterDocument *document = m_scene->document();
    if (document->design().servers.isEmpty() && document->design().switches.isEmpty()) {
        *why = tr("There is nothing to lay out: add servers and switches first.");
        return false;
    }
    const DeviceSizer sizeOf = [this](const QUuid &id, int ports) {
        const DeviceItem *device = m_scene->deviceItem(id);
        return device ? device->box().size() : AutoLayout::estimatedSize(id, ports);
    };
    const int before = document->undoStack()->count();
    document->placeObjects(AutoLayout::layout(document->design(), sizeOf), tr("Auto-Layout"));
    if (document->undoStack()->count() == before) {
        *why = tr("The design is already laid out by tier.");
        return false;
    }
    return true;
}

} // namespace cq
