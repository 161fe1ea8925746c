#include "fabricplan.h"

#include <cmath>

namespace cq {

namespace {

int ceilDiv(qint64 a, qint64 b)
{
    return int((a + b - 1) / b);
}

/** d, the leaf ports facing servers: half the radix non-blocking, floor(k R / (R + 1)) for R:1. */
int leafDownlinksFor(int radix, double oversubscription)
{
    const double r = std::max(1.0, oversubscription);
    const int d = r <= 1.0 ? radix / 2 : int(std::floor(radix * r / (r + 1.0)));
    return std::clamp(d, 1, radix - 1);
}

/** Leaf groups: wiring, servers and leaves per group, and the most downlinks one leaf uses. */
void groupServers(FabricPlan *p, const FabricSpec &spec, int servers)
{
    const int nics = spec.nicsPerServer;
    const int d = p->leafDownlinks;
    int busiestLeaf = 0;
    if (spec.railOptimized) {
        p->wiring = FabricPlan::Wiring::Rail;
        p->serversPerGroup = d;
        p->leavesPerGroup = nics;
        busiestLeaf = std::min(servers, d);
    } else if (nics <= d) {
        p->wiring = FabricPlan::Wiring::Shared;
        p->serversPerGroup = d / nics;
        p->leavesPerGroup = 1;
        busiestLeaf = std::min(servers, p->serversPerGroup) * nics;
    } else {
        p->wiring = FabricPlan::Wiring::Split;
        p->serversPerGroup = 1;
        p->leavesPerGroup = ceilDiv(nics, d);
        busiestLeaf = d;
    }
    p->groups = ceilDiv(servers, p->serversPerGroup);
    p->leaves = p->groups * p->leavesPerGroup;
    // Uplinks for the ratio asked, on the busiest leaf's actual downlinks: 40 server ports at
    // 2:1 take 20 uplinks (scaling the rounded d:(k-d) split instead gave 40:21, 1.9:1). They
    // fit: busiestLeaf <= d <= k R / (R + 1), so busiestLeaf / R <= k - d.
    p->busiestLeafDownlinks = busiestLeaf;
    const double wanted = busiestLeaf / std::max(1.0, spec.oversubscription);
    p->leafUplinks = std::max(1, int(std::ceil(wanted - 1e-9))); // 30 / 1.2 is 25.000000000000004 in doubles
}

/** Three tiers: pods of k/2 leaves under their aggregation switches, and the cores above. */
void addCoreTier(FabricPlan *p, int radix)
{
    const int half = radix / 2; // aggregation switches: half the ports down, the rest up
    p->tiers = 3;
    for (int first = 0; first < p->leaves; first += half) {
        const int podLeaves = std::min(half, p->leaves - first);
        p->spinesPerPod.append(ceilDiv(qint64(podLeaves) * p->leafUplinks, half));
        p->spines += p->spinesPerPod.last();
    }
    p->spineCoreCables = p->leafSpineCables; // the aggregation tier is non-blocking: one up per down
    p->cores = ceilDiv(p->spineCoreCables, radix);
}

} // namespace

QPair<int, int> FabricPlan::leafPort(int serverInGroup, int nic, int nicsPerServer) const
{
    switch (wiring) {
    case Wiring::Rail: return {nic, serverInGroup};
    case Wiring::Shared: return {0, serverInGroup * nicsPerServer + nic};
    case Wiring::Split: return {nic / leafDownlinks, nic % leafDownlinks};
    }
    return {0, 0};
}

QString FabricPlan::summary(const FabricSpec &spec, int servers) const
{
    QString switchesText = tr("%n leaf switch(es)", nullptr, leaves);
    if (spines > 0)
        switchesText += tr(" + %n spine(s)", nullptr, spines);
    if (cores > 0)
        switchesText += tr(" + %n core(s)", nullptr, cores);
    QString cablesText = tr("%1 server-leaf").arg(serverLeafCables);
    if (leafSpineCables > 0)
        cablesText += tr(" + %1 leaf-spine").arg(leafSpineCables);
    if (spineCoreCables > 0)
        cablesText += tr(" + %1 spine-core").arg(spineCoreCables);
    const QString blocking = tiers == 1 ? tr("one switch, non-blocking")
        : busiestLeafDownlinks <= leafUplinks
            ? tr("leaves %1:%2 (non-blocking)").arg(busiestLeafDownlinks).arg(leafUplinks)
            : tr("leaves %1:%2 (%3:1 oversubscribed)").arg(busiestLeafDownlinks).arg(leafUplinks)
                  .arg(QString::number(oversubscription(), 'g', 3));
    return tr("%1 servers x %2 NICs: %n tier(s), %3 = %4 switches of %5 ports; cables %6; %7", nullptr, tiers)
        .arg(servers).arg(spec.nicsPerServer).arg(switchesText).arg(switches()).arg(spec.switchPorts)
        .arg(cablesText, blocking);
}

std::optional<FabricPlan> FabricPlan::plan(const FabricSpec &spec, int serverCount, QString *why)
{
    const int k = spec.switchPorts;
    if (serverCount < 1) {
        *why = tr("A cluster needs at least one server.");
        return std::nullopt;
    }
    if (spec.nicsPerServer < 1) {
        *why = tr("Each server needs at least one NIC to join the fabric.");
        return std::nullopt;
    }
    if (k < 2) {
        *why = tr("A switch needs at least 2 ports (radix %1 given).").arg(k);
        return std::nullopt;
    }
    FabricPlan p;
    const qint64 endpoints = qint64(serverCount) * spec.nicsPerServer;
    p.serverLeafCables = int(endpoints);
    if (endpoints <= k) { // one switch holds every NIC: the same-switch ideal
        p.wiring = Wiring::Shared;
        p.leafDownlinks = p.busiestLeafDownlinks = int(endpoints);
        p.serversPerGroup = serverCount;
        p.leavesPerGroup = p.groups = p.leaves = 1;
        return p;
    }
    p.leafDownlinks = leafDownlinksFor(k, spec.oversubscription);
    groupServers(&p, spec, serverCount);
    p.leafSpineCables = p.leaves * p.leafUplinks;
    if (p.leaves <= k) {
        p.tiers = 2;
        p.spines = ceilDiv(p.leafSpineCables, k);
        return p;
    }
    const int half = k / 2;
    if (p.leaves > qint64(k) * half) {
        *why = tr("%1 leaves of %2 ports need more than three switch tiers (at most %3 leaves, %4 NIC ports "
                  "non-blocking): use switches with more ports or fewer servers per room.")
                   .arg(p.leaves).arg(k).arg(qint64(k) * half).arg(qint64(k) * k * k / 4);
        return std::nullopt;
    }
    addCoreTier(&p, k);
    return p;
}

} // namespace cq
