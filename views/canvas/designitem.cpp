#include "designitem.h"

#include "deviceitem.h"
#include "rackitem.h"
#include "roomitem.h"

#include <QStyleOptionGraphicsItem>

namespace cq {

DesignItem::DesignItem(const QUuid &id, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_id(id)
{
}

void DesignItem::setProblems(std::optional<Severity> worst, const QStringList &messages)
{
    if (!m_marks.set(worst, messages))
        return;
    setDescription(m_description);
    update();
    problemsChanged();
}

bool DesignItem::paintsSelected(const QStyleOptionGraphicsItem *option) const
{
    return (option->state & QStyle::State_Selected) || (m_allSelected && *m_allSelected);
}

DesignItem *DesignItem::fromItem(QGraphicsItem *item)
{
    if (!item)
        return nullptr;
    switch (item->type()) {
    case RoomItem::Type: return static_cast<RoomItem *>(item);
    case RackItem::Type: return static_cast<RackItem *>(item);
    case DeviceItem::Type: return static_cast<DeviceItem *>(item);
    default: return nullptr;
    }
}

void DesignItem::setDescription(const QString &description)
{
    m_description = description;
    setToolTip(m_marks.toolTip(description));
}

} // namespace cq
