#include "commandline.h"

#include "clicontext.h"
#include "clicommands.h"

#include <QCoreApplication>

namespace cq {

namespace {

// Options that take a value; everything else starting with "--" is a flag.
const QStringList kValueOptions{QStringLiteral("bytes"), QStringLiteral("term"), QStringLiteral("pdf"),
                                QStringLiteral("csv"), QStringLiteral("lang"), QStringLiteral("pricebook")};
const QStringList kFlags{QStringLiteral("json")};

QString usage()
{
    return CommandLine::tr("Usage:\n"
              "  clusterquote [FILE]                       open the designer\n"
              "  clusterquote validate FILE [--json]\n"
              "  clusterquote analyze FILE [--bytes N] [--json]\n"
              "  clusterquote quote FILE [--term monthly|annual] [--pdf OUT] [--csv OUT]\n"
              "                          [--lang en|zh_CN] [--pricebook DB] [--json]\n"
              "  clusterquote --version\n"
              "Exit status: 0 ok, 1 the design has errors, 2 unusable input.");
}

// Splits "cmd FILE --opt value --flag" into the context; false on an unknown option.
bool parse(const QStringList &args, CliContext *ctx, QString *problem)
{
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (!a.startsWith(QLatin1String("--"))) {
            ctx->positional.append(a);
            continue;
        }
        QString name = a.mid(2);
        QString value;
        if (const int eq = name.indexOf(u'='); eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
        } else if (kValueOptions.contains(name)) {
            if (i + 1 >= args.size()) {
                *problem = CommandLine::tr("option --%1 needs a value").arg(name);
                return false;
            }
            value = args.at(++i);
        }
        if (!kValueOptions.contains(name) && !kFlags.contains(name)) {
            *problem = CommandLine::tr("unknown option --%1").arg(name);
            return false;
        }
        ctx->options.insert(name, value);
    }
    return true;
}

} // namespace

bool CommandLine::wantsCli(const QStringList &arguments)
{
    if (arguments.isEmpty())
        return false;
    const QString first = arguments.first();
    return first == QLatin1String("validate") || first == QLatin1String("analyze") || first == QLatin1String("quote")
        || first == QLatin1String("--version") || first == QLatin1String("-v") || first == QLatin1String("--help")
        || first == QLatin1String("-h");
}

int CommandLine::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString command = arguments.value(0);
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out << "clusterquote " << QCoreApplication::applicationVersion() << Qt::endl;
        return ExitOk;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        out << usage() << Qt::endl;
        return ExitOk;
    }
    CliContext ctx;
    ctx.out = &out;
    ctx.err = &err;
    QString problem;
    if (!parse(arguments, &ctx, &problem))
        return ctx.fail(QStringLiteral("clusterquote %1: %2").arg(command, problem));
    if (command == QLatin1String("validate"))
        return runValidate(ctx);
    if (command == QLatin1String("analyze"))
        return runAnalyze(ctx);
    if (command == QLatin1String("quote"))
        return runQuote(ctx);
    return ctx.fail(CommandLine::tr("unknown command \"%1\"\n%2").arg(command, usage()));
}

} // namespace cq
