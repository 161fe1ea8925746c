#include "priceitem.h"

#include <algorithm>
#include <array>
#include <utility>

namespace cq {

namespace {
constexpr std::array<std::pair<PriceUnit, const char *>, 8> kUnitKeys{{
    {PriceUnit::PerMonth, "month"},
    {PriceUnit::PerPortMonth, "port-month"},
    {PriceUnit::PerMbpsMonth, "mbps-month"},
    {PriceUnit::PerKwh, "kwh"},
    {PriceUnit::OneOff, "one-off"},
    {PriceUnit::PerHour, "hour"},
    {PriceUnit::Kw, "kw"},
    {PriceUnit::PerTbMonth, "tb-month"},
}};

struct InclusionText {
    Inclusion inclusion;
    const char *key;
    const char *name;
    const char *nameZh;
};
// The wording of DOMAIN.md's "included (包内: power, network, hosting, 24x7 operations)".
constexpr std::array<InclusionText, 6> kInclusions{{
    {Inclusion::NicPorts, "nic-ports", "IB/RoCE NIC port fees", "IB/RoCE 网卡端口费"},
    {Inclusion::FabricSwitches, "fabric-switches",
     "switches of its fabric and their ports", "所在组网的交换机及其端口"},
    {Inclusion::Bandwidth, "bandwidth", "dedicated bandwidth", "独享带宽"},
    {Inclusion::Storage, "storage", "storage", "存储"},
    {Inclusion::Power, "power", "power and cooling", "电力与制冷"},
    {Inclusion::Operations, "operations", "hosting and 24x7 operations",
     "托管与 7x24 运维"},
}};

const InclusionText &inclusionText(Inclusion inclusion)
{
    for (const InclusionText &t : kInclusions) {
        if (t.inclusion == inclusion)
            return t;
    }
    return kInclusions.front();
}
} // namespace

QList<Inclusion> allInclusions()
{
    QList<Inclusion> all;
    for (const InclusionText &t : kInclusions)
        all << t.inclusion;
    return all;
}

QString inclusionKey(Inclusion inclusion)
{
    return QString::fromLatin1(inclusionText(inclusion).key);
}

QString inclusionsKey(Inclusions inclusions)
{
    QStringList keys;
    for (const InclusionText &t : kInclusions) {
        if (inclusions.testFlag(t.inclusion))
            keys << QString::fromLatin1(t.key);
    }
    return keys.join(QLatin1Char(','));
}

bool inclusionsFromKey(const QString &key, Inclusions *inclusions)
{
    Inclusions result;
    for (const QString &part : key.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString k = part.trimmed();
        if (k.isEmpty())
            continue;
        const auto it = std::find_if(kInclusions.cbegin(), kInclusions.cend(),
                                     [&](const InclusionText &t) { return k == QLatin1String(t.key); });
        if (it == kInclusions.cend())
            return false;
        result |= it->inclusion;
    }
    *inclusions = result;
    return true;
}

QString inclusionName(Inclusion inclusion)
{
    return QString::fromLatin1(inclusionText(inclusion).name);
}

QString inclusionNameZh(Inclusion inclusion)
{
    return QString::fromUtf8(inclusionText(inclusion).nameZh);
}

QString inclusionsText(Inclusions inclusions, bool chinese)
{
    QStringList names;
    for (const InclusionText &t : kInclusions) {
        if (inclusions.testFlag(t.inclusion))
            names << (chinese ? QString::fromUtf8(t.nameZh) : QString::fromLatin1(t.name));
    }
    return names.join(chinese ? QStringLiteral("、") : QStringLiteral(", "));
}

QString priceUnitKey(PriceUnit unit)
{
    for (const auto &[u, key] : kUnitKeys) {
        if (u == unit)
            return QString::fromLatin1(key);
    }
    return {};
}

bool priceUnitFromKey(const QString &key, PriceUnit *unit)
{
    for (const auto &[u, k] : kUnitKeys) {
        if (key == QLatin1String(k)) {
            *unit = u;
            return true;
        }
    }
    return false;
}

QString priceKindKey(PriceKind kind)
{
    return kind == PriceKind::Estimate ? QStringLiteral("estimate") : QStringLiteral("list");
}

bool priceKindFromKey(const QString &key, PriceKind *kind)
{
    if (key == QLatin1String("list") || key == QLatin1String("estimate")) {
        *kind = key == QLatin1String("list") ? PriceKind::List : PriceKind::Estimate;
        return true;
    }
    return false;
}

} // namespace cq
