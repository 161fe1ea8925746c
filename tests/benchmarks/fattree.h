#pragma once

// A DGX SuperPOD-sized three-tier fat tree for the benchmarks: 64 scalable units of 32 servers
// = 2,048 8x H100 servers (16,384 GPUs), rail-optimized (NIC k of every server of a unit on the
// unit's leaf k), 512 leaves, 512 spines (aggregation) and 256 cores of 64 x 400G ports:
// 16,384 server-leaf, 16,384 leaf-spine and 16,384 spine-core cables, as the DGX B200 reference
// architecture's 64-SU row (collective-model.md §3). Pods of 4 units: 32 leaves + 32 spines.

#include "../model/clusterfixtures.h"
#include "domain/design.h"

#include <QHash>

namespace cqbench {

using namespace cq;

inline Switch ndrSwitch(const QString &name)
{
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.name = name;
    sw.portCount = 64;
    sw.portRateGbps = 400;
    return sw;
}

inline Server h100Server(const QString &name)
{
    Server s = cqtest::h100Sxm();
    s.id = QUuid::createUuid();
    s.name = name;
    return s;
}

/** @p units scalable units of 32 servers; pods of 4 units; 2 x 8 cores per pod-spine index. */
inline Design superPod(int units = 64)
{
    constexpr int unitServers = 32;
    constexpr int rails = 8;
    constexpr int unitsPerPod = 4;
    Design d;
    QHash<QUuid, int> next;
    auto cable = [&](const QUuid &a, const QUuid &b) {
        d.cables.append(Cable{QUuid::createUuid(), {a, next[a]++}, {b, next[b]++}, 3.0});
    };
    const int pods = units / unitsPerPod;
    const int spinesPerPod = unitsPerPod * rails;  // 32
    const int cores = pods * spinesPerPod / 2;      // 256 for 16 pods: 32 x 32 uplinks / 64 ports x 16
    for (int c = 0; c < cores; ++c)
        d.switches.append(ndrSwitch(QStringLiteral("core%1").arg(c + 1)));
    for (int p = 0; p < pods; ++p) {
        const int firstLeaf = int(d.switches.size());
        for (int l = 0; l < spinesPerPod; ++l)
            d.switches.append(ndrSwitch(QStringLiteral("leaf%1").arg(p * spinesPerPod + l + 1)));
        const int firstSpine = int(d.switches.size());
        for (int s = 0; s < spinesPerPod; ++s)
            d.switches.append(ndrSwitch(QStringLiteral("spine%1").arg(p * spinesPerPod + s + 1)));
        for (int u = 0; u < unitsPerPod; ++u) {
            for (int n = 0; n < unitServers; ++n) {
                const Server s = h100Server(QStringLiteral("node%1").arg((p * unitsPerPod + u) * unitServers + n + 1));
                d.servers.append(s);
                for (int k = 0; k < rails; ++k)
                    cable(s.id, d.switches.at(firstLeaf + u * rails + k).id);
            }
        }
        for (int l = 0; l < spinesPerPod; ++l) { // every leaf: one cable to each spine of its pod
            for (int s = 0; s < spinesPerPod; ++s)
                cable(d.switches.at(firstLeaf + l).id, d.switches.at(firstSpine + s).id);
        }
        for (int s = 0; s < spinesPerPod; ++s) { // spine s: 4 cables to each of 8 cores of group s
            for (int c = 0; c < 32; ++c)
                cable(d.switches.at(firstSpine + s).id, d.switches.at((s * 8 + c / 4) % cores).id);
        }
    }
    return d;
}

} // namespace cqbench
