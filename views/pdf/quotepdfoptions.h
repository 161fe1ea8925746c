#pragma once

#include "domain/design.h"
#include "quote/termcomparison.h"

#include <QImage>
#include <QStringList>

#include <optional>

namespace cq {

/**
 * What the customer should measure after handover: the engine's prediction, the same that
 * `accept` holds the measurements to (expectedNcclBusbw() in model/acceptance; the PDF only
 * prints these figures, it computes nothing). Empty (nodes == 0): no section.
 */
struct QuoteAcceptance {
    int nodes = 0;                    ///< GPU servers in the training cluster
    int gpusPerNode = 0;
    double intraNodeBusbwGBps = 0;    ///< expected all_reduce_perf busbw inside one node at `bytes`, GB/s
    double interNodeBusbwGBps = 0;    ///< expected all_reduce_perf busbw across all nodes at `bytes`, GB/s
    QString topoPattern;              ///< nvidia-smi topo -m entry between GPUs, e.g. "NV12" or "PIX/PXB"
    double fabricPortRateGbps = 0;    ///< IB / RoCE port rate, Gb/s
    double bytes = 8589934592.0;      ///< size of the busbw figures: 8 GiB, the runs' largest (-e 8G)
    double passRatio = 0.8;           ///< a run passes at >= this share of the prediction (sizes >= 1 GiB)
    bool ethernetPorts = false;       ///< RoCE / Ethernet NICs, checked with ethtool (else ibstat)
    bool rdma = true;                 ///< the NICs carry RDMA (InfiniBand, RoCE); plain Ethernet runs nccl-tests over sockets
    bool nvlink = true;               ///< GPUs on NVLink; false: topoPattern is the PCIe pattern and the PDF adds "(no NV#)"
    /** Huawei Ascend NPUs on HCCS: checked with npu-smi, hccn_tool and HCCL Test instead of
     *  nvidia-smi, ethtool and nccl-tests (Ascend's RoCE ports sit on the NPU, not in the host). */
    bool ascend = false;
    /** AWS EFA NICs (Server::nicTransport): fi_info and aws-ofi-nccl (FI_PROVIDER=efa), not ibstat
     *  or ethtool and NCCL's own verbs transport. */
    bool efa = false;

    bool isEmpty() const { return nodes == 0; }
};

/**
 * Optional sections of the customer quote PDF beyond the Quote itself. The Quote never
 * holds internal cost or margin, and neither does this: a customer PDF cannot leak them.
 */
struct QuotePdfOptions {
    std::optional<Design> topology;          ///< drawn as a simple diagram when set
    QStringList assumptions;                 ///< one paragraph each
    QuoteAcceptance acceptance;
    std::optional<TermComparison> comparison; ///< monthly vs annual, when set
    bool checklist = true;                   ///< list the hidden-fee checklist
    QImage logo;                             ///< provider logo for the page header; null: a drawn "CQ" mark
};

} // namespace cq
