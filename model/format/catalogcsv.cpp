#include "catalogcsv.h"

#include "catalog/catalogvalidation.h"
#include "csvtable.h"

#include <QHash>
#include <cmath>

namespace cq {

namespace {

const QStringList &columns()
{
    static const QStringList names{
        QStringLiteral("table"), QStringLiteral("key"), QStringLiteral("name"), QStringLiteral("source"),
        QStringLiteral("retired"), QStringLiteral("manufacturer"),
        // gpu
        QStringLiteral("arch"), QStringLiteral("memory_gb"), QStringLiteral("tflops_bf16"), QStringLiteral("tdp_w"),
        QStringLiteral("fabric"), QStringLiteral("intra_bandwidth_gbps"), QStringLiteral("software_stack"),
        // server
        QStringLiteral("gpu_id"), QStringLiteral("gpu_slots"), QStringLiteral("gpu_count"), QStringLiteral("nic_count"),
        QStringLiteral("nic_rate_gbps"), QStringLiteral("nic_kind"), QStringLiteral("ports_per_nic"),
        QStringLiteral("gpus_per_pcie_switch"), QStringLiteral("cpu_cores"), QStringLiteral("nvme_tb"),
        // server and switch
        QStringLiteral("height_u"), QStringLiteral("power_w"),
        // switch
        QStringLiteral("port_count"), QStringLiteral("port_rate_gbps"), QStringLiteral("kind"), QStringLiteral("sharp"),
        QStringLiteral("breakout"),
        // cable
        QStringLiteral("rate_gbps"), QStringLiteral("max_length_m")};
    return names;
}

/**
 * The columns a file with rows of @p table must have: without them every row would silently
 * take a default (0 W, 0 ports) over the catalog's figure. The other columns may be left out
 * (absent = the model's default: source, retired, manufacturer, arch, software_stack, gpu_slots,
 * ports_per_nic, gpus_per_pcie_switch, cpu_cores, memory_gb of a server, nvme_tb, height_u,
 * sharp, breakout).
 */
QStringList requiredColumns(const QString &table)
{
    if (table == QLatin1String("gpu"))
        return {QStringLiteral("name"), QStringLiteral("memory_gb"), QStringLiteral("tflops_bf16"),
                QStringLiteral("tdp_w"), QStringLiteral("fabric"), QStringLiteral("intra_bandwidth_gbps")};
    if (table == QLatin1String("server"))
        return {QStringLiteral("name"), QStringLiteral("gpu_id"), QStringLiteral("gpu_count"),
                QStringLiteral("nic_count"), QStringLiteral("nic_rate_gbps"), QStringLiteral("nic_kind"),
                QStringLiteral("power_w")};
    if (table == QLatin1String("switch"))
        return {QStringLiteral("name"), QStringLiteral("port_count"), QStringLiteral("port_rate_gbps"),
                QStringLiteral("kind"), QStringLiteral("power_w")};
    return {QStringLiteral("name"), QStringLiteral("kind"), QStringLiteral("rate_gbps"),
            QStringLiteral("max_length_m")};
}

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

/** Up to 6 decimals, no exponent, no trailing zeros ("370.8", "0.5", "8"). */
QString number(double value)
{
    QString text = QString::number(value, 'f', 6);
    while (text.contains(QLatin1Char('.')) && (text.endsWith(QLatin1Char('0')) || text.endsWith(QLatin1Char('.'))))
        text.chop(1);
    return text;
}

/** One parsed row, read by column name; the first bad field's reason lands in `problem`. */
class Row
{
public:
    Row(const QStringList &fields, const QHash<QString, int> &index) : m_fields(fields), m_index(index) {}

    QString text(const char *column) const
    {
        const int i = m_index.value(QLatin1String(column), -1);
        return i >= 0 && i < m_fields.size() ? m_fields.at(i).trimmed() : QString();
    }
    double real(const char *column, double fallback)
    {
        const QString t = text(column);
        if (t.isEmpty())
            return fallback;
        bool ok = false;
        const double d = t.toDouble(&ok);
        if (!ok || !std::isfinite(d))
            fault(CatalogCsv::tr("%1 \"%2\" is not a number").arg(QLatin1String(column), t));
        return ok ? d : fallback;
    }
    int integer(const char *column, int fallback)
    {
        const QString t = text(column);
        if (t.isEmpty())
            return fallback;
        bool ok = false;
        const int n = t.toInt(&ok);
        if (!ok)
            fault(CatalogCsv::tr("%1 \"%2\" is not a whole number").arg(QLatin1String(column), t));
        return ok ? n : fallback;
    }
    bool flag(const char *column)
    {
        const QString t = text(column);
        if (t.isEmpty() || t == QLatin1String("no"))
            return false;
        if (t != QLatin1String("yes"))
            fault(CatalogCsv::tr("%1 is \"%2\", not yes or no").arg(QLatin1String(column), t));
        return t == QLatin1String("yes");
    }
    template<typename E>
    E key(const char *column, E fallback, bool (*parse)(const QString &, E *), const char *choices)
    {
        const QString t = text(column);
        E value = fallback;
        if (!t.isEmpty() && !parse(t, &value))
            fault(CatalogCsv::tr("%1 \"%2\" is not one of %3").arg(QLatin1String(column), t, QLatin1String(choices)));
        return value;
    }
    void fault(const QString &why)
    {
        if (problem.isEmpty())
            problem = why;
    }

    QString problem;

private:
    const QStringList &m_fields;
    const QHash<QString, int> &m_index;
};

GpuModel gpuRow(Row &r)
{
    GpuModel g;
    g.id = r.text("key");
    g.name = r.text("name");
    g.source = r.text("source");
    g.retired = r.flag("retired");
    g.vendor = r.text("manufacturer");
    g.arch = r.text("arch");
    g.memoryGB = r.real("memory_gb", 0);
    g.tflopsBf16 = r.real("tflops_bf16", 0);
    g.tdpW = r.real("tdp_w", 0);
    g.fabric = r.key("fabric", g.fabric, &intraFabricFromKey, "nvswitch, pcie-gen4, pcie-gen5");
    g.intraBandwidthGBps = r.real("intra_bandwidth_gbps", 0);
    if (const QString stack = r.text("software_stack"); !stack.isEmpty())
        g.softwareStack = stack;
    return g;
}

ServerModel serverRow(Row &r)
{
    ServerModel s;
    s.sku = r.text("key");
    s.name = r.text("name");
    s.source = r.text("source");
    s.retired = r.flag("retired");
    s.manufacturer = r.text("manufacturer");
    s.gpuId = r.text("gpu_id");
    s.gpuSlots = r.integer("gpu_slots", s.gpuSlots);
    s.gpuCount = r.integer("gpu_count", s.gpuCount);
    s.nicCount = r.integer("nic_count", s.nicCount);
    s.nicRateGbps = r.real("nic_rate_gbps", s.nicRateGbps);
    s.nicKind = r.key("nic_kind", s.nicKind, &linkKindFromKey, "ib, roce, ethernet");
    s.portsPerNic = r.integer("ports_per_nic", s.portsPerNic);
    s.gpusPerPcieSwitch = r.integer("gpus_per_pcie_switch", s.gpusPerPcieSwitch);
    s.cpuCores = r.integer("cpu_cores", 0);
    s.memoryGB = r.real("memory_gb", 0);
    s.nvmeTB = r.real("nvme_tb", 0);
    s.heightU = r.integer("height_u", 0);
    s.powerW = r.real("power_w", 0);
    return s;
}

SwitchModel switchRow(Row &r)
{
    SwitchModel sw;
    sw.sku = r.text("key");
    sw.name = r.text("name");
    sw.source = r.text("source");
    sw.retired = r.flag("retired");
    sw.manufacturer = r.text("manufacturer");
    sw.portCount = r.integer("port_count", 0);
    sw.portRateGbps = r.real("port_rate_gbps", 0);
    sw.kind = r.key("kind", sw.kind, &linkKindFromKey, "ib, roce, ethernet");
    sw.sharp = r.flag("sharp");
    sw.breakout = r.integer("breakout", 1);
    sw.heightU = r.integer("height_u", sw.heightU);
    sw.powerW = r.real("power_w", 0);
    return sw;
}

CableModel cableRow(Row &r)
{
    CableModel c;
    c.sku = r.text("key");
    c.name = r.text("name");
    c.source = r.text("source");
    c.retired = r.flag("retired");
    c.kind = r.key("kind", c.kind, &cableKindFromKey, "dac, aoc, fiber");
    c.rateGbps = r.real("rate_gbps", 0);
    c.maxLengthM = r.real("max_length_m", 0);
    return c;
}

} // namespace

QStringList CatalogCsv::header()
{
    return columns();
}

QByteArray CatalogCsv::write(const Catalog &catalog)
{
    const QStringList &names = columns();
    QString out = CsvTable::row(names);
    const auto add = [&](const QHash<QString, QString> &values) {
        QStringList fields;
        for (const QString &name : names)
            fields << values.value(name);
        out += CsvTable::row(fields);
    };
    for (const GpuModel &g : catalog.gpus)
        add({{"table", "gpu"}, {"key", g.id}, {"name", g.name}, {"source", g.source}, {"retired", yesNo(g.retired)},
              {"manufacturer", g.vendor}, {"arch", g.arch}, {"memory_gb", number(g.memoryGB)},
              {"tflops_bf16", number(g.tflopsBf16)}, {"tdp_w", number(g.tdpW)}, {"fabric", intraFabricKey(g.fabric)},
              {"intra_bandwidth_gbps", number(g.intraBandwidthGBps)}, {"software_stack", g.softwareStack}});
    for (const ServerModel &s : catalog.servers)
        add({{"table", "server"}, {"key", s.sku}, {"name", s.name}, {"source", s.source},
              {"retired", yesNo(s.retired)}, {"manufacturer", s.manufacturer}, {"gpu_id", s.gpuId},
              {"gpu_slots", QString::number(s.gpuSlots)}, {"gpu_count", QString::number(s.gpuCount)},
              {"nic_count", QString::number(s.nicCount)}, {"nic_rate_gbps", number(s.nicRateGbps)},
              {"nic_kind", linkKindKey(s.nicKind)}, {"ports_per_nic", QString::number(s.portsPerNic)},
              {"gpus_per_pcie_switch", QString::number(s.gpusPerPcieSwitch)},
              {"cpu_cores", QString::number(s.cpuCores)}, {"memory_gb", number(s.memoryGB)},
              {"nvme_tb", number(s.nvmeTB)}, {"height_u", QString::number(s.heightU)}, {"power_w", number(s.powerW)}});
    for (const SwitchModel &sw : catalog.switches)
        add({{"table", "switch"}, {"key", sw.sku}, {"name", sw.name}, {"source", sw.source},
              {"retired", yesNo(sw.retired)}, {"manufacturer", sw.manufacturer},
              {"port_count", QString::number(sw.portCount)}, {"port_rate_gbps", number(sw.portRateGbps)},
              {"kind", linkKindKey(sw.kind)}, {"sharp", yesNo(sw.sharp)}, {"breakout", QString::number(sw.breakout)},
              {"height_u", QString::number(sw.heightU)}, {"power_w", number(sw.powerW)}});
    for (const CableModel &c : catalog.cables)
        add({{"table", "cable"}, {"key", c.sku}, {"name", c.name}, {"source", c.source},
              {"retired", yesNo(c.retired)}, {"kind", cableKindKey(c.kind)}, {"rate_gbps", number(c.rateGbps)},
              {"max_length_m", number(c.maxLengthM)}});
    return out.toUtf8();
}

bool CatalogCsv::read(const QByteArray &csv, const QString &fileName, const QList<GpuModel> &knownGpus,
                      Catalog *catalog, QStringList *kinds, QString *error)
{
    QList<QStringList> rows;
    QList<int> lines;
    QString why;
    if (!CsvTable::parse(csv, &rows, &lines, &why)) {
        *error = QStringLiteral("%1:%2").arg(fileName, why.mid(why.indexOf(QLatin1Char(' ')) + 1));
        return false;
    }
    const auto refuse = [&](int line, const QString &problem) {
        *error = QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(problem);
        return false;
    };
    if (rows.isEmpty())
        return refuse(1, tr("the file is empty; the first line names the columns (%1)")
                             .arg(columns().join(QStringLiteral(", "))));
    QHash<QString, int> index;
    for (int i = 0; i < rows.first().size(); ++i) {
        const QString name = rows.first().at(i).trimmed();
        if (!columns().contains(name))
            return refuse(lines.first(), tr("unknown column \"%1\"").arg(name));
        if (index.contains(name))
            return refuse(lines.first(), tr("column \"%1\" appears twice").arg(name));
        index.insert(name, i);
    }
    if (!index.contains(QStringLiteral("table")) || !index.contains(QStringLiteral("key")))
        return refuse(lines.first(), tr("the columns \"table\" and \"key\" are required"));
    Catalog parsed;
    QStringList present;
    QHash<QString, int> firstLine; // "server/SRV-X" -> line, for duplicates
    QList<std::pair<int, int>> serverLines; // (index in parsed.servers, line)
    for (int r = 1; r < rows.size(); ++r) {
        const int line = lines.at(r);
        if (rows.at(r).size() != rows.first().size())
            return refuse(line, tr("%1 fields, expected %2").arg(rows.at(r).size()).arg(rows.first().size()));
        Row row(rows.at(r), index);
        const QString table = row.text("table");
        QString problem, key = row.text("key");
        if (table == QLatin1String("gpu")) {
            const GpuModel g = gpuRow(row);
            problem = row.problem.isEmpty() ? CatalogValidation::gpuProblem(g) : row.problem;
            parsed.gpus << g;
        } else if (table == QLatin1String("server")) {
            const ServerModel s = serverRow(row);
            problem = row.problem; // the GPU is checked once every GPU row is read
            serverLines.append({int(parsed.servers.size()), line});
            parsed.servers << s;
        } else if (table == QLatin1String("switch")) {
            const SwitchModel sw = switchRow(row);
            problem = row.problem.isEmpty() ? CatalogValidation::switchProblem(sw) : row.problem;
            parsed.switches << sw;
        } else if (table == QLatin1String("cable")) {
            const CableModel c = cableRow(row);
            problem = row.problem.isEmpty() ? CatalogValidation::cableProblem(c) : row.problem;
            parsed.cables << c;
        } else {
            return refuse(line, tr("table \"%1\" is not gpu, server, switch or cable").arg(table));
        }
        if (!present.contains(table)) { // the first row of its kind: does the file have its columns?
            QStringList missing;
            for (const QString &column : requiredColumns(table)) {
                if (!index.contains(column))
                    missing << column;
            }
            if (!missing.isEmpty()) {
                *error = tr("%1: the file lacks the column(s) %2, which its %3 rows need (export-csv writes every "
                            "column)").arg(fileName, missing.join(QStringLiteral(", ")), table);
                return false;
            }
        }
        if (!problem.isEmpty())
            return refuse(line, problem);
        const QString id = table + QLatin1Char('/') + key;
        if (firstLine.contains(id))
            return refuse(line, tr("%1 %2 appears twice (first on line %3)").arg(table, key).arg(firstLine.value(id)));
        firstLine.insert(id, line);
        if (!present.contains(table))
            present << table;
    }
    if (present.isEmpty())
        return refuse(lines.first(), tr("the file has no catalog rows"));
    QList<GpuModel> gpus = parsed.gpus;
    for (const GpuModel &g : knownGpus) {
        if (!parsed.gpu(g.id))
            gpus << g;
    }
    for (const auto &[i, line] : std::as_const(serverLines)) {
        if (const QString problem = CatalogValidation::serverProblem(parsed.servers.at(i), gpus); !problem.isEmpty())
            return refuse(line, problem);
    }
    *catalog = parsed;
    *kinds = present;
    return true;
}

} // namespace cq
