#include "clicommands.h"
#include "commandline.h"
#include "outputfile.h"

#include "format/designformat.h"
#include "format/moneyformat.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"
#include "pricebookdatabase.h"
#include "rules/validator.h"

#include <QFileInfo>
#include <cmath>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cq {

namespace {

/** Whether a generated design of @p servers servers would fit the memory budget a design is
 *  opened within (DesignFormat::budgetProblem), judged from the plans alone. */
bool fitsBudget(FabricSpec spec, int servers)
{
    spec.serverCount = servers;
    const std::optional<FabricGenerator::Size> size = FabricGenerator::plannedSize(spec);
    return !size || DesignFormat::budgetProblem(size->devices, size->cables).isEmpty();
}

/**
 * The refusal for a design too big to open again (every command reads it within the memory
 * budget), with the largest server count that fits, or an empty string. Checked before anything
 * is built: generating such a design took minutes and gigabytes for a file nothing could read.
 */
QString overBudget(const FabricSpec &spec)
{
    const std::optional<FabricGenerator::Size> size = FabricGenerator::plannedSize(spec);
    const QString problem = size ? DesignFormat::budgetProblem(size->devices, size->cables) : QString();
    if (problem.isEmpty())
        return {};
    int fits = 0; // the largest count that fits: the estimate grows with the servers
    for (int lo = 1, hi = spec.serverCount - 1; lo <= hi;) {
        const int mid = lo + (hi - lo) / 2;
        if (fitsBudget(spec, mid)) {
            fits = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return CommandLine::tr("%1 servers: %2, so it could not be opened again. Give --servers %3 or fewer, or "
                           "split the cluster into several designs.")
        .arg(formatCount(spec.serverCount), problem, formatCount(fits));
}

/**
 * @p source (a numerus text of cq::CommandLine with one %n) translated for @p count, with the count
 * grouped as bom and analyze print counts ("2,048 cables", formatCount()): Qt writes %n in plain
 * digits (and %Ln not at all in the C locale), so the plain number it wrote is replaced once.
 */
QString groupedCount(const char *source, int count)
{
    QString text = CommandLine::tr(source, nullptr, count);
    const QString plain = QString::number(count);
    if (const qsizetype at = text.indexOf(plain); at >= 0)
        text.replace(at, plain.size(), formatCount(count));
    return text;
}

/** Reads an option as a number in [min, max]; false with @p problem naming the option. */
bool numberOption(const CliContext &ctx, const QString &name, double min, double max, bool whole, double *value,
                  QString *problem)
{
    if (!ctx.flag(name))
        return true; // the spec's default stays
    bool ok = false;
    const double v = ctx.option(name).toDouble(&ok);
    if (!ok || v < min || v > max || (whole && v != std::floor(v))) {
        *problem = whole ? CommandLine::tr("--%1: \"%2\" is not a whole number from %3 to %4").arg(name, ctx.option(name)).arg(min).arg(max)
                         : CommandLine::tr("--%1: \"%2\" is not a number from %3 to %4").arg(name, ctx.option(name)).arg(min).arg(max);
        return false;
    }
    *value = v;
    return true;
}

/** The spec from the options; false with @p problem for a missing or bad one. */
bool specFromOptions(const CliContext &ctx, FabricSpec *spec, QString *problem)
{
    for (const char *required : {"gpu", "servers", "nics-per-server", "nic-rate", "fabric", "output"}) {
        if (!ctx.flag(QLatin1String(required))) {
            *problem = QLatin1String(required) == QLatin1String("output")
                ? CommandLine::tr("missing -o FILE (where to write the design)")
                : CommandLine::tr("missing --%1").arg(QLatin1String(required));
            return false;
        }
    }
    if (!linkKindFromKey(ctx.option(QStringLiteral("fabric")), &spec->fabric)) {
        *problem = CommandLine::tr("--fabric: \"%1\" is not a fabric (ib, roce or ethernet)").arg(ctx.option(QStringLiteral("fabric")));
        return false;
    }
    double servers = spec->serverCount, gpus = spec->gpusPerServer, nics = spec->nicsPerServer, ports = 0,
           rooms = spec->rooms, planes = spec->planes, breakout = spec->breakout;
    const bool ok = numberOption(ctx, QStringLiteral("servers"), 1, 100000, true, &servers, problem)
        && numberOption(ctx, QStringLiteral("gpus-per-server"), 1, 64, true, &gpus, problem)
        && numberOption(ctx, QStringLiteral("nics-per-server"), 1, 64, true, &nics, problem)
        && numberOption(ctx, QStringLiteral("nic-rate"), 1, 16000, false, &spec->nicRateGbps, problem)
        && numberOption(ctx, QStringLiteral("switch-ports"), 2, 4096, true, &ports, problem)
        && numberOption(ctx, QStringLiteral("oversubscription"), 1, 64, false, &spec->oversubscription, problem)
        && numberOption(ctx, QStringLiteral("rooms"), 1, 1000, true, &rooms, problem)
        && numberOption(ctx, QStringLiteral("planes"), 1, 64, true, &planes, problem)
        && numberOption(ctx, QStringLiteral("breakout"), 1, 8, true, &breakout, problem)
        && numberOption(ctx, QStringLiteral("rack-kw"), 0, 10000, false, &spec->rackBudgetKw, problem);
    spec->serverCount = int(servers);
    spec->gpusPerServer = int(gpus);
    spec->nicsPerServer = int(nics);
    spec->switchPorts = int(ports); // 0: the largest matching catalog switch
    spec->rooms = int(rooms);
    spec->planes = int(planes);
    spec->breakout = int(breakout);
    if (ok && spec->breakout != 1 && spec->breakout != 2 && spec->breakout != 4 && spec->breakout != 8 && spec->breakout != 0) {
        *problem = CommandLine::tr("--breakout: \"%1\" is not 1, 2, 4 or 8").arg(ctx.option(QStringLiteral("breakout")));
        return false;
    }
    spec->railOptimized = ctx.flag(QStringLiteral("rail-optimized"));
    spec->sharp = ctx.flag(QStringLiteral("sharp"));
    return ok;
}

/**
 * Without --gpus-per-server the documented default is 8; a GPU whose largest catalog server
 * holds fewer (RTX 4090, A100 PCIe: 4) gets that server's slot count instead of a refusal.
 * Returns the one-line explanation, empty when nothing changed. An explicit
 * --gpus-per-server is the user's word and is never changed.
 */
QString fitDefaultGpusPerServer(const CliContext &ctx, const Catalog &catalog, FabricSpec *spec)
{
    if (ctx.flag(QStringLiteral("gpus-per-server")))
        return {};
    const GpuModel *gpu = CatalogChoice::gpuByKey(catalog, ctx.option(QStringLiteral("gpu")));
    const ServerModel *largest = gpu ? CatalogChoice::largestServerFor(catalog, *gpu) : nullptr;
    if (!largest || largest->gpuSlots >= spec->gpusPerServer)
        return {};
    const QString line = CommandLine::tr("the catalog has no server for %1 with %2 GPU slots; using %3 GPUs per server "
                                         "(%4, the largest); give --gpus-per-server to choose")
                             .arg(gpu->name).arg(spec->gpusPerServer).arg(largest->gpuSlots).arg(largest->sku);
    spec->gpusPerServer = largest->gpuSlots;
    return line;
}

QJsonObject summaryJson(const GeneratedCluster &cluster, const QString &path)
{
    QJsonArray rooms;
    for (const FabricPlan &p : cluster.plans) {
        rooms.append(QJsonObject{{"planes", p.planes}, {"tiers", p.tiers}, {"leaves", p.leaves}, {"spines", p.spines}, {"cores", p.cores},
                                 {"server_leaf_cables", p.serverLeafCables}, {"leaf_spine_cables", p.leafSpineCables},
                                 {"spine_core_cables", p.spineCoreCables}, {"oversubscription", p.oversubscription()}});
    }
    const Design &d = cluster.design;
    return {{"file", path}, {"servers", int(d.servers.size())}, {"switches", int(d.switches.size())},
            {"cables", int(d.cables.size())}, {"racks", int(d.racks.size())}, {"rooms", rooms}};
}

} // namespace

int runGenerate(const CliContext &ctx)
{
    FabricSpec spec;
    QString problem;
    if (!ctx.refuseExtraArguments(QStringLiteral("generate"), 0))
        return ExitBadInput;
    if (!specFromOptions(ctx, &spec, &problem))
        return ctx.fail(QStringLiteral("clusterquote generate: %1").arg(problem));
    // Before the catalog and the generator run: a typo in -o costs no work.
    if (const QString unwritable = OutputFile::problem(ctx.option(QStringLiteral("output"))); !unwritable.isEmpty())
        return ctx.fail(QStringLiteral("clusterquote generate: %1").arg(unwritable));
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    const QString fitted = fitDefaultGpusPerServer(ctx, database.catalog(), &spec);
    const std::optional<GeneratorTemplates> templates
        = CatalogChoice::choose(database.catalog(), ctx.option(QStringLiteral("gpu")), &spec, &problem,
                                CatalogChoice::skusOf(database.priceBook().items)); // priced models win ties
    const Catalog cables = database.catalog(); // cable media at the catalog's reach
    if (templates) {
        if (const QString over = overBudget(spec); !over.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote generate: %1").arg(over));
    }
    const std::optional<GeneratedCluster> cluster
        = templates ? FabricGenerator::generate(spec, templates->server, templates->sw, &problem, &cables)
                    : std::nullopt;
    if (!cluster) {
        // Too big for three tiers: name every option that fits it, the catalog's breakout too.
        const int largestRoom = (spec.serverCount + spec.rooms - 1) / std::max(1, spec.rooms);
        if (templates && FabricPlan::tiersNeeded(spec, largestRoom) > 3)
            problem = FabricPlan::tooManyTiers(spec, largestRoom, FabricPlan::planesToFit(spec, largestRoom),
                                               CatalogChoice::breakoutToFit(database.catalog(), spec, largestRoom));
        return ctx.fail(QStringLiteral("clusterquote generate: %1").arg(problem));
    }
    const QString path = ctx.option(QStringLiteral("output"));
    if (const QString error = DesignFormat::save(cluster->design, path); !error.isEmpty())
        return ctx.fail(QStringLiteral("clusterquote generate: %1").arg(error));
    const QStringList notes = (fitted.isEmpty() ? QStringList() : QStringList{fitted}) + templates->notes;
    if (ctx.flag(QStringLiteral("json"))) {
        if (!fitted.isEmpty()) // on err too, so that out stays one JSON document
            *ctx.err << CommandLine::tr("note: %1").arg(fitted) << Qt::endl;
        QJsonObject summary = summaryJson(*cluster, path);
        summary.insert("notes", QJsonArray::fromStringList(notes)); // the note: lines of the text output
        *ctx.out << QJsonDocument(summary).toJson(QJsonDocument::Indented);
    } else {
        for (int room = 0; room < cluster->plans.size(); ++room) {
            const int servers = FabricGenerator::serversInRoom(spec, room);
            *ctx.out << cluster->design.rooms.at(room).name << ": " << cluster->plans.at(room).summary(spec, servers) << Qt::endl;
        }
        for (const QString &note : notes)
            *ctx.out << CommandLine::tr("note: %1").arg(note) << Qt::endl;
        // One %n per phrase (Qt plural forms), as EditActions::openGenerated does; the count grouped.
        const Design &d = cluster->design;
        *ctx.out << CommandLine::tr("wrote %1: %2, %3, %4")
                        .arg(QFileInfo(path).fileName(),
                             groupedCount(QT_TRANSLATE_N_NOOP("cq::CommandLine", "%n server(s) (%1)"),
                                          int(d.servers.size())).arg(templates->server.sku),
                             groupedCount(QT_TRANSLATE_N_NOOP("cq::CommandLine", "%n switch(es) (%1)"),
                                          int(d.switches.size())).arg(templates->sw.sku),
                             groupedCount(QT_TRANSLATE_N_NOOP("cq::CommandLine", "%n cable(s)"), int(d.cables.size())))
                 << Qt::endl;
    }
    return countOf(validate(cluster->design), Severity::Error) > 0 ? ExitDesignErrors : ExitOk;
}

} // namespace cq
