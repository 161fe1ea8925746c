#pragma once

#include "domain/design.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QUuid>

#include <vector>

namespace cq {

/** The servers sharing one `Server::cluster` name: one synchronous training job. */
struct TrainingCluster {
    QString name;
    QList<const Server *> servers; ///< in design order; point into the FabricGraph's design
};

/**
 * An indexed, read-only view of a design's network, shared by the design rules and the
 * analysis. Built once in O(devices + cables); every lookup afterwards is a hash lookup,
 * so callers never need Design's linear searches (designs reach 1,000+ servers and
 * 10,000 cables).
 *
 * A *switch fabric* is a connected component of switches joined by switch-to-switch
 * cables, found with boost::connected_components on a Boost.Graph adjacency_list whose
 * vertices are the devices. Servers do not forward traffic between their NICs, so
 * server cables make no edge there and a server never joins two fabrics; it "reaches"
 * every fabric it is cabled into. Boost stays inside the .cpp (it slows every includer's
 * build and makes lupdate hang, QT-NOTES §0.1).
 *
 * Holds pointers into @p design: the design must outlive the graph and stay unchanged.
 * Cable ends on unknown devices are kept in cablesOf() of the known end but make no edge.
 */
class FabricGraph
{
public:
    explicit FabricGraph(const Design &design);
    FabricGraph(const FabricGraph &) = delete;
    FabricGraph &operator=(const FabricGraph &) = delete;

    const Design &design() const { return m_design; }

    /** O(1) lookups; nullptr for an unknown id or one of the other kind. */
    const Server *server(const QUuid &id) const;
    const Switch *switchById(const QUuid &id) const;

    /** Design::displayName() of a server or switch in O(1); rooms and others go to the design. */
    QString displayName(const QUuid &id) const;

    /** Indices into design().cables of the cables with an end on @p device (each once). */
    const QList<int> &cablesOf(const QUuid &device) const;

    /** Port rate of a device in Gb/s (NIC rate or switch port rate); 0 if unknown. */
    double portRateGbps(const QUuid &device) const;
    /** Rate a cable runs at, Gb/s: the lower of its two ends' port rates (0 if an end is unknown). */
    double linkRateGbps(const Cable &cable) const;

    /** Number of switch fabrics (0 when the design has no switch). */
    int fabricCount() const { return m_fabricCount; }
    /** Switch fabric (0 .. fabricCount()-1) of a switch; -1 for anything else. */
    int fabricOf(const QUuid &switchId) const;

    /** Training clusters in order of first appearance in design().servers. */
    const QList<TrainingCluster> &clusters() const { return m_clusters; }

private:
    void indexDevices();
    void indexCables();
    void findFabrics();
    void groupClusters();

    const Design &m_design;
    QHash<QUuid, int> m_vertex;        ///< device id -> vertex (servers first, then switches)
    QList<QList<int>> m_cablesOf;      ///< per vertex
    std::vector<int> m_fabric;         ///< per vertex: fabric index, -1 for servers
    int m_fabricCount = 0;
    QList<TrainingCluster> m_clusters;
};

} // namespace cq
