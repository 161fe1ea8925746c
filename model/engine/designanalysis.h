#pragma once

#include "domain/designpower.h"
#include "domain/linkkind.h"
#include "trainingestimate.h"

#include <QList>
#include <QString>
#include <QUuid>

namespace cq {

/**
 * Load of one switch. Its tier is its distance from the servers: 1 = leaf (servers cabled to
 * it), 2 = spine (cabled to leaves), 3 = core; 0 = a switch no server reaches.
 */
struct SwitchLoad {
    QUuid switchId;
    QString name;
    int portsUsed = 0;         ///< distinct ports holding a cable; ports beyond portCount included
    int portCount = 0;
    double downlinkGbps = 0;   ///< cables to servers and to lower-tier switches, each at the lower end rate
    double uplinkGbps = 0;     ///< cables to higher-tier switches
    /** downlink / uplink capacity; 0 when the switch has no uplinks (top tier or single tier). */
    double oversubscription = 0;
    int tier = 0;

    bool operator==(const SwitchLoad &) const = default; ///< exact, field by field
};

/** All switches of one tier together. */
struct TierLoad {
    int tier = 0;
    int switches = 0;
    double downlinkGbps = 0;
    double uplinkGbps = 0;
    double oversubscription = 0; ///< downlink / uplink; 0 for the top tier

    bool operator==(const TierLoad &) const = default; ///< exact, field by field
};

/** What one failure costs: the bisection after it and which oversubscription it worsens. */
struct FailureImpact {
    bool applicable = false;   ///< false when the fabric has no such element (no spine, no uplink)
    QString element;           ///< the switch or cable assumed to fail, in words
    QList<QUuid> ids;
    double bisectionGbps = 0;  ///< bisection with it gone
    double lossPercent = 0;    ///< 100 x (1 - after / before)
    QString effect;            ///< e.g. "leaf1 oversubscription 1:1 -> 1.07:1", translated

    bool operator==(const FailureImpact &) const = default; ///< exact, field by field
};

/** Fabric-wide figures, over every switch fabric a GPU server is cabled to (rail planes: all of them). */
struct FabricSummary {
    int tiers = 0;                    ///< highest switch tier
    int servers = 0;                  ///< GPU servers in the bisection: those cabled to any switch
    int fabrics = 0;                  ///< switch fabrics with GPU servers (rail planes: one each)
    int cabledServers = 0;            ///< GPU servers cabled to any switch, in all fabrics (= servers)
    double bisectionGbps = 0;         ///< max-flow across the cut, summed over the fabrics (see bisection.h), Gb/s
    double idealBisectionGbps = 0;    ///< the smaller half's NIC capacity: a non-blocking fabric's bisection
    QString bisectionMethod;          ///< how it was computed, in words
    int diameterSwitchHops = 0;       ///< most switches between two servers (1 = all under one switch)
    double averageSwitchHops = 0;     ///< over pairs of leaves weighted by servers
    FailureImpact spineFailure;       ///< the highest-tier switch with most capacity fails
    FailureImpact linkFailure;        ///< one uplink of the leaf with the least uplink capacity fails

    bool operator==(const FabricSummary &) const = default; ///< exact, field by field
};

/**
 * One collective at one size, as NCCL's cost model (ncclcostmodel.h) predicts it, with the
 * terms kept so a user can check the arithmetic: timeUs = latencyUs + bandwidthUs and
 * bandwidthUs = bytes / (1000 x modelAlgbwGBps x the share of its channels the launch runs on)
 * + the pipeline's start-up (NcclRamp::bandwidthTermUs, ncclramp.h); for CollNet, PAT and the
 * point-to-point alltoall / sendrecv just bytes / (1000 x modelAlgbwGBps).
 */
struct CollectiveEstimate {
    QString collective = QStringLiteral("all_reduce"); ///< nccl-tests name
    QString algorithm = QStringLiteral("ring");        ///< algorithmKey(): ring, tree, nvls, nvls_tree, ...
    QString protocol = QStringLiteral("Simple");       ///< LL, LL128, Simple
    double bytes = 0;          ///< message size S as nccl-tests prints it
    int ranks = 0;             ///< n, GPUs taking part
    double latencyUs = 0;      ///< latency term (NCCL's lat), µs
    double bandwidthUs = 0;    ///< bandwidth term, µs
    double timeUs = 0;
    double algbwGBps = 0;      ///< S / t, GB/s (1e9 bytes)
    double busbwGBps = 0;      ///< algbw x the nccl-tests factor of the collective
    double bottleneckGBps = 0; ///< NCCL bus bandwidth of the chosen algorithm/protocol, GB/s
    double modelAlgbwGBps = 0; ///< bus bandwidth x the algorithm's conversion ratio (tree 0.5, ring n/nsteps)
    /** What limits the bandwidth, in words ("NVLink (240 GB/s per GPU)", "NICs: 8 x 200 Gb/s
     *  InfiniBand x 94 % = 188 GB/s per node", "uplinks of leaf1: ..."), or why there is no
     *  estimate. Translated in the "cq::Analyzer" context. */
    QString bottleneck;
    bool crossNode = false;    ///< the collective crosses the network (else intra-node only)
    /** false when the collective cannot run as designed (no GPUs, a node without a cabled
     *  NIC, unknown intra-node bandwidth): all figures are then 0 and `bottleneck` says why.
     *  A single GPU is feasible and free: everything 0. */
    bool feasible = true;

    bool operator==(const CollectiveEstimate &) const = default; ///< exact, field by field
};

/** Analysis of one training cluster (servers sharing a cluster name). */
struct ClusterAnalysis {
    QString cluster;
    QList<QUuid> serverIds;
    int nodes = 0;             ///< servers holding at least one GPU (N)
    int gpusPerNode = 0;       ///< smallest GPU count among the nodes
    int gpus = 0;              ///< n, the ranks of the collective
    double intraNodeGBps = 0;  ///< per-GPU intra-node bandwidth (NVLink or PCIe), GB/s, smallest node
    double networkGBps = 0;    ///< effective network bandwidth per node for ring traffic, GB/s
    double nicGBps = 0;        ///< the smallest node's cabled NIC line rate / 8, GB/s
    double networkEfficiency = 0; ///< link kind's efficiency applied (0.94 IB, ...)
    LinkKind linkKind = LinkKind::InfiniBand; ///< the weakest link layer on its paths (multi-node only)
    NicTransport nicTransport = NicTransport::Verbs; ///< the nodes' NIC transport NCCL sees as slowest (ClusterNetwork::transport)
    double worstOversubscription = 0; ///< worst ratio among switches the cluster's traffic crosses (0: none)
    QUuid worstSwitchId;       ///< that switch (null when none)
    QString worstSwitch;       ///< its name
    int leaves = 0;            ///< leaf switches the cluster's NICs use
    bool railAligned = false;  ///< every NIC index of every node lands on one leaf per index
    bool crossRoom = false;    ///< its servers or the switches they reach stand in several rooms
    double peakTflopsBf16 = 0; ///< dense BF16 over all GPUs
    bool crossNode = false;    ///< true when collectives cross the network (nodes > 1)
    CollectiveEstimate allReduce;      ///< all_reduce at DesignAnalysis::messageBytes
    QList<CollectiveEstimate> sweep;   ///< per collective, per size (AnalysisOptions::sweep)
    TrainingEstimate training;         ///< AnalysisOptions::training on this cluster

    bool operator==(const ClusterAnalysis &) const = default; ///< exact, field by field
};

/** Everything the analysis panel and the CLI show for a design. */
struct DesignAnalysis {
    QList<SwitchLoad> switches;
    QList<TierLoad> tiers;
    FabricSummary fabric;
    QList<ClusterAnalysis> clusters;
    double messageBytes = 0;
    /** Full-load power of every server and switch of the design (designPower(), the one
     *  figure; per design, not per cluster: clusters share switches). */
    DesignPower power;

    bool operator==(const DesignAnalysis &) const = default; ///< exact, field by field
};

} // namespace cq
