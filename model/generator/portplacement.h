#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QUuid>

namespace cq {

struct Design;
class FabricGraph;

/**
 * Where each port of a device sits on its box, for the canvas (DeviceItem) and the model's
 * layout checks alike: the one function for "where port k of a device is". A device's ports
 * are split over two edges: a server's all on the top edge (the fabric is drawn above it); a
 * switch's uplinks (ports cabled to a switch of a higher FabricGraph::tier) on the top edge,
 * the rest on the bottom, so a cable leaves a box towards its other end and never runs back
 * through it. On each edge the ports keep their order, in balanced rows of at most
 * MaxPortsPerRow, centred on the box.
 */
class PortPlacement
{
public:
    static constexpr int MaxPortsPerRow = 20;
    static constexpr double PortPitch = 13; ///< centre-to-centre distance of ports, scene units
    static constexpr double PortSize = 10;  ///< side of a port square, scene units
    static constexpr double EdgePad = 6;    ///< between the box edge and the outer port row

    PortPlacement() = default;
    /** Ports 0 .. onTop.size()-1; port k is on the top edge when onTop[k], else on the bottom. */
    explicit PortPlacement(const QList<bool> &onTop);
    /** @p portCount ports, all on one edge. */
    static PortPlacement oneEdge(int portCount, bool top);
    /**
     * The sides of a switch's ports from the tiers of their peers: port k goes on top when
     * @p peerTiers[k] > @p ownTier (a cable to a higher tier); -1 for a free port or a server.
     */
    static PortPlacement forSwitch(int ownTier, const QList<int> &peerTiers);
    /** The placement of a server's or switch's ports in @p design (tiers from @p graph). */
    static PortPlacement of(const Design &design, const FabricGraph &graph, const QUuid &device);

    int portCount() const { return int(m_onTop.size()); }
    bool isOnTop(int port) const { return port >= 0 && port < m_onTop.size() && m_onTop.at(port); }
    /** Rows of ports on the top / bottom edge. */
    int rows(bool top) const { return rowsFor(count(top)); }
    /** Height of the band the ports of one edge take, from the first row's top to the last's bottom; 0 without ports. */
    double bandHeight(bool top) const;
    /** Width of the widest row of ports, scene units (0 without ports). */
    double portsWidth() const;

    /**
     * Centre of port @p port on a box @p box (any coordinates). An unknown port gives the
     * middle of the top edge of a box whose ports are all on top, else of the bottom edge.
     */
    QPointF position(int port, const QRectF &box) const;
    /** The port whose cell (PortPitch square around its centre) holds @p point on @p box, or -1. */
    int portAt(const QPointF &point, const QRectF &box) const;

private:
    static int rowsFor(int ports) { return (ports + MaxPortsPerRow - 1) / MaxPortsPerRow; }
    static int perRowFor(int ports);
    int count(bool top) const { return top ? int(m_topPorts.size()) : int(m_bottomPorts.size()); }
    /** Centre of the @p rank-th port of an edge. */
    QPointF slot(bool top, int rank, const QRectF &box) const;

    QList<bool> m_onTop;
    QList<int> m_rank;        ///< per port: its index among the ports of its edge
    QList<int> m_topPorts;    ///< port numbers on the top edge, ascending
    QList<int> m_bottomPorts; ///< port numbers on the bottom edge, ascending
};

} // namespace cq
