#pragma once

#include "designitem.h"

#include <QFont>
#include <QList>
#include <QSet>

namespace cq {

class CableItem;
class Design;
class PortItem;

/**
 * A server or switch on the canvas: a box with the name, a key spec ("8x A100 80G SXM ·
 * 8x200G IB", "40x200G IB") and its ports as PortItem children in rows along the bottom
 * edge. Item position = the device's centre (Server::pos / Switch::pos); the box is laid
 * out around (0, 0) and grows to fit its text and ports. Cables attached to it are
 * re-routed whenever it moves (diagramscene's itemChange pattern).
 */
class DeviceItem : public DesignItem
{
public:
    enum { Type = UserType + 2 };
    enum class Kind { Server, Switch };
    static constexpr int MaxPortsPerRow = 20;
    static constexpr double PortPitch = 13; ///< centre-to-centre distance of ports, scene units

    explicit DeviceItem(const QUuid &id);

    int type() const override { return Type; }
    /** Copies name, spec, ports (with free/used state) and position from @p design; false when gone. */
    bool syncFrom(const Design &design);

    Kind kind() const { return m_kind; }
    QString name() const { return m_name; }
    QString spec() const { return m_spec; }
    int portCount() const { return int(m_ports.size()); }
    /** Port @p index (0-based), or nullptr when out of range. */
    PortItem *port(int index) const;
    /** Scene position of a port's centre; the bottom-centre of the box for an unknown port. */
    QPointF portScenePos(int index) const;
    /** The box in item coordinates (centred on (0, 0)). */
    QRectF box() const { return m_box; }
    /** Where the name and the spec line are drawn, item coordinates (for layout checks). */
    QRectF nameRect() const { return m_nameRect; }
    QRectF specRect() const { return m_specRect; }

    void attachCable(CableItem *cable) { m_cables.insert(cable); }
    void detachCable(CableItem *cable) { m_cables.remove(cable); }
    QList<CableItem *> cables() const { return m_cables.values(); }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Fonts of the name and spec lines (the layout measures with these). */
    static QFont nameFont();
    static QFont specFont();

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    void layout(int portCount);
    void syncPorts(const Design &design, double rateGbps);

    Kind m_kind = Kind::Server;
    QString m_name;
    QString m_spec;
    QRectF m_box;
    QRectF m_nameRect;
    QRectF m_specRect;
    QList<PortItem *> m_ports;
    QSet<CableItem *> m_cables;
};

} // namespace cq
