#pragma once

#include "domain/design.h"
#include "nodebandwidth.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QUuid>

#include <span>
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
 * cables, found by union-find over the device vertices (it replaced Boost's
 * connected_components on an adjacency_list, which cost more to build than to search).
 * Servers do not forward traffic between their NICs, so server cables make no edge there
 * and a server never joins two fabrics; it "reaches" every fabric it is cabled into.
 *
 * Holds pointers into @p design: the design must outlive the graph and stay unchanged.
 * Cable ends on unknown devices are kept in cablesOf() of the known end but make no edge.
 */
class FabricGraph
{
public:
    explicit FabricGraph(const Design &design);
    /**
     * The same graph as FabricGraph(design), built reusing @p previous (a graph of an earlier
     * version of the design, whose design must still be alive): its id -> vertex table when the
     * servers' and switches' ids are unchanged, its cable ends for the unchanged cables before
     * and after the edited ones, and its training clusters when the cluster names are
     * unchanged. Saves the id hashing, most of a build, after a small edit.
     */
    FabricGraph(const Design &design, const FabricGraph &previous);
    /**
     * The cables between two versions of a design that differ in one span only: this version's
     * cables [head, end) replaced the previous version's [head, previousEnd); the cables before
     * and after the span are the same, in the same order.
     */
    struct CableChange {
        qsizetype head = 0;
        qsizetype end = 0;         ///< in design().cables
        qsizetype previousEnd = 0; ///< in the previous design's cables
    };
    /**
     * The same graph as FabricGraph(design), made by patching @p previous (which it takes
     * apart) for a known edit: @p design's servers and switches are the very lists of the
     * previous design (shared, as a copy of a design shares them; checked by
     * canPatch()) and its cables differ from the previous ones in the span @p edit only, of at
     * most kMaxPatchedCables cables each side (trusted: the caller made the edit). Costs the
     * edited cables' ends, their servers' networks and one pass over the cable index, whose
     * cable numbers after the span move with the design's list (a removal or insertion moves
     * every later cable, which the design's own list edit paid already); fabrics, tiers and pods
     * are found again only when an edited cable joins two switches or makes or unmakes a leaf.
     */
    FabricGraph(const Design &design, FabricGraph &&previous, const CableChange &edit);
    /** FabricGraph(design, previous, edit) applies: same device lists, a short edit that fits. */
    static bool canPatch(const Design &design, const FabricGraph &previous, const CableChange &edit);
    /** Longest span (removed or inserted cables) that FabricGraph(design, previous, edit) patches. */
    static constexpr qsizetype kMaxPatchedCables = 256;
    FabricGraph(const FabricGraph &) = delete;
    FabricGraph &operator=(const FabricGraph &) = delete;

    const Design &design() const { return m_design; }
    /** Built from a previous graph: its vertex table was reused, and this many cables' ends. */
    bool reusedVertices() const { return m_reusedVertices; }
    int reusedCableEnds() const { return m_reusedCableEnds; }

    /**
     * The cables that differ from the previous graph's (built with one; else every cable): the
     * cables before @p head and from @p end on (in this design) equal the previous design's
     * cables before @p head and from @p previousEnd on, field by field; the span between was
     * edited. A removal, an insertion or one changed cable makes one short span.
     */
    const CableChange &cableChange() const { return m_change; }
    /**
     * Built from a previous graph with the same server and switch ids, and no edited cable runs
     * switch to switch or changes whether a switch has a server cabled (is a leaf): fabrics,
     * tiers and pods are the previous graph's, and so is every result that depends only on the
     * switch-to-switch cabling.
     */
    bool switchCablingUnchanged() const { return m_switchCablingUnchanged; }
    /**
     * Fabrics, tiers and pods are the previous graph's: the switch cabling is unchanged, or
     * keepsSwitchStructure() (switchstructure.h) showed that the edited switch cables change none
     * of them (results that read the switch cables themselves are still found again).
     */
    bool switchStructureKept() const { return m_switchStructureKept; }
    /** Built from a previous graph whose servers and switches equal these in every field. */
    bool devicesUnchanged() const { return m_devicesUnchanged; }
    /**
     * Built from a previous graph with the same server and switch ids, after an edit of at most
     * a few hundred cables: editedSwitches() is known.
     */
    bool editedSwitchesKnown() const { return m_editedSwitchesKnown; }
    /**
     * With editedSwitchesKnown(): the switches (indices) at an end of an edited cable, before
     * or after the edit, ascending, each once; every other switch has the same cables as before.
     */
    const std::vector<int> &editedSwitches() const { return m_editedSwitches; }

    /**
     * nodeNetwork() of design().servers[@p serverIndex], found once per graph: the bisection
     * and every cluster's network read it. Built from a previous graph with the devices
     * unchanged and the edited switches known, only the servers at an end of an edited cable
     * are looked at again; the rest are the previous graph's (no other cable changed).
     */
    const NodeNetwork &serverNetwork(int serverIndex) const { return m_serverNetworks.at(serverIndex); }

    /** A server at an end of an edited cable, and its network in the previous graph. */
    struct ServerEdit {
        int server = -1;     ///< index in design().servers
        NodeNetwork before;  ///< the previous graph's serverNetwork(server)
    };
    /**
     * Built from a previous graph with the devices unchanged and the edited switches known: the
     * servers whose networks were looked at again are serverEdits() (each once), every other
     * server's network is the previous graph's. Lets a caller that kept sums over the servers'
     * networks update them for those servers only.
     */
    bool serverEditsKnown() const { return m_serverEditsKnown; }
    const std::vector<ServerEdit> &serverEdits() const { return m_serverEdits; }

    /** O(1) lookups; nullptr for an unknown id or one of the other kind. */
    const Server *server(const QUuid &id) const;
    const Switch *switchById(const QUuid &id) const;

    /** Design::displayName() of a server or switch in O(1); rooms and others go to the design. */
    QString displayName(const QUuid &id) const;

    /** Indices into design().cables of the cables with an end on @p device (each once, ascending). */
    std::span<const int> cablesOf(const QUuid &device) const;

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

    /** Index of a switch in design().switches, -1 for anything else. */
    int switchIndex(const QUuid &id) const;
    /**
     * Tier of design().switches[@p index]: 1 for a leaf (a server is cabled to it), else 1 +
     * the fewest switch-to-switch cables to a leaf (2 = spine, 3 = core); 0 when no leaf
     * reaches it. Found by a breadth-first search from all leaves at once.
     */
    int tier(int switchIndex) const { return m_tier.at(switchIndex); }
    /** Highest tier of any switch (0 without switches). */
    int maxTier() const { return m_maxTier; }
    /**
     * Pod of design().switches[@p index]: the connected component of tier-1 and tier-2
     * switches it belongs to (0, 1, ... in design order); -1 for tier 0 and tier 3 and up.
     * In a two-tier leaf/spine fabric every switch is in one pod; in a three-tier fat tree a
     * pod is a group of leaves and their aggregation switches below the core.
     */
    int pod(int switchIndex) const { return m_pod.at(switchIndex); }
    int podCount() const { return m_podCount; }
    /** The device at the other end of @p cable from @p device is a switch: its index, else -1. */
    int otherSwitch(const Cable &cable, const QUuid &device) const { return switchIndex(cable.otherEnd(device).device); }

    /*
     * Integer view for hot loops (no id hashing): vertices are servers 0 .. S-1 (their index in
     * design().servers), then switches S .. S+W-1; -1 stands for an unknown device.
     */
    int serverVertex(int serverIndex) const { return serverIndex; }
    int switchVertex(int switchIndex) const { return int(m_design.servers.size()) + switchIndex; }
    /** Switch index of a vertex, -1 for a server or -1. */
    /** Vertex of a server or switch id (one hash lookup), -1 for anything else. */
    int vertexOf(const QUuid &id) const { return m_vertex.value(id, -1); }
    /** fabricOf() by switch index. */
    int fabricOfSwitch(int switchIndex) const { return m_fabric.at(switchVertex(switchIndex)); }
    int switchOfVertex(int vertex) const { return vertex >= m_design.servers.size() ? vertex - int(m_design.servers.size()) : -1; }
    /**
     * Vertex of @p server (it must point into design().servers) as vertexOf(server->id) gives
     * it: its index, without hashing its id, unless ids repeat (a duplicate id shares the first
     * device's vertex, as Design's own lookups do).
     */
    int vertexOfServer(const Server *server) const
    {
        return m_vertex.size() == m_vertexCount ? serverIndex(server) : vertexOf(server->id);
    }
    /** Index of @p server in design().servers (it must point into that list). */
    int serverIndex(const Server *server) const { return int(server - m_design.servers.constData()); }
    /** Vertices at the two ends of design().cables[@p cable] (-1 for an unknown device). */
    int vertexA(int cable) const { return m_ends.at(cable).first; }
    int vertexB(int cable) const { return m_ends.at(cable).second; }
    /** The vertex at the other end of @p cable from @p vertex (a loop gives @p vertex back). */
    int otherVertex(int cable, int vertex) const
    {
        const auto &e = m_ends.at(cable);
        return e.first == vertex ? e.second : e.first;
    }
    /** Cables with an end on @p vertex (each once, ascending), as cablesOf(). */
    std::span<const int> cablesOfVertex(int vertex) const
    {
        const auto begin = m_cablesOf.begin() + m_firstCableOf.at(size_t(vertex));
        return {begin, m_cablesOf.begin() + m_firstCableOf.at(size_t(vertex) + 1)};
    }
    /** linkRateGbps() of design().cables[@p cable] without lookups. */
    double linkRateGbps(int cable) const;
    /** Link layer of a vertex's ports (NIC kind or switch kind); InfiniBand for -1. */
    LinkKind vertexKind(int vertex) const
    {
        const int sw = switchOfVertex(vertex);
        return vertex < 0 ? LinkKind::InfiniBand : sw >= 0 ? m_design.switches.at(sw).kind : m_design.servers.at(vertex).nicKind;
    }
    /** Port rate of a vertex (NIC or switch port rate), Gb/s; 0 for -1. */
    double vertexRateGbps(int vertex) const { return vertex >= 0 ? m_rate[size_t(vertex)] : 0; }

private:
    void build(const FabricGraph *previous);
    bool reuseDevices(const FabricGraph &previous);
    void indexDevices();
    void indexCables(const FabricGraph *previous);
    void findChange(const FabricGraph *previous);
    void findEditedSwitches(const FabricGraph &previous);
    void findServerNetworks(const FabricGraph *previous);
    void renewServerNetwork(int server);
    bool keepsSwitchCabling(const FabricGraph &previous) const;
    bool sameLeaves(const FabricGraph &previous) const;
    static std::span<const std::pair<int, int>> endsOf(const FabricGraph &g, qsizetype from, qsizetype to);
    bool isLeafVertex(int vertex) const;
    void findFabrics();
    void patchCableIndex(const std::vector<std::pair<int, int>> &newEnds);
    bool reuseClusters(const FabricGraph &previous);
    void groupClusters();
    void findTiers();
    void findPods();

    const Design &m_design;
    QHash<QUuid, int> m_vertex;        ///< device id -> vertex (servers first, then switches)
    int m_vertexCount = 0;             ///< servers + switches
    std::vector<int> m_firstCableOf;   ///< per vertex, plus one: where its cables start in m_cablesOf
    std::vector<int> m_cablesOf;       ///< every vertex's cable indices, vertex after vertex
    std::vector<int> m_spareCablesOf;  ///< the buffer patchCableIndex() writes into next (kept: no page faults)
    QList<std::pair<int, int>> m_ends; ///< per cable: vertices of end a and end b
    std::vector<int> m_fabric;         ///< per vertex: fabric index, -1 for servers
    int m_fabricCount = 0;
    QList<TrainingCluster> m_clusters;
    QList<int> m_tier;                 ///< per switch index
    QList<int> m_pod;                  ///< per switch index
    int m_maxTier = 0;
    int m_podCount = 0;
    std::vector<double> m_rate;        ///< per vertex: NIC or switch port rate, Gb/s
    bool m_reusedVertices = false;
    int m_reusedCableEnds = 0;
    CableChange m_change;
    bool m_switchCablingUnchanged = false;
    bool m_switchStructureKept = false;
    bool m_devicesUnchanged = false;
    bool m_editedSwitchesKnown = false;
    std::vector<int> m_editedSwitches;
    QList<NodeNetwork> m_serverNetworks; ///< per server index
    bool m_serverEditsKnown = false;
    std::vector<ServerEdit> m_serverEdits;
};

} // namespace cq
