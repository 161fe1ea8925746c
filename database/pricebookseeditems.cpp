#include "pricebookseeditems.h"

#include "quote/pricebook.h"

namespace cq {

namespace {

/** One seed price item, in the default region. */
PriceItem item(const char *sku, const char *name, const char *nameZh, const char *family, PriceUnit unit,
               PriceKind kind, Money min, Money max, bool included, const char *source, Inclusions inclusions = {})
{
    // No internal cost: the guides publish none.
    return {QString::fromUtf8(sku), QString::fromUtf8(name), QString::fromUtf8(nameZh), QString::fromUtf8(family),
            unit, kind, {min, max}, included, QString::fromUtf8(source), QString(), Money(), inclusions};
}

/** The same item priced for one region (PriceBook::item() prefers it for a quote in that region). */
PriceItem inRegion(PriceItem item, const char *region)
{
    item.region = QString::fromUtf8(region);
    return item;
}

/**
 * What the seed's server prices include. Every rented server: power (SVC-POWER is "included
 * in server rent") and hosting with 24x7 operations (DOMAIN.md 包内: power, network, hosting,
 * 24x7 operations). The two networked list prices also include their NIC ports and the
 * switches of their fabric: DOMAIN.md prices 2 x A100 "with an InfiniBand switch" at 71,776
 * and 4 x A100 at 143,552 in all (总价), so 35,888 is an "InfiniBand 组网官网价"; bandwidth and
 * storage are added (one server with both about 40,000). A price that is not networked (the
 * 25,000-40,000 whole-server estimate, the high-spec H100 "400G IB optional", the PCIe and
 * RTX servers, the other estimates) leaves port fees and switches to be quoted.
 */
constexpr Inclusions kHosted = Inclusion::Power | Inclusion::Operations;
constexpr Inclusions kNetworked = kHosted | Inclusion::NicPorts | Inclusion::FabricSwitches;

constexpr auto kMonth = PriceUnit::PerMonth;
constexpr auto kList = PriceKind::List;
constexpr auto kEstimate = PriceKind::Estimate;
constexpr char kNoFigure[] = "editable default; no published figure";

QList<PriceItem> serverItems()
{
    using M = Money;
    // Ascend 910B: DOMAIN.md "10-30 % below the matching A100": the matching A100 is the 8x A100
    // 80G SXM networked list price 35,888, so 70 % x 35,888 = 25,121.60 to 90 % x 35,888 =
    // 32,299.20. Being set from a networked price it includes what that one does.
    return {
        item("SRV-A100-SXM-8-IB", "8x A100 80G SXM server with IB (200 Gb/s)", "8卡 A100 80G SXM 服务器（含 IB 200Gb/s）",
             "A100", kMonth, kList, M::yuan(35888), M::yuan(35888), false,
             "Published list price, InfiniBand-networked (InfiniBand 组网官网价)", kNetworked),
        item("SRV-H100-SXM-8-IB", "8x H100 80G SXM server with IB", "8卡 H100 80G SXM 服务器（含 IB）", "H100", kMonth,
             kList, M::yuan(59999), M::yuan(59999), false, "Published list price (one provider), with IB", kNetworked),
        item("SRV-H100-SXM-8-HS", "8x H100 SXM whole server, NVSwitch, 400G IB optional",
             "8卡 H100 SXM 整机（NVSwitch，可选 400G IB）", "H100", kMonth, kList, M::yuan(80000), M::yuan(120000),
             false, "Published list range", kHosted),
        item("SRV-A100-SXM-8-EST", "8x A100 80G SXM whole server (estimate)", "8卡 A100 80G SXM 整机（预估）", "A100",
             kMonth, kEstimate, M::yuan(25000), M::yuan(40000), false, "Estimate published by another provider",
             kHosted),
        item("SRV-A100-PCIE-4", "4x A100 80G PCIe server", "4卡 A100 PCIe 服务器", "A100", kMonth, kEstimate,
             M::yuan(20000), M::yuan(20000), false, "Published estimate (about 20,000)", kHosted),
        item("SRV-H100-PCIE-8", "8x H100 80G PCIe server", "8卡 H100 PCIe 服务器", "H100", kMonth, kEstimate,
             M::yuan(40000), M::yuan(60000), false, kNoFigure, kHosted),
        item("SRV-4090-4", "4x RTX 4090 server", "4卡 RTX 4090 服务器", "RTX4090", kMonth, kEstimate, M::yuan(3000),
             M::yuan(6000), false, "Published estimate (a few thousand)", kHosted),
        item("SRV-910B-8-ROCE", "8x Ascend 910B 64G server with RoCE (200 Gb/s)", "8卡昇腾 910B 64G 服务器（含 RoCE 200Gb/s）",
             "Ascend", kMonth, kEstimate, M(2512160), M(3229920), false,
             "Estimate: 10-30 % below the 8x A100 80G SXM list price of 35,888 (70-90 %: 25,121.60-32,299.20)",
             kNetworked),
        item("SRV-A100-40G-SXM-8-IB", "8x A100 40G SXM server", "8卡 A100 40G SXM 服务器", "A100", kMonth, kEstimate,
             M::yuan(22000), M::yuan(32000), false, kNoFigure, kHosted),
        item("SRV-A800-SXM-8-IB", "8x A800 80G SXM server", "8卡 A800 80G SXM 服务器", "A800", kMonth, kEstimate,
             M::yuan(30000), M::yuan(40000), false, kNoFigure, kHosted),
        item("SRV-H800-SXM-8-IB", "8x H800 80G SXM server", "8卡 H800 80G SXM 服务器", "H800", kMonth, kEstimate,
             M::yuan(55000), M::yuan(80000), false, kNoFigure, kHosted),
        item("SRV-H20-8-IB", "8x H20 96G server", "8卡 H20 96G 服务器", "H20", kMonth, kEstimate, M::yuan(30000),
             M::yuan(45000), false, kNoFigure, kHosted),
        item("SRV-L40S-8-PCIE", "8x L40S 48G PCIe server", "8卡 L40S 48G PCIe 服务器", "L40S", kMonth, kEstimate,
             M::yuan(15000), M::yuan(25000), false, kNoFigure, kHosted),
        item("SRV-4090-8", "8x RTX 4090 server", "8卡 RTX 4090 服务器", "RTX4090", kMonth, kEstimate, M::yuan(6000),
             M::yuan(12000), false, kNoFigure, kHosted),
    };
}

QList<PriceItem> switchItems()
{
    const auto sw = [](const char *sku, const char *name, const char *nameZh, qint64 min, qint64 max) {
        return item(sku, name, nameZh, "", kMonth, kEstimate, Money::yuan(min), Money::yuan(max), false, kNoFigure);
    };
    return {
        sw("SW-IB-HDR-40", "InfiniBand HDR 40-port switch", "InfiniBand HDR 40口交换机", 4000, 6000),
        sw("SW-IB-NDR-64", "InfiniBand NDR 64-port switch", "InfiniBand NDR 64口交换机", 8000, 12000),
        sw("SW-ROCE-200-64", "RoCE 200GbE 64-port switch", "RoCE 200GbE 64口交换机", 3000, 5000),
        sw("SW-ETH-25-48", "10/25 GbE 48-port switch", "10/25GbE 48口交换机", 500, 1000),
        sw("SW-IB-EDR-36", "InfiniBand EDR 36-port switch", "InfiniBand EDR 36口交换机", 1500, 3000),
        sw("SW-ROCE-100-32", "RoCE 100GbE 32-port switch", "RoCE 100GbE 32口交换机", 1000, 2000),
        sw("SW-ROCE-200-32", "RoCE 200GbE 32-port switch", "RoCE 200GbE 32口交换机", 2000, 3500),
        sw("SW-ROCE-400-32", "RoCE 400GbE 32-port switch", "RoCE 400GbE 32口交换机", 4000, 7000),
        sw("SW-ETH-800-64", "800GbE 64-port switch (2 x 400G breakout)", "800GbE 64口交换机（可拆分 2x400G）", 12000, 20000),
    };
}

QList<PriceItem> cableItems()
{
    // Once per contract: a cable or optic is bought and fitted for the customer's fabric.
    const auto cable = [](const char *sku, const char *name, const char *nameZh, qint64 min, qint64 max) {
        return item(sku, name, nameZh, "", PriceUnit::OneOff, kEstimate, Money::yuan(min), Money::yuan(max), false,
                    kNoFigure);
    };
    return {
        cable("CBL-DAC-100-3M", "100G DAC, up to 3 m", "100G 铜缆（DAC），≤3 米", 300, 600),
        cable("CBL-AOC-100-30M", "100G AOC, up to 30 m", "100G 有源光缆（AOC），≤30 米", 800, 1500),
        cable("CBL-FIB-100-100M", "100G transceiver pair + fibre, up to 100 m", "100G 光模块一对加光纤，≤100 米", 1200, 2500),
        cable("CBL-DAC-200-3M", "200G DAC, up to 3 m", "200G 铜缆（DAC），≤3 米", 600, 1200),
        cable("CBL-AOC-200-30M", "200G AOC, up to 30 m", "200G 有源光缆（AOC），≤30 米", 2000, 3500),
        cable("CBL-FIB-200-100M", "200G transceiver pair + fibre, up to 100 m", "200G 光模块一对加光纤，≤100 米", 2500, 5000),
        cable("CBL-DAC-400-2M", "400G DAC, up to 2 m", "400G 铜缆（DAC），≤2 米", 1000, 2000),
        cable("CBL-AOC-400-30M", "400G AOC, up to 30 m", "400G 有源光缆（AOC），≤30 米", 3500, 6000),
        cable("CBL-FIB-400-500M", "400G transceiver pair + fibre, up to 500 m", "400G 光模块一对加光纤，≤500 米", 5000, 9000),
        cable("CBL-DAC-800-2M", "800G DAC, up to 2 m", "800G 铜缆（DAC），≤2 米", 1500, 3000),
        cable("CBL-AOC-800-30M", "800G AOC, up to 30 m", "800G 有源光缆（AOC），≤30 米", 6000, 10000),
        cable("CBL-FIB-800-500M", "800G transceiver pair + fibre, up to 500 m", "800G 光模块一对加光纤，≤500 米", 8000, 15000),
    };
}

QList<PriceItem> cloudAndStorageItems()
{
    using M = Money;
    // Cloud slices have no hardware model: they are quoted as lines of their own
    // (manualLineFromItem, quote/quoteextras.h), with no fabric. H100 MIG by the hour: 1/7 of
    // an H100 GPU-hour at the 8x H100 list price, 59,999 / 730 h / 8 GPUs = 10.27 per GPU-hour,
    // so 1.47 per 1g slice-hour before a cloud's margin: 2-4 as the estimate.
    return {
        item("CLOUD-A100-1-20", "A100 1/20 slice (cloud)", "A100 1/20 切片（云）", "", kMonth, kList, M::yuan(900),
             M::yuan(900), false, "Published cloud list price"),
        item("CLOUD-A16-1-16", "A16 1/16 slice (cloud)", "A16 1/16 切片（云）", "", kMonth, kList, M::yuan(210),
             M::yuan(210), false, "Published cloud list price"),
        item("CLOUD-H100-MIG-1G", "H100 MIG 1g.10gb slice (cloud), by the hour", "H100 MIG 1g.10gb 切片（云），按小时", "",
             PriceUnit::PerHour, kEstimate, M::yuan(2), M::yuan(4), false,
             "Estimate 2.00-4.00 an hour: a cloud's price over the 1.47 an hour that 1/7 of an H100 costs at the 8x "
             "H100 list price (59,999 / 730 h / 8 GPUs / 7 slices); editable default"),
        item("SVC-STORAGE-PFS", "Parallel file system storage", "并行文件系统存储", "", PriceUnit::PerTbMonth, kEstimate,
             M::yuan(800), M::yuan(1500), false,
             "Estimate: budget storage next to hardware and bandwidth; editable default; no published figure"),
        item("SVC-STORAGE-NVME", "Local NVMe storage", "本地 NVMe 存储", "", PriceUnit::PerTbMonth, kEstimate,
             M::yuan(150), M::yuan(300), false, kNoFigure),
    };
}

QList<PriceItem> serviceItems()
{
    using M = Money;
    const PriceItem bandwidth = item(ServiceSku::Bandwidth, "Dedicated BGP bandwidth", "独享 BGP 带宽", "",
                                     PriceUnit::PerMbpsMonth, kEstimate, M::yuan(20), M::yuan(30), false,
                                     "Published estimate: dedicated 100 Mb/s BGP about 2,000+ per month");
    // Regional rows: a room's site picks its region's price when the book has one. Mainland
    // sites keep the published estimate; Singapore and Los Angeles bandwidth is dearer.
    PriceItem singapore = inRegion(bandwidth, "Singapore");
    singapore.price = {M::yuan(40), M::yuan(70)};
    singapore.source = QString::fromUtf8(kNoFigure);
    PriceItem losAngeles = inRegion(bandwidth, "Los Angeles");
    losAngeles.price = {M::yuan(30), M::yuan(50)};
    losAngeles.source = QString::fromUtf8(kNoFigure);
    return {
        item(ServiceSku::IbPort, "InfiniBand port fee", "IB 端口费", "", PriceUnit::PerPortMonth, kEstimate,
             M::yuan(200), M::yuan(400), false, "editable default; a hidden cost the quote itemizes"),
        bandwidth,
        inRegion(bandwidth, "Beijing"),
        inRegion(bandwidth, "Shenzhen"),
        singapore,
        losAngeles,
        item(ServiceSku::Power, "Power and cooling", "电力与制冷", "", PriceUnit::PerKwh, kEstimate, M(100), M(150), true,
             "editable default; included in server rent (包内)"),
    };
}

} // namespace

QList<PriceItem> PriceBookSeedItems::items()
{
    return serverItems() + switchItems() + cableItems() + cloudAndStorageItems() + serviceItems();
}

} // namespace cq
