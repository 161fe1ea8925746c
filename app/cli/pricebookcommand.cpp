#include "clicommands.h"
#include "commandline.h"

#include "databaselocation.h"
#include "pricebookdatabase.h"

#include <QDir>
#include <QFileInfo>

namespace cq {

namespace {

/** Opens the --pricebook of @p ctx for @p verb; false after printing the error on err. */
bool openFor(const CliContext &ctx, const QString &verb, PriceBookDatabase *database)
{
    const QString location = ctx.option(QStringLiteral("pricebook"), PriceBookDatabase::defaultPath());
    // check and migrate look at a book that exists: an SQLite path is not created for them.
    if (verb != QLatin1String("init") && !DatabaseLocation::isServerUri(location) && !QFileInfo::exists(location)) {
        ctx.fail(CommandLine::tr("clusterquote pricebook %1: there is no price book %2 (create it with "
                                 "\"clusterquote pricebook init --pricebook %2\")")
                     .arg(verb, QDir::toNativeSeparators(location)));
        return false;
    }
    const PriceBookDatabase::SchemaChange change = verb == QLatin1String("init")
        ? PriceBookDatabase::SchemaChange::Create
        : verb == QLatin1String("migrate") ? PriceBookDatabase::SchemaChange::Migrate
                                           : PriceBookDatabase::SchemaChange::None;
    if (database->open(location, change))
        return true;
    ctx.fail(database->error());
    return false;
}

/** `pricebook check`: the schema version and each table's rows. */
int printCheck(const CliContext &ctx, PriceBookDatabase *database)
{
    QList<QPair<QString, qint64>> counts;
    if (!database->rowCounts(&counts))
        return ctx.fail(database->error());
    *ctx.out << CommandLine::tr("Price book %1 (%2): schema version %3, as this ClusterQuote needs.")
                    .arg(database->path(), database->isServer() ? CommandLine::tr("PostgreSQL server")
                                                                : CommandLine::tr("SQLite file"))
                    .arg(database->schemaVersion())
             << Qt::endl;
    qsizetype width = 0;
    for (const auto &count : std::as_const(counts))
        width = std::max(width, count.first.size());
    for (const auto &count : std::as_const(counts)) {
        *ctx.out << "  " << count.first.leftJustified(width + 2);
        if (count.second < 0) // the server's GRANTs keep it from this role (issue #21)
            *ctx.out << CommandLine::tr("not readable by your role %1").arg(database->capabilities().role) << Qt::endl;
        else
            *ctx.out << count.second << Qt::endl;
    }
    for (const QString &problem : database->problems())
        *ctx.out << CommandLine::tr("  problem: %1").arg(problem) << Qt::endl;
    return ExitOk;
}

} // namespace

int runPricebook(const CliContext &ctx)
{
    const QString verb = ctx.positional.value(0);
    if (verb != QLatin1String("init") && verb != QLatin1String("migrate") && verb != QLatin1String("check"))
        return ctx.fail(verb.isEmpty()
                            ? CommandLine::tr("clusterquote pricebook: name init, migrate or check (see clusterquote "
                                              "pricebook --help)")
                            : CommandLine::tr("clusterquote pricebook: unknown subcommand \"%1\" (init, migrate or check)")
                                  .arg(verb));
    if (!ctx.refuseExtraArguments(QStringLiteral("pricebook ") + verb, 1))
        return ExitBadInput;
    PriceBookDatabase database;
    if (!openFor(ctx, verb, &database))
        return ExitBadInput;
    const int found = database.schemaVersionFound();
    if (verb == QLatin1String("check"))
        return printCheck(ctx, &database);
    if (verb == QLatin1String("init")) {
        *ctx.out << (found == 0 ? CommandLine::tr("Created price book %1: schema version %2, seeded with %3 price items "
                                                  "and %4 server models.")
                                      .arg(database.path())
                                      .arg(database.schemaVersion())
                                      .arg(database.priceBook().items.size())
                                      .arg(database.catalog().servers.size())
                                : CommandLine::tr("Price book %1 already holds schema version %2; nothing changed.")
                                      .arg(database.path())
                                      .arg(database.schemaVersion()))
                 << Qt::endl;
        return ExitOk;
    }
    *ctx.out << (found > 0 && found < database.schemaVersion()
                     ? CommandLine::tr("Upgraded price book %1 from schema version %2 to %3.")
                           .arg(database.path())
                           .arg(found)
                           .arg(database.schemaVersion())
                     : CommandLine::tr("Price book %1 already holds schema version %2; nothing changed.")
                           .arg(database.path())
                           .arg(database.schemaVersion()))
             << Qt::endl;
    return ExitOk;
}

} // namespace cq
