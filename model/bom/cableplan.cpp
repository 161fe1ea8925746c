#include "cableplan.h"

#include "quote/resolvedcables.h"
#include "format/csvtable.h"

namespace cq {

QString cablePlanId(int index)
{
    return QStringLiteral("C%1").arg(index + 1, 4, 10, QLatin1Char('0'));
}

CablePlan CablePlan::of(const Design &design, const Catalog &catalog)
{
    const FabricGraph graph(design);
    return of(graph, catalog);
}

CablePlan CablePlan::of(const FabricGraph &graph, const Catalog &catalog)
{
    const Design &design = graph.design();
    CablePlan plan;
    plan.rows.reserve(design.cables.size());
    for (const ResolvedCable &r : resolveCables(graph, catalog)) {
        const Cable &c = design.cables.at(r.index);
        CablePlanRow row;
        row.cableId = cablePlanId(r.index);
        row.id = c.id;
        row.aDevice = graph.displayName(c.a.device);
        row.aPort = portName(graph, c.a);
        row.bDevice = graph.displayName(c.b.device);
        row.bPort = portName(graph, c.b);
        row.kind = r.choice.kind;
        row.sku = r.choice.model ? r.choice.model->sku : QString();
        row.rateGbps = r.rateGbps;
        row.lengthM = r.lengthM;
        row.tier = r.tier;
        plan.rows.append(row);
    }
    for (int w = 0; w < design.switches.size(); ++w) {
        const Switch &sw = design.switches.at(w);
        SwitchPortTable table;
        table.switchName = sw.name;
        for (int p = 0; p < sw.portCount; ++p)
            table.ports.append({p + 1, portName(graph, {sw.id, p}), {}, {}, {}});
        for (int cable : graph.cablesOf(sw.id)) {
            const Cable &c = design.cables.at(cable);
            // A cable with both ends on this switch (a loop the rules flag) fills both ports.
            for (const auto &[own, peer] : {std::pair{&c.a, &c.b}, std::pair{&c.b, &c.a}}) {
                if (own->device != sw.id || own->port < 0 || own->port >= table.ports.size())
                    continue;
                SwitchPortRow &row = table.ports[own->port];
                row.cableId = cablePlanId(cable);
                row.peerDevice = graph.displayName(peer->device);
                row.peerPort = portName(graph, *peer);
            }
        }
        plan.m_switchTables.append(table);
    }
    return plan;
}

QString CablePlan::netboxCableType(CableKind kind, double rateGbps)
{
    switch (kind) {
    case CableKind::Dac: return QStringLiteral("dac-passive");
    case CableKind::Aoc: return QStringLiteral("aoc");
    case CableKind::Fiber: break;
    }
    return rateGbps >= 400 ? QStringLiteral("smf") : QStringLiteral("mmf-om4");
}

QString CablePlan::netboxCsv() const
{
    const QString interface = QStringLiteral("dcim.interface");
    QString csv = CsvTable::row({"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type",
                                 "side_b_name", "type", "status", "label", "length", "length_unit"});
    for (const CablePlanRow &r : rows) {
        csv += CsvTable::row({r.aDevice, interface, r.aPort, r.bDevice, interface, r.bPort,
                              netboxCableType(r.kind, r.rateGbps), QStringLiteral("planned"), r.cableId,
                              QString::number(r.lengthM), QStringLiteral("m")});
    }
    return csv;
}

} // namespace cq
