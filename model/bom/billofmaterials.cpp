#include "billofmaterials.h"

#include "quote/resolvedcables.h"
#include "format/moneyformat.h"

#include <QHash>
#include <QMap>

#include <QCoreApplication>

#include <algorithm>
#include <climits>
#include <numeric>
#include <cmath>
#include <tuple>

namespace cq {

namespace {

/** Lines of @p devices by (SKU, tierOf(index)), in design order of first appearance. */
template<typename Device, typename Lookup, typename Tier>
QList<BomDeviceLine> deviceLines(const QList<Device> &devices, Lookup modelOf, Tier tierOf, QHash<QUuid, int> *lineOf)
{
    QList<BomDeviceLine> lines;
    QHash<QPair<QString, int>, int> byKey;
    for (int i = 0; i < devices.size(); ++i) {
        const Device &d = devices.at(i);
        const QPair<QString, int> key{d.sku, tierOf(i)};
        auto it = byKey.constFind(key);
        if (it == byKey.cend()) {
            BomDeviceLine line;
            line.sku = d.sku;
            line.tier = key.second;
            const auto *model = modelOf(d.sku);
            line.name = model ? model->name : d.sku;
            it = byKey.insert(key, int(lines.size()));
            lines.append(line);
        }
        ++lines[*it].count;
        lineOf->insert(d.id, *it);
    }
    return lines;
}

/** Fills each line's fewest and most optics per device from @p perDevice. */
void spreadOptics(QList<BomDeviceLine> *lines, const QHash<QUuid, int> &lineOf, const QHash<QUuid, int> &perDevice)
{
    QList<bool> seen(lines->size(), false);
    for (auto it = lineOf.cbegin(); it != lineOf.cend(); ++it) {
        BomDeviceLine &line = (*lines)[it.value()];
        const int n = perDevice.value(it.key());
        line.transceiversEachMin = seen.at(it.value()) ? std::min(line.transceiversEachMin, n) : n;
        line.transceiversEachMax = seen.at(it.value()) ? std::max(line.transceiversEachMax, n) : n;
        seen[it.value()] = true;
    }
}

} // namespace

int BillOfMaterials::sparesFor(int count, double ratio)
{
    if (ratio <= 0 || count <= 0)
        return 0;
    return int(std::ceil(count * ratio - 1e-9)); // 50 x 0.02 is 1, not 2, in binary floating point too
}

int BillOfMaterials::serverCount() const
{
    int n = 0;
    for (const BomDeviceLine &l : servers)
        n += l.count;
    return n;
}

int BillOfMaterials::switchCount() const
{
    int n = 0;
    for (const BomDeviceLine &l : switches)
        n += l.count;
    return n;
}

BillOfMaterials BillOfMaterials::of(const Design &design, const Catalog &catalog, double spareRatio)
{
    const FabricGraph graph(design);
    return of(graph, catalog, spareRatio);
}

BillOfMaterials BillOfMaterials::of(const FabricGraph &graph, const Catalog &catalog, double spareRatio)
{
    const Design &design = graph.design();
    BillOfMaterials bom;
    bom.spareRatio = spareRatio;
    QHash<QUuid, int> serverLine;
    QHash<QUuid, int> switchLine;
    bom.servers = deviceLines(design.servers, [&](const QString &sku) { return catalog.server(sku); },
                              [](int) { return -1; }, &serverLine);
    bom.switches = deviceLines(design.switches, [&](const QString &sku) { return catalog.switchModel(sku); },
                               [&](int i) { return std::max(0, graph.tier(i)); }, &switchLine);
    // Leaves, spines, cores, ... first, the switches no server reaches last; stable in design order.
    QList<int> order(bom.switches.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const int ta = bom.switches.at(a).tier, tb = bom.switches.at(b).tier;
        return (ta == 0 ? INT_MAX : ta) < (tb == 0 ? INT_MAX : tb);
    });
    QList<int> newIndex(order.size());
    QList<BomDeviceLine> sorted;
    for (int i = 0; i < order.size(); ++i) {
        newIndex[order.at(i)] = i;
        sorted.append(bom.switches.at(order.at(i)));
    }
    bom.switches = sorted;
    for (auto it = switchLine.begin(); it != switchLine.end(); ++it)
        it.value() = newIndex.at(it.value());
    for (const Server &s : design.servers) {
        BomDeviceLine &line = bom.servers[serverLine.value(s.id)];
        line.nicsEach = std::max(line.nicsEach, s.nicCount);
    }
    for (int i = 0; i < design.switches.size(); ++i) {
        const int tier = std::max(0, graph.tier(i));
        while (bom.switchesByTier.size() <= tier)
            bom.switchesByTier.append(0);
        ++bom.switchesByTier[tier];
        if (tier == 0)
            bom.unreachedSwitches.append(graph.displayName(design.switches.at(i).id));
    }
    QHash<QUuid, int> opticsOf; // transceivers per device

    // Cable lines keyed by (rate, medium, SKU, length): sorted output without a second pass.
    using Key = std::tuple<double, int, QString, double>;
    QMap<Key, BomCableLine> lines;
    QMap<double, int> byRate;
    const QList<ResolvedCable> resolved = resolveCables(graph, catalog);
    for (const ResolvedCable &r : resolved) {
        bom.breakoutUnpairedCount += r.onBreakoutPorts && r.breakoutPair < 0 ? 1 : 0;
        if (!r.isOrdered())
            continue; // the other half of a breakout cable ordered with its first half
        const Cable &cable = design.cables.at(r.index);
        const QString sku = r.choice.model ? r.choice.model->sku : QString();
        // A breakout pair is one cable of the full port rate, as long as its longer half.
        const double rate = r.orderedRateGbps();
        const double lengthM = r.breakoutPair >= 0 ? std::max(r.lengthM, resolved.at(r.breakoutPair).lengthM) : r.lengthM;
        BomCableLine &line = lines[Key{rate, int(r.choice.kind), sku, lengthM}];
        if (line.count == 0) {
            line.sku = sku;
            line.name = r.choice.model ? r.choice.model->name : QString();
            line.kind = r.choice.kind;
            line.rateGbps = rate;
            line.lengthM = lengthM;
        }
        line.breakoutPairs += r.breakoutPair >= 0 ? 1 : 0;
        ++line.count;
        line.mediumChanged += r.choice.mediumChanged ? 1 : 0;
        ++bom.cablesByTier[size_t(r.tier)];
        ++byRate[rate];
        ++bom.cableCount;
        bom.mediumChangedCount += r.choice.mediumChanged ? 1 : 0;
        bom.unmatchedCount += r.choice.model ? 0 : 1;
        if (r.choice.kind != CableKind::Fiber)
            continue;
        line.transceivers += 2; // a transceiver at each end of the fibre
        for (const PortRef *end : {&cable.a, &cable.b}) { // a breakout pair: one optic per cage, at the first's ends
            if (const auto s = serverLine.constFind(end->device); s != serverLine.cend())
                ++bom.servers[*s].transceivers;
            else if (const auto w = switchLine.constFind(end->device); w != switchLine.cend())
                ++bom.switches[*w].transceivers;
            ++opticsOf[end->device];
        }
    }
    spreadOptics(&bom.servers, serverLine, opticsOf);
    spreadOptics(&bom.switches, switchLine, opticsOf);
    for (BomCableLine &line : lines) {
        line.spares = sparesFor(line.count, spareRatio);
        line.transceiverSpares = sparesFor(line.transceivers, spareRatio);
        bom.transceiverCount += line.transceivers;
        bom.cables.append(line);
    }
    for (auto it = byRate.cbegin(); it != byRate.cend(); ++it)
        bom.cablesByRate.append({it.key(), it.value()});
    return bom;
}

QString BillOfMaterials::noPartName()
{
    return QCoreApplication::translate("cq::BillOfMaterials", "no catalog part covers this run");
}

QString BillOfMaterials::switchTierName(int tier)
{
    switch (tier) {
    case 0: return QCoreApplication::translate("cq::BillOfMaterials", "no server reaches it");
    case 1: return QCoreApplication::translate("cq::BillOfMaterials", "leaf");
    case 2: return QCoreApplication::translate("cq::BillOfMaterials", "spine");
    case 3: return QCoreApplication::translate("cq::BillOfMaterials", "core");
    default: return QCoreApplication::translate("cq::BillOfMaterials", "tier %1").arg(tier);
    }
}

QString BillOfMaterials::switchTierKey(int tier)
{
    switch (tier) {
    case 0: return QStringLiteral("unreached");
    case 1: return QStringLiteral("leaf");
    case 2: return QStringLiteral("spine");
    case 3: return QStringLiteral("core");
    default: return tier < 0 ? QString() : QStringLiteral("tier-%1").arg(tier);
    }
}

// Counts grouped by formatCount() as the CLI prints them; the plural form chosen by the count
// passed to translate() (English forms in clusterquote_en.ts).
QStringList BillOfMaterials::notes() const
{
    QStringList notes;
    if (cableCount == 0)
        notes << QCoreApplication::translate("cq::BillOfMaterials",
                                             "The design has no cables: nothing to cable is ordered.");
    if (mediumChangedCount > 0)
        notes << QCoreApplication::translate("cq::BillOfMaterials",
                                             "%1 cable(s) are longer than any catalog part of their typed medium "
                                             "reaches at their rate (a 3 m DAC at 400 Gb/s, where copper reaches "
                                             "2 m): they are ordered as the next longer medium (AOC, then "
                                             "transceivers + fibre).", nullptr, mediumChangedCount)
                     .arg(formatCount(mediumChangedCount));
    if (unmatchedCount > 0)
        notes << QCoreApplication::translate("cq::BillOfMaterials",
                                             "%1 cable(s) have no offered catalog part of their rate and length: "
                                             "add one in the price book's hardware catalog.", nullptr, unmatchedCount)
                     .arg(formatCount(unmatchedCount));
    if (breakoutUnpairedCount > 0)
        notes << QCoreApplication::translate("cq::BillOfMaterials",
                                             "%1 cable(s) between breakout ports are ordered at their own rate, "
                                             "not as one full-rate cable per port (2 x 400G on one 800G cable): "
                                             "the two halves of such a port go to different switches or ports, or "
                                             "no catalog part of the full rate reaches that far.",
                                             nullptr, breakoutUnpairedCount)
                     .arg(formatCount(breakoutUnpairedCount));
    if (!unreachedSwitches.isEmpty())
        notes << QCoreApplication::translate("cq::BillOfMaterials",
                                             "%1 switch(es) no server reaches through cables, so in no tier: %2.",
                                             nullptr, int(unreachedSwitches.size()))
                     .arg(formatCount(unreachedSwitches.size()), unreachedSwitches.join(QStringLiteral(", ")));
    return notes;
}

} // namespace cq
