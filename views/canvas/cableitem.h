#pragma once

#include "designitem.h"

#include <QLineF>

namespace cq {

class Design;
class DeviceItem;

/**
 * A cable on the canvas: a straight line between the centres of its two ports. It keeps
 * pointers to the two DeviceItems (owned by the scene, which removes a device's cables
 * before the device) and port indices, so it survives a device's ports being rebuilt.
 * Drawn between rooms and devices (above while selected).
 */
class CableItem : public DesignItem
{
public:
    enum { Type = UserType + 4 };

    CableItem(const QUuid &id, DeviceItem *a, int portA, DeviceItem *b, int portB);

    int type() const override { return Type; }
    /** Updates the tooltip ("node1 port 1 – leaf1 port 1 · 200 Gb/s · 3 m"); false when gone. */
    bool syncFrom(const Design &design);
    /** Follows the ports after a device moved or was laid out again. */
    void reroute();

    DeviceItem *deviceA() const { return m_a; }
    DeviceItem *deviceB() const { return m_b; }
    QLineF line() const { return m_line; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    DeviceItem *m_a;
    DeviceItem *m_b;
    int m_portA;
    int m_portB;
    QLineF m_line;
};

} // namespace cq
