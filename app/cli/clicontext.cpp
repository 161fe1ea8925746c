#include "clicontext.h"
#include "commandline.h"

#include "format/designformat.h"

#include <QCoreApplication>

namespace cq {

bool CliContext::loadDesign(Design *design) const
{
    if (positional.isEmpty()) {
        fail(CommandLine::tr("missing design file (usage: clusterquote <command> FILE)"));
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

int CliContext::fail(const QString &message) const
{
    *err << message << Qt::endl;
    return ExitBadInput;
}

} // namespace cq
