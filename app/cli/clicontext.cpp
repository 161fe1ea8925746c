#include "clicontext.h"
#include "commandline.h"

#include "format/designformat.h"
#include "pricebookdatabase.h"
#include "rules/validator.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cq {

bool CliContext::loadDesign(Design *design) const
{
    if (positional.isEmpty()) {
        fail(CommandLine::tr("missing design file (usage: clusterquote <command> FILE)"));
        return false;
    }
    if (positional.size() > 1) {
        fail(CommandLine::tr("unexpected argument \"%1\" (one design file per command)").arg(positional.at(1)));
        return false;
    }
    const DesignReadResult result = DesignFormat::load(positional.first());
    if (!result.ok()) {
        fail(result.error);
        return false;
    }
    *design = result.design;
    return true;
}

int CliContext::designErrorExit(const Design &design) const
{
    const int errors = countOf(validate(design), Severity::Error);
    if (errors == 0)
        return ExitOk;
    *err << CommandLine::tr("%1: the design has %n error(s); run \"clusterquote validate\" for details", nullptr, errors)
                .arg(QFileInfo(positional.first()).fileName())
         << Qt::endl;
    return ExitDesignErrors;
}

bool CliContext::openPriceBook(PriceBookDatabase *database) const
{
    const bool ok = database->openWithRecovery(option(QStringLiteral("pricebook"), PriceBookDatabase::defaultPath()));
    if (!database->recoveryNotice().isEmpty())
        *err << database->recoveryNotice() << Qt::endl;
    return ok;
}

bool CliContext::refuseExtraArguments(const QString &command, int allowed) const
{
    if (positional.size() <= allowed)
        return true;
    unexpectedArgument(command, positional.at(allowed));
    return false;
}

int CliContext::unexpectedArgument(const QString &command, const QString &argument) const
{
    return fail(CommandLine::tr("clusterquote %1: unexpected argument \"%2\"").arg(command, argument));
}

int CliContext::fail(const QString &message) const
{
    *err << message << Qt::endl;
    return ExitBadInput;
}

} // namespace cq
