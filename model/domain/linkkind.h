#pragma once

#include <QString>

namespace cq {

/** Link layer of a NIC port or a switch port. */
enum class LinkKind {
    InfiniBand, ///< RDMA over InfiniBand (HDR 200 Gb/s, NDR 400 Gb/s ports)
    RoCE,       ///< RDMA over Converged Ethernet v2 (lossless Ethernet, PFC/ECN)
    Ethernet,   ///< plain TCP Ethernet, no RDMA: fine for inference, poor for training
};

/** Intra-node GPU fabric of a server. */
enum class IntraFabric {
    NVSwitch, ///< SXM GPUs joined by NVLink through NVSwitch
    PCIeGen4, ///< PCIe Gen4 x16 boards, about 32 GB/s per direction raw
    PCIeGen5, ///< PCIe Gen5 x16 boards, about 63 GB/s per direction raw
    /** Huawei HCCS (Huawei Cache Coherence System) of Ascend NPUs: on an 8-card Ascend 910B
     *  board every NPU has a direct HCCS link to each of the 7 others (full mesh, no switch).
     *  Collectives over it are modelled like NVLink without NVSwitch (see nodebandwidth.h). */
    HCCS,
};

/**
 * The transport NCCL reaches a server's NICs through, where it is not NCCL's own: it decides
 * the NIC latency NCCL is told (its net plugin's ncclNetProperties_t::latency) and what a
 * network hop takes. Absent in a file: Verbs.
 */
enum class NicTransport {
    Verbs, ///< NCCL's built-in InfiniBand verbs (IB, RoCE) or socket transport: no declared latency
    Efa,   ///< AWS Elastic Fabric Adapter, first generation (p4d, p4de), through aws-ofi-nccl
    EfaV2, ///< AWS EFA v2 (p5, p5e): RDMA write, through aws-ofi-nccl
    EfaV3, ///< AWS EFA v3 and later (p5en, p6), through aws-ofi-nccl
};

/** True for link layers that carry RDMA (InfiniBand, RoCE). */
inline bool isRdma(LinkKind kind) { return kind != LinkKind::Ethernet; }

/**
 * True when a port of kind @p a can be cabled to a port of kind @p b: InfiniBand only to
 * InfiniBand (an IB HCA port does not link up with an Ethernet switch port, nor the reverse);
 * RoCE and plain Ethernet are both Ethernet on the wire.
 */
inline bool linkKindsCompatible(LinkKind a, LinkKind b)
{
    return (a == LinkKind::InfiniBand) == (b == LinkKind::InfiniBand);
}

/** True for PCIe intra-node fabrics (not NVLink/NVSwitch, not HCCS). */
inline bool isPcie(IntraFabric fabric) { return fabric == IntraFabric::PCIeGen4 || fabric == IntraFabric::PCIeGen5; }

/** File-format key of a link kind: "ib", "roce", "ethernet". */
QString linkKindKey(LinkKind kind);
/** Parses a file-format key; returns false for an unknown key. */
bool linkKindFromKey(const QString &key, LinkKind *kind);
/** Short user-visible name: "InfiniBand", "RoCE", "Ethernet". */
QString linkKindName(LinkKind kind);

/** File-format key of a NIC transport: "verbs", "efa", "efa-v2", "efa-v3". */
QString nicTransportKey(NicTransport transport);
/** Parses a file-format key; returns false for an unknown key. */
bool nicTransportFromKey(const QString &key, NicTransport *transport);
/** Short user-visible name: "InfiniBand / RoCE verbs", "AWS EFA", "AWS EFA v2", "AWS EFA v3". */
QString nicTransportName(NicTransport transport);
/** The network as a customer reads it: "InfiniBand"; with a transport other than verbs also
 *  that transport: "RoCE, AWS EFA transport". */
QString networkName(LinkKind kind, NicTransport transport);

/** File-format key of an intra-node fabric: "nvswitch", "pcie-gen4", "pcie-gen5", "hccs". */
QString intraFabricKey(IntraFabric fabric);
/** Parses a file-format key; returns false for an unknown key. */
bool intraFabricFromKey(const QString &key, IntraFabric *fabric);
/** Short user-visible name: "NVLink/NVSwitch (SXM)", "PCIe Gen4", "PCIe Gen5", "HCCS (Ascend)". */
QString intraFabricName(IntraFabric fabric);

} // namespace cq
