#include "clicommands.h"
#include "commandline.h"

#include "catalog/netboximport.h"
#include "generator/catalogchoice.h"
#include "pricebookdatabase.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace cq {

namespace {

/** The YAML files named on the command line; a folder gives its *.yml and *.yaml, sorted; a
 *  folder without any is named in @p emptyFolders. */
QStringList yamlFiles(const QStringList &arguments, QStringList *emptyFolders)
{
    QStringList files;
    for (const QString &argument : arguments) {
        if (!QFileInfo(argument).isDir()) {
            files << argument;
            continue;
        }
        QStringList found;
        QDirIterator it(argument, {QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            found << it.next();
        if (found.isEmpty())
            *emptyFolders << argument;
        found.sort();
        files << found;
    }
    return files;
}

/** The answers the options give; false with @p problem for a bad value. */
bool answersFromOptions(const CliContext &ctx, const Catalog &catalog, NetboxAnswers *answers, QString *problem)
{
    if (ctx.flag(QStringLiteral("kind"))) {
        LinkKind kind;
        if (!linkKindFromKey(ctx.option(QStringLiteral("kind")), &kind)) {
            *problem = CommandLine::tr("--kind must be ib, roce or ethernet, not \"%1\"").arg(ctx.option(QStringLiteral("kind")));
            return false;
        }
        answers->kind = kind;
    }
    if (ctx.flag(QStringLiteral("gpu"))) {
        const GpuModel *gpu = CatalogChoice::gpuByKey(catalog, ctx.option(QStringLiteral("gpu")));
        if (!gpu) {
            *problem = CommandLine::tr("--gpu \"%1\" is not a GPU key of the catalog (see clusterquote catalog)")
                           .arg(ctx.option(QStringLiteral("gpu")));
            return false;
        }
        answers->gpuId = gpu->id;
    }
    bool ok = true;
    if (ctx.flag(QStringLiteral("gpus"))) {
        answers->gpuCount = ctx.option(QStringLiteral("gpus")).toInt(&ok);
        if (!ok || answers->gpuCount < 1) {
            *problem = CommandLine::tr("--gpus must be a whole number of at least 1");
            return false;
        }
    }
    if (ctx.flag(QStringLiteral("nics"))) {
        answers->nicCount = ctx.option(QStringLiteral("nics")).toInt(&ok);
        if (!ok || answers->nicCount < 0) {
            *problem = CommandLine::tr("--nics must be a whole number of at least 0");
            return false;
        }
    }
    if (ctx.flag(QStringLiteral("nic-rate"))) {
        answers->nicRateGbps = ctx.option(QStringLiteral("nic-rate")).toDouble(&ok);
        if (!ok || answers->nicRateGbps <= 0) {
            *problem = CommandLine::tr("--nic-rate must be a rate in Gb/s above 0");
            return false;
        }
    }
    answers->sku = ctx.option(QStringLiteral("sku"));
    return true;
}

/** The hint beside a question: the option that answers it. */
QString optionHint(NetboxImport::Question question)
{
    switch (question) {
    case NetboxImport::Question::FabricKind:
        return CommandLine::tr("--kind ib|roce|ethernet chooses");
    case NetboxImport::Question::Gpu:
        return CommandLine::tr("--gpu KEY --gpus N");
    case NetboxImport::Question::FabricNics:
        return CommandLine::tr("--nics N --nic-rate GBITS");
    case NetboxImport::Question::Power:
        return {};
    }
    return {};
}

/**
 * Why saving @p model would overwrite a different catalog model of its SKU in @p catalog (a
 * seeded switch, another NetBox file, a server under a switch's SKU), naming the SKU and what
 * it is now; empty when the SKU is new or is the same NetBox file imported again.
 */
QString overwriteProblem(const Catalog &catalog, const NetboxImported &model, const QString &file)
{
    NetboxImported now;
    if (const SwitchModel *sw = catalog.switchModel(model.sku())) {
        now.role = NetboxDeviceType::Role::Switch;
        now.switchModel = *sw;
    } else if (const ServerModel *server = catalog.server(model.sku())) {
        now.role = NetboxDeviceType::Role::Server;
        now.serverModel = *server;
    } else {
        return {};
    }
    const auto source = [](const NetboxImported &m) {
        return m.role == NetboxDeviceType::Role::Switch ? m.switchModel.source : m.serverModel.source;
    };
    if (now.role == model.role && source(now) == source(model))
        return {}; // the same NetBox file again: an update
    return CommandLine::tr("%1: SKU %2 is already in the catalog as %3 (source: %4); give another --sku, or --replace "
                           "to overwrite it")
        .arg(file, model.sku(), NetboxImport::summary(now), source(now));
}

/** What one file became, with what it says and asks; printed after everything is saved. */
struct Planned {
    NetboxDeviceType type;
    NetboxImported model;
    bool existed = false;
};

bool saveModel(PriceBookDatabase *database, const NetboxImported &model)
{
    return model.role == NetboxDeviceType::Role::Switch ? database->saveSwitchModel(model.switchModel)
                                                        : database->saveServerModel(model.serverModel);
}

/** Puts back what the first @p saved models replaced, or removes them: nothing half imported. */
void undoSaves(PriceBookDatabase *database, const Catalog &before, const QList<Planned> &plan, qsizetype saved)
{
    for (qsizetype i = 0; i < saved; ++i) {
        const NetboxImported &m = plan.at(i).model;
        bool retired = false;
        if (m.role == NetboxDeviceType::Role::Switch) {
            if (const SwitchModel *old = before.switchModel(m.sku()))
                database->saveSwitchModel(*old);
            else
                database->removeSwitchModel(m.sku(), {}, &retired);
        } else {
            if (const ServerModel *old = before.server(m.sku()))
                database->saveServerModel(*old);
            else
                database->removeServerModel(m.sku(), {}, &retired);
        }
    }
}

void printPlanned(QTextStream &out, const Planned &p, const NetboxAnswers &answers)
{
    out << (p.existed ? CommandLine::tr("Updated %1").arg(NetboxImport::summary(p.model))
                      : CommandLine::tr("Imported %1").arg(NetboxImport::summary(p.model)))
        << Qt::endl;
    out << CommandLine::tr("  source: %1").arg(p.model.role == NetboxDeviceType::Role::Switch ? p.model.switchModel.source
                                                                                              : p.model.serverModel.source)
        << Qt::endl;
    for (NetboxImport::Question q : NetboxImport::questions(p.type)) {
        if ((q == NetboxImport::Question::FabricKind && answers.kind) || q == NetboxImport::Question::Gpu
            || (q == NetboxImport::Question::FabricNics && answers.nicCount >= 0))
            continue; // answered by an option
        const QString hint = optionHint(q);
        out << CommandLine::tr("  asked: %1").arg(NetboxImport::questionText(p.type, q))
            << (hint.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(hint)) << Qt::endl;
    }
    for (const QString &note : p.type.notes)
        out << CommandLine::tr("  note: %1").arg(note) << Qt::endl;
}

} // namespace

int runCatalogImport(const CliContext &ctx)
{
    QStringList emptyFolders;
    const QStringList files = yamlFiles(ctx.positional.mid(1), &emptyFolders);
    if (!emptyFolders.isEmpty())
        return ctx.fail(CommandLine::tr("clusterquote catalog import: %1 holds no .yml or .yaml file")
                            .arg(emptyFolders.join(QStringLiteral(", "))));
    if (files.isEmpty())
        return ctx.fail(CommandLine::tr("clusterquote catalog import: name one or more NetBox device-type files (.yaml)"));
    if (ctx.flag(QStringLiteral("sku")) && files.size() > 1)
        return ctx.fail(CommandLine::tr("clusterquote catalog import: --sku names one model; %1 files were given").arg(files.size()));
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    const Catalog before = database.catalog();
    NetboxAnswers answers;
    QString problem;
    if (!answersFromOptions(ctx, before, &answers, &problem))
        return ctx.fail(QStringLiteral("clusterquote catalog import: %1").arg(problem));

    // Every file is read and checked before anything is saved.
    QList<Planned> plan;
    QStringList problems;
    QHash<QString, QString> skuFrom;
    for (const QString &file : files) {
        Planned p;
        if (!NetboxDeviceType::readFile(file, &p.type, &problem)) {
            problems << problem;
            continue;
        }
        if (p.type.role == NetboxDeviceType::Role::Server && (answers.gpuId.isEmpty() || answers.gpuCount < 1)) {
            problems << CommandLine::tr("%1: a server; NetBox does not say which GPUs it holds (give --gpu KEY --gpus N)").arg(file);
            continue;
        }
        if (!NetboxImport::build(p.type, answers, before.gpus, &p.model, &problem)) {
            problems << problem;
            continue;
        }
        if (skuFrom.contains(p.model.sku())) {
            problems << CommandLine::tr("%1: SKU %2 is also made from %3").arg(file, p.model.sku(), skuFrom.value(p.model.sku()));
            continue;
        }
        if (const QString overwrite = overwriteProblem(before, p.model, file);
            !overwrite.isEmpty() && !ctx.flag(QStringLiteral("replace"))) {
            problems << overwrite;
            continue;
        }
        skuFrom.insert(p.model.sku(), file);
        p.existed = before.switchModel(p.model.sku()) || before.server(p.model.sku());
        plan << p;
    }
    if (!problems.isEmpty()) {
        for (const QString &line : std::as_const(problems))
            *ctx.err << line << Qt::endl;
        return ctx.fail(CommandLine::tr("clusterquote catalog import: nothing imported (%1 of %2 files refused)")
                            .arg(problems.size()).arg(files.size()));
    }
    for (qsizetype i = 0; i < plan.size(); ++i) {
        if (!saveModel(&database, plan.at(i).model)) {
            const QString error = database.error();
            undoSaves(&database, before, plan, i);
            return ctx.fail(CommandLine::tr("clusterquote catalog import: nothing imported: %1").arg(error));
        }
    }
    for (const Planned &p : std::as_const(plan))
        printPlanned(*ctx.out, p, answers);
    *ctx.out << CommandLine::tr("%1 models from NetBox device types saved to %2; their prices are not in NetBox: add them in "
                                "Quote > Price Book.")
                    .arg(plan.size()).arg(QDir::toNativeSeparators(ctx.option(QStringLiteral("pricebook"), PriceBookDatabase::defaultPath())))
             << Qt::endl;
    return ExitOk;
}

} // namespace cq
