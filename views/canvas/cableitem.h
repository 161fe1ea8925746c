#pragma once

#include "problemmarks.h"

#include <QLineF>
#include <QRectF>
#include <QUuid>
#include <QVarLengthArray>

namespace cq {

class CableBundles;
class CableLayers;
class CablePickGrid;
class DesignIndex;
class DeviceItem;

/**
 * A cable on the canvas: a straight line between the centres of its two ports, its
 * selection and problem marks. Not a QGraphicsItem: a 1,024-server cluster has 25,000
 * cables, and each item costs Qt a visit per frame even when it draws nothing; the cables
 * are painted in batches by a CableLayer and picked through CableLayers. Keeps pointers to
 * the two DeviceItems (the scene removes a device's cables before the device) and the port
 * indices, so it survives a device's ports being laid out again.
 */
class CableItem
{
public:
    /** Which layer draws the cable: the cached still layer, the dragged layer, or live. */
    enum class Layer { Still, Dragged, Live };

    CableItem(CableLayers *owner, const QUuid &id, DeviceItem *a, int portA, DeviceItem *b, int portB);

    QUuid id() const { return m_id; }
    DeviceItem *deviceA() const { return m_a; }
    DeviceItem *deviceB() const { return m_b; }
    int portA() const { return m_portA; }
    int portB() const { return m_portB; }
    QLineF line() const { return m_line; }
    /** Scene units around the line that a repaint covers: the badge on its middle (>= the pick width). */
    static constexpr double BoundsMargin = ProblemMarks::BadgeRadius + 2;
    /** The line's bounding box grown by BoundsMargin. */
    QRectF bounds() const;

    /**
     * Follows the design's cable (its ports may have moved); false when gone. The tooltip is
     * worded when asked for (toolTip()): wording 393,216 of them was a fifth of opening the
     * 131,072-GPU design on the canvas.
     */
    bool syncFrom(const DesignIndex &index);
    /** Follows the ports after a device moved or was laid out again. */
    void reroute();
    /** The line between the two ports' current scene positions (what reroute() takes on). */
    QLineF portLine() const;

    /** Selected on its own or by a select all (CableLayers keeps no flag per cable then). */
    bool isSelected() const;
    Layer layer() const { return m_layer; }
    /** "node1 port 1 – leaf1 port 1 · 200 Gb/s · 3 m DAC" and the problems, from the document's index. */
    QString toolTip() const;
    const ProblemMarks &marks() const { return m_marks; }
    std::optional<Severity> problemSeverity() const { return m_marks.worst(); }
    void setProblems(std::optional<Severity> worst, const QStringList &messages);

    /** Distance from @p point to the line, scene units. */
    double distanceTo(const QPointF &point) const;
    /** True when the line crosses or lies in @p rect. */
    bool intersects(const QRectF &rect) const;

private:
    friend class CableLayers; // keeps m_selected and m_layer in step with its sets
    friend class CablePickGrid; // where the cable is filed (m_grid, m_gridVisit)
    friend class CableBundles;  // the bundle it is counted in (m_bundle)
    CableLayers *m_owner;
    QUuid m_id;
    DeviceItem *m_a;
    DeviceItem *m_b;
    int m_portA;
    int m_portB;
    QLineF m_line;
    ProblemMarks m_marks;
    /** Where CablePickGrid filed a piece of the line: its cell and index in that cell's list. */
    struct GridEntry {
        quint64 key = 0;
        int slot = -1;
    };
    QVarLengthArray<GridEntry, 1> m_grid; ///< empty when not filed
    quint32 m_gridVisit = 0; ///< CablePickGrid's last query that returned the cable
    int m_bundle = -1;     ///< CableBundles' bundle while its bundles are valid
    bool m_selected = false;
    Layer m_layer = Layer::Still;
};

} // namespace cq
