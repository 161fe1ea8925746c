#pragma once

#include <QList>

#include <optional>
#include <utility>
#include <vector>

namespace cq {

class FabricGraph;
struct NodeNetwork;
struct Server;

/**
 * The two halves of the bisection: every GPU server cabled to a switch, in leaf order (the
 * (pod, leaf) of its first cabled NIC port, then design order), the first half on the source
 * side and the rest on the sink side. Servers do not forward, so each is folded into the leaves
 * it is cabled to: every NIC port counts at its own leaf, whatever fabric that is in (rail
 * planes: NIC k of every server in plane k). No link joins two fabrics, so each fabric is a
 * flow network of its own and the bisection is the sum of their max-flows (fabricsToSolve()).
 */
struct BisectionCut {
    int servers = 0;            ///< GPU servers split (cabled to any switch)
    int fabricsWithServers = 0; ///< switch fabrics that some GPU server's NIC port is cabled to
    QList<double> sourceGbps;   ///< per switch index: NIC capacity of source-side servers cabled to it
    QList<double> sinkGbps;     ///< same for the sink side
    double sourceTotalGbps = 0; ///< sum of sourceGbps
    double sinkTotalGbps = 0;   ///< sum of sinkGbps
    double idealGbps = 0;       ///< min(source total, sink total): a non-blocking fabric's bisection
    std::vector<int> serversInFabric; ///< per fabric: GPU servers with a NIC port cabled into it
};

/** The split described at BisectionCut. O(servers x NICs). */
BisectionCut bisectionCut(const FabricGraph &graph);

/**
 * A capacity the warm paths can patch exactly: a whole, non-negative number of Gb/s below
 * 2^50, where sums and differences of doubles are exact in any order (port rates are whole in
 * every catalog). WarmMaxFlow and BisectionCutCache cut or solve from scratch otherwise.
 */
bool exactGbps(double gbps);

/**
 * bisectionCut() that also gives each server's side in @p sides, per design().servers index: -1
 * outside the cut (no GPU or no NIC cabled), 0 source, 1 sink.
 */
BisectionCut bisectionCut(const FabricGraph &graph, std::vector<signed char> *sides);

/** Adds @p sign to @p serversInFabric for each fabric @p net has a port in (each once). */
void countFabrics(const FabricGraph &graph, const NodeNetwork &net, int sign, std::vector<int> *serversInFabric);

/**
 * Where a server stands in the cut's leaf order: (pod, leaf) of its first cabled NIC port in
 * @p net; none for a server without GPUs or without a cabled port (it takes no side).
 */
std::optional<std::pair<int, int>> bisectionOrderKey(const FabricGraph &graph, const Server &server, const NodeNetwork &net);

/** A switch-to-switch link of the flow network: switch indices a < b, parallel cables merged. */
struct FlowLink {
    int a = 0;
    int b = 0;
    double capacityGbps = 0; ///< sum of the cables' link rates, added in cable order
    bool operator==(const FlowLink &) const = default;
};

/** The design's links sorted by (a, b), and per cable of the design its link (-1 for none). */
struct FlowLinks {
    std::vector<FlowLink> links;
    std::vector<int> linkOfCable;
    /** Counted up by FabricSummaryCache::refresh() each time it makes the links again: a
     *  WarmMaxFlow that saw the same number skips comparing them (0: not counted). */
    int generation = 0;
};

/** The links BisectionSolver builds its network from. O(cables + switches). */
FlowLinks flowLinks(const FabricGraph &graph);

/**
 * flowLinks(@p graph).links given @p previous, the links of the graph @p graph was built from
 * (FabricGraph(design, previous)): with its devices unchanged and its edited switches known,
 * only the links of edited switches are found again, the rest copied. O(links + edited cables).
 */
std::vector<FlowLink> flowLinks(const FabricGraph &graph, const std::vector<FlowLink> &previous);

/**
 * The fabrics with a flow to find: those holding source-side and sink-side capacity of
 * @p cut (a fabric with only one side can carry nothing across). Ascending.
 */
std::vector<int> fabricsToSolve(const FabricGraph &graph, const BisectionCut &cut);

/**
 * The switches of each fabric and each switch's place among them, to make one fabric's flow
 * network on indices 0 .. n-1 (fabricCut(), fabricLinks()): in order of switch index, so a
 * fabric's links sorted by (a, b) stay sorted.
 */
struct FabricIndex {
    std::vector<std::vector<int>> switchesOf; ///< per fabric: its switch indices, ascending
    std::vector<int> local;                   ///< per switch: its index in switchesOf[its fabric]
    std::vector<int> fabricOf;                ///< per switch: FabricGraph::fabricOfSwitch()
    void build(const FabricGraph &graph);
};

/** @p cut's capacities at the switches of @p fabric, on @p index's local indices. */
void fabricCut(const BisectionCut &cut, const FabricIndex &index, int fabric, BisectionCut *out);

/** The links of @p fabric among @p links (sorted by (a, b)), on @p index's local indices. */
std::vector<FlowLink> fabricLinks(const std::vector<FlowLink> &links, const FabricIndex &index, int fabric);

/** fabricLinks() of every fabric at once, O(links). */
std::vector<std::vector<FlowLink>> fabricLinks(const std::vector<FlowLink> &links, const FabricIndex &index);

/**
 * Maximum flow in Gb/s from the source-side servers of a BisectionCut to its sink-side servers
 * within one switch fabric (@p fabric), through its switch-to-switch cables (each an
 * undirected link of its rate, parallel cables merged into one link), computed with boost::push_relabel_max_flow; by the
 * max-flow/min-cut theorem it is also the capacity of the cheapest set of links separating the
 * halves. This is exact for this split. For a symmetric fat tree the split in leaf order is a
 * worst case, so this is the textbook bisection; for an irregular fabric the true bisection
 * (the minimum over all balanced splits, NP-hard in general) can be lower.
 *
 * The flow network is built once (O(cables)); each maxFlowGbps() call re-solves it, leaving
 * out one switch and/or one cable to price a failure. Boost stays inside the .cpp.
 */
class BisectionSolver
{
public:
    BisectionSolver(const FabricGraph &graph, const BisectionCut &cut, int fabric);
    ~BisectionSolver();
    BisectionSolver(const BisectionSolver &) = delete;
    BisectionSolver &operator=(const BisectionSolver &) = delete;

    /** @p removedSwitch (switch index) and @p removedCable (cable index) fail; -1 for none. */
    double maxFlowGbps(int removedSwitch = -1, int removedCable = -1);

private:
    struct Network;
    Network *m_net;
};

/**
 * The bisection: the sum over fabricsToSolve() of BisectionSolver(graph, cut, fabric)
 * .maxFlowGbps(removedSwitch, removedCable), for one-off questions (a failure touches one fabric).
 */
double bisectionGbps(const FabricGraph &graph, const BisectionCut &cut, int removedSwitch = -1, int removedCable = -1);

} // namespace cq
