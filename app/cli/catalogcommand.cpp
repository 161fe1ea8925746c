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
    QJsonArray gpus;
    for (const GpuModel &g : catalog.gpus)
        gpus.append(QJsonObject{{"key", CatalogChoice::gpuKey(g)}, {"id", g.id}, {"name", g.name}, {"arch", g.arch},
                                {"memory_GB", g.memoryGB}, {"tflops_bf16", g.tflopsBf16},
                                {"servers", QJsonArray::fromStringList(serversOf(catalog, g))}});
    QJsonArray servers;
    for (const ServerModel &m : catalog.servers)
        servers.append(QJsonObject{{"sku", m.sku}, {"name", m.name}, {"gpu", m.gpuId}, {"gpu_slots", m.gpuSlots},
                                   {"gpus", m.gpuCount}, {"nics", m.nicCount}, {"nic_rate_Gbps", m.nicRateGbps},
                                   {"nic_kind", linkKindKey(m.nicKind)}, {"power_W", m.powerW},
                                   {"gpus_per_pcie_switch", m.gpusPerPcieSwitch}});
    QJsonArray switches;
    for (const SwitchModel &m : catalog.switches)
        switches.append(QJsonObject{{"sku", m.sku}, {"name", m.name}, {"ports", m.portCount},
                                    {"rate_Gbps", m.portRateGbps}, {"kind", linkKindKey(m.kind)}, {"power_W", m.powerW},
                                    {"sharp", m.sharp}});
    return {{"gpus", gpus}, {"servers", servers}, {"switches", switches}};
}

void printText(QTextStream &out, const Catalog &catalog)
{
    out << CommandLine::tr("GPU models (the key goes to generate --gpu):") << Qt::endl;
    for (const GpuModel &g : catalog.gpus)
        out << CommandLine::tr("  %1  %2 \u00b7 %3; servers: %4")
                   .arg(CatalogChoice::gpuKey(g), -15).arg(g.name, gpuModelSpec(g), serversOf(catalog, g).join(QStringLiteral(", ")))
            << Qt::endl;
    out << CommandLine::tr("Servers:") << Qt::endl;
    for (const ServerModel &m : catalog.servers)
        out << QStringLiteral("  %1  %2").arg(m.sku, -20).arg(serverModelSpec(m, catalog)) << Qt::endl;
    out << CommandLine::tr("Switches (--fabric, --nic-rate and --switch-ports pick one):") << Qt::endl;
    for (const SwitchModel &m : catalog.switches)
        out << QStringLiteral("  %1  %2 (--fabric %3 --nic-rate %4 --switch-ports %5)")
                   .arg(m.sku, -20).arg(switchModelSpec(m), linkKindKey(m.kind)).arg(m.portRateGbps).arg(m.portCount)
            << Qt::endl;
}

} // namespace

int runCatalog(const CliContext &ctx)
{
    if (!ctx.positional.isEmpty())
        return ctx.fail(CommandLine::tr("clusterquote catalog: unexpected argument \"%1\"").arg(ctx.positional.first()));
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    if (ctx.flag(QStringLiteral("json")))
        *ctx.out << QJsonDocument(catalogJson(database.catalog())).toJson(QJsonDocument::Indented);
    else
        printText(*ctx.out, database.catalog());
    return ExitOk;
}

} // namespace cq
