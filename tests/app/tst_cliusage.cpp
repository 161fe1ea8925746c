#include "clirun.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

namespace {

/**
 * The English plural forms proposed for translations/clusterquote_en.ts (numerus entries of
 * cq::CommandLine), as a translator: "%n switch(es) (%1)" is "%n switch (%1)" for one and
 * "%n switches (%1)" otherwise. Only the strings of generate's summary line.
 */
class SummaryPlurals : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int n) const override
    {
        if (qstrcmp(context, "cq::CommandLine") != 0 || n < 0)
            return {};
        const QString text = QString::fromUtf8(source);
        if (text == QLatin1String("%n server(s) (%1)"))
            return n == 1 ? QStringLiteral("%n server (%1)") : QStringLiteral("%n servers (%1)");
        if (text == QLatin1String("%n switch(es) (%1)"))
            return n == 1 ? QStringLiteral("%n switch (%1)") : QStringLiteral("%n switches (%1)");
        if (text == QLatin1String("%n cable(s)"))
            return n == 1 ? QStringLiteral("%n cable") : QStringLiteral("%n cables");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

/**
 * The command line's manners: every command answers --help / -h with its own usage (exit 0),
 * an unwritable -o names the full path and the reason, extra arguments are refused by name
 * (exit 2), and generate's summary counts in plural forms ("1 switch", not "1 switches").
 */
class TestCliUsage : public QObject
{
    Q_OBJECT

    using Run = cqtest::CliRun;
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    Run run(const QStringList &args) const
    {
        return cqtest::runCli(args);
    }

    /** generate for 2 RTX 4090 servers with one 25G Ethernet NIC each, into @p output. */
    QStringList smallGenerate(const QString &output) const
    {
        return {QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("rtx-4090"), QStringLiteral("--servers"),
                QStringLiteral("2"), QStringLiteral("--gpus-per-server"), QStringLiteral("4"),
                QStringLiteral("--nics-per-server"), QStringLiteral("1"), QStringLiteral("--nic-rate"), QStringLiteral("25"),
                QStringLiteral("--fabric"), QStringLiteral("ethernet"), QStringLiteral("--pricebook"),
                path(QStringLiteral("pricebook.sqlite")), QStringLiteral("-o"), output};
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void commandHelp_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("usage");
        const QString head = QStringLiteral("Usage:\n");
        const QString tail = QStringLiteral("\nExit status: 0 ok, 1 the design has errors, 2 unusable input.\n");
        // The command's entry of `clusterquote --help`, continuation lines included.
        const QString generate = QStringLiteral(
            "  clusterquote generate --gpu MODEL --servers N [--gpus-per-server 8] --nics-per-server K\n"
            "                        --nic-rate GBITS --fabric ib|roce|ethernet [--rail-optimized] [--planes K]\n"
            "                        [--switch-ports P] [--breakout 1|2|4|8] [--sharp] [--oversubscription R]\n"
            "                        [--rooms M] [--rack-kw KW] [--pricebook DB] [--json] -o FILE");
        QTest::newRow("generate --help") << QStringList{QStringLiteral("generate"), QStringLiteral("--help")} << head + generate + tail;
        QTest::newRow("generate -h") << QStringList{QStringLiteral("generate"), QStringLiteral("-h")} << head + generate + tail;
        QTest::newRow("generate with options --help")
            << QStringList{QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("x"), QStringLiteral("--help")}
            << head + generate + tail;
        QTest::newRow("validate --help") << QStringList{QStringLiteral("validate"), QStringLiteral("--help")}
                                         << head + QStringLiteral("  clusterquote validate FILE [--json]") + tail;
        QTest::newRow("quote -h") << QStringList{QStringLiteral("quote"), QStringLiteral("-h")}
                                  << head
                + QStringLiteral("  clusterquote quote FILE [--term hourly|monthly|annual] [--currency CNY|USD] [--pdf OUT]\n"
                                 "                          [--csv OUT] [--xlsx OUT] [--lang en|zh_CN] [--pricebook DB] [--json]")
                + tail;
        QTest::newRow("import --help") << QStringList{QStringLiteral("import"), QStringLiteral("--help")}
                                       << head + QStringLiteral("  clusterquote import [topo|ibstat|ibnetdiscover|nccl|ethtool|gpu-util] FILE [--json] [-o DESIGN.cqd]") + tail;
        QTest::newRow("accept --help") << QStringList{QStringLiteral("accept"), QStringLiteral("--help")}
                                       << head + QStringLiteral("  clusterquote accept DESIGN.cqd FILE... [--pdf OUT] [--lang en|zh_CN] [--json]") + tail;
    }
    void commandHelp()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, usage);
        const Run r = run(args);
        QCOMPARE(r.err, QString());
        QCOMPARE(r.out, usage);
        QCOMPARE(r.code, 0);
    }

    void catalogHelpListsItsSubcommands()
    {
        // The listing and the CSV pair (issue #18) first; further catalog subcommands may follow.
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral(
                     "Usage:\n  clusterquote catalog [--json] [--pricebook DB]   (GPU keys for generate --gpu)\n"
                     "  clusterquote catalog export-csv|import-csv FILE.csv [--pricebook DB]\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.endsWith(QStringLiteral("\nExit status: 0 ok, 1 the design has errors, 2 unusable input.\n")),
                 qPrintable(r.out));
    }

    void helpOfEveryCommand()
    {
        // analyze and compare too: each prints its own entry and nothing of the others.
        for (const char *command : {"validate", "analyze", "quote", "generate", "catalog", "compare", "import", "accept"}) {
            const Run r = run({QLatin1String(command), QStringLiteral("--help")});
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.contains(QStringLiteral("  clusterquote %1 ").arg(QLatin1String(command))), command);
            // One entry, or for catalog one per subcommand: nothing of another command.
            QCOMPARE(r.out.count(QStringLiteral("  clusterquote ")),
                     r.out.count(QStringLiteral("  clusterquote %1 ").arg(QLatin1String(command))));
        }
        const Run unknown = run({QStringLiteral("frobnicate"), QStringLiteral("--help")});
        QCOMPARE(unknown.code, 2);
        QCOMPARE(unknown.err, QStringLiteral("unknown command \"frobnicate\" (see clusterquote --help)\n"));
    }

    void unwritableOutput_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<QString>("message");
        const QString root = QDir(m_dir.path()).absolutePath();
        QTest::newRow("missing folder") << root + QStringLiteral("/nonexistent/dir/x.cqd")
                                        << QStringLiteral("clusterquote generate: cannot write %1/nonexistent/dir/x.cqd: the "
                                                          "folder %1/nonexistent/dir does not exist\n").arg(root);
        QTest::newRow("folder is a file") << root + QStringLiteral("/plain.txt/x.cqd")
                                          << QStringLiteral("clusterquote generate: cannot write %1/plain.txt/x.cqd: "
                                                            "%1/plain.txt is not a folder\n").arg(root);
        QTest::newRow("output is a folder") << root
                                            << QStringLiteral("clusterquote generate: cannot write %1: it is a folder\n").arg(root);
    }
    void unwritableOutput()
    {
        QFETCH(QString, output);
        QFETCH(QString, message);
        QFile plain(path(QStringLiteral("plain.txt")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        const Run r = run(smallGenerate(output));
        QCOMPARE(r.err, message);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.code, 2);
    }

    void extraArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("generate") << smallGenerate(path(QStringLiteral("g.cqd"))) + QStringList{QStringLiteral("stray.cqd")}
                                  << QStringLiteral("clusterquote generate: unexpected argument \"stray.cqd\"\n");
        QTest::newRow("generate, before the options")
            << QStringList{QStringLiteral("generate"), QStringLiteral("first")} + smallGenerate(path(QStringLiteral("g.cqd"))).mid(1)
            << QStringLiteral("clusterquote generate: unexpected argument \"first\"\n");
        QTest::newRow("import") << QStringList{QStringLiteral("import"), QStringLiteral("ibstat"), QStringLiteral("a.txt"),
                                               QStringLiteral("b.txt")}
                                << QStringLiteral("clusterquote import: unexpected argument \"b.txt\"\n");
    }
    void extraArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.err, message);
        QCOMPARE(r.code, 2);
        QVERIFY(!QFile::exists(path(QStringLiteral("g.cqd")))); // refused before anything is written
    }

    void compareLangWithoutPdfIsRefused()
    {
        // Issue #20: --lang chooses the comparison PDF's language; without --pdf it did nothing.
        const Run r = run({QStringLiteral("compare"), path(QStringLiteral("a.cqd")), path(QStringLiteral("b.cqd")),
                           QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(r.err, QStringLiteral("clusterquote compare: --lang sets the language of the PDF and needs --pdf FILE\n"));
        QCOMPARE(r.code, 2);
    }

    void analyzeGroupsCounts()
    {
        // Issue #20: counts in text output grouped like money. 128 servers x 8 GPUs = 1,024 GPUs.
        const QString design = path(QStringLiteral("big.cqd"));
        QCOMPARE(run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"),
                      QStringLiteral("--servers"), QStringLiteral("128"), QStringLiteral("--nics-per-server"),
                      QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("400"), QStringLiteral("--fabric"),
                      QStringLiteral("ib"), QStringLiteral("-o"), design}).code, 0);
        const Run r = run({QStringLiteral("analyze"), design});
        QVERIFY2(r.out.contains(QStringLiteral("128 node(s) x 8 GPUs = 1,024 GPUs")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("1024 GPUs")), qPrintable(r.out));
    }

    void summaryPluralForms()
    {
        // 2 servers x 1 NIC on one 48-port SW-ETH-25-48: 2 server-leaf cables, one switch, no spine.
        SummaryPlurals english;
        QVERIFY(QCoreApplication::installTranslator(&english));
        const QString file = path(QStringLiteral("small.cqd"));
        const Run r = run(smallGenerate(file));
        QCoreApplication::removeTranslator(&english);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.endsWith(QStringLiteral("wrote small.cqd: 2 servers (SRV-4090-4), 1 switch (SW-ETH-25-48), 2 cables\n")),
                 qPrintable(r.out));
        // Without a catalogue the source's plural markers show, never a wrong "1 switches".
        const Run plain = run(smallGenerate(file));
        QVERIFY2(plain.out.endsWith(
                     QStringLiteral("wrote small.cqd: 2 server(s) (SRV-4090-4), 1 switch(es) (SW-ETH-25-48), 2 cable(s)\n")),
                 qPrintable(plain.out));
    }
};

QTEST_MAIN(TestCliUsage)
#include "tst_cliusage.moc"
