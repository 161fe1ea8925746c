#pragma once

namespace cq {

/**
 * The field guides' fabric advice by training-cluster size (DOMAIN.md, "What decides whether a
 * cluster trains well", point 3), the one source of these thresholds for the design warnings
 * (CQ-FABRIC-002 in rules/fabricrules.h, CQ-ROCE-001 in evaluation/analysisrules.h) and the
 * sizing advisor (sizing/sizingrules.h):
 *  - RoCE only up to 3-4 nodes (one guide) or 32 GPUs (another: about 10 % below InfiniBand
 *    there, 15-20 % or more beyond), and then with an engineer for the lossless network
 *    (PFC/ECN); InfiniBand beyond;
 *  - network per GPU: 200 Gb/s for 8-16 GPUs, 400 Gb/s for 32 GPUs and more;
 *  - plain Ethernet never for multi-node training (isRdma(), rule CQ-ETH-001).
 */
class FabricGuide
{
public:
    static constexpr int roceMaxNodes = 4;                 ///< "RoCE only up to 3-4 nodes"
    static constexpr int roceMaxGpus = 32;                 ///< "RoCE up to 32 GPUs, IB beyond"
    static constexpr int largeClusterGpus = 32;            ///< from here the guides ask 400 Gb/s per GPU
    static constexpr double smallClusterGbpsPerGpu = 200;  ///< Gb/s per GPU for 8-16 GPUs
    static constexpr double largeClusterGbpsPerGpu = 400;  ///< Gb/s per GPU for 32 GPUs and more

    /** Whether RoCE is within the guides for a cluster of @p nodes GPU servers holding @p gpus
     *  GPUs: at most roceMaxNodes nodes and at most roceMaxGpus GPUs (the stricter of both guides). */
    static bool roceWithinGuide(int nodes, int gpus);
    /** The guides' network bandwidth per GPU in Gb/s for a multi-node cluster of @p gpus GPUs:
     *  400 from 32 GPUs, else 200 (clusters under 8 GPUs get the 8-16 GPU figure too). */
    static double advisedGbpsPerGpu(int gpus);
};

} // namespace cq
