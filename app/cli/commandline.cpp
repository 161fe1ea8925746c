#include "commandline.h"

#include "clicontext.h"
#include "clicommands.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace cq {

namespace {

CliOption value(const char *name) { return {QString::fromLatin1(name), true}; }
CliOption flag(const char *name) { return {QString::fromLatin1(name), false}; }

/** The option of @p name in any command of the table; nullptr when no command takes it. */
const CliOption *anyCommandsOption(const QString &name)
{
    for (const CliCommandOptions &command : cliCommandOptions()) {
        for (const CliOption &option : command.options) {
            if (option.name == name)
                return &option;
        }
    }
    return nullptr;
}

} // namespace

bool CliCommandOptions::takes(const QString &name) const
{
    return std::any_of(options.cbegin(), options.cend(), [&name](const CliOption &o) { return o.name == name; });
}

const QList<CliCommandOptions> &cliCommandOptions()
{
    // What each run*() reads through CliContext::option()/flag() (and openPriceBook(): "pricebook").
    static const QList<CliCommandOptions> table{
        {QStringLiteral("validate"), {flag("json")}},
        {QStringLiteral("analyze"), {value("collective"), value("bytes"), flag("json")}},
        {QStringLiteral("quote"),
         {value("term"), value("currency"), value("pdf"), value("csv"), value("xlsx"), value("lang"), value("pricebook"),
          flag("json")}},
        {QStringLiteral("generate"),
         {value("gpu"), value("servers"), value("gpus-per-server"), value("nics-per-server"), value("nic-rate"),
          value("fabric"), flag("rail-optimized"), value("planes"), value("switch-ports"), value("breakout"),
          flag("sharp"), value("oversubscription"), value("rooms"), value("rack-kw"), value("pricebook"), flag("json"),
          value("output")}},
        {QStringLiteral("catalog"), {flag("json"), value("pricebook")}},
        {QStringLiteral("catalog export-csv"), {value("pricebook")}},
        {QStringLiteral("catalog import-csv"), {value("pricebook")}},
        {QStringLiteral("catalog import"),
         {value("pricebook"), value("kind"), value("gpu"), value("gpus"), value("nics"), value("nic-rate"), value("sku"),
          flag("replace")}},
        {QStringLiteral("compare"),
         {value("model"), value("tokens"), value("mfu"), value("term"), value("discount"), value("power-price"),
          value("servers"), value("nic-rate"), value("oversubscription"), value("pricebook"), flag("json"), value("pdf"),
          value("lang")}},
        {QStringLiteral("import"), {flag("json"), value("output")}},
        {QStringLiteral("accept"), {value("pdf"), value("lang"), flag("json")}},
        {QStringLiteral("bom"), {value("spares"), flag("json"), value("csv"), value("xlsx"), value("pricebook")}},
        {QStringLiteral("cables"), {flag("json"), value("csv"), value("pricebook")}},
        {QStringLiteral("size"),
         {value("model"), value("tokens"), value("days"), value("budget"), value("gpu"), value("zero"), value("recompute"),
          value("mfu"), value("precision"), value("term"), value("region"), value("pricebook"), flag("json"), value("generate"), value("output"), value("pdf"),
          value("lang")}},
        {QStringLiteral("pricebook init"), {value("pricebook")}},
        {QStringLiteral("pricebook migrate"), {value("pricebook")}},
        {QStringLiteral("pricebook check"), {value("pricebook")}},
        {QStringLiteral("pricebook copy"), {value("from"), value("to"), flag("replace")}},
    };
    return table;
}

namespace {

QString usage()
{
    return CommandLine::tr("Usage:\n"
              "  clusterquote [FILE]                       open the designer\n"
              "  clusterquote validate FILE [--json]\n"
              "  clusterquote analyze FILE [--collective NAME] [--bytes N] [--json]\n"
              "  clusterquote quote FILE [--term hourly|monthly|annual] [--currency CNY|USD] [--pdf OUT]\n"
              "                          [--csv OUT] [--xlsx OUT] [--lang en|zh_CN] [--pricebook DB] [--json]\n"
              "  clusterquote generate --gpu MODEL --servers N [--gpus-per-server 8] --nics-per-server K\n"
              "                        --nic-rate GBITS --fabric ib|roce|ethernet [--rail-optimized] [--planes K]\n"
              "                        [--switch-ports P] [--breakout 1|2|4|8] [--sharp] [--oversubscription R]\n"
              "                        [--rooms M] [--rack-kw KW] [--pricebook DB] [--json] -o FILE\n"
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
              "  clusterquote size --model 70B --tokens 1T [--days D | --budget CNY] [--gpu a100-sxm-80g,h100-sxm-80g]\n"
              "                    [--zero 0-3] [--recompute none|selective|full] [--mfu PCT] [--precision bf16|fp8]\n"
              "                    [--term monthly|annual|hourly] [--region NAME] [--pricebook DB] [--json]\n"
              "                    [--generate N -o DESIGN.cqd] [--pdf OUT [--lang en|zh_CN]]\n"
              "  clusterquote pricebook init|migrate|check [--pricebook DB]   (DB: a file or postgresql://USER@HOST:PORT/DB)\n"
              "  clusterquote pricebook copy --from DB --to DB [--replace]\n"
              "  clusterquote --version\n"
              "Exit status: 0 ok, 1 the design has errors, 2 unusable input.");
}

/** True when @p command is one of the table's ("catalog" for its sub-verbs too). */
bool isCommand(const QString &command)
{
    const QList<CliCommandOptions> &table = cliCommandOptions();
    return std::any_of(table.cbegin(), table.cend(), [&command](const CliCommandOptions &c) {
        return c.command == command || c.command.startsWith(command + u' ');
    });
}

/**
 * The table's row for @p command with its @p positional arguments: a catalog sub-verb's own row
 * ("catalog import"), else the command's; nullptr for an unknown command or catalog sub-verb,
 * which the command itself refuses by name.
 */
const CliCommandOptions *commandOptions(const QString &command, const QStringList &positional)
{
    QString key = command;
    if ((command == QLatin1String("catalog") || command == QLatin1String("pricebook")) && !positional.isEmpty())
        key += u' ' + positional.first();
    for (const CliCommandOptions &c : cliCommandOptions()) {
        if (c.command == key)
            return &c;
    }
    return nullptr;
}

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

/**
 * An option as given: its name in the table, as the user spelled it ("-o" or "--output"), and
 * why its value is missing ("option --pdf needs a value"; empty when it has one or is a flag).
 */
struct GivenOption {
    QString name;
    QString spelling;
    QString missingValue;
};

// Splits "cmd FILE --opt value --flag" into the context, and lists the options in the order
// given; false on an option no command takes. Which command takes it, and a missing value, are
// checked afterwards: a catalog sub-verb may follow its options, and `bom FILE --pdf` is better
// told that bom writes no PDF than that --pdf needs a value.
bool parse(const QStringList &args, CliContext *ctx, QList<GivenOption> *given, QString *problem)
{
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("-o")) { // the one short option: generate's and import's output file
            const bool named = i + 1 < args.size() && !args.at(i + 1).startsWith(u'-');
            given->append({QStringLiteral("output"), a, named ? QString() : CommandLine::tr("option -o needs a file name")});
            ctx->options.insert(QStringLiteral("output"), named ? args.at(++i) : QString());
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
        const CliOption *known = nullptr;
        QString missingValue;
        if (const int eq = name.indexOf(u'='); eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
            known = anyCommandsOption(name);
        } else if (known = anyCommandsOption(name); known && known->takesValue) {
            // "--pdf --json" is a forgotten value, not a file named "--json".
            if (i + 1 >= args.size() || args.at(i + 1).startsWith(QLatin1String("--")))
                missingValue = CommandLine::tr("option --%1 needs a value").arg(name);
            else
                value = args.at(++i);
        }
        if (!known) {
            *problem = CommandLine::tr("unknown option --%1").arg(name);
            return false;
        }
        ctx->options.insert(name, value);
        given->append({name, QStringLiteral("--") + name, missingValue});
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
    QList<GivenOption> given;
    if (!parse(arguments, &ctx, &given, &problem))
        return ctx.fail(QStringLiteral("clusterquote %1: %2").arg(command, problem));
    if (ctx.flag(QStringLiteral("help")) && isCommand(command)) {
        out << commandUsage(command) << Qt::endl;
        return ExitOk;
    }
    // An option the command does not read would be ignored and the user believe, say, that a
    // PDF was written: refuse it before the command runs.
    if (const CliCommandOptions *taken = commandOptions(command, ctx.positional)) {
        for (const GivenOption &option : given) {
            if (!taken->takes(option.name))
                return ctx.fail(CommandLine::tr("clusterquote %1: %2 is not an option of %1 (see clusterquote %1 --help)")
                                    .arg(taken->command, option.spelling));
        }
    }
    for (const GivenOption &option : given) {
        if (!option.missingValue.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote %1: %2").arg(command, option.missingValue));
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
    if (command == QLatin1String("size"))
        return runSize(ctx);
    if (command == QLatin1String("pricebook"))
        return runPricebook(ctx);
    // One line, like every other bad input; the usage is one --help away.
    return ctx.fail(CommandLine::tr("unknown command \"%1\" (see clusterquote --help)").arg(command));
}

} // namespace cq
