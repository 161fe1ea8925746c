#pragma once

// Hardware for the generator tests, figures as in the seed catalog (database/pricebookseed.cpp):
// H100 80G SXM servers with 8 x NDR 400G IB and 10.2 kW; 64-port NDR switches (Quantum-2
// QM9700 class); A100 servers with 8 x HDR 200G and 40-port HDR switches.

#include "catalog/catalog.h"
#include "generator/fabricspec.h"

namespace cqtest {

using namespace cq;

inline Catalog generatorCatalog()
{
    Catalog c;
    c.gpus = {
        {QStringLiteral("A100-80G-SXM"), QStringLiteral("A100 80G SXM"), QStringLiteral("Ampere"), 80, 312, 400,
         IntraFabric::NVSwitch, 240, {}},
        {QStringLiteral("H100-80G-SXM"), QStringLiteral("H100 80G SXM"), QStringLiteral("Hopper"), 80, 989, 700,
         IntraFabric::NVSwitch, 370.8, {}},
        {QStringLiteral("H100-80G-PCIE"), QStringLiteral("H100 80G PCIe"), QStringLiteral("Hopper"), 80, 756, 350,
         IntraFabric::PCIeGen5, 48, {}},
        {QStringLiteral("RTX-4090"), QStringLiteral("RTX 4090 24G"), QStringLiteral("Ada"), 24, 165, 450,
         IntraFabric::PCIeGen4, 24, {}},
    };
    c.servers = {
        {QStringLiteral("SRV-A100-SXM-8-IB"), QStringLiteral("8x A100 80G SXM, 8x HDR 200G IB"),
         QStringLiteral("A100-80G-SXM"), 8, 8, 8, 200, LinkKind::InfiniBand, 6500, {}},
        {QStringLiteral("SRV-H100-SXM-8-IB"), QStringLiteral("8x H100 80G SXM, 8x NDR 400G IB"),
         QStringLiteral("H100-80G-SXM"), 8, 8, 8, 400, LinkKind::InfiniBand, 10200, {}},
        {QStringLiteral("SRV-4090-4"), QStringLiteral("4x RTX 4090"), QStringLiteral("RTX-4090"), 4, 4, 1, 25,
         LinkKind::Ethernet, 2400, {}},
    };
    c.switches = {
        {QStringLiteral("SW-IB-HDR-40"), QStringLiteral("InfiniBand HDR 40-port"), 40, 200, LinkKind::InfiniBand, 750, {}},
        {QStringLiteral("SW-IB-NDR-64"), QStringLiteral("InfiniBand NDR 64-port"), 64, 400, LinkKind::InfiniBand, 1720, {}},
        {QStringLiteral("SW-ETH-25-48"), QStringLiteral("10/25 GbE 48-port"), 48, 25, LinkKind::Ethernet, 350, {}},
    };
    return c;
}

/** The DGX SuperPOD shape: N servers x 8 NDR rails, rail-optimized, non-blocking, 64 ports. */
inline FabricSpec superPodSpec(int servers)
{
    FabricSpec spec;
    spec.serverCount = servers;
    spec.nicsPerServer = 8;
    spec.nicRateGbps = 400;
    spec.railOptimized = true;
    spec.switchPorts = 64;
    return spec;
}

} // namespace cqtest
