#pragma once

#include "collectives.h"
#include "commshape.h"
#include "designanalysis.h"

#include <QList>

namespace cq {

/**
 * NCCL's own cost model (NVIDIA/nccl v2.30.7-1 src/graph/tuning.cc, transcribed in
 * ../shared/reference/collective-model.md §2), fed with what the design allows instead of
 * what NCCL's topology search would measure, and bounded by the network as the design builds it.
 *
 * Construction emulates the topology search (src/graph/search.cc): a graph of nChannels x
 * per-channel bandwidth, the largest product that fits the per-GPU intra-node bandwidth,
 * taking per-channel speeds from NcclTables::intraSpeeds() and at most 16 channels, doubled
 * (at half the speed) when the speed is 25 GB/s or more, as ncclTopoDupChannels() does. NVLS
 * uses one channel per GPU of the node (NCCL_MAX_NVLS_ARITY). Then, for every (collective,
 * algorithm, protocol) NCCL allows, it fixes a bus bandwidth (GB/s), the conversion ratio to
 * algorithm bandwidth and a latency (µs), exactly as ncclTopoTuneModel() does (§2.2-2.3); the
 * physical network bound of each algorithm's traffic pattern caps the bus bandwidth:
 *  - ring: the per-node ring bandwidth (CommShape::ringNetGBps), the NVLink/PCIe graph inside;
 *  - tree: 2 x treeNetGBps on 2 nodes (each node sends the whole buffer once per direction),
 *    treeNetGBps from 3 nodes on (interior nodes carry twice that);
 *  - NVLS tree: treeNetGBps / nChannels per channel, x 2 on up to 2 nodes;
 *  - CollNet (SHARP): 2 x collNetGBps (the switch reduces: one buffer up, one down per node).
 * estimate() adds NCCL's run-time corrections (treeCorrectionFactor, the ring plateau
 * x1.4 / x1.9 latency) and picks the fastest by NCCL's table: time = lat + bytes / (1000 x algbw).
 * Then, as NCCL fixes channels and chunks only after choosing (enqueue.cc), the chosen
 * launch's bandwidth term becomes NcclRamp::bandwidthTermUs(): the channels NCCL really runs
 * it on and the start-up of its pipeline (ncclramp.h), which is what holds 1 MB-512 MB
 * messages below the table's line. Likewise its latency: NCCL's table adds to every NET hop the
 * NIC latency the net plugin declares (CommShape::declaredNicLatencyUs: 0 for NCCL's own IB and
 * socket transports, 75 µs for AWS EFA on p4d/p5), which steers the choice; the chosen launch
 * then pays what a hop takes (CommShape::runNicLatencyUs: the plugin's own cost model, 20 µs on
 * p5), not the declared figure (clusternetwork.h nicLatency).
 *
 * alltoall and sendrecv are point-to-point in NCCL and not in its tuning tables; they are
 * modelled as: sendrecv = one stream to the next rank, limited by NVLink/PCIe inside a node
 * and one NIC (p2pNetGBps) across nodes; alltoall = each GPU sends (ppn-1)/n of S over NVLink
 * and each node sends ppn (n-ppn)/n of S through its NICs (alltoallNetGBps); both with the
 * Ring latency of one hop (base + one intra or NET hop) and LL below 16 KiB per peer
 * (NCCL_P2P_LL_THRESHOLD default [memory]). These two are assumptions, not NCCL's model.
 *
 * Cheap: construction is O(1); estimate() is O(algorithms x protocols).
 */
class NcclCostModel
{
public:
    explicit NcclCostModel(const CommShape &shape, const NcclEnv &env = {});

    /** The fastest allowed algorithm/protocol for @p collective at @p bytes (S as nccl-tests prints it). */
    CollectiveEstimate estimate(Collective collective, double bytes) const;
    /** Every allowed candidate at @p bytes, in NCCL's algorithm/protocol order, as NCCL's table
     *  prices it (latency with the declared NIC latency, no ramp). */
    QList<CollectiveEstimate> candidates(Collective collective, double bytes) const;

    const CommShape &shape() const { return m_shape; }
    int ringChannels() const { return m_ringChannels; }
    double ringChannelGBps() const { return m_ringChannelGBps; }
    int nvlsChannels() const { return m_nvlsChannels; }
    double nvlsChannelGBps() const { return m_nvlsChannelGBps; }

    /** One (algorithm, protocol) entry of the tuning table, before size-dependent corrections. */
    struct Entry {
        Algorithm algorithm = Algorithm::Ring;
        Protocol protocol = Protocol::Simple;
        double busGBps = 0;     ///< bus bandwidth after NCCL's refinements and the network cap
        double ratio = 1;       ///< bus -> algorithm bandwidth
        double latencyUs = 0;   ///< NCCL's table latency: what NCCL chooses on
        QString limit;          ///< what set busGBps, in words
        /** What the run pays instead: the same formulas with the NIC latency a hop takes rather than
         *  the one its net plugin declares (CommShape::runNicLatencyUs); equal to latencyUs for
         *  NCCL's own transports. */
        double runLatencyUs = 0;
    };
    /** The table entries NCCL would consider for @p collective (bandwidth 0 = unusable);
     *  size-independent, so built once at construction. */
    const QList<Entry> &entries(Collective collective) const { return m_entries[int(collective)]; }

private:
    Entry ringEntry(Collective c, Protocol p) const;
    Entry treeEntry(Protocol p) const;
    /** NCCL searched its tree graph with the plain TREE pattern (x 0.85 on the tree's bus bandwidth). */
    bool plainTreePattern() const;
    Entry nvlsEntry(Collective c, bool tree) const;
    Entry collNetEntry(bool direct) const;
    Entry patEntry(Collective c) const;
    Entry p2pEntry(Collective c, Protocol p) const;
    double ringLatencyUs(Collective c, Protocol p) const;
    double interLatencyUs(Algorithm a, Protocol p) const;
    double intraLatencyUs(Algorithm a, Protocol p) const;
    QList<Entry> buildEntries(Collective c) const;
    CollectiveEstimate finish(Collective c, double bytes, const Entry &e) const;
    bool usable(const Entry &e) const;
    int channelsFor(Algorithm a) const;
    void addRamp(Collective c, double bytes, const Entry &e, CollectiveEstimate *r) const;
    QString why() const;
    QString graphText() const;

    CommShape m_shape;
    NcclEnv m_env;
    int m_ringChannels = 0;
    double m_ringChannelGBps = 0;
    int m_nvlsChannels = 0;
    double m_nvlsChannelGBps = 0;
    QList<Entry> m_entries[7]; ///< per Collective
    double m_nicUs = 0;        ///< NIC latency per NET hop while building entries (LL, LL128)
    double m_nicSimpleUs = 0;  ///< the same for Simple
};

} // namespace cq
