#include "acceptancejson.h"

namespace cq {

namespace {

QJsonArray numbers(const QList<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

QJsonObject topo(const TopoMatrix &m)
{
    QJsonArray devices;
    for (int i = 0; i < m.devices.size(); ++i) {
        const TopoDevice &d = m.devices.at(i);
        QJsonObject o{{"label", d.label}, {"name", d.name}, {"gpu", d.gpu}};
        if (d.gpu) {
            o.insert("cpu_affinity", d.cpuAffinity);
            o.insert("numa_node", d.numaNode);
        } else {
            QJsonArray near;
            for (int g : m.nearestGpus(i))
                near.append(m.devices.at(g).label);
            o.insert("nearest_gpus", near);
        }
        QJsonArray row;
        for (int c = 0; c < m.devices.size(); ++c) {
            const TopoCell cell = m.cell(i, c);
            row.append(cell.link == TopoLink::NVLink ? QStringLiteral("NV%1").arg(cell.nvlinks) : topoLinkKey(cell.link));
        }
        o.insert("row", row);
        devices.append(o);
    }
    return {{"gpus", m.gpuCount()}, {"nics", m.nicCount()}, {"min_nvlinks_between_gpus", m.minNvLinksBetweenGpus()},
            {"devices", devices}};
}

QJsonObject ibstat(const IbStatReadResult &r)
{
    QJsonArray ports;
    for (const IbPortStatus &p : r.ports)
        ports.append(QJsonObject{{"ca", p.ca}, {"ca_type", p.caType}, {"port", p.port}, {"state", p.state},
                                 {"physical_state", p.physicalState}, {"rate_Gbps", p.rateGbps}, {"link_layer", p.linkLayer}});
    return {{"adapters", int(r.adapters().size())}, {"ports", ports}};
}

QJsonObject fabric(const IbFabric &f)
{
    QJsonArray nodes, links, open;
    for (const IbNode &n : f.nodes)
        nodes.append(QJsonObject{{"guid", n.guid}, {"type", n.type == IbNodeType::Switch ? "switch" : n.type == IbNodeType::Ca ? "ca" : "router"},
                                 {"name", n.name}, {"lid", n.lid}, {"ports", n.ports}});
    for (const IbLink &l : f.links)
        links.append(QJsonObject{{"a", f.nodes.at(l.nodeA).name}, {"a_port", l.portA}, {"b", f.nodes.at(l.nodeB).name},
                                 {"b_port", l.portB}, {"width", l.width}, {"speed", l.speed}, {"rate_Gbps", l.rateGbps}});
    for (const IbOpenPort &p : f.openPorts)
        open.append(QJsonObject{{"node", f.nodes.at(p.node).name}, {"port", p.port}, {"width", p.width}, {"speed", p.speed}});
    return {{"switches", f.count(IbNodeType::Switch)}, {"cas", f.count(IbNodeType::Ca)}, {"nodes", nodes},
            {"links", links}, {"open_ports", open}};
}

QJsonObject nccl(const NcclReadResult &r)
{
    QJsonArray runs;
    for (const NcclRun &run : r.runs) {
        QJsonArray rows;
        for (const NcclRow &row : run.rows)
            rows.append(QJsonObject{{"bytes", row.bytes}, {"time_us", row.timeUs}, {"algbw_GBps", row.algbwGBps},
                                    {"busbw_GBps", row.busbwGBps}, {"in_place_busbw_GBps", row.inPlaceBusbwGBps}});
        runs.append(QJsonObject{{"collective", run.collective}, {"collective_inferred", run.collectiveInferred},
                                {"ranks", run.ranks}, {"hosts", QJsonArray::fromStringList(run.hosts)},
                                {"device", run.device}, {"nccl_version", run.ncclVersion},
                                {"avg_busbw_GBps", run.avgBusbwGBps}, {"memory_limit_bytes", run.memoryLimitBytes},
                                {"rows", rows}});
    }
    return {{"runs", runs}};
}

QJsonObject ethtool(const EthtoolReadResult &r)
{
    QJsonArray ports;
    for (const EthtoolPort &p : r.ports) {
        QJsonObject o{{"interface", p.interface}, {"speed_Gbps", p.speedGbps()}, {"duplex", p.duplex}, {"port", p.portType}};
        o.insert("link_detected", p.linkDetected < 0 ? QJsonValue() : QJsonValue(p.linkUp()));
        ports.append(o);
    }
    return {{"ports", ports}};
}

QJsonObject gpuUtil(const GpuUtilLog &log)
{
    QJsonArray gpus;
    for (const GpuUtilSeries &s : log.gpus)
        gpus.append(QJsonObject{{"gpu", s.gpu}, {"utilisation_percent", numbers(s.percent)},
                                {"steady_percent", steadyUtilisation(s.percent)}});
    return {{"format", log.format}, {"gpus_named", log.gpusKnown}, {"samples", log.samples()},
            {"steady", "median after the first 10 % of each GPU's samples"}, {"gpus", gpus}};
}

} // namespace

QJsonArray AcceptanceJson::diagnostics(const QList<ImportDiagnostic> &list)
{
    QJsonArray a;
    for (const ImportDiagnostic &d : list)
        a.append(QJsonObject{{"file", d.file}, {"line", d.line}, {"message", d.message}});
    return a;
}

QJsonObject AcceptanceJson::imported(const ImportedFile &f)
{
    QJsonObject o;
    switch (f.kind) {
    case ImportKind::Topo: o = topo(f.topo.topo); break;
    case ImportKind::IbStat: o = ibstat(f.ibstat); break;
    case ImportKind::IbNetDiscover: o = fabric(f.fabric.fabric); break;
    case ImportKind::Nccl: o = nccl(f.nccl); break;
    case ImportKind::Ethtool: o = ethtool(f.ethtool); break;
    case ImportKind::GpuUtil: o = gpuUtil(f.gpuUtil.log); break;
    case ImportKind::Unknown: break;
    }
    o.insert("file", f.file);
    o.insert("kind", importKindKey(f.kind));
    o.insert("diagnostics", diagnostics(f.diagnostics()));
    return o;
}

QJsonObject AcceptanceJson::report(const AcceptanceReport &r)
{
    QJsonArray checks, performance;
    for (const AcceptanceCheck &c : r.checks)
        checks.append(QJsonObject{{"area", checkAreaKey(c.area)}, {"key", c.key}, {"title", c.title}, {"pass", c.pass},
                                  {"expected", c.expected}, {"measured", c.measured}, {"detail", c.detail}, {"source", c.source}});
    for (const PerformanceComparison &p : r.performance)
        performance.append(QJsonObject{{"collective", p.collective}, {"source", p.check.source}, {"bytes", numbers(p.bytes)},
                                       {"measured_busbw_GBps", numbers(p.measuredBusbwGBps)},
                                       {"predicted_busbw_GBps", numbers(p.predictedBusbwGBps)},
                                       {"large_message_ratio", p.largeRatio}});
    return {{"design", r.design}, {"passed", int(r.checks.size()) - r.failed()}, {"failed", r.failed()},
            {"checks", checks}, {"performance", performance}, {"unreadable", QJsonArray::fromStringList(r.unreadable)},
            {"diagnostics", diagnostics(r.diagnostics)}};
}

} // namespace cq
