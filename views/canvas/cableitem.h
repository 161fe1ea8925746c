#pragma once

#include "problemmarks.h"

#include <QLineF>
#include <QRectF>
#include <QUuid>

namespace cq {

class CableLayers;
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

    /** Updates the tooltip ("node1 port 1 – leaf1 port 1 · 200 Gb/s · 3 m DAC"); false when gone. */
    bool syncFrom(const DesignIndex &index);
    /** Follows the ports after a device moved or was laid out again. */
    void reroute();
    /** The line between the two ports' current scene positions (what reroute() takes on). */
    QLineF portLine() const;

    bool isSelected() const { return m_selected; }
    Layer layer() const { return m_layer; }
    QString toolTip() const { return m_marks.toolTip(m_description); }
    const ProblemMarks &marks() const { return m_marks; }
    std::optional<Severity> problemSeverity() const { return m_marks.worst(); }
    void setProblems(std::optional<Severity> worst, const QStringList &messages);

    /** Distance from @p point to the line, scene units. */
    double distanceTo(const QPointF &point) const;
    /** True when the line crosses or lies in @p rect. */
    bool intersects(const QRectF &rect) const;

private:
    friend class CableLayers; // keeps m_selected and m_layer in step with its sets
    CableLayers *m_owner;
    QUuid m_id;
    DeviceItem *m_a;
    DeviceItem *m_b;
    int m_portA;
    int m_portB;
    QLineF m_line;
    QString m_description;
    ProblemMarks m_marks;
    bool m_selected = false;
    Layer m_layer = Layer::Still;
};

} // namespace cq
