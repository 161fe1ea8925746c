#include "cablerules.h"

#include "devicepaircables.h"
#include "topology/fabricgraph.h"
#include "ruletext.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <utility>
#include <vector>

namespace cq {

namespace {

/** The cable ends plugged into one port. */
struct PortUse {
    PortRef port;
    QUuid firstCable;
    QList<QUuid> moreCables; ///< a second cable and beyond: empty, so no allocation, on a sound port

    int cableCount() const { return 1 + int(moreCables.size()); }
};

/** A device's cabled ports and its cables on ports it does not have. */
struct DeviceUse {
    QUuid device;
    int cabledPorts = 0;      ///< distinct port indices holding a cable, invalid ones included
    QList<QUuid> badCables;   ///< cables on a port index < 0 or >= the port count
    int firstBadPort = 0;
};

/**
 * Every cable end, grouped by port and by device, in first-seen order. Looked up by the
 * FabricGraph's integer vertices, not by ids: a 49,152-cable fat tree has 98,304 ends, and
 * hashing a PortRef (a QUuid and an int) per end was most of the rules' time (issue #4). A
 * port holding one end is only a number in its slot (the end that holds it); a PortUse is made
 * for the ports that hold a second end, the only ones a rule reports (a 393,216-cable design
 * made 786,432 PortUse records, most of this pass's time and memory, issue 23).
 */
struct PortIndex {
    /** The ports holding two ends or more, with the first end on each ((2 x cable + end) ascending
     *  once sharedPorts() sorted them: the order in which the ports were first seen). */
    QList<std::pair<int, PortUse>> shared;
    QList<DeviceUse> devices;
    QList<Diagnostic> unknownEnds; ///< CQ-PORT-001 for ends on no server or switch

    std::vector<int> deviceAt;  ///< per vertex: index into devices, -1 while unseen
    std::vector<int> firstSlot; ///< per vertex: where its port 0 is in portAt
    std::vector<int> flatPorts; ///< per vertex: its ports 0 .. flatPorts-1 are in portAt
    /** Per existing port of every vertex: -1 while unseen; 2 x cable + end (0 = a, 1 = b) of the
     *  one end on it; -2 - i once it holds more, i its entry in `shared`. */
    std::vector<int> portAt;
    QHash<std::pair<int, int>, int> otherPortAt; ///< (vertex, port) of the ports not in portAt
};

/** Ports per device kept in the flat table; a (broken) larger count spills into the hash. */
constexpr int kFlatPorts = 1024;

/** Ports of a vertex (server NICs or switch ports). */
int portCountOfVertex(const FabricGraph &graph, int vertex)
{
    const int sw = graph.switchOfVertex(vertex);
    return sw >= 0 ? graph.design().switches.at(sw).portCount : graph.design().servers.at(vertex).nicCount;
}

/** Ports of a server or switch; -1 for an id that is neither. */
int portCountOf(const FabricGraph &graph, const QUuid &device)
{
    const int v = graph.vertexOf(device);
    return v >= 0 ? portCountOfVertex(graph, v) : -1;
}

PortIndex emptyIndex(const FabricGraph &graph)
{
    PortIndex index;
    const int vertices = int(graph.design().servers.size() + graph.design().switches.size());
    index.deviceAt.assign(size_t(vertices), -1);
    index.firstSlot.resize(size_t(vertices));
    index.flatPorts.resize(size_t(vertices));
    // Room for every port, but never much more than the cable ends: a design of big switches
    // with few cables spills the rest into the hash rather than allocating idle slots.
    const qsizetype budget = 4 * graph.design().cables.size() + 65536;
    int slotCount = 0;
    for (int v = 0; v < vertices; ++v) {
        const int ports = std::clamp(portCountOfVertex(graph, v), 0, kFlatPorts);
        index.firstSlot[size_t(v)] = slotCount;
        index.flatPorts[size_t(v)] = slotCount + ports <= budget ? ports : 0;
        slotCount += index.flatPorts[size_t(v)];
    }
    index.portAt.assign(size_t(slotCount), -1);
    return index;
}

/** Where (vertex, port) is recorded (PortIndex::portAt); -1 while unseen, to be set by the caller. */
int &portSlot(PortIndex *index, int vertex, int port)
{
    if (port >= 0 && port < index->flatPorts[size_t(vertex)])
        return index->portAt[size_t(index->firstSlot[size_t(vertex)] + port)];
    auto it = index->otherPortAt.find({vertex, port});
    if (it == index->otherPortAt.end())
        it = index->otherPortAt.insert({vertex, port}, -1);
    return it.value();
}

/** End @p endIndex (0 = a, 1 = b) of design().cables[@p c], on @p vertex. */
void addEnd(PortIndex *index, const FabricGraph &graph, int c, int endIndex, int vertex)
{
    const QList<Cable> &cables = graph.design().cables;
    const Cable &cable = cables.at(c);
    const PortRef &end = endIndex == 0 ? cable.a : cable.b;
    int &device = index->deviceAt[size_t(vertex)];
    if (device < 0) {
        device = int(index->devices.size());
        index->devices.append(DeviceUse{end.device, 0, {}, 0});
    }
    DeviceUse &use = index->devices[device];
    int &port = portSlot(index, vertex, end.port);
    if (port == -1) {
        port = 2 * c + endIndex;
        ++use.cabledPorts;
    } else if (port >= 0) { // a second end: the port becomes a finding
        const Cable &first = cables.at(port / 2);
        index->shared.append({port, PortUse{port % 2 == 0 ? first.a : first.b, first.id, {cable.id}}});
        port = -2 - int(index->shared.size() - 1);
    } else {
        index->shared[-2 - port].second.moreCables.append(cable.id);
    }
    // A cable looping back onto its own device adds its two ends one after the other: list it once.
    const bool listed = !use.badCables.isEmpty() && use.badCables.last() == cable.id;
    if ((end.port < 0 || end.port >= portCountOfVertex(graph, vertex)) && !listed) {
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
    PortIndex index = emptyIndex(graph);
    const QList<Cable> &cables = graph.design().cables;
    index.devices.reserve(index.deviceAt.size());
    for (int c = 0; c < cables.size(); ++c) {
        const Cable &cable = cables.at(c);
        if (graph.vertexA(c) < 0 || graph.vertexB(c) < 0) {
            index.unknownEnds.append(unknownEnd(graph, cable));
            continue;
        }
        addEnd(&index, graph, c, 0, graph.vertexA(c));
        if (cable.b != cable.a) // a cable into its own port is CQ-CABLE-001's, not a second cable there
            addEnd(&index, graph, c, 1, graph.vertexB(c));
    }
    // In the order the ports were first seen, as one record per port made in cable order lists them.
    std::sort(index.shared.begin(), index.shared.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
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
    for (const auto &[firstEnd, use] : index.shared) {
        const QString port = QString::number(use.port.port + 1);
        const QString name = graph.displayName(use.port.device);
        const QString count = QString::number(use.cableCount());
        const QString message = graph.switchById(use.port.device)
            ? QCoreApplication::translate("cq::Validator", "Port %1 of switch \"%2\" holds %3 cables; a port takes one cable.")
                  .arg(port, name, count)
            : QCoreApplication::translate("cq::Validator", "Port %1 of server \"%2\" holds %3 cables; a port takes one cable.")
                  .arg(port, name, count);
        QList<QUuid> ids{use.port.device};
        for (const QUuid &cable : QList<QUuid>{use.firstCable} + use.moreCables) {
            if (!ids.contains(cable)) // a cable looping into its own port is listed once
                ids.append(cable);
        }
        out->append({QStringLiteral("CQ-PORT-002"), Severity::Error, message, ids});
    }
}

/** CQ-CABLE-001 text for a cable with both ends on one device (ports shown 1-based). */
QString selfCableMessage(const FabricGraph &graph, const Cable &cable)
{
    const QString name = graph.displayName(cable.a.device);
    const QString portA = QString::number(cable.a.port + 1);
    const QString portB = QString::number(cable.b.port + 1);
    if (cable.a.port == cable.b.port)
        return QCoreApplication::translate("cq::Validator",
                                           "A cable runs from port %1 of \"%2\" back into the same port: a cable "
                                           "joins two devices.")
            .arg(portA, name);
    return graph.switchById(cable.a.device)
        ? QCoreApplication::translate("cq::Validator",
                                      "A cable joins port %1 of switch \"%2\" to its own port %3: a switch port is "
                                      "cabled to a server or to another switch, never back into the same switch.")
              .arg(portA, name, portB)
        : QCoreApplication::translate("cq::Validator",
                                      "A cable joins NIC port %1 of server \"%2\" to its own NIC port %3: a server's "
                                      "NICs are cabled to a switch.")
              .arg(portA, name, portB);
}

// Cables the canvas refuses (ClusterDocument::connectionProblem) but a file or an import can
// hold: one device at both ends, or two servers joined without a switch. One error per cable.
void checkCableEnds(const FabricGraph &graph, QList<Diagnostic> *out)
{
    const QList<Cable> &cables = graph.design().cables;
    QList<Diagnostic> directs;
    for (int c = 0; c < cables.size(); ++c) {
        const int a = graph.vertexA(c);
        const int b = graph.vertexB(c);
        if (a < 0 || b < 0)
            continue; // CQ-PORT-001 names an end on no device
        const Cable &cable = cables.at(c);
        if (a == b) {
            out->append({QStringLiteral("CQ-CABLE-001"), Severity::Error, selfCableMessage(graph, cable),
                         {cable.a.device, cable.id}});
        } else if (graph.switchOfVertex(a) < 0 && graph.switchOfVertex(b) < 0) {
            directs.append({QStringLiteral("CQ-CABLE-002"), Severity::Error,
                            QCoreApplication::translate("cq::Validator",
                                                        "A cable joins server \"%1\" (NIC port %2) directly to server "
                                                        "\"%3\" (NIC port %4): servers connect through a switch.")
                                .arg(graph.displayName(cable.a.device), QString::number(cable.a.port + 1),
                                     graph.displayName(cable.b.device), QString::number(cable.b.port + 1)),
                            {cable.a.device, cable.b.device, cable.id}});
        }
    }
    out->append(directs);
}

void checkRates(const FabricGraph &graph, QList<Diagnostic> *out)
{
    const QList<DevicePairCables> mismatches = cablesByDevicePair(graph, [&](int a, int b) {
        const double rateA = graph.vertexRateGbps(a);
        const double rateB = graph.vertexRateGbps(b);
        return rateA > 0 && rateB > 0 && rateA != rateB;
    });
    for (const DevicePairCables &m : std::as_const(mismatches)) {
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

// An InfiniBand port cabled to an Ethernet one never links up: the designer refuses such a
// cable, but a file or an import can hold one. Grouped per device pair like the rates.
void checkLinkKinds(const FabricGraph &graph, QList<Diagnostic> *out)
{
    const QList<DevicePairCables> mismatches = cablesByDevicePair(
        graph, [&](int a, int b) { return !linkKindsCompatible(graph.vertexKind(a), graph.vertexKind(b)); });
    for (const DevicePairCables &m : std::as_const(mismatches)) {
        const QString message =
            QCoreApplication::translate("cq::Validator",
                                        "%n cable(s) join \"%1\" (%2 port) to \"%3\" (%4 port): an InfiniBand "
                                        "port only links up with another InfiniBand port.",
                                        nullptr, int(m.cables.size()))
                .arg(graph.displayName(m.a), linkKindName(graph.vertexKind(graph.vertexOf(m.a))), graph.displayName(m.b),
                     linkKindName(graph.vertexKind(graph.vertexOf(m.b))));
        out->append({QStringLiteral("CQ-LINK-001"), Severity::Error, message, QList<QUuid>{m.a, m.b} + m.cables});
    }
}

} // namespace

void checkCableRules(const FabricGraph &graph, QList<Diagnostic> *out)
{
    const PortIndex index = indexPorts(graph);
    checkPortsExist(graph, index, out);
    checkPortsShared(graph, index, out);
    checkCableEnds(graph, out);
    checkRates(graph, out);
    checkLinkKinds(graph, out);
}

} // namespace cq
