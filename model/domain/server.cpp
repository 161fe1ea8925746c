#include "server.h"

namespace cq {

int defaultServerHeightU(const Server &server)
{
    switch (server.fabric) {
    case IntraFabric::NVSwitch:
        return server.gpuArch.startsWith(QLatin1String("Hopper"), Qt::CaseInsensitive) ? 8 : 6;
    case IntraFabric::HCCS:
        return 4;
    case IntraFabric::PCIeGen4:
    case IntraFabric::PCIeGen5:
        break;
    }
    return server.gpuSlots >= 8 ? 4 : 2;
}

} // namespace cq
