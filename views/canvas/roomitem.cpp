#include "roomitem.h"

#include "domain/designindex.h"

#include <QCoreApplication>

namespace cq {

RoomItem::RoomItem(const QUuid &id)
    : ContainerItem(id, {QColor(0xf5, 0xf7, 0xf8), QColor(0xe1, 0xe7, 0xea), QColor(0x78, 0x90, 0x9c), HeaderHeight, 10})
{
    setZValue(-10);
}

bool RoomItem::syncFrom(const DesignIndex &index)
{
    const Room *room = index.room(id());
    if (!room)
        return false;
    const QString label = room->site.isEmpty() ? room->name : room->name + QStringLiteral(" \u00b7 ") + room->site;
    setContent(room->rect, label,
               QCoreApplication::translate("cq::RoomItem", "Room %1 (%2 x %3)")
                   .arg(label).arg(room->rect.width()).arg(room->rect.height()));
    return true;
}

} // namespace cq
