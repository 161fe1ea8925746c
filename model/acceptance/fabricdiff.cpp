#include "fabricdiff.h"

#include "topology/fabricgraph.h"
#include "fabricdesign.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>

namespace cq {

namespace {


QString cableKey(QString a, QString b)
{
    if (b < a)
        std::swap(a, b);
    return a + QStringLiteral(" - ") + b;
}

/** Cable key -> rate (Gb/s) of every cable of a design, with switch ports 1-based. */
QMultiHash<QString, double> cablesOf(const Design &design)
{
    QHash<QUuid, QPair<QString, bool>> device; // id -> (name, is switch)
    QHash<QUuid, double> rate;
    for (const Server &s : design.servers) {
        device.insert(s.id, {s.name, false});
        rate.insert(s.id, s.nicRateGbps);
    }
    for (const Switch &s : design.switches) {
        device.insert(s.id, {s.name, true});
        rate.insert(s.id, s.portRateGbps);
    }
    const auto end = [&](const PortRef &p) {
        const auto d = device.value(p.device, {p.device.toString(), false});
        return d.second ? QStringLiteral("%1/%2").arg(d.first).arg(p.port + 1) : d.first;
    };
    QMultiHash<QString, double> cables;
    for (const Cable &c : design.cables)
        cables.insert(cableKey(end(c.a), end(c.b)), std::min(rate.value(c.a.device), rate.value(c.b.device)));
    return cables;
}

QMap<int, int> tiersOf(const Design &design)
{
    const FabricGraph graph(design);
    QMap<int, int> tiers;
    for (int i = 0; i < design.switches.size(); ++i)
        ++tiers[graph.tier(i)];
    return tiers;
}

QString tierWords(const QMap<int, int> &tiers)
{
    QStringList parts;
    for (auto it = tiers.cbegin(); it != tiers.cend(); ++it)
        parts.append(it.key() == 0 ? QCoreApplication::translate("cq::Acceptance", "%1 unreached").arg(it.value()) : QCoreApplication::translate("cq::Acceptance", "tier %1: %2").arg(it.key()).arg(it.value()));
    return parts.isEmpty() ? QCoreApplication::translate("cq::Acceptance", "no switch") : parts.join(QStringLiteral(", "));
}

QString listed(const QStringList &items)
{
    const int shown = 12;
    QString text = items.mid(0, shown).join(QStringLiteral("; "));
    if (items.size() > shown)
        text += QCoreApplication::translate("cq::Acceptance", "; and %1 more").arg(items.size() - shown);
    return text;
}

} // namespace

FabricDiff diffFabric(const Design &design, const IbFabric &fabric)
{
    // The fabric as a design names its ends like the design does (switch/port, server).
    Design found = designFromFabric(fabric, QString());
    FabricDiff diff;
    QMultiHash<QString, double> want = cablesOf(design);
    const QMultiHash<QString, double> have = cablesOf(found);
    for (auto it = have.cbegin(); it != have.cend(); ++it) {
        const auto match = want.find(it.key());
        if (match == want.end()) {
            diff.extra.append(it.key());
            continue;
        }
        ++diff.matched;
        if (std::abs(match.value() - it.value()) > 0.5)
            diff.wrongRate.append(QCoreApplication::translate("cq::Acceptance", "%1: %2 Gb/s, design %3 Gb/s").arg(it.key()).arg(it.value()).arg(match.value()));
        want.erase(match);
    }
    for (auto it = want.cbegin(); it != want.cend(); ++it)
        diff.missing.append(it.key());
    diff.missing.sort();
    diff.extra.sort();
    diff.wrongRate.sort();
    diff.designSwitchesPerTier = tiersOf(design);
    diff.fabricSwitchesPerTier = tiersOf(found);
    return diff;
}

QList<AcceptanceCheck> checkFabric(const FabricDiff &diff, const QString &file)
{
    const int designCables = int(diff.matched + diff.missing.size());
    const int foundCables = int(diff.matched + diff.extra.size());
    QList<AcceptanceCheck> checks;
    checks.append({CheckArea::Fabric, QStringLiteral("cables-missing"), QCoreApplication::translate("cq::Acceptance", "Cables of the design found"), diff.missing.isEmpty(),
                   QCoreApplication::translate("cq::Acceptance", "%1 cables").arg(designCables), QCoreApplication::translate("cq::Acceptance", "%1 found, %2 missing").arg(diff.matched).arg(diff.missing.size()),
                   listed(diff.missing), file});
    checks.append({CheckArea::Fabric, QStringLiteral("cables-extra"), QCoreApplication::translate("cq::Acceptance", "No cable beyond the design"), diff.extra.isEmpty(),
                   QCoreApplication::translate("cq::Acceptance", "%1 cables").arg(designCables), QCoreApplication::translate("cq::Acceptance", "%1 cables, %2 not in the design").arg(foundCables).arg(diff.extra.size()),
                   listed(diff.extra), file});
    checks.append({CheckArea::Fabric, QStringLiteral("cable-rates"), QCoreApplication::translate("cq::Acceptance", "Cable rates"), diff.wrongRate.isEmpty(),
                   QCoreApplication::translate("cq::Acceptance", "as designed"), QCoreApplication::translate("cq::Acceptance", "%1 of %2 at another rate").arg(diff.wrongRate.size()).arg(diff.matched),
                   listed(diff.wrongRate), file});
    checks.append({CheckArea::Fabric, QStringLiteral("switch-tiers"), QCoreApplication::translate("cq::Acceptance", "Switches per tier"),
                   diff.designSwitchesPerTier == diff.fabricSwitchesPerTier, tierWords(diff.designSwitchesPerTier),
                   tierWords(diff.fabricSwitchesPerTier), {}, file});
    return checks;
}

} // namespace cq
