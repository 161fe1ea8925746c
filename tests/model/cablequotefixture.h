#pragma once

// The cabled leaf-spine design of tst_quotecables and its price book, shared with the view tests
// (CSV, XLSX, PDF, quote table) that show its recurring and one-off totals. Header-only, as
// testpricebook.h. Figures (worked by hand in tst_quotecables, notNetworkedChargesCables): on the
// A100 estimate, every month servers 4 x 25,000-40,000 = 100,000-160,000 + switches 3 x 6,000 =
// 18,000 + ports 32 x 150 = 4,800 = 122,800.00-182,800.00, VAT 6 % 7,368.00-10,968.00, monthly
// total 130,168.00-193,768.00; once 32 DAC x 600-1,200 = 19,200-38,400 + 32 AOC x 2,000-3,500 =
// 64,000-112,000 = 83,200.00-150,400.00, VAT 4,992.00-9,024.00, one-off total 88,192.00-159,424.00;
// first invoice 218,360.00-353,192.00.

#include "testpricebook.h"

#include <QUuid>

namespace cq::test {

inline const QString kCableA100 = QStringLiteral("SRV-A100-SXM-8-IB");
inline const QString kCableA100Est = QStringLiteral("SRV-A100-SXM-8-EST");
inline const QString kCableDac = QStringLiteral("CBL-DAC-200-3M");
inline const QString kCableAoc = QStringLiteral("CBL-AOC-200-30M");
inline const QString kCableFibre = QStringLiteral("CBL-FIB-200-100M");

inline CableModel cablePart(const QString &sku, CableKind kind, double maxLengthM)
{
    return CableModel{sku, sku, kind, 200, maxLengthM, QString(), false};
}

/**
 * The test book plus the seed's 200G cable parts and their one-off estimates (DAC 600-1,200, AOC
 * 2,000-3,500, fibre 2,500-5,000); the A100 list price (35,888) networked as the seed has it (NIC
 * ports and fabric switches included).
 */
inline PriceBook cableBook()
{
    PriceBook book = seedPriceBook();
    for (PriceItem &item : book.items) {
        if (item.sku == kCableA100)
            item.inclusions = Inclusion::NicPorts | Inclusion::FabricSwitches;
    }
    const auto oneOff = [](const QString &sku, const char *name, qint64 min, qint64 max) {
        PriceItem item = priceItem("", name, name, "", PriceUnit::OneOff, PriceKind::Estimate,
                                   {Money::yuan(min), Money::yuan(max)});
        item.sku = sku;
        return item;
    };
    book.items << oneOff(kCableDac, "200G DAC, up to 3 m", 600, 1200) << oneOff(kCableAoc, "200G AOC, up to 30 m", 2000, 3500)
               << oneOff(kCableFibre, "200G transceiver pair + fibre, up to 100 m", 2500, 5000);
    book.catalog.cables = {cablePart(kCableDac, CableKind::Dac, 3), cablePart(kCableAoc, CableKind::Aoc, 30),
                           cablePart(kCableFibre, CableKind::Fiber, 100)};
    return book;
}

inline Switch ibSwitch()
{
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.sku = QStringLiteral("SW-IB-HDR-40");
    sw.kind = LinkKind::InfiniBand;
    return sw;
}

/**
 * 4 x 8-NIC A100 (200 Gb/s) of @p sku, 2 leaves and 1 spine (40-port HDR): servers 0-1 on
 * leaf 0, 2-3 on leaf 1, 32 server-leaf DAC of 3 m; each leaf 16 uplinks to the spine, 32
 * leaf-spine AOC of 15 m. No public bandwidth; power included in rent (test book).
 */
inline Design leafSpine(const QString &sku)
{
    Design d = serversOnly(sku, 4);
    d.switches = {ibSwitch(), ibSwitch(), ibSwitch()};
    const QUuid spine = d.switches.at(2).id;
    for (int s = 0; s < 4; ++s) {
        for (int nic = 0; nic < 8; ++nic)
            d.cables.append(Cable{QUuid::createUuid(), {d.servers.at(s).id, nic},
                                  {d.switches.at(s / 2).id, (s % 2) * 8 + nic}, 3.0, CableKind::Dac});
    }
    for (int leaf = 0; leaf < 2; ++leaf) {
        for (int up = 0; up < 16; ++up)
            d.cables.append(Cable{QUuid::createUuid(), {d.switches.at(leaf).id, 16 + up}, {spine, leaf * 16 + up},
                                  15.0, CableKind::Aoc});
    }
    return d;
}

} // namespace cq::test
