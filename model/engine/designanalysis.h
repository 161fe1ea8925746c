#pragma once

#include <QList>
#include <QString>
#include <QUuid>

namespace cq {

/** Load of one switch: capacity towards servers (down) and towards other switches (up). */
struct SwitchLoad {
    QUuid switchId;
    QString name;
    int portsUsed = 0;         ///< distinct ports holding a cable; ports beyond portCount included
    int portCount = 0;
    double downlinkGbps = 0;   ///< sum of link rates of cables to servers (each at the lower end rate)
    double uplinkGbps = 0;     ///< sum of link rates of cables to other switches
    /** downlink / uplink capacity; 0 when the switch has no uplinks (single-tier: not oversubscribed). */
    double oversubscription = 0;
};

/**
 * One step of an alpha-beta (Hockney) collective estimate, terms kept so a user can
 * check the arithmetic: timeUs = latencyUs + bandwidthUs.
 */
struct CollectiveEstimate {
    QString collective = QStringLiteral("all_reduce");
    QString algorithm = QStringLiteral("ring");
    QString protocol = QStringLiteral("Simple");
    double bytes = 0;          ///< message size S as nccl-tests prints it
    int ranks = 0;             ///< n, GPUs taking part
    double latencyUs = 0;      ///< alpha part
    double bandwidthUs = 0;    ///< beta part: 2(n-1)/n * S / B
    double timeUs = 0;
    double algbwGBps = 0;      ///< S / t, GB/s (1e9 bytes)
    double busbwGBps = 0;      ///< algbw * 2(n-1)/n
    double bottleneckGBps = 0; ///< B used in the bandwidth term, GB/s
    /** Which link limits B, in words ("NVLink (240 GB/s per GPU)", "NICs: 8 x 200 Gb/s
     *  InfiniBand = 200 GB/s per node", "oversubscription 2:1 at leaf1 (100 of 200 GB/s per
     *  node)"), or why there is no estimate. Translated in the "cq::Analyzer" context. */
    QString bottleneck;
    /** false when the collective cannot run as designed (no GPUs, a node without a cabled
     *  NIC, unknown intra-node bandwidth): all figures are then 0 and `bottleneck` says why.
     *  A single GPU is feasible and free: everything 0. */
    bool feasible = true;
};

/** Analysis of one training cluster (servers sharing a cluster name). */
struct ClusterAnalysis {
    QString cluster;
    QList<QUuid> serverIds;
    int nodes = 0;             ///< servers holding at least one GPU (N)
    int gpusPerNode = 0;       ///< smallest GPU count among the nodes
    int gpus = 0;              ///< n, the ranks of the collective
    double intraNodeGBps = 0;  ///< per-GPU intra-node bandwidth (NVLink or PCIe), GB/s, smallest node
    double networkGBps = 0;    ///< smallest node's cabled NIC aggregate, GB/s, after oversubscription
    double worstOversubscription = 0; ///< worst ratio among switches the cluster uses (0: none)
    double peakTflopsBf16 = 0; ///< dense BF16 over all GPUs
    double powerKw = 0;        ///< servers' full-load power, kW (switches not included)
    bool crossNode = false;    ///< true when the collective crosses the network (nodes > 1)
    CollectiveEstimate allReduce;
};

/** Everything the analysis panel and the CLI show for a design. */
struct DesignAnalysis {
    QList<SwitchLoad> switches;
    QList<ClusterAnalysis> clusters;
    double messageBytes = 0;
};

} // namespace cq
