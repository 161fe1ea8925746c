#include "cablerules.h"

#include "engine/fabricgraph.h"
#include "ruletext.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <utility>

namespace cq {

namespace {

/** The cable ends plugged into one port. */
struct PortUse {
    PortRef port;
    QList<QUuid> cables;
};

/** A device's cabled ports and its cables on ports it does not have. */
struct DeviceUse {
    QUuid device;
    int cabledPorts = 0;      ///< distinct port indices holding a cable, invalid ones included
    QList<QUuid> badCables;   ///< cables on a port index < 0 or >= the port count
    int firstBadPort = 0;
};

/** Every cable end, grouped by port and by device, in first-seen order. */
struct PortIndex {
    QList<PortUse> ports;
    QHash<PortRef, int> portAt;
    QList<DeviceUse> devices;
    QHash<QUuid, int> deviceAt;
    QList<Diagnostic> unknownEnds; ///< CQ-PORT-001 for ends on no server or switch
};

int portCountOf(const FabricGraph &graph, const QUuid &device)
{
    if (const Server *s = graph.server(device))
        return s->nicCount;
    if (const Switch *sw = graph.switchById(device))
        return sw->portCount;
    return -1;
}

void addEnd(PortIndex *index, const FabricGraph &graph, const Cable &cable, const PortRef &end)
{
    auto device = index->deviceAt.constFind(end.device);
    if (device == index->deviceAt.cend()) {
        device = index->deviceAt.insert(end.device, int(index->devices.size()));
        index->devices.append(DeviceUse{end.device, 0, {}, 0});
    }
    DeviceUse &use = index->devices[device.value()];
    auto port = index->portAt.constFind(end);
    if (port == index->portAt.cend()) {
        port = index->portAt.insert(end, int(index->ports.size()));
        index->ports.append(PortUse{end, {}});
        ++use.cabledPorts;
    }
    index->ports[port.value()].cables.append(cable.id);
    // A cable looping back onto its own device adds its two ends one after the other: list it once.
    const bool listed = !use.badCables.isEmpty() && use.badCables.last() == cable.id;
    if ((end.port < 0 || end.port >= portCountOf(graph, end.device)) && !listed) {
        if (use.badCables.isEmpty())
            use.firstBadPort = end.port;
        use.badCables.append(cable.id);
    }
}

Diagnostic unknownEnd(const FabricGraph &graph, const Cable &cable)
{
    const bool aKnown = portCountOf(graph, cable.a.device) >= 0;
    const bool bKnown = portCountOf(graph, cable.b.device) >= 0;
    Diagnostic d{QStringLiteral("CQ-PORT-001"), Severity::Error, {}, {cable.id}};
    if (!aKnown && !bKnown) {
        d.message = QCoreApplication::translate("cq::Validator",
                                                "A cable joins two devices that are not in the design.");
        return d;
    }
    const PortRef &known = aKnown ? cable.a : cable.b;
    d.ids.append(known.device);
    d.message = QCoreApplication::translate("cq::Validator",
                                            "The cable on port %1 of \"%2\" ends on a device that is not in the design.")
                    .arg(QString::number(known.port + 1), graph.displayName(known.device));
    return d;
}

PortIndex indexPorts(const FabricGraph &graph)
{
    PortIndex index;
    for (const Cable &cable : graph.design().cables) {
        if (portCountOf(graph, cable.a.device) < 0 || portCountOf(graph, cable.b.device) < 0) {
            index.unknownEnds.append(unknownEnd(graph, cable));
            continue;
        }
        addEnd(&index, graph, cable, cable.a);
        addEnd(&index, graph, cable, cable.b);
    }
    return index;
}

QString badPortMessage(const FabricGraph &graph, const DeviceUse &use)
{
    const bool isSwitch = graph.switchById(use.device) != nullptr;
    const QString name = graph.displayName(use.device);
    const QString ports = QString::number(portCountOf(graph, use.device));
    if (use.cabledPorts > portCountOf(graph, use.device)) {
        const QString cabled = QString::number(use.cabledPorts);
        return isSwitch ? QCoreApplication::translate("cq::Validator", "Switch \"%1\" has %2 ports but %3 are cabled.")
                              .arg(name, ports, cabled)
                        : QCoreApplication::translate("cq::Validator", "Server \"%1\" has %2 NIC ports but %3 are cabled.")
                              .arg(name, ports, cabled);
    }
    const QString port = QString::number(use.firstBadPort + 1);
    return isSwitch ? QCoreApplication::translate("cq::Validator",
                                                  "Switch \"%1\" has %2 ports; a cable uses port %3, which does not exist.")
                          .arg(name, ports, port)
                    : QCoreApplication::translate("cq::Validator",
                                                  "Server \"%1\" has %2 NIC ports; a cable uses port %3, which does not exist.")
                          .arg(name, ports, port);
}

void checkPortsExist(const FabricGraph &graph, const PortIndex &index, QList<Diagnostic> *out)
{
    for (const DeviceUse &use : index.devices) {
        if (!use.badCables.isEmpty())
            out->append({QStringLiteral("CQ-PORT-001"), Severity::Error, badPortMessage(graph, use),
                         QList<QUuid>{use.device} + use.badCables});
    }
    out->append(index.unknownEnds);
}

void checkPortsShared(const FabricGraph &graph, const PortIndex &index, QList<Diagnostic> *out)
{
    for (const PortUse &use : index.ports) {
        if (use.cables.size() < 2)
            continue;
        const QString port = QString::number(use.port.port + 1);
        const QString name = graph.displayName(use.port.device);
        const QString count = QString::number(use.cables.size());
        const QString message = graph.switchById(use.port.device)
            ? QCoreApplication::translate("cq::Validator", "Port %1 of switch \"%2\" holds %3 cables; a port takes one cable.")
                  .arg(port, name, count)
            : QCoreApplication::translate("cq::Validator", "Port %1 of server \"%2\" holds %3 cables; a port takes one cable.")
                  .arg(port, name, count);
        QList<QUuid> ids{use.port.device};
        for (const QUuid &cable : use.cables) {
            if (!ids.contains(cable)) // a cable looping into its own port is listed once
                ids.append(cable);
        }
        out->append({QStringLiteral("CQ-PORT-002"), Severity::Error, message, ids});
    }
}

/** Cables between one pair of devices whose port rates differ. */
struct RateMismatch {
    QUuid a;
    QUuid b;
    QList<QUuid> cables;
};

// Grouped per device pair: eight NICs of a 400G server in a 200G switch are one finding,
// not eight (a 1,000-server design would otherwise list thousands).
void checkRates(const FabricGraph &graph, QList<Diagnostic> *out)
{
    QList<RateMismatch> mismatches;
    QHash<std::pair<QUuid, QUuid>, int> indexOf;
    for (const Cable &cable : graph.design().cables) {
        const double rateA = graph.portRateGbps(cable.a.device);
        const double rateB = graph.portRateGbps(cable.b.device);
        if (rateA <= 0 || rateB <= 0 || rateA == rateB)
            continue; // unknown ends are CQ-PORT-001's business
        const std::pair<QUuid, QUuid> key = std::minmax(cable.a.device, cable.b.device);
        auto it = indexOf.constFind(key);
        if (it == indexOf.cend()) {
            it = indexOf.insert(key, int(mismatches.size()));
            mismatches.append(RateMismatch{cable.a.device, cable.b.device, {}});
        }
        mismatches[it.value()].cables.append(cable.id);
    }
    for (const RateMismatch &m : std::as_const(mismatches)) {
        const double rateA = graph.portRateGbps(m.a);
        const double rateB = graph.portRateGbps(m.b);
        const QString message =
            QCoreApplication::translate("cq::Validator",
                                        "%n cable(s) between \"%1\" (%2) and \"%3\" (%4): "
                                        "the link runs at the lower rate, %5.",
                                        nullptr, int(m.cables.size()))
                .arg(graph.displayName(m.a), rateText(rateA), graph.displayName(m.b), rateText(rateB),
                     rateText(std::min(rateA, rateB)));
        out->append({QStringLiteral("CQ-RATE-001"), Severity::Warning, message,
                     QList<QUuid>{m.a, m.b} + m.cables});
    }
}

} // namespace

void checkCableRules(const FabricGraph &graph, QList<Diagnostic> *out)
{
    const PortIndex index = indexPorts(graph);
    checkPortsExist(graph, index, out);
    checkPortsShared(graph, index, out);
    checkRates(graph, out);
}

} // namespace cq
