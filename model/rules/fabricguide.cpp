#include "fabricguide.h"

namespace cq {

bool FabricGuide::roceWithinGuide(int nodes, int gpus)
{
    return nodes <= roceMaxNodes && gpus <= roceMaxGpus;
}

double FabricGuide::advisedGbpsPerGpu(int gpus)
{
    return gpus >= largeClusterGpus ? largeClusterGbpsPerGpu : smallClusterGbpsPerGpu;
}

} // namespace cq
