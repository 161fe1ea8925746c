#include "pricebookseed.h"

#include "pricebookseeditems.h"

namespace cq {

namespace {

QList<GpuModel> seedGpus()
{
    // intraBandwidthGBps is NCCL's usable per-GPU figure (topo.h), one direction: NCCL counts
    // 20 GB/s per NVLink on Ampere (SM80) and 20.6 GB/s on Hopper (SM90), 80 % of the 25 GB/s a
    // link carries each way. Ascend has no NCCL figure; see the 910B entry.
    const QString nvidia = QStringLiteral("NVIDIA");
    const QString cuda = QStringLiteral("CUDA");
    return {
        {QStringLiteral("A100-80G-SXM"), QStringLiteral("A100 80G SXM"), QStringLiteral("Ampere"), 80, 312, 400,
         IntraFabric::NVSwitch, 240,
         QStringLiteral("NVIDIA A100 datasheet (312 TFLOPS BF16 dense, 400 W; NVLink 600 GB/s = 12 links); "
                        "usable NVLink 12 links x 20 GB/s = 240 GB/s a direction, as NCCL models it"), nvidia, cuda},
        {QStringLiteral("A100-80G-PCIE"), QStringLiteral("A100 80G PCIe"), QStringLiteral("Ampere"), 80, 312, 300,
         IntraFabric::PCIeGen4, 24,
         QStringLiteral("NVIDIA A100 datasheet (312 TFLOPS BF16 dense, 300 W PCIe); "
                        "PCIe Gen4 x16 = 24 GB/s usable, as NCCL models it"), nvidia, cuda},
        {QStringLiteral("H100-80G-SXM"), QStringLiteral("H100 80G SXM"), QStringLiteral("Hopper"), 80, 989, 700,
         IntraFabric::NVSwitch, 370.8,
         QStringLiteral("NVIDIA H100 datasheet (989 TFLOPS BF16 dense, 700 W; NVLink 900 GB/s = 18 links); "
                        "usable NVLink 18 links x 20.6 GB/s = 370.8 GB/s a direction, as NCCL models it"), nvidia, cuda},
        {QStringLiteral("H100-80G-PCIE"), QStringLiteral("H100 80G PCIe"), QStringLiteral("Hopper"), 80, 756, 350,
         IntraFabric::PCIeGen5, 48,
         QStringLiteral("NVIDIA H100 datasheet (PCIe: 756 TFLOPS BF16 dense, 350 W); "
                        "PCIe Gen5 x16 = 48 GB/s usable, as NCCL models it"), nvidia, cuda},
        {QStringLiteral("RTX-4090"), QStringLiteral("RTX 4090 24G"), QStringLiteral("Ada"), 24, 165, 450,
         IntraFabric::PCIeGen4, 24,
         QStringLiteral("NVIDIA Ada architecture whitepaper (about 165 TFLOPS BF16 dense with FP32 accumulate, "
                        "450 W); PCIe Gen4 x16 = 24 GB/s usable, as NCCL models it"), nvidia, cuda},
        // Ascend 910B: the arch "Ascend" selects NCCL's Ampere tables (nccltables.h: an unknown
        // arch counts as Ampere), HCCL being modelled as NCCL's ring/tree (nodebandwidth.h).
        {QStringLiteral("ASCEND-910B-64G"), QStringLiteral("Ascend 910B 64G"), QStringLiteral("Ascend"), 64, 280, 400,
         IntraFabric::HCCS, 156.8,
         QStringLiteral("Huawei Ascend 910B published figures (64 GB HBM2e, 280 TFLOPS FP16/BF16; about 400 W); "
                        "HCCS full mesh, 7 links x 56 GB/s = 392 GB/s per NPU both directions, modelled as "
                        "392 / 2 x 80 % = 156.8 GB/s a direction (the share NCCL uses of NVLink); programs run "
                        "on Huawei CANN, not CUDA"),
         QStringLiteral("Huawei"), QStringLiteral("CANN")},
        {QStringLiteral("A100-40G-SXM"), QStringLiteral("A100 40G SXM"), QStringLiteral("Ampere"), 40, 312, 400,
         IntraFabric::NVSwitch, 240,
         QStringLiteral("NVIDIA A100 datasheet (40 GB HBM2, 312 TFLOPS BF16 dense, 400 W; NVLink 600 GB/s = 12 "
                        "links); usable NVLink 12 x 20 GB/s = 240 GB/s a direction, as NCCL models it"), nvidia, cuda},
        {QStringLiteral("A800-80G-SXM"), QStringLiteral("A800 80G SXM"), QStringLiteral("Ampere"), 80, 312, 400,
         IntraFabric::NVSwitch, 160,
         QStringLiteral("NVIDIA A800 datasheet, China-market A100 (312 TFLOPS BF16 dense, 400 W; NVLink 400 GB/s "
                        "both directions = 8 links x 50 GB/s); usable NVLink 8 x 20 GB/s = 160 GB/s a direction, "
                        "as NCCL models it"), nvidia, cuda},
        {QStringLiteral("H800-80G-SXM"), QStringLiteral("H800 80G SXM"), QStringLiteral("Hopper"), 80, 989, 700,
         IntraFabric::NVSwitch, 164.8,
         QStringLiteral("NVIDIA H800 datasheet, China-market H100 (989 TFLOPS BF16 dense, 700 W; NVLink 400 GB/s "
                        "both directions = 8 links x 50 GB/s); usable NVLink 8 x 20.6 GB/s = 164.8 GB/s a "
                        "direction, as NCCL models it"), nvidia, cuda},
        {QStringLiteral("H20-96G"), QStringLiteral("H20 96G"), QStringLiteral("Hopper"), 96, 148, 400,
         IntraFabric::NVSwitch, 370.8,
         QStringLiteral("NVIDIA H20 datasheet, China-market Hopper (96 GB HBM3, 148 TFLOPS BF16 dense, 400 W; "
                        "NVLink 900 GB/s = 18 links); usable NVLink 18 x 20.6 GB/s = 370.8 GB/s a direction, "
                        "as NCCL models it"), nvidia, cuda},
        {QStringLiteral("L40S-48G-PCIE"), QStringLiteral("L40S 48G PCIe"), QStringLiteral("Ada"), 48, 362, 350,
         IntraFabric::PCIeGen4, 24,
         QStringLiteral("NVIDIA L40S datasheet (48 GB GDDR6, 362 TFLOPS BF16 dense, 350 W, PCIe Gen4 x16, no "
                        "NVLink); PCIe Gen4 x16 = 24 GB/s usable, as NCCL models it"), nvidia, cuda},
    };
}

/** A server model from its figures; the contract fields (CPU, memory, NVMe, U) left 0 are not stated. */
ServerModel server(const char *sku, const char *name, const char *gpuId, int gpus, int nics, double nicRateGbps,
                   LinkKind nicKind, double powerW, const QString &source, int gpusPerPcieSwitch = 1)
{
    ServerModel m;
    m.sku = QString::fromLatin1(sku);
    m.name = QString::fromLatin1(name);
    m.gpuId = QString::fromLatin1(gpuId);
    m.gpuSlots = m.gpuCount = gpus;
    m.nicCount = nics;
    m.nicRateGbps = nicRateGbps;
    m.nicKind = nicKind;
    m.powerW = powerW;
    m.source = source;
    m.gpusPerPcieSwitch = gpusPerPcieSwitch;
    return m;
}

/** Sets the contract figures a datasheet or the guides give (0 / empty: not stated). */
ServerModel withSpec(ServerModel m, int cpuCores, double memoryGB, double nvmeTB, int heightU, const char *maker)
{
    m.cpuCores = cpuCores;
    m.memoryGB = memoryGB;
    m.nvmeTB = nvmeTB;
    m.heightU = heightU;
    m.manufacturer = QString::fromLatin1(maker);
    return m;
}

QList<ServerModel> seedServers()
{
    // gpusPerPcieSwitch (GPUs sharing one PCIe x16 uplink, Server::gpusPerPcieSwitch) is 1
    // unless given: the SXM servers have one compute NIC per GPU behind that GPU's own PCIe
    // switch (shared/reference/real-outputs topo-02, DGX H100 class: NICk is PIX to GPUk), so
    // no GPU shares its path to the network; an 8x RTX 4090 server shows every GPU pair SYS,
    // no shared switch (topo-08). The 8x H100 PCIe server: 8 GPUs and 4 NICs are 12 x16
    // devices, more than a dual-socket host's 10 x16 root ports (2 x 80 lanes, Xeon Sapphire
    // Rapids), so the GPUs sit in pairs behind PCIe switches, as the PIX pair of topo-12: 2, an
    // ASSUMPTION the price book lets the user change; the 8x L40S server likewise (8 GPUs +
    // 2 NICs on PCIe switches, as such 4U boxes are built).
    const auto ib = LinkKind::InfiniBand;
    const auto roce = LinkKind::RoCE;
    const QString dgxA100 = QStringLiteral("Provider's published configuration (96 cores, 1 TB RAM, 7.68 TB SSD); "
                                           "power as the DGX A100 maximum, 6.5 kW");
    const QString dgxA100Power = QStringLiteral("Power as the DGX A100 maximum, 6.5 kW");
    const QString dgxH100 = QStringLiteral("Power as the DGX H100 maximum, about 10.2 kW");
    return {
        withSpec(server("SRV-A100-SXM-8-IB", "8x A100 80G SXM, 8x HDR 200G IB", "A100-80G-SXM", 8, 8, 200, ib, 6500,
                        dgxA100), 96, 1024, 7.68, 0, ""),
        server("SRV-A100-SXM-8-EST", "8x A100 80G SXM whole server (other provider)", "A100-80G-SXM", 8, 8, 200, ib,
               6500, dgxA100Power),
        server("SRV-H100-SXM-8-IB", "8x H100 80G SXM, 8x NDR 400G IB", "H100-80G-SXM", 8, 8, 400, ib, 10200, dgxH100),
        server("SRV-H100-SXM-8-HS", "8x H100 SXM high-spec, NVSwitch, 400G IB", "H100-80G-SXM", 8, 8, 400, ib, 10200,
               dgxH100),
        server("SRV-A100-PCIE-4", "4x A100 80G PCIe", "A100-80G-PCIE", 4, 2, 100, roce, 2000,
               QStringLiteral("Editable default: 4 x 300 W GPUs plus host")),
        server("SRV-H100-PCIE-8", "8x H100 80G PCIe", "H100-80G-PCIE", 8, 4, 400, ib, 5000,
               QStringLiteral("Editable default: 8 x 350 W GPUs plus host; 2 GPUs per PCIe switch (assumed)"), 2),
        server("SRV-4090-4", "4x RTX 4090", "RTX-4090", 4, 1, 25, LinkKind::Ethernet, 2400,
               QStringLiteral("Editable default: 4 x 450 W GPUs plus host")),
        // Atlas 800T A2 class: 8 Ascend 910B NPUs in HCCS full mesh, each NPU with its own
        // 200GE RoCE port on the chip (8 x 200GE scale-out), 4U.
        withSpec(server("SRV-910B-8-ROCE", "8x Ascend 910B 64G, HCCS, 8x 200GE RoCE", "ASCEND-910B-64G", 8, 8, 200,
                        roce, 5500,
                        QStringLiteral("Huawei Atlas 800T A2 class (8 x Ascend 910B, HCCS full mesh, 8 x 200GE RoCE "
                                       "from the NPUs, 4U); power an editable default: 8 x 400 W NPUs plus host")),
                 0, 0, 0, 4, "Huawei"),
        withSpec(server("SRV-A100-40G-SXM-8-IB", "8x A100 40G SXM, 8x HDR 200G IB (DGX A100 class)", "A100-40G-SXM", 8,
                        8, 200, ib, 6500,
                        QStringLiteral("NVIDIA DGX A100 datasheet (2 x 64-core AMD EPYC 7742, 1 TB RAM, 15 TB NVMe, "
                                       "6U, 6.5 kW maximum, 8 x HDR 200G)")),
                 128, 1024, 15, 6, "NVIDIA"),
        server("SRV-A800-SXM-8-IB", "8x A800 80G SXM, 8x HDR 200G IB", "A800-80G-SXM", 8, 8, 200, ib, 6500,
               QStringLiteral("HGX A800 8-GPU board (NVLink 400 GB/s); power as the DGX A100 maximum, 6.5 kW")),
        server("SRV-H800-SXM-8-IB", "8x H800 80G SXM, 8x NDR 400G IB", "H800-80G-SXM", 8, 8, 400, ib, 10200,
               QStringLiteral("HGX H800 8-GPU board (NVLink 400 GB/s); power as the DGX H100 maximum, about 10.2 kW")),
        server("SRV-H20-8-IB", "8x H20 96G, 8x NDR 400G IB", "H20-96G", 8, 8, 400, ib, 6500,
               QStringLiteral("HGX H20 8-GPU board (NVLink 900 GB/s); power an editable default: 8 x 400 W GPUs "
                              "plus host")),
        server("SRV-L40S-8-PCIE", "8x L40S 48G PCIe, 2x 200GbE RoCE", "L40S-48G-PCIE", 8, 2, 200, roce, 4500,
               QStringLiteral("Editable default: 8 x 350 W GPUs plus host; 2 GPUs per PCIe switch (assumed)"), 2),
        server("SRV-4090-8", "8x RTX 4090, 2x 100GbE RoCE", "RTX-4090", 8, 2, 100, roce, 4800,
               QStringLiteral("Editable default: 8 x 450 W GPUs plus host")),
    };
}

/** A switch model; every seed switch is 1U unless given, one logical port per cage unless broken out. */
SwitchModel switchModel(const char *sku, const char *name, int ports, double rateGbps, LinkKind kind, double powerW,
                        const char *source, bool sharp = false, int heightU = 1, int breakout = 1)
{
    SwitchModel m;
    m.sku = QString::fromLatin1(sku);
    m.name = QString::fromLatin1(name);
    m.portCount = ports;
    m.portRateGbps = rateGbps;
    m.kind = kind;
    m.powerW = powerW;
    m.source = QString::fromLatin1(source);
    m.sharp = sharp;
    m.heightU = heightU;
    m.breakout = breakout;
    m.manufacturer = QStringLiteral("NVIDIA");
    return m;
}

QList<SwitchModel> seedSwitches()
{
    // SHARP (in-network reduction, NCCL's CollNet): NVIDIA's SHARP guide (Rev 3.3.0, "Setting
    // up NVIDIA SHARP Environment") requires Switch-IB 2, Quantum or Quantum-2 switches: the
    // Quantum HDR QM8700/QM8790 have SHARPv2, the Quantum-2 NDR QM9700/QM9790 SHARPv3;
    // real-outputs ibnetdiscover-03 is an HDR fabric with a SHARP Aggregation Node. The EDR
    // Switch-IB 2 (SB7800) has SHARPv1, small-message reductions only, not the streaming
    // aggregation NCCL's CollNet uses for gradients: no SHARP here. Spectrum Ethernet switches
    // (RoCE) and plain Ethernet have none.
    const auto ib = LinkKind::InfiniBand;
    const auto roce = LinkKind::RoCE;
    SwitchModel eth25 = switchModel("SW-ETH-25-48", "10/25 GbE 48-port", 48, 25, LinkKind::Ethernet, 350,
                                    "Editable default");
    eth25.manufacturer.clear();
    return {
        switchModel("SW-IB-HDR-40", "InfiniBand HDR 40-port (Quantum QM8700 class)", 40, 200, ib, 750,
                    "NVIDIA Quantum QM8700 class: 40 x HDR 200G ports, SHARPv2, 1U; power an editable default", true),
        switchModel("SW-IB-NDR-64", "InfiniBand NDR 64-port (Quantum-2 QM9700 class)", 64, 400, ib, 1720,
                    "NVIDIA QM9700 manual: 32 OSFP cages x 2 logical 400G ports, SHARPv3, 1U", true),
        switchModel("SW-ROCE-200-64", "RoCE 200GbE 64-port (Spectrum class)", 64, 200, roce, 1000,
                    "NVIDIA Spectrum class 64 x 200GbE; power an editable default"),
        eth25,
        switchModel("SW-IB-EDR-36", "InfiniBand EDR 36-port (Switch-IB 2 SB7800 class)", 36, 100, ib, 250,
                    "NVIDIA SB7800 class: 36 x EDR 100G ports, 1U; power an editable default"),
        switchModel("SW-ROCE-100-32", "RoCE 100GbE 32-port (Spectrum SN2700 class)", 32, 100, roce, 300,
                    "NVIDIA SN2700 class: 32 x 100GbE QSFP28, 1U; power an editable default"),
        switchModel("SW-ROCE-200-32", "RoCE 200GbE 32-port (Spectrum-2 SN3700 class)", 32, 200, roce, 450,
                    "NVIDIA SN3700 class: 32 x 200GbE QSFP56, 1U; power an editable default"),
        switchModel("SW-ROCE-400-32", "RoCE 400GbE 32-port (Spectrum-3 SN4700 class)", 32, 400, roce, 800,
                    "NVIDIA SN4700 class: 32 x 400GbE QSFP-DD, 1U; power an editable default"),
        switchModel("SW-ETH-800-64", "800GbE 64-port, 2 x 400G breakout (Spectrum-4 SN5600 class)", 64, 800, roce,
                    2200,
                    "NVIDIA SN5600 class: 64 x 800GbE OSFP, each splittable into 2 x 400GbE (128 ports), RoCE, 2U; "
                    "power an editable default",
                    false, 2, 2),
    };
}

QList<CableModel> seedCables()
{
    // The longest run of each medium: passive copper as the cable vendors offer it (about 3 m
    // at 100/200 Gb/s, 2 m at 400/800 Gb/s), active optical cables at their usual longest
    // stock length, transceivers over fibre at the IEEE 802.3 reach of their optic.
    const auto cable = [](const char *sku, const char *name, CableKind kind, double rate, double lengthM,
                          const char *source) {
        return CableModel{QString::fromLatin1(sku), QString::fromLatin1(name), kind, rate, lengthM,
                          QString::fromLatin1(source)};
    };
    const auto dac = CableKind::Dac;
    const auto aoc = CableKind::Aoc;
    const auto fiber = CableKind::Fiber;
    return {
        cable("CBL-DAC-100-3M", "100G QSFP28 DAC, up to 3 m", dac, 100, 3, "Passive copper, vendor reach 3 m"),
        cable("CBL-AOC-100-30M", "100G QSFP28 AOC, up to 30 m", aoc, 100, 30, "Active optical cable, 30 m stock"),
        cable("CBL-FIB-100-100M", "100G SR4 transceiver pair + OM4 fibre, up to 100 m", fiber, 100, 100,
              "IEEE 802.3 100GBASE-SR4: 100 m over OM4"),
        cable("CBL-DAC-200-3M", "200G QSFP56 DAC, up to 3 m", dac, 200, 3, "Passive copper, vendor reach 3 m"),
        cable("CBL-AOC-200-30M", "200G QSFP56 AOC, up to 30 m", aoc, 200, 30, "Active optical cable, 30 m stock"),
        cable("CBL-FIB-200-100M", "200G SR4 transceiver pair + OM4 fibre, up to 100 m", fiber, 200, 100,
              "IEEE 802.3 200GBASE-SR4: 100 m over OM4"),
        cable("CBL-DAC-400-2M", "400G OSFP/QSFP-DD DAC, up to 2 m", dac, 400, 2, "Passive copper, vendor reach 2 m"),
        cable("CBL-AOC-400-30M", "400G AOC, up to 30 m", aoc, 400, 30, "Active optical cable, 30 m stock"),
        cable("CBL-FIB-400-500M", "400G DR4 transceiver pair + single-mode fibre, up to 500 m", fiber, 400, 500,
              "IEEE 802.3 400GBASE-DR4: 500 m over single-mode fibre"),
        cable("CBL-DAC-800-2M", "800G OSFP DAC (2 x 400G), up to 2 m", dac, 800, 2,
              "Passive copper, vendor reach 2 m"),
        cable("CBL-AOC-800-30M", "800G OSFP AOC, up to 30 m", aoc, 800, 30, "Active optical cable, 30 m stock"),
        cable("CBL-FIB-800-500M", "800G 2 x DR4 transceiver pair + single-mode fibre, up to 500 m", fiber, 800, 500,
              "IEEE 802.3 400GBASE-DR4 reach per 400G half: 500 m over single-mode fibre"),
    };
}

} // namespace

Catalog PriceBookSeed::catalog()
{
    return {seedGpus(), seedServers(), seedSwitches(), seedCables()};
}

PriceBook PriceBookSeed::priceBook()
{
    PriceBook book;
    book.items = PriceBookSeedItems::items();
    book.currency = QStringLiteral("CNY");
    book.vatBasisPoints = 600;
    book.pricesIncludeVat = false;
    // DOMAIN.md: GPU custom builds 80 % of 12 x monthly (八折), H100 85 % (八五折).
    book.annualSharesPpm = {{QStringLiteral("A100"), 800000}, {QStringLiteral("H100"), 850000}}; // 80 %, 85 %
    book.version = 1;
    book.effectiveDate = QDate(2026, 11, 1);
    return book;
}

} // namespace cq
