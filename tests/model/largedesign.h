#pragma once

#include "domain/design.h"

#include <QUuid>

namespace cqtest {

/**
 * A large, valid design for save tests, the same in every process: @p servers 8-NIC A100
 * servers and one 64-port leaf per 8 servers, every NIC cabled (servers x 8 cables). Ids are
 * name-based (UUID v5), so two processes build equal designs. About 4 MB as .cqd for 1,024
 * servers. @p name tells two generations apart; @p variant shifts every position, so that
 * "old" and "new" differ all through the file, not only in its first line.
 */
inline cq::Design largeDesign(const QString &name, int servers, int variant)
{
    static const QUuid ns = QUuid::fromString(QStringLiteral("6f0c2a5e-1d6b-4c1e-9a43-6f1c8d2b7e10"));
    auto id = [](const QString &key) { return QUuid::createUuidV5(ns, key); };
    cq::Design d;
    d.name = name;
    d.rooms.append({id(QStringLiteral("room")), QStringLiteral("Hall A"), QStringLiteral("Shenzhen"),
                    QRectF(0, 0, 60000, 4000)});
    const int leaves = (servers + 7) / 8;
    for (int l = 0; l < leaves; ++l) {
        cq::Switch sw;
        sw.id = id(QStringLiteral("leaf%1").arg(l));
        sw.name = QStringLiteral("leaf%1").arg(l + 1);
        sw.sku = QStringLiteral("SW-IB-HDR-64");
        sw.roomId = d.rooms.first().id;
        sw.pos = QPointF(200 + 400 * l + variant, 200);
        sw.portCount = 64;
        sw.powerW = 750;
        d.switches.append(sw);
    }
    for (int s = 0; s < servers; ++s) {
        cq::Server srv;
        srv.id = id(QStringLiteral("server%1").arg(s));
        srv.name = QStringLiteral("node%1").arg(s + 1);
        srv.sku = QStringLiteral("SRV-A100-SXM-8-IB");
        srv.roomId = d.rooms.first().id;
        srv.pos = QPointF(100 + 50 * s + variant, 1000);
        srv.gpuModel = QStringLiteral("A100 80G SXM");
        srv.gpuArch = QStringLiteral("Ampere");
        srv.gpuTflopsBf16 = 312;
        srv.intraBandwidthGBps = 240;
        srv.powerW = 6500;
        d.servers.append(srv);
        for (int nic = 0; nic < 8; ++nic) {
            const cq::Switch &leaf = d.switches.at(s / 8);
            d.cables.append({id(QStringLiteral("cable%1-%2").arg(s).arg(nic)), {srv.id, nic},
                             {leaf.id, (s % 8) * 8 + nic}, 3.0, cq::CableKind::Dac});
        }
    }
    return d;
}

} // namespace cqtest
