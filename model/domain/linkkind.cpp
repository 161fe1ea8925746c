#include "linkkind.h"

#include <QCoreApplication>

namespace cq {

QString linkKindKey(LinkKind kind)
{
    switch (kind) {
    case LinkKind::InfiniBand: return QStringLiteral("ib");
    case LinkKind::RoCE: return QStringLiteral("roce");
    case LinkKind::Ethernet: return QStringLiteral("ethernet");
    }
    return {};
}

bool linkKindFromKey(const QString &key, LinkKind *kind)
{
    for (LinkKind k : {LinkKind::InfiniBand, LinkKind::RoCE, LinkKind::Ethernet}) {
        if (linkKindKey(k) == key) {
            *kind = k;
            return true;
        }
    }
    return false;
}

QString linkKindName(LinkKind kind)
{
    switch (kind) {
    case LinkKind::InfiniBand: return QCoreApplication::translate("cq::LinkKind", "InfiniBand");
    case LinkKind::RoCE: return QCoreApplication::translate("cq::LinkKind", "RoCE");
    case LinkKind::Ethernet: return QCoreApplication::translate("cq::LinkKind", "Ethernet");
    }
    return {};
}

QString nicTransportKey(NicTransport transport)
{
    switch (transport) {
    case NicTransport::Verbs: return QStringLiteral("verbs");
    case NicTransport::Efa: return QStringLiteral("efa");
    case NicTransport::EfaV2: return QStringLiteral("efa-v2");
    case NicTransport::EfaV3: return QStringLiteral("efa-v3");
    }
    return {};
}

bool nicTransportFromKey(const QString &key, NicTransport *transport)
{
    for (NicTransport t : {NicTransport::Verbs, NicTransport::Efa, NicTransport::EfaV2, NicTransport::EfaV3}) {
        if (nicTransportKey(t) == key) {
            *transport = t;
            return true;
        }
    }
    return false;
}

QString nicTransportName(NicTransport transport)
{
    switch (transport) {
    case NicTransport::Verbs: return QCoreApplication::translate("cq::LinkKind", "InfiniBand / RoCE verbs");
    case NicTransport::Efa: return QCoreApplication::translate("cq::LinkKind", "AWS EFA");
    case NicTransport::EfaV2: return QCoreApplication::translate("cq::LinkKind", "AWS EFA v2");
    case NicTransport::EfaV3: return QCoreApplication::translate("cq::LinkKind", "AWS EFA v3");
    }
    return {};
}

QString networkName(LinkKind kind, NicTransport transport)
{
    if (transport == NicTransport::Verbs)
        return linkKindName(kind);
    return QCoreApplication::translate("cq::LinkKind", "%1, %2 transport").arg(linkKindName(kind), nicTransportName(transport));
}

QString intraFabricKey(IntraFabric fabric)
{
    switch (fabric) {
    case IntraFabric::NVSwitch: return QStringLiteral("nvswitch");
    case IntraFabric::PCIeGen4: return QStringLiteral("pcie-gen4");
    case IntraFabric::PCIeGen5: return QStringLiteral("pcie-gen5");
    case IntraFabric::HCCS: return QStringLiteral("hccs");
    }
    return {};
}

bool intraFabricFromKey(const QString &key, IntraFabric *fabric)
{
    for (IntraFabric f : {IntraFabric::NVSwitch, IntraFabric::PCIeGen4, IntraFabric::PCIeGen5, IntraFabric::HCCS}) {
        if (intraFabricKey(f) == key) {
            *fabric = f;
            return true;
        }
    }
    return false;
}

QString intraFabricName(IntraFabric fabric)
{
    switch (fabric) {
    case IntraFabric::NVSwitch: return QCoreApplication::translate("cq::IntraFabric", "NVLink/NVSwitch (SXM)");
    case IntraFabric::PCIeGen4: return QCoreApplication::translate("cq::IntraFabric", "PCIe Gen4");
    case IntraFabric::PCIeGen5: return QCoreApplication::translate("cq::IntraFabric", "PCIe Gen5");
    case IntraFabric::HCCS: return QCoreApplication::translate("cq::IntraFabric", "HCCS (Ascend)");
    }
    return {};
}

} // namespace cq
