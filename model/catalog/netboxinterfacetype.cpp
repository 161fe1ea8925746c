#include "netboxinterfacetype.h"

#include <QHash>

namespace cq {

namespace {

// Ethernet slugs of NetBox's InterfaceTypeChoices (copper and pluggable cages), Gb/s per port.
const QHash<QString, double> &ethernetRates()
{
    static const QHash<QString, double> rates{
        {QStringLiteral("100base-tx"), 0.1},          {QStringLiteral("1000base-t"), 1},
        {QStringLiteral("1000base-x-sfp"), 1},        {QStringLiteral("1000base-x-gbic"), 1},
        {QStringLiteral("2.5gbase-t"), 2.5},          {QStringLiteral("5gbase-t"), 5},
        {QStringLiteral("10gbase-t"), 10},            {QStringLiteral("10gbase-x-sfpp"), 10},
        {QStringLiteral("25gbase-t"), 25},            {QStringLiteral("25gbase-x-sfp28"), 25},
        {QStringLiteral("40gbase-x-qsfpp"), 40},      {QStringLiteral("50gbase-x-sfp28"), 50},
        {QStringLiteral("50gbase-x-sfp56"), 50},      {QStringLiteral("100gbase-x-qsfp28"), 100},
        {QStringLiteral("100gbase-x-qsfpdd"), 100},   {QStringLiteral("100gbase-x-sfpdd"), 100},
        {QStringLiteral("100gbase-x-dsfp"), 100},     {QStringLiteral("100gbase-x-sfp112"), 100},
        {QStringLiteral("100gbase-x-cfp"), 100},      {QStringLiteral("100gbase-x-cfp2"), 100},
        {QStringLiteral("100gbase-x-cfp4"), 100},     {QStringLiteral("200gbase-x-qsfp56"), 200},
        {QStringLiteral("200gbase-x-qsfpdd"), 200},   {QStringLiteral("200gbase-x-cfp2"), 200},
        {QStringLiteral("400gbase-x-qsfpdd"), 400},   {QStringLiteral("400gbase-x-osfp"), 400},
        {QStringLiteral("400gbase-x-osfp-rhs"), 400}, {QStringLiteral("400gbase-x-qsfp112"), 400},
        {QStringLiteral("400gbase-x-cfp2"), 400},     {QStringLiteral("400gbase-x-cfp8"), 400},
        {QStringLiteral("800gbase-x-osfp"), 800},     {QStringLiteral("800gbase-x-qsfpdd"), 800},
    };
    return rates;
}

// NetBox's InfiniBand labels are per lane ("EDR (25 Gbps)"); a 4x port carries four lanes.
const QHash<QString, double> &infinibandLaneRates()
{
    static const QHash<QString, double> lanes{
        {QStringLiteral("edr"), 25}, {QStringLiteral("hdr"), 50}, {QStringLiteral("ndr"), 100}, {QStringLiteral("xdr"), 250}};
    return lanes;
}

constexpr int kInfinibandLanes = 4;

} // namespace

bool NetboxInterfaceType::fromSlug(const QString &slug, NetboxInterfaceType *type)
{
    if (slug == QLatin1String("virtual") || slug == QLatin1String("lag") || slug == QLatin1String("bridge")) {
        *type = NetboxInterfaceType{Class::Logical, 0, false};
        return true;
    }
    if (const auto it = ethernetRates().constFind(slug); it != ethernetRates().constEnd()) {
        *type = NetboxInterfaceType{Class::Port, it.value(), false};
        return true;
    }
    if (slug.startsWith(QLatin1String("infiniband-"))) {
        QString generation = slug.mid(11);
        if (generation.endsWith(QLatin1String("-4x")))
            generation.chop(3);
        if (const auto it = infinibandLaneRates().constFind(generation); it != infinibandLaneRates().constEnd()) {
            *type = NetboxInterfaceType{Class::Port, it.value() * kInfinibandLanes, true};
            return true;
        }
    }
    return false;
}

} // namespace cq
