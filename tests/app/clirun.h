#pragma once

// The command line run in-process, as main() runs it: the tests of app/cli share this.

#include "cli/commandline.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace cqtest {

/** Exit status and what a command printed on standard output and standard error. */
struct CliRun {
    int code = -1;
    QString out;
    QString err;
    /** Standard output read as one JSON object (--json). */
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

/** `clusterquote @p args` through CommandLine::run. */
inline CliRun runCli(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = cq::CommandLine::run(args, out, err);
    return r;
}

} // namespace cqtest
