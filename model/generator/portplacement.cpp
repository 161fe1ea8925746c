#include "portplacement.h"

#include "domain/design.h"
#include "topology/fabricgraph.h"

#include <algorithm>
#include <cmath>

namespace cq {

PortPlacement::PortPlacement(const QList<bool> &onTop)
    : m_onTop(onTop)
{
    m_rank.reserve(onTop.size());
    for (int k = 0; k < onTop.size(); ++k) {
        QList<int> &edge = onTop.at(k) ? m_topPorts : m_bottomPorts;
        m_rank.append(int(edge.size()));
        edge.append(k);
    }
}

PortPlacement PortPlacement::oneEdge(int portCount, bool top)
{
    return PortPlacement(QList<bool>(std::max(0, portCount), top));
}

PortPlacement PortPlacement::forSwitch(int ownTier, const QList<int> &peerTiers)
{
    QList<bool> onTop;
    onTop.reserve(peerTiers.size());
    for (int peer : peerTiers)
        onTop.append(peer > ownTier);
    return PortPlacement(onTop);
}

PortPlacement PortPlacement::of(const Design &design, const FabricGraph &graph, const QUuid &device)
{
    const int own = graph.switchIndex(device);
    if (own < 0) {
        for (const Server &s : design.servers) {
            if (s.id == device)
                return oneEdge(s.nicCount, true);
        }
        return {};
    }
    QList<int> peers(std::max(0, design.switches.at(own).portCount), -1);
    for (int c : graph.cablesOf(device)) {
        const Cable &cable = design.cables.at(c);
        for (const PortRef &end : {cable.a, cable.b}) {
            if (end.device != device || end.port < 0 || end.port >= peers.size())
                continue;
            const int other = graph.switchIndex(cable.otherEnd(device).device);
            if (other >= 0 && peers.at(end.port) < 0) // the first cable on a port wins
                peers[end.port] = graph.tier(other);
        }
    }
    return forSwitch(graph.tier(own), peers);
}

int PortPlacement::perRowFor(int ports)
{
    const int rows = rowsFor(ports);
    return rows > 0 ? (ports + rows - 1) / rows : 0; // balanced rows: 40 ports = 2 x 20
}

double PortPlacement::bandHeight(bool top) const
{
    const int r = rows(top);
    return r > 0 ? (r - 1) * PortPitch + PortSize : 0;
}

double PortPlacement::portsWidth() const
{
    const int perRow = std::max(perRowFor(count(true)), perRowFor(count(false)));
    return perRow > 0 ? (perRow - 1) * PortPitch + PortSize : 0;
}

QPointF PortPlacement::slot(bool top, int rank, const QRectF &box) const
{
    const int n = count(top);
    const int perRow = perRowFor(n);
    const int row = rank / perRow;
    const int column = rank % perRow;
    const double width = (perRow - 1) * PortPitch + PortSize;
    const double x = box.center().x() - width / 2 + PortSize / 2 + column * PortPitch;
    const double firstRow = top ? box.top() + EdgePad : box.bottom() - EdgePad - bandHeight(false);
    return {x, firstRow + PortSize / 2 + row * PortPitch};
}

QPointF PortPlacement::position(int port, const QRectF &box) const
{
    if (port < 0 || port >= m_onTop.size()) {
        const bool top = !m_topPorts.isEmpty() && m_bottomPorts.isEmpty();
        return {box.center().x(), top ? box.top() : box.bottom()};
    }
    return slot(m_onTop.at(port), m_rank.at(port), box);
}

int PortPlacement::portAt(const QPointF &point, const QRectF &box) const
{
    for (bool top : {true, false}) {
        const int n = count(top);
        if (n == 0)
            continue;
        const int perRow = perRowFor(n);
        const QPointF first = slot(top, 0, box);
        const int column = int(std::lround((point.x() - first.x()) / PortPitch));
        const int row = int(std::lround((point.y() - first.y()) / PortPitch));
        const int rank = row * perRow + column;
        if (column < 0 || column >= perRow || row < 0 || rank >= n)
            continue;
        const QPointF centre = slot(top, rank, box);
        const double reach = PortPitch / 2; // the whole cell around the square, so a port is easy to hit
        if (std::abs(point.x() - centre.x()) <= reach && std::abs(point.y() - centre.y()) <= reach)
            return top ? m_topPorts.at(rank) : m_bottomPorts.at(rank);
    }
    return -1;
}

} // namespace cq
