#include "netboxportgroups.h"

#include "netboxdevicetype.h"

#include <QRegularExpression>

namespace cq {

void NetboxPortGroups::add(const QString &name, const QString &slug, const NetboxInterfaceType &type, bool mgmtOnly)
{
    if (mgmtOnly) {
        ++m_mgmt;
        return;
    }
    if (type.cls == NetboxInterfaceType::Class::Logical) {
        ++m_logical;
        return;
    }
    Group &group = m_byRate[type.rateGbps];
    ++group.count;
    if (!group.slugs.contains(slug))
        group.slugs << slug;
    group.names << name;
    group.infiniband = group.infiniband || type.infiniband;
}

bool NetboxPortGroups::pickFabric(NetboxDeviceType *type)
{
    if (m_mgmt > 0)
        m_notes << tr("Management ports skipped (mgmt_only): %1.").arg(m_mgmt);
    if (m_logical > 0)
        m_notes << tr("Logical interfaces skipped (virtual, LAG, bridge): %1.").arg(m_logical);
    int slowPorts = 0;
    double fabricRate = 0;
    for (auto it = m_byRate.cbegin(); it != m_byRate.cend(); ++it) {
        if (it.key() < kFabricMinGbps) {
            slowPorts += it->count;
            m_notes << tr("Skipped as management or front-end ports: %1 x %2 Gb/s (%3).")
                           .arg(it->count).arg(it.key()).arg(it->slugs.join(QStringLiteral(", ")));
        } else if (fabricRate == 0 || it->count >= m_byRate.value(fabricRate).count) {
            fabricRate = it.key(); // ascending rates: a tie goes to the faster group
        }
    }
    if (fabricRate == 0) {
        if (slowPorts >= kSwitchMinPorts)
            return false;
        type->role = NetboxDeviceType::Role::Server;
        m_notes << tr("No port of %1 Gb/s or faster: NetBox lists no fabric NIC.").arg(kFabricMinGbps);
        return true;
    }
    const Group &fabric = m_byRate.value(fabricRate);
    type->fabricRateGbps = fabricRate;
    type->fabricPorts = fabric.count;
    type->fabricSlug = fabric.slugs.join(QStringLiteral(", "));
    type->kindCertain = fabric.infiniband;
    QStringList names = fabric.names;
    for (auto it = m_byRate.cbegin(); it != m_byRate.cend(); ++it) {
        if (it.key() < kFabricMinGbps || it.key() == fabricRate)
            continue;
        const QString ports = QStringLiteral("%1 x %2 Gb/s (%3)").arg(it->count).arg(it.key()).arg(it->slugs.join(QStringLiteral(", ")));
        if (it.key() > fabricRate) {
            type->fabricPorts += it->count;
            names += it->names;
            m_notes << tr("Counted at %1 Gb/s, the rate of the other fabric ports: %2.").arg(fabricRate).arg(ports);
        } else {
            m_notes << tr("Skipped, slower than the %1 Gb/s fabric ports: %2.").arg(fabricRate).arg(ports);
        }
    }
    type->role = type->fabricPorts >= kSwitchMinPorts ? NetboxDeviceType::Role::Switch : NetboxDeviceType::Role::Server;
    type->breakout = (type->role == NetboxDeviceType::Role::Switch && fabricRate == 800) ? 2 : 1;
    if (type->breakout > 1)
        m_notes << tr("Each %1 Gb/s port splits into %2 x %3 Gb/s: %4 ports of %3 Gb/s.")
                       .arg(fabricRate).arg(type->breakout).arg(fabricRate / type->breakout).arg(type->fabricPorts * type->breakout);
    noteCageGaps(names);
    return true;
}

void NetboxPortGroups::noteCageGaps(const QStringList &names)
{
    // Split ports named CAGE.N (NVIDIA's P1.0, P1.1 on one OSFP cage): a cage with fewer
    // entries than the others usually means the file lost ports (QM9700 lacks P22.1, P23.0).
    static const QRegularExpression split(QStringLiteral("^(.*\\D)(\\d+)\\.(\\d+)$"));
    QMap<int, int> perCage;
    QString prefix;
    for (const QString &name : names) {
        const QRegularExpressionMatch m = split.match(name);
        if (!m.hasMatch())
            return;
        prefix = m.captured(1);
        ++perCage[m.captured(2).toInt()];
    }
    int most = 0;
    for (int n : std::as_const(perCage))
        most = std::max(most, n);
    QStringList short_;
    for (auto it = perCage.cbegin(); it != perCage.cend(); ++it) {
        if (it.value() < most)
            short_ << prefix + QString::number(it.key());
    }
    if (!short_.isEmpty())
        m_notes << tr("The file lists %1 ports, and cages %2 have fewer than %3 each: the file may miss ports; "
                      "check the port count against the datasheet.")
                       .arg(names.size()).arg(short_.join(QStringLiteral(", "))).arg(most);
}

} // namespace cq
