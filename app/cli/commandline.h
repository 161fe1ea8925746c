#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace cq {

/**
 * The `clusterquote` command line without a window:
 *   clusterquote validate FILE [--json]
 *   clusterquote analyze FILE [--collective NAME] [--bytes N] [--json]
 *   clusterquote quote FILE [--term monthly|annual] [--pdf OUT] [--csv OUT] [--lang en|zh_CN]
 *                           [--pricebook DB] [--json]
 *   clusterquote generate --gpu MODEL --servers N ... -o FILE   (see runGenerate)
 *   clusterquote catalog [--json] [--pricebook DB]
 *   clusterquote --version
 * Exit 0 ok, 1 the design has errors, 2 unusable input (one line on stderr).
 */
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(cq::CommandLine)
public:
    /** True when @p arguments (argv without the program) name a CLI command or --version/--help. */
    static bool wantsCli(const QStringList &arguments);
    /** Runs the command; returns the process exit code. */
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
};

} // namespace cq
