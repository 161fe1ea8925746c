#include "sceneselection.h"

#include "deviceitem.h"
#include "rackitem.h"
#include "roomitem.h"
#include "scenemirror.h"

#include <QGraphicsScene>
#include <QSignalBlocker>

namespace cq {

namespace {
/** Calls @p each with every room, rack and device item of @p mirror. */
template<typename Each>
void forEachItem(const SceneMirror *mirror, Each each)
{
    for (DesignItem *item : mirror->rooms())
        each(item);
    for (DesignItem *item : mirror->racks())
        each(item);
    for (DesignItem *item : mirror->devices())
        each(item);
}
} // namespace

qsizetype SceneSelection::itemCount() const
{
    return m_mirror->rooms().size() + m_mirror->racks().size() + m_mirror->devices().size();
}

void SceneSelection::selectAll()
{
    if (m_all)
        return;
    if (itemCount() < m_lazyFrom) {
        forEachItem(m_mirror, [](DesignItem *item) { item->setSelected(true); });
        return;
    }
    m_all = true;
    repaint();
}

void SceneSelection::materialize()
{
    if (!m_all)
        return;
    // The selection stays what it was: no selectionChanged, one per item least of all.
    const QSignalBlocker quiet(m_scene);
    m_all = false;
    forEachItem(m_mirror, [](DesignItem *item) { item->setSelected(true); });
}

bool SceneSelection::dropFlag()
{
    if (!m_all)
        return false;
    m_all = false;
    repaint();
    return true;
}

void SceneSelection::clear()
{
    dropFlag();
    m_scene->clearSelection();
}

QList<DesignItem *> SceneSelection::selectedItems() const
{
    QList<DesignItem *> items;
    if (m_all) {
        items.reserve(itemCount());
        forEachItem(m_mirror, [&items](DesignItem *item) { items.append(item); });
        return items;
    }
    for (QGraphicsItem *item : m_scene->selectedItems()) {
        if (DesignItem *designItem = DesignItem::fromItem(item))
            items.append(designItem);
    }
    return items;
}

qsizetype SceneSelection::count() const
{
    return m_all ? itemCount() : m_scene->selectedItems().size();
}

bool SceneSelection::contains(QGraphicsItem *item) const
{
    return item && (item->isSelected() || (m_all && DesignItem::fromItem(item)));
}

void SceneSelection::repaint()
{
    m_scene->update();
}

} // namespace cq
