#include "pricebookseed.h"

namespace cq {

namespace {

QList<GpuModel> seedGpus()
{
    // intraBandwidthGBps is NCCL's usable per-GPU figure (topo.h), one direction.
    return {
        {QStringLiteral("A100-80G-SXM"), QStringLiteral("A100 80G SXM"), QStringLiteral("Ampere"), 80, 312, 400,
         IntraFabric::NVSwitch, 240,
         QStringLiteral("NVIDIA A100 datasheet (312 TFLOPS BF16 dense, 400 W); "
                        "NCCL topo.h SM80 NVLink 20 GB/s x 12 links = 240 GB/s")},
        {QStringLiteral("A100-80G-PCIE"), QStringLiteral("A100 80G PCIe"), QStringLiteral("Ampere"), 80, 312, 300,
         IntraFabric::PCIeGen4, 24,
         QStringLiteral("NVIDIA A100 datasheet (312 TFLOPS BF16 dense, 300 W PCIe); NCCL PCIe Gen4 x16 = 24 GB/s")},
        {QStringLiteral("H100-80G-SXM"), QStringLiteral("H100 80G SXM"), QStringLiteral("Hopper"), 80, 989, 700,
         IntraFabric::NVSwitch, 370.8,
         QStringLiteral("NVIDIA H100 datasheet (989 TFLOPS BF16 dense, 700 W); "
                        "NCCL topo.h SM90 NVLink 20.6 GB/s x 18 links = 370.8 GB/s")},
        {QStringLiteral("H100-80G-PCIE"), QStringLiteral("H100 80G PCIe"), QStringLiteral("Hopper"), 80, 756, 350,
         IntraFabric::PCIeGen5, 48,
         QStringLiteral("NVIDIA H100 datasheet (PCIe: 756 TFLOPS BF16 dense, 350 W); NCCL PCIe Gen5 x16 = 48 GB/s")},
        {QStringLiteral("RTX-4090"), QStringLiteral("RTX 4090 24G"), QStringLiteral("Ada"), 24, 165, 450,
         IntraFabric::PCIeGen4, 24,
         QStringLiteral("NVIDIA Ada architecture whitepaper (about 165 TFLOPS BF16 dense with FP32 accumulate, "
                        "450 W); NCCL PCIe Gen4 x16 = 24 GB/s")},
    };
}

QList<ServerModel> seedServers()
{
    // gpusPerPcieSwitch (GPUs sharing one PCIe x16 uplink, Server::gpusPerPcieSwitch) is 1
    // unless given: the SXM servers have one compute NIC per GPU behind that GPU's own PCIe
    // switch (shared/reference/real-outputs topo-02, DGX H100 class: NICk is PIX to GPUk), so
    // no GPU shares its path to the network; an 8x RTX 4090 server shows every GPU pair SYS,
    // no shared switch (topo-08). The 8x H100 PCIe server: 8 GPUs and 4 NICs are 12 x16
    // devices, more than a dual-socket host's 10 x16 root ports (2 x 80 lanes, Xeon Sapphire
    // Rapids [memory]), so the GPUs sit in pairs behind PCIe switches, as the PIX pair of
    // topo-12: 2, an ASSUMPTION the price book lets the user change.
    const QString a100Sxm = QStringLiteral("A100-80G-SXM");
    const QString h100Sxm = QStringLiteral("H100-80G-SXM");
    const QString dgxA100 = QStringLiteral("DOMAIN.md (96 cores, 1 TB RAM, 7.68 TB SSD); DGX A100 max 6.5 kW");
    const QString dgxH100 = QStringLiteral("DGX H100 about 10.2 kW (DOMAIN.md)");
    return {
        {QStringLiteral("SRV-A100-SXM-8-IB"), QStringLiteral("8x A100 80G SXM, 8x HDR 200G IB"), a100Sxm, 8, 8, 8, 200,
         LinkKind::InfiniBand, 6500, dgxA100},
        {QStringLiteral("SRV-A100-SXM-8-EST"), QStringLiteral("8x A100 80G SXM whole server (other provider)"), a100Sxm,
         8, 8, 8, 200, LinkKind::InfiniBand, 6500, dgxA100},
        {QStringLiteral("SRV-H100-SXM-8-IB"), QStringLiteral("8x H100 80G SXM, 8x NDR 400G IB"), h100Sxm, 8, 8, 8, 400,
         LinkKind::InfiniBand, 10200, dgxH100},
        {QStringLiteral("SRV-H100-SXM-8-HS"), QStringLiteral("8x H100 SXM high-spec, NVSwitch, 400G IB"), h100Sxm, 8, 8,
         8, 400, LinkKind::InfiniBand, 10200, dgxH100},
        {QStringLiteral("SRV-A100-PCIE-4"), QStringLiteral("4x A100 80G PCIe"), QStringLiteral("A100-80G-PCIE"), 4, 4, 2,
         100, LinkKind::RoCE, 2000, QStringLiteral("editable default: 4 x 300 W GPUs plus host")},
        {QStringLiteral("SRV-H100-PCIE-8"), QStringLiteral("8x H100 80G PCIe"), QStringLiteral("H100-80G-PCIE"), 8, 8, 4,
         400, LinkKind::InfiniBand, 5000,
         QStringLiteral("editable default: 8 x 350 W GPUs plus host; 2 GPUs per PCIe switch (assumed)"), 2},
        {QStringLiteral("SRV-4090-4"), QStringLiteral("4x RTX 4090"), QStringLiteral("RTX-4090"), 4, 4, 1, 25,
         LinkKind::Ethernet, 2400, QStringLiteral("editable default: 4 x 450 W GPUs plus host")},
    };
}

QList<SwitchModel> seedSwitches()
{
    // SHARP (in-network reduction, NCCL's CollNet): NVIDIA's SHARP guide (Rev 3.3.0, "Setting
    // up NVIDIA SHARP Environment") requires Switch-IB 2, Quantum or Quantum-2 switches: the
    // Quantum HDR QM8700/QM8790 have SHARPv2, the Quantum-2 NDR QM9700/QM9790 SHARPv3 [memory
    // for the versions]; real-outputs ibnetdiscover-03 is an HDR fabric with a SHARP
    // Aggregation Node. Spectrum Ethernet switches (RoCE) and plain Ethernet have none.
    return {
        {QStringLiteral("SW-IB-HDR-40"), QStringLiteral("InfiniBand HDR 40-port (Quantum QM8700 class)"), 40, 200,
         LinkKind::InfiniBand, 750,
         QStringLiteral("Quantum QM8700 class: 40 x HDR 200G ports, SHARPv2; power editable default"), true},
        {QStringLiteral("SW-IB-NDR-64"), QStringLiteral("InfiniBand NDR 64-port (Quantum-2 QM9700 class)"), 64, 400,
         LinkKind::InfiniBand, 1720,
         QStringLiteral("QM97xx manual: 32 OSFP cages x 2 logical 400G ports; SHARPv3"), true},
        {QStringLiteral("SW-ROCE-200-64"), QStringLiteral("RoCE 200GbE 64-port (Spectrum class)"), 64, 200,
         LinkKind::RoCE, 1000, QStringLiteral("Spectrum class 64 x 200GbE; power editable default")},
        {QStringLiteral("SW-ETH-25-48"), QStringLiteral("10/25 GbE 48-port"), 48, 25, LinkKind::Ethernet, 350,
         QStringLiteral("editable default")},
    };
}

/** One seed price item; prices in whole yuan except where fen are needed. */
PriceItem item(const char *sku, const char *name, const char *nameZh, const char *family, PriceUnit unit,
               PriceKind kind, Money min, Money max, bool included, const char *source, Inclusions inclusions = {})
{
    // No region (the default price) and no internal cost: the guides publish neither.
    return {QString::fromUtf8(sku), QString::fromUtf8(name), QString::fromUtf8(nameZh), QString::fromUtf8(family),
            unit, kind, {min, max}, included, QString::fromUtf8(source), QString(), Money(), inclusions};
}

/**
 * What the seed's server prices include. Every rented server: power (SVC-POWER is "included
 * in server rent") and hosting with 24x7 operations (DOMAIN.md 包内: power, network, hosting,
 * 24x7 operations). The two networked list prices also include their NIC ports and the
 * switches of their fabric: DOMAIN.md prices 2 x A100 "with an InfiniBand switch" at 71,776
 * and 4 x A100 at 143,552 in all (总价), so 35,888 is an "InfiniBand 组网官网价"; bandwidth and
 * storage are added (one server with both about 40,000). A price that is not networked (the
 * 25,000-40,000 whole-server estimate, the high-spec H100 "400G IB optional", the PCIe and
 * RTX servers) leaves port fees and switches to be quoted.
 */
constexpr Inclusions kHosted = Inclusion::Power | Inclusion::Operations;
constexpr Inclusions kNetworked = kHosted | Inclusion::NicPorts | Inclusion::FabricSwitches;

QList<PriceItem> seedItems()
{
    using M = Money;
    constexpr auto month = PriceUnit::PerMonth;
    constexpr auto list = PriceKind::List;
    constexpr auto est = PriceKind::Estimate;
    const char *noFigure = "editable default; no published figure";
    return {
        item("SRV-A100-SXM-8-IB", "8x A100 80G SXM server with IB (200 Gb/s)", "8卡 A100 80G SXM 服务器（含 IB 200Gb/s）",
             "A100", month, list, M::yuan(35888), M::yuan(35888), false,
             "DOMAIN.md list price, InfiniBand-networked (InfiniBand 组网官网价)", kNetworked),
        item("SRV-H100-SXM-8-IB", "8x H100 80G SXM server with IB", "8卡 H100 80G SXM 服务器（含 IB）", "H100", month, list,
             M::yuan(59999), M::yuan(59999), false, "DOMAIN.md list price (one provider), with IB", kNetworked),
        item("SRV-H100-SXM-8-HS", "8x H100 SXM whole server, NVSwitch, 400G IB optional",
             "8卡 H100 SXM 整机（NVSwitch，可选 400G IB）", "H100", month, list, M::yuan(80000), M::yuan(120000), false,
             "DOMAIN.md published list range", kHosted),
        item("SRV-A100-SXM-8-EST", "8x A100 80G SXM whole server (estimate)", "8卡 A100 80G SXM 整机（预估）", "A100",
             month, est, M::yuan(25000), M::yuan(40000), false, "DOMAIN.md estimate (other provider)", kHosted),
        item("SRV-A100-PCIE-4", "4x A100 80G PCIe server", "4卡 A100 PCIe 服务器", "A100", month, est, M::yuan(20000),
             M::yuan(20000), false, "DOMAIN.md estimate (about 20,000)", kHosted),
        item("SRV-H100-PCIE-8", "8x H100 80G PCIe server", "8卡 H100 PCIe 服务器", "H100", month, est, M::yuan(40000),
             M::yuan(60000), false, noFigure, kHosted),
        item("SRV-4090-4", "4x RTX 4090 server", "4卡 RTX 4090 服务器", "RTX4090", month, est, M::yuan(3000),
             M::yuan(6000), false, "DOMAIN.md estimate (a few thousand)", kHosted),
        item("SW-IB-HDR-40", "InfiniBand HDR 40-port switch", "InfiniBand HDR 40口交换机", "", month, est, M::yuan(4000),
             M::yuan(6000), false, noFigure),
        item("SW-IB-NDR-64", "InfiniBand NDR 64-port switch", "InfiniBand NDR 64口交换机", "", month, est, M::yuan(8000),
             M::yuan(12000), false, noFigure),
        item("SW-ROCE-200-64", "RoCE 200GbE 64-port switch", "RoCE 200GbE 64口交换机", "", month, est, M::yuan(3000),
             M::yuan(5000), false, noFigure),
        item("SW-ETH-25-48", "10/25 GbE 48-port switch", "10/25GbE 48口交换机", "", month, est, M::yuan(500),
             M::yuan(1000), false, noFigure),
        item(ServiceSku::IbPort, "InfiniBand port fee", "IB 端口费", "", PriceUnit::PerPortMonth, est, M::yuan(200),
             M::yuan(400), false, "editable default; a hidden cost DOMAIN.md says to itemize"),
        item(ServiceSku::Bandwidth, "Dedicated BGP bandwidth", "独享 BGP 带宽", "", PriceUnit::PerMbpsMonth, est,
             M::yuan(20), M::yuan(30), false, "DOMAIN.md: dedicated 100 Mb/s BGP about 2,000+ per month"),
        item(ServiceSku::Power, "Power and cooling", "电力与制冷", "", PriceUnit::PerKwh, est, M(100), M(150), true,
             "editable default; included in server rent (包内)"),
    };
}

} // namespace

Catalog PriceBookSeed::catalog()
{
    return {seedGpus(), seedServers(), seedSwitches()};
}

PriceBook PriceBookSeed::priceBook()
{
    PriceBook book;
    book.items = seedItems();
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
