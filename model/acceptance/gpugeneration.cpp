#include "gpugeneration.h"

#include <QCoreApplication>

namespace cq {

int expectedNvLinks(const Server &server)
{
    if (server.fabric != IntraFabric::NVSwitch)
        return 0;
    if (server.gpuModel.contains(QLatin1String("A800")) || server.gpuModel.contains(QLatin1String("H800")))
        return 8;
    if (server.gpuArch == QLatin1String("Ampere"))
        return 12;
    if (server.gpuArch == QLatin1String("Hopper") || server.gpuArch == QLatin1String("Blackwell"))
        return 18;
    return 0;
}

QString nvLinkClass(int links)
{
    switch (links) {
    case 18: return QCoreApplication::translate("cq::Acceptance", "H100-class");
    case 12: return QCoreApplication::translate("cq::Acceptance", "A100-class");
    case 8: return QCoreApplication::translate("cq::Acceptance", "A800/H800-class");
    default: break;
    }
    return {};
}

} // namespace cq
