#include "clicommands.h"
#include "commandline.h"

#include "databaselocation.h"
#include "pricebookcopy.h"
#include "pricebookdatabase.h"
#include "pricebookofflinecopy.h"
#include "pricebookrecovery.h"
#include "quote/quotenotes.h"

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

/**
 * `pricebook check` of a team server that could not be opened (issue #21): says on err whether
 * this computer keeps an offline copy of it, how old, and that quotes use it meanwhile.
 */
void reportOfflineCopy(const CliContext &ctx)
{
    const QString location = ctx.option(QStringLiteral("pricebook"));
    if (!DatabaseLocation::isServerUri(location))
        return;
    const QString address = DatabaseLocation::parse(location).displayName();
    const PriceBookOfflineCopy::Info copy = PriceBookOfflineCopy::info(address);
    if (!copy.exists) {
        *ctx.err << CommandLine::tr("No offline copy of %1 is kept on this computer yet (one is written after each "
                                    "successful connection).").arg(address)
                 << Qt::endl;
        return;
    }
    *ctx.err << CommandLine::tr("The offline copy of %1 on this computer holds prices as of %2 (%3 old, price-book "
                                "version %4, file %5); quotes use it, read-only, until the server is back.")
                    .arg(address, priceBookTimeText(copy.syncedAt),
                         PriceBookOfflineCopy::ageText(copy.syncedAt, QDateTime::currentDateTimeUtc()))
                    .arg(copy.version)
                    .arg(QDir::toNativeSeparators(copy.path))
             << Qt::endl;
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

/** The counts and totals of a copy, source beside target, one line each. */
void printCopyTotals(const CliContext &ctx, const PriceBookCopy &copy)
{
    const PriceBookCopy::Totals from = copy.sourceTotals(), to = copy.targetTotals();
    QList<QPair<QString, QPair<QString, QString>>> lines;
    for (qsizetype i = 0; i < from.rows.size(); ++i)
        lines.append({from.rows.at(i).first, {QString::number(from.rows.at(i).second),
                                              QString::number(to.rows.value(i).second)}});
    const auto money = [](qint64 fen) { return Money(fen).toDecimalString(); };
    lines.append({CommandLine::tr("list prices, min"), {money(from.minFen), money(to.minFen)}});
    lines.append({CommandLine::tr("list prices, max"), {money(from.maxFen), money(to.maxFen)}});
    lines.append({CommandLine::tr("internal cost"), {money(from.costFen), money(to.costFen)}});
    lines.append({CommandLine::tr("snapshot characters"), {QString::number(from.snapshotChars), QString::number(to.snapshotChars)}});
    lines.append({CommandLine::tr("quote numbers taken"), {QString::number(from.quotePosition), QString::number(to.quotePosition)}});
    qsizetype width = 0, fromWidth = CommandLine::tr("from").size(), toWidth = CommandLine::tr("to").size();
    for (const auto &line : std::as_const(lines)) {
        width = std::max(width, line.first.size());
        fromWidth = std::max(fromWidth, line.second.first.size());
        toWidth = std::max(toWidth, line.second.second.size());
    }
    *ctx.out << "  " << QString().leftJustified(width) << "  " << CommandLine::tr("from").rightJustified(fromWidth)
             << "  " << CommandLine::tr("to").rightJustified(toWidth) << Qt::endl;
    for (const auto &line : std::as_const(lines))
        *ctx.out << "  " << line.first.leftJustified(width) << "  " << line.second.first.rightJustified(fromWidth)
                 << "  " << line.second.second.rightJustified(toWidth) << Qt::endl;
}

/** `pricebook copy --from A --to B [--replace]`: the whole book, verified by counts and totals. */
int runCopy(const CliContext &ctx)
{
    const QString from = ctx.option(QStringLiteral("from")), to = ctx.option(QStringLiteral("to"));
    if (from.isEmpty() || to.isEmpty())
        return ctx.fail(CommandLine::tr("clusterquote pricebook copy: name both books, --from A --to B"));
    if (from == to)
        return ctx.fail(CommandLine::tr("clusterquote pricebook copy: --from and --to name the same book %1").arg(from));
    if (!DatabaseLocation::isServerUri(from) && !QFileInfo::exists(from))
        return ctx.fail(CommandLine::tr("clusterquote pricebook copy: there is no price book %1")
                            .arg(QDir::toNativeSeparators(from)));
    PriceBookDatabase source, target;
    // A target file this copy creates is removed again when the copy does not land: left behind,
    // its seed prices would look like a copied book.
    const bool newFile = !DatabaseLocation::isServerUri(to) && !QFileInfo::exists(to);
    const auto failAndDiscard = [&](const QString &message) {
        target.close();
        if (newFile)
            PriceBookRecovery::removeWithJournal(to);
        return ctx.fail(message);
    };
    // The source is only read; the target is created (a new file, pricebook init on an empty server).
    if (!source.open(from, PriceBookDatabase::SchemaChange::None))
        return failAndDiscard(source.error());
    if (!target.open(to, PriceBookDatabase::SchemaChange::Create))
        return failAndDiscard(target.error());
    PriceBookCopy copy;
    const bool ok = copy.copy(source, target, ctx.flag(QStringLiteral("replace")));
    if (!ok && !copy.committed()) // refused or rolled back: the target is as it was (or gone, if new)
        return failAndDiscard(copy.error());
    *ctx.out << (ok ? CommandLine::tr("Copied price book %1 to %2 in one transaction; every count and total matches:")
                          .arg(source.path(), target.path())
                    : CommandLine::tr("Copy of %1 to %2:").arg(source.path(), target.path()))
             << Qt::endl;
    printCopyTotals(ctx, copy);
    return ok ? ExitOk : ctx.fail(copy.error());
}

} // namespace

int runPricebook(const CliContext &ctx)
{
    const QString verb = ctx.positional.value(0);
    if (verb != QLatin1String("init") && verb != QLatin1String("migrate") && verb != QLatin1String("check")
        && verb != QLatin1String("copy"))
        return ctx.fail(verb.isEmpty()
                            ? CommandLine::tr("clusterquote pricebook: name init, migrate, check or copy (see "
                                              "clusterquote pricebook --help)")
                            : CommandLine::tr("clusterquote pricebook: unknown subcommand \"%1\" (init, migrate, check "
                                              "or copy)")
                                  .arg(verb));
    if (!ctx.refuseExtraArguments(QStringLiteral("pricebook ") + verb, 1))
        return ExitBadInput;
    if (verb == QLatin1String("copy"))
        return runCopy(ctx);
    PriceBookDatabase database;
    if (!openFor(ctx, verb, &database)) {
        if (verb == QLatin1String("check"))
            reportOfflineCopy(ctx);
        return ExitBadInput;
    }
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
