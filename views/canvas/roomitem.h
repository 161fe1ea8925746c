#pragma once

#include "designitem.h"

namespace cq {

class Design;

/**
 * A machine room on the canvas: a rounded rectangle with "name · site" in a header band.
 * Item position = Room::rect.topLeft(), local rect (0, 0, width, height). Only the header
 * band and the border react to the mouse, so a rubber band can start inside a room.
 * Drawn below devices and cables.
 */
class RoomItem : public DesignItem
{
public:
    enum { Type = UserType + 1 };
    static constexpr double HeaderHeight = 28;  ///< scene units
    static constexpr double BorderGrip = 6;     ///< width of the grabbable border, scene units

    explicit RoomItem(const QUuid &id);

    int type() const override { return Type; }
    /** Copies name, site and rectangle from @p design; false when the room is gone. */
    bool syncFrom(const Design &design);
    /** "Hall A · Shenzhen" (just the name when the room has no site). */
    QString label() const { return m_label; }
    QSizeF size() const { return m_size; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QSizeF m_size;
    QString m_label;
};

} // namespace cq
