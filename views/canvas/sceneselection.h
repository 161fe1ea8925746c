#pragma once

#include <QList>

class QGraphicsItem;
class QGraphicsScene;

namespace cq {

class DesignItem;
class SceneMirror;

/**
 * Which rooms, racks and devices are selected: Qt's own per-item flags, or, after a select all
 * on a large design (lazyFrom() items or more), one flag standing for every item (issue 23).
 * Setting 26,624 QGraphicsItem selection flags took 78 ms of the 131,072-GPU design's select
 * all and as much again to clear them; the flag takes a repaint. It is what the cables do too
 * (CableLayers::allSelected).
 *
 * Under the flag the items paint selected (DesignItem::inSelection), selectedItems() lists
 * them all, and Qt's QGraphicsScene::selectedItems() lists none (or the one item a press made
 * really selected: see DesignScene::mousePressEvent). Whatever needs Qt's flags, a drag (Qt
 * moves the items it has selected) or a Ctrl click (Qt toggles one flag), calls materialize()
 * first, which sets them all and drops the flag. Smaller designs set Qt's flags at once, so
 * QGraphicsScene::selectedItems() stays exact for them.
 */
class SceneSelection
{
public:
    /** Items (rooms, racks and devices) from which selectAll() sets the one flag. */
    static constexpr int LazyFrom = 2000;

    SceneSelection(QGraphicsScene *scene, const SceneMirror *mirror) : m_scene(scene), m_mirror(mirror) {}

    /** Selects every room, rack and device: one flag from lazyFrom() items on, Qt's flags below. */
    void selectAll();
    /** True while the one flag stands for every item. */
    bool allSelected() const { return m_all; }
    /** Where the flag lives, for the items to read while painting (DesignItem::setSelectAllFlag). */
    const bool *allFlag() const { return &m_all; }
    /** Turns the flag into Qt's per-item flags (nothing when it is off). Emits no signal. */
    void materialize();
    /** Drops the flag and repaints, leaving Qt's flags as they are; true when it was set. */
    bool dropFlag();
    /** Drops the flag and clears Qt's flags. */
    void clear();
    /** The selected rooms, racks and devices (every one under the flag). */
    QList<DesignItem *> selectedItems() const;
    /** How many rooms, racks and devices are selected. */
    qsizetype count() const;
    /** True when @p item counts as selected: Qt's flag, or a room, rack or device under the flag. */
    bool contains(QGraphicsItem *item) const;

    /** The item count from which selectAll() sets the one flag (tests lower it). */
    int lazyFrom() const { return m_lazyFrom; }
    void setLazyFrom(int items) { m_lazyFrom = items; }

private:
    qsizetype itemCount() const;
    /** Every view repaints (the items under the flag have no cached picture of their selection). */
    void repaint();

    QGraphicsScene *m_scene;
    const SceneMirror *m_mirror;
    int m_lazyFrom = LazyFrom;
    bool m_all = false;
};

} // namespace cq
