#pragma once

#include "designitem.h"
#include "devicepicture.h"
#include "domain/server.h"
#include "domain/switchdevice.h"
#include "generator/portplacement.h"

#include <QFont>
#include <QList>
#include <QSet>
#include <QVarLengthArray>

#include <optional>

namespace cq {

class CableItem;
class CableLayers;
class DeviceDots;
class DesignIndex;

/**
 * A server or switch on the canvas: a box with the name, a key spec ("8x A100 80G SXM ·
 * 8x200G IB", "40x200G IB") and its ports, painted as small squares where PortPlacement puts
 * them (the one rule the model's layout checks share): a server's along its top edge, a
 * switch's uplinks (to a higher tier) along its top edge and its other ports along the bottom,
 * so that a cable runs port to port and never back through its own box. Ports read as link
 * lights: lit green when a cable holds one, dark grey when free.
 * Ports are part of the box, not items of their own, so that a 1,024-server cluster is
 * 1,600 items rather than 50,000; portAt() finds the port under a point. Item position = the
 * device's centre (Server::pos / Switch::pos); the box is laid out around (0, 0).
 *
 * Level of detail (QStyleOptionGraphicsItem::levelOfDetailFromTransform): the name and spec
 * are drawn from a scale of 0.4 (13 px text at 5 px and below is unreadable), ports keep
 * their colours at every scale (below 0.4 the box and ports are filled as whole device
 * pixels, at least one each: see paintBoxPixels), and a device with a problem is tinted in
 * the severity colour when zoomed out so far that the badge is a dot. Below a scale of 0.01
 * (only the fit of a design far larger than 1,000 servers) the box is one fill of whole pixels
 * in its outline colour (blue when selected), with no picture. Otherwise painted through its own
 * device-pixel pictures (DevicePicture), so a move or a scroll repaints from a cached pixmap: the
 * unselected look, and the selected look made from it by drawing the selection outline over it,
 * so that selecting (which Qt follows with update()) renders no text or port again.
 */
class DeviceItem : public DesignItem
{
public:
    enum { Type = UserType + 2 };
    enum class Kind { Server, Switch };
    static constexpr int MaxPortsPerRow = PortPlacement::MaxPortsPerRow;
    static constexpr double PortPitch = PortPlacement::PortPitch; ///< centre-to-centre distance of ports, scene units
    static constexpr double PortSize = PortPlacement::PortSize;   ///< side of a port square, scene units
    static constexpr double SelectedWidth = 3; ///< selection outline pen, scene units

    explicit DeviceItem(const QUuid &id);

    int type() const override { return Type; }
    /**
     * Copies name, spec and position from the design, and the ports' peers (free/used state,
     * tooltips) when @p readPorts (a cable at the device or a peer's name changed) or when the
     * ports are laid out anew; false when the device is gone.
     */
    bool syncFrom(const DesignIndex &index, bool readPorts = true);
    /** Where moves of this item are reported, so that its cables follow (set by the scene). */
    void setCableRouter(CableLayers *router) { m_router = router; }
    /** The layer that draws the device as a dot when zoomed far out, told of every change. */
    void setDots(DeviceDots *dots);
    /**
     * Switch tiers (FabricGraph::tier by switch id) that decide which ports go on top; kept by
     * the scene, read at the next syncFrom() with readPorts. Null: every switch port at the bottom.
     */
    void setTiers(const QHash<QUuid, int> *tiers) { m_tiers = tiers; }
    /** FabricGraph's tier: 0 for a server (or an unreached switch), 1 leaf, 2 spine, 3 core. */
    int tier() const { return m_kind == Kind::Switch && m_tiers ? m_tiers->value(id(), 0) : 0; }
    /** Which edge each port is drawn on. */
    const PortPlacement &portPlacement() const { return m_placement; }

    Kind kind() const { return m_kind; }
    QString name() const { return m_name; }
    QString spec() const { return m_spec; }
    int portCount() const { return int(m_ports.size()); }
    /** Scene position of a port's centre; the middle of the ports' edge of the box for an unknown port. */
    QPointF portScenePos(int index) const;
    /** The port whose cell (its square and half the gap around it: PortPitch wide) holds @p scenePos, or -1. */
    int portAt(const QPointF &scenePos) const;
    bool isPortFree(int index) const;
    /** "port 3 · 200 Gb/s · free · drag from here ..." or "... · cable to leaf1 port 5" (ports numbered from 1). */
    QString portToolTip(int index) const;
    /** Outlines one port in blue while a cable is dragged over it (-1: none). */
    void setHighlightedPort(int index);
    int highlightedPort() const { return m_highlighted; }

    /** The box in item coordinates (centred on (0, 0)). */
    QRectF box() const { return m_box; }
    /** Where the name and the spec line are drawn, item coordinates (for layout checks). */
    QRectF nameRect() const { return m_nameRect; }
    QRectF specRect() const { return m_specRect; }

    void attachCable(CableItem *cable) { m_cables.insert(cable); }
    void detachCable(CableItem *cable) { m_cables.remove(cable); }
    /** The cables ending on this device (no copy: hot during drags). */
    const QSet<CableItem *> &cables() const { return m_cables; }

    /**
     * The cached picture on (the default) or off: off paints every frame directly, as vectors
     * for SVG export, and drops the pixmap (see DesignScene::setItemCaching).
     */
    void setPictureCaching(bool on);
    /** How many times the plain picture was rendered (tests: selecting must not render it). */
    int pictureRenderCount() const { return m_picture.renderCount(); }
    /** How many times the selected picture was made (plain picture + selection outline). */
    int selectedPictureRenderCount() const { return m_selectedPicture.renderCount(); }

    /** The colour of the device drawn as one dot (zoomed far out): its outline's, blue when @p selected. */
    QColor dotColor(bool selected) const;
    /** The box as a dot of whole device pixels (at least one) under @p sceneToDevice (see DeviceDots). */
    QRect dotPixels(const QTransform &sceneToDevice) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Fonts of the name and spec lines (the layout measures with these). */
    static QFont nameFont();
    static QFont specFont();

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    void problemsChanged() override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    struct Port {
        bool used = false; ///< a cable holds the port (its tooltip names the peer, looked up when asked)
        QUuid peerDevice; ///< the other end, as last synced (null when free)
        int peerPort = -1;
    };
    void layout(int portCount);
    QPointF portPos(int index) const;
    /** Copies the ports' cables from the design; true when a port turned free or used. */
    bool syncPorts(const DesignIndex &index);
    /** The ports' edges from the synced peers and m_tiers; true when an edge changed. */
    bool updatePlacement();
    /** Box, texts, ports and badge, unselected or in the selected look (outline 3 units, blue). */
    void paintContent(QPainter *painter, bool selected) const;
    /** The selected outline over the unselected picture (plus the badge, kept on top). */
    void paintSelection(QPainter *painter) const;
    /**
     * Zoomed out: the selection frame as whole device pixels under @p transform (item units to
     * pixels), covering the picture's own outline: one rectangle, or four around the inside.
     */
    QVarLengthArray<QRect, 4> selectionPixels(const QTransform &transform) const;
    /**
     * The frame of selectionPixels(@p itemToDevice) filled through @p painter, whose world
     * transform must be the identity (device pixels).
     */
    void paintSelectionPixels(QPainter *painter, const QTransform &itemToDevice) const;
    /** Width of the unselected outline, item units: 1.5, or 2.5 with a problem. */
    double outlineWidth() const;
    void paintPorts(QPainter *painter, double lod) const;
    /**
     * True when @p now differs from the last synced copy @p synced in its position at most:
     * a drop after select all re-syncs 1,664 devices, and formatting their spec and tooltip
     * texts again was a tenth of the drop's work (callgrind: 151 against 135 million
     * instructions).
     */
    template<typename Device>
    static bool sameButPosition(std::optional<Device> &synced, const Device &now);
    /** Zoomed out beyond DotLod (see the .cpp): the box as one fill of whole device pixels. */
    void paintDot(QPainter *painter, bool selected) const;
    /** Zoomed out: the box filled and outlined (pen @p width, item units) in whole device pixels. */
    void paintBoxPixels(QPainter *painter, const QColor &outline, const QColor &fill, double width) const;
    /** Zoomed out: @p squares (item units) filled in @p fill as whole device pixels (see the .cpp). */
    static void paintPortPixels(QPainter *painter, const QList<QRectF> &squares, const QColor &fill);

    Kind m_kind = Kind::Server;
    QString m_name;
    QString m_spec;
    double m_rateGbps = 0;
    QRectF m_box;
    QRectF m_nameRect;
    QRectF m_specRect;
    PortPlacement m_placement;
    const QHash<QUuid, int> *m_tiers = nullptr;
    QList<Port> m_ports;
    int m_highlighted = -1;
    QSet<CableItem *> m_cables;
    CableLayers *m_router = nullptr;
    DeviceDots *m_dots = nullptr;
    std::optional<Server> m_server; ///< as last synced (what the texts were made from); position aside
    std::optional<Switch> m_switch;
    /** Both pictures stale: the content or the problem state changed. */
    void invalidatePictures();

    DevicePicture m_picture;         ///< the unselected look
    DevicePicture m_selectedPicture; ///< m_picture with the selection outline drawn over it
    bool m_pictureCaching = true;
    std::optional<Severity> m_paintedSeverity; ///< the problem state the picture shows
};

} // namespace cq
