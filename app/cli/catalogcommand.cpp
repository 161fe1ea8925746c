#include "clicommands.h"
#include "commandline.h"

#include "canvas/specformat.h"
#include "generator/catalogchoice.h"
#include "pricebookdatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cq {

namespace {

QStringList serversOf(const Catalog &catalog, const GpuModel &gpu)
{
    QStringList skus;
    for (const ServerModel &m : catalog.servers) {
        if (m.gpuId == gpu.id)
            skus.append(m.sku);
    }
    return skus;
}

QJsonObject catalogJson(const Catalog &catalog)
{
    // Units in the key names as elsewhere in --json; "retired": kept for designs and issued
    // quotes that use it, no longer offered for new ones.
    QJsonArray gpus;
    for (const GpuModel &g : catalog.gpus)
        gpus.append(QJsonObject{{"key", CatalogChoice::gpuKey(g)}, {"id", g.id}, {"name", g.name}, {"arch", g.arch},
                                {"vendor", g.vendor}, {"memory_GB", g.memoryGB}, {"tflops_bf16", g.tflopsBf16},
                                {"tdp_W", g.tdpW}, {"fabric", intraFabricKey(g.fabric)},
                                {"intra_bandwidth_GBps", g.intraBandwidthGBps}, {"software_stack", g.softwareStack},
                                {"source", g.source}, {"retired", g.retired},
                                {"servers", QJsonArray::fromStringList(serversOf(catalog, g))}});
    QJsonArray servers;
    for (const ServerModel &m : catalog.servers)
        servers.append(QJsonObject{{"sku", m.sku}, {"name", m.name}, {"manufacturer", m.manufacturer},
                                   {"gpu", m.gpuId}, {"gpu_slots", m.gpuSlots}, {"gpus", m.gpuCount},
                                   {"nics", m.nicCount}, {"nic_rate_Gbps", m.nicRateGbps},
                                   {"nic_kind", linkKindKey(m.nicKind)}, {"ports_per_nic", m.portsPerNic},
                                   {"fabric_ports", m.fabricPorts()}, {"cpu_cores", m.cpuCores},
                                   {"memory_GB", m.memoryGB}, {"nvme_TB", m.nvmeTB}, {"height_U", m.heightU},
                                   {"power_W", m.powerW}, {"gpus_per_pcie_switch", m.gpusPerPcieSwitch},
                                   {"source", m.source}, {"retired", m.retired}});
    QJsonArray switches;
    for (const SwitchModel &m : catalog.switches)
        switches.append(QJsonObject{{"sku", m.sku}, {"name", m.name}, {"manufacturer", m.manufacturer},
                                    {"ports", m.portCount}, {"rate_Gbps", m.portRateGbps},
                                    {"kind", linkKindKey(m.kind)}, {"breakout", m.breakout},
                                    {"height_U", m.heightU}, {"power_W", m.powerW}, {"sharp", m.sharp},
                                    {"source", m.source}, {"retired", m.retired}});
    QJsonArray cables;
    for (const CableModel &m : catalog.cables)
        cables.append(QJsonObject{{"sku", m.sku}, {"name", m.name}, {"kind", cableKindKey(m.kind)},
                                  {"rate_Gbps", m.rateGbps}, {"max_length_m", m.maxLengthM}, {"source", m.source},
                                  {"retired", m.retired}});
    return {{"gpus", gpus}, {"servers", servers}, {"switches", switches}, {"cables", cables}};
}

/** " (retired)" after a retired model's line, so a listing never offers it as new. */
QString retiredMark(bool retired)
{
    return retired ? CommandLine::tr(" (retired: kept for existing designs, not offered)") : QString();
}

void printText(QTextStream &out, const Catalog &catalog)
{
    out << CommandLine::tr("GPU models (the key goes to generate --gpu):") << Qt::endl;
    for (const GpuModel &g : catalog.gpus)
        out << CommandLine::tr("  %1  %2 \u00b7 %3; servers: %4")
                   .arg(CatalogChoice::gpuKey(g), -15).arg(g.name, gpuModelSpec(g), serversOf(catalog, g).join(QStringLiteral(", ")))
            << retiredMark(g.retired) << Qt::endl;
    out << CommandLine::tr("Servers:") << Qt::endl;
    for (const ServerModel &m : catalog.servers)
        out << QStringLiteral("  %1  %2").arg(m.sku, -20).arg(serverModelSpec(m, catalog)) << retiredMark(m.retired)
            << Qt::endl;
    out << CommandLine::tr("Switches (--fabric, --nic-rate and --switch-ports pick one):") << Qt::endl;
    for (const SwitchModel &m : catalog.switches)
        out << QStringLiteral("  %1  %2 (--fabric %3 --nic-rate %4 --switch-ports %5)")
                   .arg(m.sku, -20).arg(switchModelSpec(m), linkKindKey(m.kind)).arg(m.portRateGbps).arg(m.portCount)
            << retiredMark(m.retired) << Qt::endl;
    if (catalog.cables.isEmpty())
        return;
    out << CommandLine::tr("Cables and optics:") << Qt::endl;
    for (const CableModel &m : catalog.cables)
        out << CommandLine::tr("  %1  %2 \u00b7 %3, %4 Gb/s, up to %5 m")
                   .arg(m.sku, -20).arg(m.name, cableKindName(m.kind)).arg(m.rateGbps).arg(m.maxLengthM)
            << retiredMark(m.retired) << Qt::endl;
}

/** `catalog [--json]`: the listing, retired models included and marked. */
int listCatalog(const CliContext &ctx)
{
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    if (ctx.flag(QStringLiteral("json")))
        *ctx.out << QJsonDocument(catalogJson(database.catalog())).toJson(QJsonDocument::Indented);
    else
        printText(*ctx.out, database.catalog());
    return ExitOk;
}

} // namespace

int runCatalog(const CliContext &ctx)
{
    // The one place that picks a catalog subcommand; each lives in its own file.
    const QString sub = ctx.positional.value(0);
    if (sub.isEmpty())
        return listCatalog(ctx);
    if (sub == QLatin1String("export-csv"))
        return runCatalogExportCsv(ctx);
    if (sub == QLatin1String("import-csv"))
        return runCatalogImportCsv(ctx);
    if (sub == QLatin1String("import")) // NetBox device types (catalogimportcommand.cpp)
        return runCatalogImport(ctx);
    return ctx.fail(CommandLine::tr("clusterquote catalog: unknown subcommand \"%1\" (export-csv, import-csv, import)").arg(sub));
}

} // namespace cq
