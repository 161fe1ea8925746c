#include "commandline.h"

#include "clicontext.h"
#include "clicommands.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cq {

namespace {

// Options that take a value; everything else starting with "--" is a flag.
const QStringList kValueOptions{QStringLiteral("bytes"), QStringLiteral("collective"), QStringLiteral("term"), QStringLiteral("pdf"),
                                QStringLiteral("csv"), QStringLiteral("xlsx"), QStringLiteral("lang"), QStringLiteral("pricebook"),
                                QStringLiteral("currency"),
                                // generate
                                QStringLiteral("gpu"), QStringLiteral("servers"), QStringLiteral("gpus-per-server"),
                                QStringLiteral("nics-per-server"), QStringLiteral("nic-rate"), QStringLiteral("fabric"),
                                QStringLiteral("switch-ports"), QStringLiteral("oversubscription"), QStringLiteral("rooms"),
                                QStringLiteral("rack-kw"), QStringLiteral("output"),
                                // compare
                                QStringLiteral("model"), QStringLiteral("tokens"), QStringLiteral("mfu"),
                                QStringLiteral("discount"), QStringLiteral("power-price"),
                                // catalog import (NetBox device types)
                                QStringLiteral("kind"), QStringLiteral("gpus"), QStringLiteral("nics"), QStringLiteral("sku"),
                                QStringLiteral("spares")}; // bom
const QStringList kFlags{QStringLiteral("json"), QStringLiteral("rail-optimized"), QStringLiteral("replace")};

QString usage()
{
    return CommandLine::tr("Usage:\n"
              "  clusterquote [FILE]                       open the designer\n"
              "  clusterquote validate FILE [--json]\n"
              "  clusterquote analyze FILE [--collective NAME] [--bytes N] [--json]\n"
              "  clusterquote quote FILE [--term hourly|monthly|annual] [--currency CNY|USD] [--pdf OUT]\n"
              "                          [--csv OUT] [--xlsx OUT] [--lang en|zh_CN] [--pricebook DB] [--json]\n"
              "  clusterquote generate --gpu MODEL --servers N [--gpus-per-server 8] --nics-per-server K\n"
              "                        --nic-rate GBITS --fabric ib|roce|ethernet [--rail-optimized]\n"
              "                        [--switch-ports P] [--oversubscription R] [--rooms M] [--rack-kw KW]\n"
              "                        [--pricebook DB] [--json] -o FILE\n"
              "  clusterquote catalog [--json] [--pricebook DB]   (GPU keys for generate --gpu)\n"
              "  clusterquote catalog export-csv|import-csv FILE.csv [--pricebook DB]\n"
              "  clusterquote catalog import FILE.yaml... [--pricebook DB] [--kind ib|roce|ethernet]\n"
              "                       [--gpu KEY --gpus N] [--nics N --nic-rate GBITS] [--sku SKU [--replace]]\n"
              "  clusterquote compare A.cqd B.cqd [...] [--model 70B] [--tokens 1T] [--mfu PCT]\n"
              "                       [--term monthly|annual] [--discount PCT] [--power-price CNY_PER_KWH]\n"
              "                       [--servers N] [--nic-rate GBITS] [--oversubscription R]\n"
              "                       [--pricebook DB] [--json] [--pdf OUT [--lang en|zh_CN]]\n"
              "  clusterquote import [topo|ibstat|ibnetdiscover|nccl|ethtool|gpu-util] FILE [--json] [-o DESIGN.cqd]\n"
              "  clusterquote accept DESIGN.cqd FILE... [--pdf OUT] [--lang en|zh_CN] [--json]\n"
              "  clusterquote bom FILE [--spares PCT] [--json] [--csv OUT] [--xlsx OUT] [--pricebook DB]\n"
              "  clusterquote cables FILE [--json] [--csv OUT] [--pricebook DB]\n"
              "  clusterquote --version\n"
              "Exit status: 0 ok, 1 the design has errors, 2 unusable input.");
}

const QStringList kCommands{QStringLiteral("validate"), QStringLiteral("analyze"), QStringLiteral("quote"),
                            QStringLiteral("generate"), QStringLiteral("catalog"), QStringLiteral("compare"),
                            QStringLiteral("import"), QStringLiteral("accept"), QStringLiteral("bom"),
                            QStringLiteral("cables")};

/**
 * The lines of usage() for @p command alone: the "Usage:" head, the command's entry with its
 * continuation lines, and the exit status line. Cut from the one translated usage text, so a
 * command's help never disagrees with --help; the whole text if the entry is not found.
 */
QString commandUsage(const QString &command)
{
    const QStringList lines = usage().split(u'\n');
    const QString entry = QStringLiteral("  clusterquote ") + command;
    QStringList picked;
    bool inEntry = false;
    for (int i = 1; i + 1 < lines.size(); ++i) {
        if (lines.at(i).startsWith(QLatin1String("  clusterquote ")))
            inEntry = lines.at(i) == entry || lines.at(i).startsWith(entry + u' ');
        if (inEntry)
            picked.append(lines.at(i));
    }
    if (picked.isEmpty())
        return usage();
    return QStringList{lines.first(), picked.join(u'\n'), lines.last()}.join(u'\n');
}

// Splits "cmd FILE --opt value --flag" into the context; false on an unknown option.
bool parse(const QStringList &args, CliContext *ctx, QString *problem)
{
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("-o")) { // the one short option: generate's output file
            if (i + 1 >= args.size() || args.at(i + 1).startsWith(u'-')) {
                *problem = CommandLine::tr("option -o needs a file name");
                return false;
            }
            ctx->options.insert(QStringLiteral("output"), args.at(++i));
            continue;
        }
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) { // every command's own usage
            ctx->options.insert(QStringLiteral("help"), QString());
            continue;
        }
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
            // "--pdf --json" is a forgotten value, not a file named "--json".
            if (i + 1 >= args.size() || args.at(i + 1).startsWith(QLatin1String("--"))) {
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
    // Only an existing file opens the designer; anything else (a command, an option, a
    // typo such as "valdiate") is the CLI's to answer, with a usage message if need be.
    // Qt's own single-dash options (-platform, -style, ...) belong to the designer too.
    if (arguments.isEmpty())
        return false;
    const QString &first = arguments.first();
    if (first == QLatin1String("-h") || first == QLatin1String("-v"))
        return true;
    const bool qtOption = first.startsWith(u'-') && !first.startsWith(QLatin1String("--"));
    return !qtOption && !QFileInfo(first).isFile();
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
    if (ctx.flag(QStringLiteral("help")) && kCommands.contains(command)) {
        out << commandUsage(command) << Qt::endl;
        return ExitOk;
    }
    if (command == QLatin1String("validate"))
        return runValidate(ctx);
    if (command == QLatin1String("analyze"))
        return runAnalyze(ctx);
    if (command == QLatin1String("quote"))
        return runQuote(ctx);
    if (command == QLatin1String("generate"))
        return runGenerate(ctx);
    if (command == QLatin1String("catalog"))
        return runCatalog(ctx);
    if (command == QLatin1String("compare"))
        return runCompare(ctx);
    if (command == QLatin1String("import"))
        return runImport(ctx);
    if (command == QLatin1String("accept"))
        return runAccept(ctx);
    if (command == QLatin1String("bom"))
        return runBom(ctx);
    if (command == QLatin1String("cables"))
        return runCables(ctx);
    // One line, like every other bad input; the usage is one --help away.
    return ctx.fail(CommandLine::tr("unknown command \"%1\" (see clusterquote --help)").arg(command));
}

} // namespace cq
