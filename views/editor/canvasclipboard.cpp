#include "canvasclipboard.h"

#include "canvas/designscene.h"
#include "canvas/deviceitem.h"
#include "canvas/freespot.h"
#include "canvas/grid.h"
#include "document/clusterdocument.h"
#include "document/designclip.h"
#include "format/designformat.h"

#include <QClipboard>
#include <QRectF>
#include <QGuiApplication>
#include <QMimeData>

#include <cmath>

namespace cq {

QString CanvasClipboard::mimeType()
{
    return QStringLiteral("application/x-clusterquote-design");
}

QMimeData *CanvasClipboard::toMimeData(const Design &clip)
{
    auto *mime = new QMimeData;
    mime->setData(mimeType(), DesignFormat::write(clip));
    return mime;
}

bool CanvasClipboard::selectionClip(Design *clip, QString *why) const
{
    const QList<QUuid> ids = m_scene->selectedIds();
    *clip = copyOfSelection(m_scene->document()->design(), QSet<QUuid>(ids.cbegin(), ids.cend()));
    if (clip->rooms.isEmpty() && clip->racks.isEmpty() && clip->servers.isEmpty() && clip->switches.isEmpty()) {
        *why = tr("Select rooms, racks, servers or switches to copy (a cable is copied with both its ends).");
        return false;
    }
    return true;
}

bool CanvasClipboard::copy(QString *why)
{
    Design clip;
    if (!selectionClip(&clip, why))
        return false;
    QGuiApplication::clipboard()->setMimeData(toMimeData(clip));
    m_lastClip.clear(); // the next paste of this clip is the first
    m_pasteCount = 0;
    return true;
}

bool CanvasClipboard::cut(QString *why)
{
    if (!copy(why))
        return false;
    QUndoStack *stack = m_scene->document()->undoStack();
    stack->beginMacro(tr("Cut"));
    m_scene->deleteSelection();
    stack->endMacro();
    return true;
}

bool CanvasClipboard::canPaste()
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    return mime && mime->hasFormat(mimeType());
}

bool CanvasClipboard::paste(QString *why)
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(mimeType())) {
        *why = tr("The clipboard holds no ClusterQuote objects.");
        return false;
    }
    const QByteArray bytes = mime->data(mimeType());
    const DesignReadResult read = DesignFormat::read(bytes, tr("clipboard"));
    if (!read.ok()) {
        *why = read.error;
        return false;
    }
    m_pasteCount = bytes == m_lastClip ? m_pasteCount + 1 : 1;
    m_lastClip = bytes;
    return pasteClip(read.design, QPointF(PasteStep, PasteStep) * m_pasteCount, tr("Paste"));
}

bool CanvasClipboard::duplicate(QString *why)
{
    Design clip;
    if (!selectionClip(&clip, why))
        return false;
    return pasteClip(clip, duplicateOffset(), tr("Duplicate"));
}

QPointF CanvasClipboard::duplicateOffset() const
{
    // The copy goes beside the selection, to the right, or to the nearest free grid point from
    // there: never on top of the original or of another device.
    QRectF selection;
    bool containers = false;
    const DesignIndex &index = m_scene->document()->index();
    for (const QUuid &id : m_scene->selectedIds()) {
        if (const DeviceItem *device = m_scene->deviceItem(id)) {
            selection |= device->mapRectToScene(device->box());
        } else if (const Rack *rack = index.rack(id)) {
            selection |= rack->rect;
            containers = true;
        } else if (const Room *room = index.room(id)) {
            selection |= room->rect;
            containers = true;
        }
    }
    if (selection.isEmpty())
        return QPointF(PasteStep, PasteStep);
    QList<QRectF> occupied = m_scene->deviceBoxes();
    if (containers) { // a copied room or rack must not cover another one either
        for (const Room &room : index.design().rooms)
            occupied.append(room.rect);
        for (const Rack &rack : index.design().racks)
            occupied.append(rack.rect);
    }
    const double beside = std::ceil((selection.width() + GridStepUnits) / GridStepUnits) * GridStepUnits;
    const QPointF start = selection.center() + QPointF(beside, 0);
    return FreeSpot::nearest(occupied, selection.size(), start, GridStepUnits, GridStepUnits / 2) - selection.center();
}

bool CanvasClipboard::pasteClip(const Design &clip, QPointF offset, const QString &undoText)
{
    const QList<QUuid> ids = m_scene->document()->paste(clip, offset, undoText);
    if (ids.isEmpty())
        return false;
    QList<QUuid> selected = ids;
    const DesignIndex &index = m_scene->document()->index();
    for (const QUuid &id : ids) { // the copied cables come selected too
        for (int c : index.cablesOf(id))
            selected.append(index.design().cables.at(c).id);
    }
    m_scene->selectIds(selected);
    return true;
}

} // namespace cq
