#include "clirun.h"
#include "cli/clicommands.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString sample(const char *name) { return QStringLiteral(CQ_SAMPLES_DIR "/") + QLatin1String(name); }
QString acceptanceFile(const char *name) { return QStringLiteral(CQ_SOURCE_DIR "/tests/data/acceptance/") + QLatin1String(name); }

/** One option as `clusterquote --help` prints it: whether a value (OUT, N, ...) follows it. */
using UsageOptions = QMap<QString, bool>;

/**
 * The options of each command's entry of the usage text, keyed like cliCommandOptions()
 * ("catalog export-csv" for "catalog export-csv|import-csv ..."). An option followed by a
 * placeholder takes a value; one followed by "]" or the end of the line is a flag. `-o` is
 * "output". Remarks in parentheses ("(GPU keys for generate --gpu)") are not options.
 */
QMap<QString, UsageOptions> usageOptions(const QString &usage)
{
    static const QRegularExpression remark(QStringLiteral("\\([^)]*\\)"));
    static const QRegularExpression option(QStringLiteral("(?:^|[\\s\\[|])(--[a-z][a-z-]*|-o)(?![a-z-])(\\s+[^\\s\\[\\]-])?"));
    const QString entryStart = QStringLiteral("  clusterquote ");
    QMap<QString, UsageOptions> result;
    QStringList keys; // the commands of the entry being read
    for (QString line : usage.split(u'\n')) {
        line.remove(remark);
        if (line.startsWith(entryStart)) {
            keys.clear();
            const QStringList words = line.mid(entryStart.size()).split(u' ', Qt::SkipEmptyParts);
            const QString command = words.value(0);
            if (command.startsWith(u'[') || command.startsWith(u'-'))
                continue; // "[FILE]" opens the designer; --version
            const QString sub = words.value(1);
            if ((command == QLatin1String("catalog") || command == QLatin1String("pricebook")) && !sub.isEmpty()
                && !sub.startsWith(u'[') && !sub.startsWith(u'-')) {
                for (const QString &verb : sub.split(u'|'))
                    keys << command + u' ' + verb;
            } else {
                keys << command;
            }
            for (const QString &key : keys)
                result[key]; // a command without options has an entry too
        } else if (!line.startsWith(QLatin1String("    "))) {
            keys.clear(); // "Usage:", "Exit status: ..."
            continue;
        }
        for (auto it = option.globalMatch(line); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString name = m.captured(1) == QLatin1String("-o") ? QStringLiteral("output") : m.captured(1).mid(2);
            for (const QString &key : keys)
                result[key].insert(name, m.hasCaptured(2));
        }
    }
    return result;
}

QString describe(const UsageOptions &options)
{
    QStringList names;
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        names << it.key() + (it.value() ? QStringLiteral(" VALUE") : QString());
    return names.join(QStringLiteral(", "));
}

} // namespace

/**
 * Every command refuses an option it does not read (exit 2, naming the option and the
 * command, nothing written), so `bom FILE --pdf b.pdf` no longer exits 0 with no PDF; the
 * options it does read still work; and `clusterquote --help` names exactly the options of the
 * parser's one table (cliCommandOptions()), value or flag alike.
 */
class TestCliOptions : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    /** A folder for one refused command's would-be outputs (its price book too). */
    QString refusedDir() const { return m_dir.filePath(QStringLiteral("refused")); }
    QString refused(const char *name) const { return refusedDir() + u'/' + QLatin1String(name); }

    /** generate for 2 RTX 4090 servers with one 25G Ethernet NIC each (as tst_cliusage). */
    static QStringList smallGenerate(const QString &pricebook)
    {
        return {QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("rtx-4090"), QStringLiteral("--servers"),
                QStringLiteral("2"), QStringLiteral("--gpus-per-server"), QStringLiteral("4"),
                QStringLiteral("--nics-per-server"), QStringLiteral("1"), QStringLiteral("--nic-rate"), QStringLiteral("25"),
                QStringLiteral("--fabric"), QStringLiteral("ethernet"), QStringLiteral("--pricebook"), pricebook};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("refused")));
        // A NetBox device type of 16 QSFP28 cages: the smallest a switch can be (README).
        QFile yaml(path(QStringLiteral("t16.yml")));
        QVERIFY(yaml.open(QIODevice::WriteOnly));
        yaml.write("manufacturer: Testco\nmodel: T16\nslug: t16\nu_height: 1\ninterfaces:\n");
        for (int port = 1; port <= 16; ++port)
            yaml.write(QStringLiteral("  - name: p%1\n    type: 100gbase-x-qsfp28\n").arg(port).toUtf8());
    }

    void usageNamesTheTablesOptions()
    {
        const cqtest::CliRun help = cqtest::runCli({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        const QMap<QString, UsageOptions> usage = usageOptions(help.out);
        QMap<QString, UsageOptions> table;
        for (const cq::CliCommandOptions &command : cq::cliCommandOptions()) {
            UsageOptions &options = table[command.command];
            for (const cq::CliOption &option : command.options)
                options.insert(option.name, option.takesValue);
        }
        // Guard the reading of the usage: a flag, a value, -o and a catalog sub-verb.
        QCOMPARE(usage.value(QStringLiteral("validate")), (UsageOptions{{QStringLiteral("json"), false}}));
        QCOMPARE(usage.value(QStringLiteral("import")),
                 (UsageOptions{{QStringLiteral("json"), false}, {QStringLiteral("output"), true}}));
        QCOMPARE(usage.value(QStringLiteral("catalog import-csv")), (UsageOptions{{QStringLiteral("pricebook"), true}}));
        QCOMPARE(usage.keys(), table.keys());
        for (auto it = table.cbegin(); it != table.cend(); ++it)
            QVERIFY2(usage.value(it.key()) == it.value(),
                     qPrintable(QStringLiteral("%1: --help names %2; the table %3")
                                    .arg(it.key(), describe(usage.value(it.key())), describe(it.value()))));
    }

    void tableIsConsistent()
    {
        // One spelling of an option is a value everywhere or a flag everywhere: the parser
        // consumes the value before it knows which catalog sub-verb follows.
        QMap<QString, bool> takesValue;
        QSet<QString> commands;
        for (const cq::CliCommandOptions &command : cq::cliCommandOptions()) {
            QVERIFY2(!commands.contains(command.command), qPrintable(command.command));
            commands.insert(command.command);
            QSet<QString> names;
            for (const cq::CliOption &option : command.options) {
                QVERIFY2(!names.contains(option.name), qPrintable(command.command + u' ' + option.name));
                names.insert(option.name);
                QVERIFY2(takesValue.value(option.name, option.takesValue) == option.takesValue, qPrintable(option.name));
                takesValue.insert(option.name, option.takesValue);
            }
            QVERIFY2(!names.contains(QStringLiteral("help")), "--help is every command's, not listed");
        }
        // 11 commands (size included), catalog's listing and its three sub-verbs, pricebook's four (issue #21: init, migrate, check, copy)
        QCOMPARE(commands.size(), 18);
    }

    void refusedOption_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString design = sample("a100-2node-ib.cqd");
        const QString pricebook = refused("pricebook.sqlite");
        const auto message = [](const char *command, const char *option) {
            return QStringLiteral("clusterquote %1: %2 is not an option of %1 (see clusterquote %1 --help)\n")
                .arg(QLatin1String(command), QLatin1String(option));
        };
        // The tester's five, as typed.
        QTest::newRow("bom --pdf") << QStringList{QStringLiteral("bom"), design, QStringLiteral("--pdf"), refused("b.pdf")}
                                   << message("bom", "--pdf");
        QTest::newRow("cables --xlsx") << QStringList{QStringLiteral("cables"), design, QStringLiteral("--xlsx"), refused("x.xlsx")}
                                       << message("cables", "--xlsx");
        QTest::newRow("compare --xlsx --csv: the first is named")
            << QStringList{QStringLiteral("compare"), design, sample("a100-4node-ib.cqd"), QStringLiteral("--xlsx"),
                           refused("c.xlsx"), QStringLiteral("--csv"), refused("c.csv")}
            << message("compare", "--xlsx");
        QTest::newRow("accept --xlsx") << QStringList{QStringLiteral("accept"), design, acceptanceFile("topo-a100-nv12.txt"),
                                                      QStringLiteral("--xlsx"), refused("a.xlsx")}
                                       << message("accept", "--xlsx");
        QTest::newRow("validate --pdf") << QStringList{QStringLiteral("validate"), design, QStringLiteral("--pdf"), refused("v.pdf")}
                                        << message("validate", "--pdf");
        // The other families, and the other spellings.
        QTest::newRow("validate --pdf=, before the file")
            << QStringList{QStringLiteral("validate"), QStringLiteral("--pdf=") + refused("v.pdf"), design} << message("validate", "--pdf");
        QTest::newRow("analyze --pricebook") << QStringList{QStringLiteral("analyze"), design, QStringLiteral("--pricebook"), pricebook}
                                             << message("analyze", "--pricebook");
        QTest::newRow("quote --spares") << QStringList{QStringLiteral("quote"), design, QStringLiteral("--spares"), QStringLiteral("2"),
                                                       QStringLiteral("--pricebook"), pricebook}
                                        << message("quote", "--spares");
        QTest::newRow("generate --csv") << smallGenerate(pricebook) + QStringList{QStringLiteral("--csv"), refused("g.csv"),
                                                                                   QStringLiteral("-o"), refused("g.cqd")}
                                        << message("generate", "--csv");
        QTest::newRow("import --pdf") << QStringList{QStringLiteral("import"), acceptanceFile("topo-a100-nv12.txt"),
                                                     QStringLiteral("--pdf"), refused("i.pdf")}
                                      << message("import", "--pdf");
        QTest::newRow("bom --pdf without a value: the option, not its value, is wrong")
            << QStringList{QStringLiteral("bom"), design, QStringLiteral("--pdf")} << message("bom", "--pdf");
        QTest::newRow("bom -o") << QStringList{QStringLiteral("bom"), design, QStringLiteral("-o"), refused("b.cqd")}
                                << message("bom", "-o");
        QTest::newRow("catalog --csv") << QStringList{QStringLiteral("catalog"), QStringLiteral("--csv"), refused("k.csv"),
                                                      QStringLiteral("--pricebook"), pricebook}
                                       << message("catalog", "--csv");
        QTest::newRow("catalog export-csv --json")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("export-csv"), refused("k.csv"), QStringLiteral("--json"),
                           QStringLiteral("--pricebook"), pricebook}
            << message("catalog export-csv", "--json");
        QTest::newRow("catalog import-csv --kind")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("import-csv"), path(QStringLiteral("absent.csv")),
                           QStringLiteral("--kind"), QStringLiteral("ib"), QStringLiteral("--pricebook"), pricebook}
            << message("catalog import-csv", "--kind");
        QTest::newRow("catalog import --json, options before the sub-verb")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("--pricebook"), pricebook, QStringLiteral("--json"),
                           QStringLiteral("import"), path(QStringLiteral("t16.yml"))}
            << message("catalog import", "--json");
    }
    void refusedOption()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const cqtest::CliRun r = cqtest::runCli(args);
        QCOMPARE(r.err, message);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.code, 2);
        // Refused before anything ran: no output file, not even the price book.
        QCOMPARE(QDir(refusedDir()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    }

    void unknownOptionStillUnknown()
    {
        // An option no command takes keeps its own message.
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("bom"), sample("a100-2node-ib.cqd"), QStringLiteral("--bogus")});
        QCOMPARE(r.err, QStringLiteral("clusterquote bom: unknown option --bogus\n"));
        QCOMPARE(r.code, 2);
    }

    void missingValueOfATakenOption()
    {
        // An option the command takes still needs its value, said as before.
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("bom"), sample("a100-2node-ib.cqd"), QStringLiteral("--csv")});
        QCOMPARE(r.err, QStringLiteral("clusterquote bom: option --csv needs a value\n"));
        QCOMPARE(r.code, 2);
        const cqtest::CliRun o = cqtest::runCli({QStringLiteral("import"), acceptanceFile("topo-a100-nv12.txt"), QStringLiteral("-o")});
        QCOMPARE(o.err, QStringLiteral("clusterquote import: option -o needs a file name\n"));
        QCOMPARE(o.code, 2);
    }

    void helpBeforeRefusal()
    {
        // Asked for help, a command gives it, whatever else is on the line.
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("bom"), QStringLiteral("--pdf"), QStringLiteral("x.pdf"),
                                                 QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("\n  clusterquote bom FILE [--spares PCT]")), qPrintable(r.out));
    }

    void acceptedOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("written"); // a file the command must have written, or empty
        const QString design = sample("a100-2node-ib.cqd");
        const QString pricebook = path(QStringLiteral("pricebook.sqlite"));
        const QString pb = QStringLiteral("--pricebook");
        QTest::newRow("validate --json") << QStringList{QStringLiteral("validate"), design, QStringLiteral("--json")} << QString();
        QTest::newRow("analyze --collective --bytes --json")
            << QStringList{QStringLiteral("analyze"), design, QStringLiteral("--collective"), QStringLiteral("all_reduce"),
                           QStringLiteral("--bytes"), QStringLiteral("1073741824"), QStringLiteral("--json")}
            << QString();
        QTest::newRow("quote --term --currency --lang --csv --json")
            << QStringList{QStringLiteral("quote"), design, QStringLiteral("--term"), QStringLiteral("annual"), QStringLiteral("--currency"),
                           QStringLiteral("USD"), QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--csv"),
                           path(QStringLiteral("q.csv")), pb, pricebook, QStringLiteral("--json")}
            << path(QStringLiteral("q.csv"));
        QTest::newRow("generate --rail-optimized --json -o")
            << smallGenerate(pricebook) + QStringList{QStringLiteral("--rail-optimized"), QStringLiteral("--json"), QStringLiteral("-o"),
                                                      path(QStringLiteral("g.cqd"))}
            << path(QStringLiteral("g.cqd"));
        QTest::newRow("generate --output=") << smallGenerate(pricebook) + QStringList{QStringLiteral("--output=") + path(QStringLiteral("g2.cqd"))}
                                            << path(QStringLiteral("g2.cqd"));
        QTest::newRow("catalog --json") << QStringList{QStringLiteral("catalog"), QStringLiteral("--json"), pb, pricebook} << QString();
        QTest::newRow("catalog export-csv") << QStringList{QStringLiteral("catalog"), QStringLiteral("export-csv"),
                                                           path(QStringLiteral("catalog.csv")), pb, pricebook}
                                            << path(QStringLiteral("catalog.csv"));
        QTest::newRow("catalog import --kind") << QStringList{QStringLiteral("catalog"), QStringLiteral("import"),
                                                              path(QStringLiteral("t16.yml")), QStringLiteral("--kind"),
                                                              QStringLiteral("roce"), pb, pricebook}
                                               << QString();
        QTest::newRow("compare --model --tokens --mfu --term --json")
            << QStringList{QStringLiteral("compare"), design, sample("a100-4node-ib.cqd"), QStringLiteral("--model"), QStringLiteral("70B"),
                           QStringLiteral("--tokens"), QStringLiteral("1T"), QStringLiteral("--mfu"), QStringLiteral("50"),
                           QStringLiteral("--term"), QStringLiteral("annual"), QStringLiteral("--json"), pb, pricebook}
            << QString();
        QTest::newRow("import topo --json") << QStringList{QStringLiteral("import"), QStringLiteral("topo"),
                                                           acceptanceFile("topo-a100-nv12.txt"), QStringLiteral("--json")}
                                            << QString();
        QTest::newRow("bom --spares --csv --json")
            << QStringList{QStringLiteral("bom"), design, QStringLiteral("--spares"), QStringLiteral("2"), QStringLiteral("--csv"),
                           path(QStringLiteral("bom.csv")), QStringLiteral("--json"), pb, pricebook}
            << path(QStringLiteral("bom.csv"));
        QTest::newRow("cables --csv --json") << QStringList{QStringLiteral("cables"), design, QStringLiteral("--csv"),
                                                            path(QStringLiteral("cables.csv")), QStringLiteral("--json"), pb, pricebook}
                                             << path(QStringLiteral("cables.csv"));
    }
    void acceptedOptions()
    {
        // The bundled samples are valid designs and the inputs readable: exit 0.
        QFETCH(QStringList, args);
        QFETCH(QString, written);
        const cqtest::CliRun r = cqtest::runCli(args);
        QVERIFY2(!r.err.contains(QStringLiteral("is not an option")), qPrintable(r.err));
        QVERIFY2(r.code == 0, qPrintable(QStringLiteral("exit %1: %2").arg(r.code).arg(r.err)));
        if (!written.isEmpty())
            QVERIFY2(QFileInfo(written).size() > 0, qPrintable(written));
    }

    void acceptReadsLangAndJson()
    {
        // accept's options are read (the checks themselves are tst_acceptcli's): 0 when every
        // check passes, 1 when one fails, never 2 for these readable inputs.
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("accept"), sample("a100-2node-ib.cqd"),
                                                 acceptanceFile("topo-a100-nv12.txt"), QStringLiteral("--lang"),
                                                 QStringLiteral("en"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        QVERIFY(r.json().contains(QStringLiteral("checks")));
    }
};

QTEST_MAIN(TestCliOptions)
#include "tst_clioptions.moc"
