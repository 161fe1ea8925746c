#pragma once

// Test fixtures shared by the quote tests (model) and the quote PDF tests (views): a price
// book with the seed figures of DOMAIN.md and small designs. Header-only on purpose: each
// test target stays one source file plus the library it tests.

#include "quote/pricebook.h"
#include "domain/design.h"

namespace cq::test {

inline PriceItem priceItem(const char *sku, const char *name, const char *nameZh, const char *family,
                           PriceUnit unit, PriceKind kind, MoneyRange price, bool included = false)
{
    PriceItem item;
    item.sku = QString::fromLatin1(sku);
    item.name = QString::fromUtf8(name);
    item.nameZh = QString::fromUtf8(nameZh);
    item.family = QString::fromLatin1(family);
    item.unit = unit;
    item.kind = kind;
    item.price = price;
    item.includedInRent = included;
    return item;
}

/**
 * Seed figures (DOMAIN.md): A100 35,888.00 list (family A100), H100 59,999.00 list (H100),
 * A100 estimate 25,000-40,000 (A100); annual shares A100 8000, H100 8500; VAT 6 %.
 * Test-only figures: IB switch 6,000.00/month, IB port 150.00/port-month, BGP bandwidth
 * 20.00 per Mb/s-month (2,000 per 100 Mb/s), power included in rent.
 */
inline PriceBook seedPriceBook()
{
    PriceBook book;
    const auto fixed = [](qint64 yuan) { return MoneyRange::fixed(Money::yuan(yuan)); };
    book.items = {
        priceItem("SRV-A100-SXM-8-IB", "8x A100 80G SXM server, IB 200 Gb/s", "8卡 A100 80G SXM 服务器（IB 200G）",
                  "A100", PriceUnit::PerMonth, PriceKind::List, fixed(35888)),
        priceItem("SRV-H100-SXM-8-IB", "8x H100 80G SXM server, IB", "8卡 H100 80G SXM 服务器（IB）",
                  "H100", PriceUnit::PerMonth, PriceKind::List, fixed(59999)),
        priceItem("SRV-A100-SXM-8-EST", "8x A100 80G SXM whole server (other provider)",
                  "8卡 A100 80G SXM 整机（其他机房）", "A100", PriceUnit::PerMonth, PriceKind::Estimate,
                  {Money::yuan(25000), Money::yuan(40000)}),
        priceItem("SW-IB-HDR-40", "InfiniBand HDR switch, 40 ports", "InfiniBand HDR 交换机（40 口）", "",
                  PriceUnit::PerMonth, PriceKind::List, fixed(6000)),
        priceItem("SVC-IB-PORT", "InfiniBand switch port fee", "IB 交换机端口费", "", PriceUnit::PerPortMonth,
                  PriceKind::List, fixed(150)),
        priceItem("SVC-BW-BGP", "Dedicated BGP bandwidth", "独享 BGP 带宽", "", PriceUnit::PerMbpsMonth,
                  PriceKind::List, fixed(20)),
        priceItem("SVC-POWER", "Power", "电力", "", PriceUnit::PerKwh, PriceKind::List,
                  MoneyRange::fixed(Money(120)), true),
    };
    book.annualSharesPpm = {{QStringLiteral("A100"), 800000}, {QStringLiteral("H100"), 850000}};
    book.vatBasisPoints = 600;
    return book;
}

/** A server with a SKU and a full-load power; ids are fresh. */
inline Server server(const QString &sku, double powerW = 6500)
{
    Server s;
    s.id = QUuid::createUuid();
    s.name = sku;
    s.sku = sku;
    s.powerW = powerW;
    return s;
}

/** @p count servers of one SKU, no switches, no bandwidth: lines = rent + power. */
inline Design serversOnly(const QString &sku, int count)
{
    Design d;
    for (int i = 0; i < count; ++i)
        d.servers.append(server(sku));
    d.quote.publicBandwidthMbps = 0;
    return d;
}

/** @p servers A100 nodes, each cabling all 8 NICs into one 40-port IB switch (ports 8i..8i+7). */
inline Design ibCluster(int servers)
{
    Design d = serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), servers);
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.sku = QStringLiteral("SW-IB-HDR-40");
    sw.kind = LinkKind::InfiniBand;
    d.switches.append(sw);
    for (int s = 0; s < servers; ++s) {
        for (int nic = 0; nic < 8; ++nic)
            d.cables.append(Cable{QUuid::createUuid(), {d.servers[s].id, nic}, {sw.id, s * 8 + nic}, 3.0});
    }
    return d;
}

} // namespace cq::test
