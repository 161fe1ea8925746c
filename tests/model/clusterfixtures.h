#pragma once

// Small hand-built designs for the rules and engine tests. Hardware figures follow the
// catalog / collective-model.md: A100 80G SXM 312 TFLOPS BF16, NVLink 12 x 20 = 240 GB/s
// per GPU as NCCL models it, 8 x HDR 200G IB, 6.5 kW (DGX A100 max); H100 SXM 989 TFLOPS,
// 18 x 20.6 = 370.8 GB/s, 8 x NDR 400G, 10.2 kW.

#include "domain/design.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace cqtest {

using namespace cq;

/** |actual - expected| within @p tolerance relative (absolute below 1): for hand-computed doubles. */
inline bool near(double actual, double expected, double tolerance = 1e-6)
{
    return std::abs(actual - expected) <= tolerance * std::max(1.0, std::abs(expected));
}

/** QVERIFY of near() that prints both values to 12 digits on failure. */
#define QNEAR(actual, expected) \
    QVERIFY2(cqtest::near(actual, expected), \
             qPrintable(QStringLiteral("%1 != %2").arg(actual, 0, 'g', 12).arg(expected, 0, 'g', 12)))

inline Server a100Sxm()
{
    Server s;
    s.gpuModel = QStringLiteral("A100 80G SXM");
    s.gpuArch = QStringLiteral("Ampere");
    s.gpuCount = 8;
    s.gpuTflopsBf16 = 312;
    s.fabric = IntraFabric::NVSwitch;
    s.intraBandwidthGBps = 240;
    s.nicCount = 8;
    s.nicRateGbps = 200;
    s.nicKind = LinkKind::InfiniBand;
    s.powerW = 6500;
    return s;
}

inline Server h100Sxm()
{
    Server s = a100Sxm();
    s.gpuModel = QStringLiteral("H100 80G SXM");
    s.gpuArch = QStringLiteral("Hopper");
    s.gpuTflopsBf16 = 989;
    s.intraBandwidthGBps = 370.8;
    s.nicRateGbps = 400;
    s.powerW = 10200;
    return s;
}

/** 8 GPUs on PCIe Gen4 and no NICs (a workstation-class box). */
inline Server pcieGen4Box()
{
    Server s = a100Sxm();
    s.gpuModel = QStringLiteral("RTX 4090");
    s.gpuArch = QStringLiteral("Ada");
    s.gpuTflopsBf16 = 165;
    s.fabric = IntraFabric::PCIeGen4;
    s.intraBandwidthGBps = 24;
    s.nicCount = 0;
    s.powerW = 3000;
    return s;
}

/** Builds a design step by step; cables take the next free port of each end. */
class DesignBuilder
{
public:
    Design design;

    QUuid room(const QString &name)
    {
        design.rooms.append(Room{QUuid::createUuid(), name, QStringLiteral("Shenzhen"), QRectF(0, 0, 1000, 600)});
        return design.rooms.last().id;
    }

    QUuid server(Server s, const QString &name, const QUuid &room = {},
                 const QString &cluster = QStringLiteral("training"))
    {
        s.id = QUuid::createUuid();
        s.name = name;
        s.roomId = room;
        s.cluster = cluster;
        design.servers.append(s);
        return s.id;
    }

    QUuid switchDevice(const QString &name, int ports, double rateGbps, const QUuid &room = {},
                       LinkKind kind = LinkKind::InfiniBand)
    {
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.name = name;
        sw.portCount = ports;
        sw.portRateGbps = rateGbps;
        sw.kind = kind;
        sw.roomId = room;
        design.switches.append(sw);
        return sw.id;
    }

    /** One cable on explicit ports. */
    QUuid cable(const QUuid &a, int portA, const QUuid &b, int portB)
    {
        design.cables.append(Cable{QUuid::createUuid(), {a, portA}, {b, portB}, 3.0});
        m_next[a] = std::max(m_next.value(a), portA + 1);
        m_next[b] = std::max(m_next.value(b), portB + 1);
        return design.cables.last().id;
    }

    /** @p count cables from the next free ports of @p a to the next free ports of @p b. */
    void cables(const QUuid &a, const QUuid &b, int count)
    {
        for (int i = 0; i < count; ++i)
            cable(a, m_next.value(a), b, m_next.value(b));
    }

private:
    QHash<QUuid, int> m_next;
};

} // namespace cqtest
