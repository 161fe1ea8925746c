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
 * The two halves of a bisection of the largest switch fabric (by GPU servers reaching it):
 * the fabric's GPU servers in leaf order (FabricGraph pods, then leaves, then design order),
 * the first half on the source side and the rest on the sink side. Servers do not forward,
 * so each is folded into the leaves it is cabled to: a capacity per switch on each side.
 */
struct BisectionCut {
    int fabric = -1;            ///< FabricGraph fabric index; -1 when no server reaches a switch
    int servers = 0;            ///< GPU servers cabled into that fabric
    int fabricsWithServers = 0; ///< switch fabrics that some GPU server is cabled to
    int cabledServers = 0;      ///< GPU servers cabled to any switch, in all fabrics
    QList<double> sourceGbps;   ///< per switch index: NIC capacity of source-side servers cabled to it
    QList<double> sinkGbps;     ///< same for the sink side
    double sourceTotalGbps = 0; ///< sum of sourceGbps
    double sinkTotalGbps = 0;   ///< sum of sinkGbps
    double idealGbps = 0;       ///< min(source total, sink total): a non-blocking fabric's bisection
};

/** The split described at BisectionCut. O(servers x NICs). */
BisectionCut bisectionCut(const FabricGraph &graph);

/**
 * bisectionCut() that also gives each server's side in @p sides, per design().servers index: -1
 * outside the cut (no GPU, no NIC cabled, or first cabled into another fabric), 0 source, 1 sink.
 */
BisectionCut bisectionCut(const FabricGraph &graph, std::vector<signed char> *sides);

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

/** The fabric's links sorted by (a, b), and per cable of the design its link (-1 for none). */
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
 * Maximum flow in Gb/s from the source-side servers of a BisectionCut to its sink-side servers
 * through the fabric's switch-to-switch cables (each an undirected link of its rate, parallel
 * cables merged into one link), computed with boost::push_relabel_max_flow; by the
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
    BisectionSolver(const FabricGraph &graph, const BisectionCut &cut);
    ~BisectionSolver();
    BisectionSolver(const BisectionSolver &) = delete;
    BisectionSolver &operator=(const BisectionSolver &) = delete;

    /** @p removedSwitch (switch index) and @p removedCable (cable index) fail; -1 for none. */
    double maxFlowGbps(int removedSwitch = -1, int removedCable = -1);

private:
    struct Network;
    Network *m_net;
};

/** BisectionSolver(graph, cut).maxFlowGbps(removedSwitch, removedCable), for one-off questions. */
double bisectionGbps(const FabricGraph &graph, const BisectionCut &cut, int removedSwitch = -1, int removedCable = -1);

} // namespace cq
