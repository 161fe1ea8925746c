#include "fabricplan.h"

#include "domain/groupeddigits.h"

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
    if (spec.planes > 1) {
        FabricPlan one = *this;
        one.planes = 1;
        return tr("%n rail plane(s), each %1", nullptr, spec.planes).arg(one.summary(spec.planeSpec(), servers));
    }
    QString switchesText = tr("%n leaf switch(es)", nullptr, leaves);
    if (spines > 0)
        switchesText += tr(" + %n spine(s)", nullptr, spines);
    if (cores > 0)
        switchesText += tr(" + %n core(s)", nullptr, cores);
    QString cablesText = tr("%1 server-leaf").arg(groupedDigits(serverLeafCables));
    if (leafSpineCables > 0)
        cablesText += tr(" + %1 leaf-spine").arg(groupedDigits(leafSpineCables));
    if (spineCoreCables > 0)
        cablesText += tr(" + %1 spine-core").arg(groupedDigits(spineCoreCables));
    const QString blocking = tiers == 1 ? tr("one switch, non-blocking")
        : busiestLeafDownlinks <= leafUplinks
            ? tr("leaves %1:%2 (non-blocking)").arg(busiestLeafDownlinks).arg(leafUplinks)
            : tr("leaves %1:%2 (%3:1 oversubscribed)").arg(busiestLeafDownlinks).arg(leafUplinks)
                  .arg(QString::number(oversubscription(), 'g', 3));
    return tr("%1 servers x %2 NICs: %n tier(s), %3 = %4 switches of %5 ports; cables %6; %7", nullptr, tiers)
        .arg(groupedDigits(servers)).arg(spec.nicsPerServer).arg(switchesText).arg(groupedDigits(switches()))
        .arg(spec.switchPorts)
        .arg(cablesText, blocking);
}

std::optional<FabricPlan> FabricPlan::plan(const FabricSpec &spec, int serverCount, QString *why)
{
    if (spec.planes > 1 && spec.nicsPerServer >= 1) {
        if (spec.nicsPerServer % spec.planes != 0) {
            *why = tr("%1 NICs per server do not split evenly into %2 rail planes: give a plane count that divides %1.")
                       .arg(spec.nicsPerServer).arg(spec.planes);
            return std::nullopt;
        }
        std::optional<FabricPlan> p = planOne(spec.planeSpec(), serverCount, why);
        if (p)
            p->planes = spec.planes;
        else if (tiersNeeded(spec, serverCount) > 3)
            *why = tooManyTiers(spec, serverCount, planesToFit(spec, serverCount), 0);
        return p;
    }
    std::optional<FabricPlan> p = planOne(spec, serverCount, why);
    if (!p && tiersNeeded(spec, serverCount) > 3)
        *why = tooManyTiers(spec, serverCount, planesToFit(spec, serverCount), 0);
    return p;
}

std::optional<FabricPlan> FabricPlan::planOne(const FabricSpec &spec, int serverCount, QString *why)
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
    if (p.leaves > qint64(k) * (k / 2)) {
        *why = tooManyTiers(spec, serverCount, 0, 0);
        return std::nullopt;
    }
    addCoreTier(&p, k);
    return p;
}

int FabricPlan::tiersNeeded(const FabricSpec &spec, int serverCount)
{
    const FabricSpec one = spec.planes > 1 ? spec.planeSpec() : spec;
    const int k = one.switchPorts;
    if (serverCount < 1 || one.nicsPerServer < 1 || k < 2 || (spec.planes > 1 && spec.nicsPerServer % spec.planes != 0))
        return 0;
    if (qint64(serverCount) * one.nicsPerServer <= k)
        return 1;
    FabricPlan p;
    p.leafDownlinks = leafDownlinksFor(k, one.oversubscription);
    groupServers(&p, one, serverCount);
    if (p.leaves <= k)
        return 2;
    // Each tier above the second multiplies the leaves a tree holds by k/2 (k-ary fat tree).
    const int half = k / 2;
    qint64 capacity = qint64(k) * half;
    int tiers = 3;
    while (p.leaves > capacity && half > 1 && tiers < 16) {
        capacity *= half;
        ++tiers;
    }
    return p.leaves > capacity ? tiers + 1 : tiers; // a radix of 2 or 3 never grows: one more than tried
}

int FabricPlan::planesToFit(const FabricSpec &spec, int serverCount)
{
    for (int planes = std::max(1, spec.planes) + 1; planes <= spec.nicsPerServer; ++planes) {
        FabricSpec candidate = spec;
        candidate.planes = planes;
        if (spec.nicsPerServer % planes == 0 && tiersNeeded(candidate, serverCount) <= 3)
            return planes;
    }
    return 0;
}

QString FabricPlan::tooManyTiers(const FabricSpec &spec, int serverCount, int planes, int breakout)
{
    const FabricSpec one = spec.planes > 1 ? spec.planeSpec() : spec;
    const int k = one.switchPorts;
    const QString need = tr("%1 servers x %2 NICs need %3 tiers of %4-port switches, more than three switch tiers "
                            "(three hold at most %5 NIC ports non-blocking)")
                             .arg(serverCount).arg(one.nicsPerServer).arg(tiersNeeded(spec, serverCount)).arg(k)
                             .arg(qint64(k) * k * k / 4);
    QStringList fixes;
    if (planes > 0)
        fixes.append(QStringLiteral("--planes %1").arg(planes));
    if (breakout > 0)
        fixes.append(QStringLiteral("--breakout %1").arg(breakout));
    if (fixes.isEmpty())
        return tr("%1: use rail planes, switches with more ports or fewer servers per room.").arg(need);
    return tr("%1; %2 fits it in three.").arg(need, fixes.join(tr(" or ")));
}

} // namespace cq
