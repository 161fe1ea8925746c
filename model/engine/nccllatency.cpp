#include "nccllatency.h"

namespace cq {

namespace {
// NCCL v2.30.7 src/graph/tuning.cc: baseLat[Ring][Simple] and hwLat[..][Ring][Simple], us.
constexpr double kRingSimpleBaseUs = 8.4;
constexpr double kNvlinkHopUs = 3.4;
constexpr double kPciHopUs = 5.7;
constexpr double kNetHopUs = 14.0;
} // namespace

double ncclRingAllReduceLatencyUs(int ranks, int nodes, IntraHop intraHop)
{
    if (ranks < 2)
        return 0;
    if (nodes < 1 || nodes > ranks)
        return kRingSimpleBaseUs;
    const int steps = 2 * (ranks - 1);
    const int interSteps = 2 * (nodes - 1);
    const double intraUs = intraHop == IntraHop::NVLink ? kNvlinkHopUs : kPciHopUs;
    return kRingSimpleBaseUs + (steps - interSteps) * intraUs + interSteps * kNetHopUs;
}

} // namespace cq
