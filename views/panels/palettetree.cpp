#include "palettetree.h"

#include "canvas/catalogpayload.h"

#include <QDrag>
#include <QMimeData>

namespace cq {

PaletteTree::PaletteTree(QWidget *parent)
    : QTreeWidget(parent)
{
    setDragEnabled(true);
    setDragDropMode(DragOnly);
    setDefaultDropAction(Qt::CopyAction);
    setSelectionMode(SingleSelection);
    setHeaderHidden(true);
    setIconSize(QSize(32, 32));
}

QStringList PaletteTree::mimeTypes() const
{
    return {CatalogPayload::mimeType()};
}

QMimeData *PaletteTree::mimeData(const QList<QTreeWidgetItem *> &items) const
{
    for (const QTreeWidgetItem *item : items) {
        const std::optional<CatalogPayload> payload = CatalogPayload::fromText(item->data(0, PayloadRole).toString());
        if (payload)
            return payload->toMimeData();
    }
    return nullptr;
}

void PaletteTree::startDrag(Qt::DropActions)
{
    QTreeWidgetItem *item = currentItem();
    QMimeData *mime = item ? mimeData({item}) : nullptr;
    if (!mime)
        return; // a group header: nothing to drag
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(item->icon(0).pixmap(32, 32));
    drag->setHotSpot(QPoint(16, 16));
    drag->exec(Qt::CopyAction, Qt::CopyAction);
}

} // namespace cq
