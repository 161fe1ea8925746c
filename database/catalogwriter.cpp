#include "catalogwriter.h"

#include "boundstatement.h"
#include "sqlerrortext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace cq {

namespace {

/** @p key as the JSON string a stored design holds it in ("SRV-X" with its quotes, escaped). */
QString jsonString(const QString &key)
{
    const QByteArray array = QJsonDocument(QJsonArray{key}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2)); // drop '[' and ']'
}

} // namespace

CatalogWriter::CatalogWriter(DatabaseConnection &db) : m_db(db) {}

bool CatalogWriter::upsertGpu(const GpuModel &g)
{
    // INSERT .. ON CONFLICT DO UPDATE (SQLite >= 3.24, PostgreSQL >= 9.5) keeps the row, so the
    // server_models rows referencing it stay valid.
    return run(QStringLiteral(
                   "INSERT INTO gpu_models (id, name, arch, memory_gb, tflops_bf16, tdp_w, fabric,"
                   " intra_bandwidth_gbps, source, vendor, software_stack, retired)"
                   " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET"
                   " name = excluded.name, arch = excluded.arch, memory_gb = excluded.memory_gb,"
                   " tflops_bf16 = excluded.tflops_bf16, tdp_w = excluded.tdp_w, fabric = excluded.fabric,"
                   " intra_bandwidth_gbps = excluded.intra_bandwidth_gbps, source = excluded.source,"
                   " vendor = excluded.vendor, software_stack = excluded.software_stack, retired = excluded.retired"),
               {g.id, g.name, g.arch, g.memoryGB, g.tflopsBf16, g.tdpW, intraFabricKey(g.fabric),
                g.intraBandwidthGBps, g.source, g.vendor, g.softwareStack, g.retired ? 1 : 0});
}

bool CatalogWriter::upsertServer(const ServerModel &s)
{
    return run(QStringLiteral(
                   "INSERT INTO server_models (sku, name, gpu_id, gpu_slots, gpu_count, nic_count, nic_rate_gbps,"
                   " nic_kind, power_w, source, gpus_per_pcie_switch, ports_per_nic, cpu_cores, memory_gb, nvme_tb,"
                   " height_u, manufacturer, retired) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                   " ON CONFLICT (sku) DO UPDATE SET name = excluded.name, gpu_id = excluded.gpu_id,"
                   " gpu_slots = excluded.gpu_slots, gpu_count = excluded.gpu_count, nic_count = excluded.nic_count,"
                   " nic_rate_gbps = excluded.nic_rate_gbps, nic_kind = excluded.nic_kind,"
                   " power_w = excluded.power_w, source = excluded.source,"
                   " gpus_per_pcie_switch = excluded.gpus_per_pcie_switch, ports_per_nic = excluded.ports_per_nic,"
                   " cpu_cores = excluded.cpu_cores, memory_gb = excluded.memory_gb, nvme_tb = excluded.nvme_tb,"
                   " height_u = excluded.height_u, manufacturer = excluded.manufacturer, retired = excluded.retired"),
               {s.sku, s.name, s.gpuId, s.gpuSlots, s.gpuCount, s.nicCount, s.nicRateGbps, linkKindKey(s.nicKind),
                s.powerW, s.source, s.gpusPerPcieSwitch, s.portsPerNic, s.cpuCores, s.memoryGB, s.nvmeTB, s.heightU,
                s.manufacturer, s.retired ? 1 : 0});
}

bool CatalogWriter::upsertSwitch(const SwitchModel &sw)
{
    return run(QStringLiteral(
                   "INSERT INTO switch_models (sku, name, port_count, port_rate_gbps, kind, power_w, source, sharp,"
                   " height_u, breakout, manufacturer, retired) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                   " ON CONFLICT (sku) DO UPDATE SET name = excluded.name, port_count = excluded.port_count,"
                   " port_rate_gbps = excluded.port_rate_gbps, kind = excluded.kind, power_w = excluded.power_w,"
                   " source = excluded.source, sharp = excluded.sharp, height_u = excluded.height_u,"
                   " breakout = excluded.breakout, manufacturer = excluded.manufacturer, retired = excluded.retired"),
               {sw.sku, sw.name, sw.portCount, sw.portRateGbps, linkKindKey(sw.kind), sw.powerW, sw.source,
                sw.sharp ? 1 : 0, sw.heightU, sw.breakout, sw.manufacturer, sw.retired ? 1 : 0});
}

bool CatalogWriter::upsertCable(const CableModel &c)
{
    return run(QStringLiteral(
                   "INSERT INTO cable_models (sku, name, kind, rate_gbps, max_length_m, source, retired)"
                   " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (sku) DO UPDATE SET name = excluded.name,"
                   " kind = excluded.kind, rate_gbps = excluded.rate_gbps, max_length_m = excluded.max_length_m,"
                   " source = excluded.source, retired = excluded.retired"),
               {c.sku, c.name, cableKindKey(c.kind), c.rateGbps, c.maxLengthM, c.source, c.retired ? 1 : 0});
}

bool CatalogWriter::usedByIssuedRevision(const QString &key, bool *used)
{
    // instr() finds the quoted key anywhere in the stored design JSON (a server's or switch's
    // "sku", a GPU's "model" name); a false hit only retires where a delete was asked.
    BoundStatement statement(m_db, QStringLiteral("SELECT EXISTS (SELECT 1 FROM quote_revisions WHERE instr(design, ?) > 0)"));
    QSqlQuery &q = statement.query();
    if (!statement.exec({jsonString(key)}) || !q.next()) {
        m_error = statement.error().isEmpty() ? sqlErrorText(q.lastError()) : statement.error();
        return false;
    }
    *used = q.value(0).toInt() != 0;
    return true;
}

bool CatalogWriter::inUse(const QString &key, const QSet<QString> &open, bool *used)
{
    if (open.contains(key)) {
        *used = true;
        return true;
    }
    return usedByIssuedRevision(key, used);
}

bool CatalogWriter::gpuInUse(const Catalog &catalog, const QString &id, const QSet<QString> &open, bool *used)
{
    // A design names a GPU by its model name; a server model of this GPU counts as the GPU.
    QStringList keys{id};
    if (const GpuModel *gpu = catalog.gpu(id); gpu && !gpu->name.isEmpty())
        keys << gpu->name;
    for (const ServerModel &s : catalog.servers) {
        if (s.gpuId == id)
            keys << s.sku;
    }
    *used = false;
    for (const QString &key : std::as_const(keys)) {
        if (!inUse(key, open, used))
            return false;
        if (*used)
            return true;
    }
    return true;
}

bool CatalogWriter::exists(const QString &table, const QString &keyColumn, const QString &key, bool *found)
{
    // Table and column names come from this file, never from input; only the key is bound.
    BoundStatement statement(m_db, QStringLiteral("SELECT COUNT(*) FROM %1 WHERE %2 = ?").arg(table, keyColumn));
    QSqlQuery &q = statement.query();
    if (!statement.exec({key}) || !q.next()) {
        m_error = statement.error().isEmpty() ? sqlErrorText(q.lastError()) : statement.error();
        return false;
    }
    *found = q.value(0).toInt() > 0;
    return true;
}

bool CatalogWriter::removeRow(const QString &table, const QString &keyColumn, const QString &key, bool used,
                              bool *retiredInstead)
{
    if (retiredInstead)
        *retiredInstead = used;
    const QString sql = used ? QStringLiteral("UPDATE %1 SET retired = 1 WHERE %2 = ?")
                             : QStringLiteral("DELETE FROM %1 WHERE %2 = ?");
    return run(sql.arg(table, keyColumn), {key});
}

bool CatalogWriter::removeGpu(const Catalog &catalog, const QString &id, const QSet<QString> &open,
                              bool *retiredInstead)
{
    if (!catalog.gpu(id)) {
        m_error = tr("there is no GPU model \"%1\"").arg(id);
        return false;
    }
    bool used = false;
    if (!gpuInUse(catalog, id, open, &used))
        return false;
    QStringList servers;
    for (const ServerModel &s : catalog.servers) {
        if (s.gpuId == id)
            servers << s.sku;
    }
    if (!used && !servers.isEmpty()) {
        m_error = tr("GPU %1 cannot be deleted while server models use it (%2): delete or change those first, "
                     "or retire the GPU").arg(id, servers.join(QStringLiteral(", ")));
        return false;
    }
    return removeRow(QStringLiteral("gpu_models"), QStringLiteral("id"), id, used, retiredInstead);
}

bool CatalogWriter::removeServer(const QString &sku, const QSet<QString> &open, bool *retiredInstead)
{
    bool found = false, used = false;
    if (!exists(QStringLiteral("server_models"), QStringLiteral("sku"), sku, &found))
        return false;
    if (!found) {
        m_error = tr("there is no server model \"%1\"").arg(sku);
        return false;
    }
    return inUse(sku, open, &used)
        && removeRow(QStringLiteral("server_models"), QStringLiteral("sku"), sku, used, retiredInstead);
}

bool CatalogWriter::removeSwitch(const QString &sku, const QSet<QString> &open, bool *retiredInstead)
{
    bool found = false, used = false;
    if (!exists(QStringLiteral("switch_models"), QStringLiteral("sku"), sku, &found))
        return false;
    if (!found) {
        m_error = tr("there is no switch model \"%1\"").arg(sku);
        return false;
    }
    return inUse(sku, open, &used)
        && removeRow(QStringLiteral("switch_models"), QStringLiteral("sku"), sku, used, retiredInstead);
}

bool CatalogWriter::removeCable(const QString &sku, const QSet<QString> &open, bool *retiredInstead)
{
    bool found = false, used = false;
    if (!exists(QStringLiteral("cable_models"), QStringLiteral("sku"), sku, &found))
        return false;
    if (!found) {
        m_error = tr("there is no cable model \"%1\"").arg(sku);
        return false;
    }
    return inUse(sku, open, &used)
        && removeRow(QStringLiteral("cable_models"), QStringLiteral("sku"), sku, used, retiredInstead);
}

bool CatalogWriter::replaceKinds(const Catalog &current, const Catalog &imported, const QStringList &kinds,
                                 const QSet<QString> &open, QStringList *kept)
{
    const auto has = [&](const char *kind) { return kinds.contains(QLatin1String(kind)); };
    // Upserts first, GPUs before servers (server_models.gpu_id references gpu_models.id).
    bool ok = true;
    if (has("gpu"))
        for (const GpuModel &g : imported.gpus) ok = ok && upsertGpu(g);
    if (has("server"))
        for (const ServerModel &s : imported.servers) ok = ok && upsertServer(s);
    if (has("switch"))
        for (const SwitchModel &sw : imported.switches) ok = ok && upsertSwitch(sw);
    if (has("cable"))
        for (const CableModel &c : imported.cables) ok = ok && upsertCable(c);
    if (!ok)
        return false;
    // Then the models the file no longer has: deleted, or kept retired when in use.
    bool retired = false;
    const auto note = [&](const QString &key) {
        if (retired && kept)
            *kept << key;
        return true;
    };
    if (has("server")) {
        for (const ServerModel &s : current.servers) {
            if (!imported.server(s.sku) && !(removeServer(s.sku, open, &retired) && note(s.sku)))
                return false;
        }
    }
    if (has("switch")) {
        for (const SwitchModel &sw : current.switches) {
            if (!imported.switchModel(sw.sku) && !(removeSwitch(sw.sku, open, &retired) && note(sw.sku)))
                return false;
        }
    }
    if (has("cable")) {
        for (const CableModel &c : current.cables) {
            if (!imported.cable(c.sku) && !(removeCable(c.sku, open, &retired) && note(c.sku)))
                return false;
        }
    }
    if (has("gpu")) {
        // Servers as they are after the steps above: a GPU a remaining server names stays, retired.
        Catalog after = current;
        BoundStatement statement(m_db, QStringLiteral("SELECT sku, gpu_id FROM server_models"));
        QSqlQuery &q = statement.query();
        after.servers.clear();
        if (!statement.exec()) {
            m_error = statement.error();
            return false;
        }
        while (q.next()) {
            ServerModel s;
            s.sku = q.value(0).toString();
            s.gpuId = q.value(1).toString();
            after.servers << s;
        }
        for (const GpuModel &g : current.gpus) {
            if (imported.gpu(g.id))
                continue;
            bool used = false;
            if (!gpuInUse(after, g.id, open, &used))
                return false;
            used = used || std::any_of(after.servers.cbegin(), after.servers.cend(),
                                       [&](const ServerModel &s) { return s.gpuId == g.id; });
            if (!removeRow(QStringLiteral("gpu_models"), QStringLiteral("id"), g.id, used, &retired) || !note(g.id))
                return false;
        }
    }
    return true;
}

bool CatalogWriter::run(const QString &sql, const QVariantList &values)
{
    return runBoundStatement(m_db, sql, values, &m_error);
}

} // namespace cq
