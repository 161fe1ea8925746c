#pragma once

#include "domain/portref.h"

#include <QGraphicsItem>

namespace cq {

/**
 * One NIC or switch port: a small square child of a DeviceItem, green when free and grey
 * when a cable holds it. Tooltip "port 3 · 200 Gb/s · free" (ports are numbered from 1
 * for people, from 0 in PortRef). Pressing on it starts a cable (DesignScene).
 */
class PortItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 3 };
    static constexpr double Size = 10; ///< side of the square, scene units

    /** @p index is 0-based; @p parent is the owning DeviceItem. */
    PortItem(int index, QGraphicsItem *parent);

    int type() const override { return Type; }
    int index() const { return m_index; }
    /** Device id (from the parent DeviceItem) and index. */
    PortRef ref() const;
    bool isFree() const { return m_peer.isEmpty(); }

    /**
     * Sets the state shown: @p rateGbps the line rate, @p peer a description of what the
     * cable leads to ("leaf1 port 5"), empty when the port is free.
     */
    void setState(double rateGbps, const QString &peer);
    /** Highlight while a cable is being dragged over it. */
    void setHighlighted(bool on);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_index;
    QString m_peer;
    bool m_highlighted = false;
};

} // namespace cq
