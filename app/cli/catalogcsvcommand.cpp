// `clusterquote catalog export-csv FILE` and `catalog import-csv FILE` (issue #18): the
// hardware catalog as one CSV a provider edits in a spreadsheet (format: model/catalog/catalogcsv.h).
#include "clicommands.h"
#include "commandline.h"
#include "outputfile.h"

#include "format/safesave.h"
#include "pricebookdatabase.h"

#include <QFile>
#include <QFileInfo>

namespace cq {

namespace {

/** The FILE after the subcommand, or an empty string after printing why there is none. */
QString fileArgument(const CliContext &ctx, const char *sub)
{
    const QString command = QStringLiteral("catalog %1").arg(QLatin1String(sub));
    if (ctx.positional.size() < 2) {
        ctx.fail(CommandLine::tr("clusterquote %1: name the CSV file").arg(command));
        return {};
    }
    if (!ctx.refuseExtraArguments(command, 2))
        return {};
    return ctx.positional.at(1);
}

} // namespace

int runCatalogExportCsv(const CliContext &ctx)
{
    const QString path = fileArgument(ctx, "export-csv");
    if (path.isEmpty())
        return ExitBadInput;
    if (const QString why = OutputFile::problem(path); !why.isEmpty())
        return ctx.fail(QStringLiteral("clusterquote catalog export-csv: %1").arg(why));
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    if (const QString error = SafeSave::write(path, database.exportCatalogCsv()); !error.isEmpty())
        return ctx.fail(QStringLiteral("clusterquote catalog export-csv: %1").arg(error));
    const Catalog c = database.catalog();
    *ctx.out << CommandLine::tr("Wrote %1: %2 GPU models, %3 servers, %4 switches, %5 cables.")
                    .arg(OutputFile::shown(path)).arg(c.gpus.size()).arg(c.servers.size()).arg(c.switches.size())
                    .arg(c.cables.size())
             << Qt::endl;
    return ExitOk;
}

int runCatalogImportCsv(const CliContext &ctx)
{
    const QString path = fileArgument(ctx, "import-csv");
    if (path.isEmpty())
        return ExitBadInput;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ctx.fail(CommandLine::tr("clusterquote catalog import-csv: cannot read %1: %2")
                            .arg(OutputFile::shown(path), file.errorString()));
    const QByteArray csv = file.read(16 << 20);
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    QString backup;
    QStringList kept;
    // No design is open on the command line: only issued revisions keep a dropped model.
    if (!database.importCatalogCsv(csv, QFileInfo(path).fileName(), {}, &backup, &kept))
        return ctx.fail(database.error());
    const Catalog c = database.catalog();
    *ctx.out << CommandLine::tr("Imported %1 into %2: %3 GPU models, %4 servers, %5 switches, %6 cables.")
                    .arg(OutputFile::shown(path), OutputFile::shown(database.path()))
                    .arg(c.gpus.size()).arg(c.servers.size()).arg(c.switches.size()).arg(c.cables.size())
             << Qt::endl
             << CommandLine::tr("Backup of the price book before the import: %1").arg(OutputFile::shown(backup))
             << Qt::endl;
    if (!kept.isEmpty())
        *ctx.out << CommandLine::tr("Kept as retired (issued quotes use them): %1").arg(kept.join(QStringLiteral(", ")))
                 << Qt::endl;
    return ExitOk;
}

} // namespace cq
