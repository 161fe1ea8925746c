#include "clirun.h"
#include "databaseconnection.h"
#include "pgserver.h"
#include "pricebookdatabase.h"
#include "format/pricebookcsv.h"
#include "quoterevisionstore.h"

#include <QDate>
#include <QElapsedTimer>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using cqtest::runCli;

// Issue #21: the price book on a real PostgreSQL 15 server, started for this test in a
// temporary folder (PgTestServer), beside the same commands on SQLite.
class TestPriceBookPostgres : public QObject
{
    Q_OBJECT

    cqtest::PgTestServer m_server;
    QTemporaryDir m_dir;

    QString sample() const { return QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"); }
    QString sqlitePath(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

    /** A new database @p name on the server with the price book initialised; its URI. */
    QString initialisedDatabase(const QString &name)
    {
        if (!m_server.createDatabase(name))
            return {};
        const QString url = m_server.url(name);
        const cqtest::CliRun init = runCli({QStringLiteral("pricebook"), QStringLiteral("init"),
                                            QStringLiteral("--pricebook"), url});
        return init.code == 0 ? url : QString();
    }

    /** `pricebook check` without its first line (which names the book): the table counts. */
    static QString countsOf(const cqtest::CliRun &check) { return check.out.section(u'\n', 1); }

private slots:
    void initTestCase()
    {
        // The offline copies its in-process CLI runs keep go to a test folder, not the user's.
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QElapsedTimer timer;
        timer.start();
        CQ_START_PG_SERVER(m_server);
        qInfo("PostgreSQL test server started in %lld ms at %s", timer.elapsed(), qPrintable(m_server.socketDir()));
    }

    void initOnAnEmptyServerThenCheck()
    {
        QVERIFY2(m_server.createDatabase(QStringLiteral("initcheck")), qPrintable(m_server.error()));
        const QString url = m_server.url(QStringLiteral("initcheck"));
        const QStringList book{QStringLiteral("--pricebook"), url};

        // An empty database is not quietly created by a quote or a check: only by init.
        const cqtest::CliRun before = runCli(QStringList{QStringLiteral("pricebook"), QStringLiteral("check")} + book);
        QCOMPARE(before.code, 2);
        QVERIFY2(before.err.contains(QStringLiteral("holds no price book yet: run \"clusterquote pricebook init")),
                 qPrintable(before.err));
        const cqtest::CliRun quote = runCli(QStringList{QStringLiteral("quote"), sample()} + book);
        QCOMPARE(quote.code, 2);

        const cqtest::CliRun init = runCli(QStringList{QStringLiteral("pricebook"), QStringLiteral("init")} + book);
        QVERIFY2(init.code == 0, qPrintable(init.err));
        QVERIFY2(init.out.startsWith(QStringLiteral("Created price book %1: schema version 7").arg(url)), qPrintable(init.out));
        const cqtest::CliRun again = runCli(QStringList{QStringLiteral("pricebook"), QStringLiteral("init")} + book);
        QCOMPARE(again.code, 0);
        QVERIFY2(again.out.contains(QStringLiteral("already holds schema version 7; nothing changed")), qPrintable(again.out));
        const cqtest::CliRun migrate = runCli(QStringList{QStringLiteral("pricebook"), QStringLiteral("migrate")} + book);
        QCOMPARE(migrate.code, 0);

        const cqtest::CliRun check = runCli(QStringList{QStringLiteral("pricebook"), QStringLiteral("check")} + book);
        QVERIFY2(check.code == 0, qPrintable(check.err));
        QVERIFY2(check.out.startsWith(QStringLiteral("Price book %1 (PostgreSQL server): schema version 7").arg(url)),
                 qPrintable(check.out));
        QVERIFY2(check.out.contains(QStringLiteral("  price_items       47\n")), qPrintable(check.out));

        // The same seed as a new SQLite file: every table holds as many rows.
        const QString file = sqlitePath("initcheck.sqlite");
        QCOMPARE(runCli({QStringLiteral("pricebook"), QStringLiteral("init"), QStringLiteral("--pricebook"), file}).code, 0);
        const cqtest::CliRun local = runCli({QStringLiteral("pricebook"), QStringLiteral("check"), QStringLiteral("--pricebook"), file});
        QCOMPARE(local.code, 0);
        QVERIFY2(local.out.contains(QStringLiteral("(SQLite file): schema version 7")), qPrintable(local.out));
        QCOMPARE(countsOf(check), countsOf(local));
    }

    void sqliteCommands()
    {
        // check and migrate do not create a missing file; migrate on a current one changes nothing.
        const QString file = sqlitePath("absent.sqlite");
        const cqtest::CliRun check = runCli({QStringLiteral("pricebook"), QStringLiteral("check"), QStringLiteral("--pricebook"), file});
        QCOMPARE(check.code, 2);
        QVERIFY2(check.err.contains(QStringLiteral("there is no price book")), qPrintable(check.err));
        QVERIFY(!QFile::exists(file));
        QCOMPARE(runCli({QStringLiteral("pricebook"), QStringLiteral("init"), QStringLiteral("--pricebook"), file}).code, 0);
        const cqtest::CliRun migrate = runCli({QStringLiteral("pricebook"), QStringLiteral("migrate"), QStringLiteral("--pricebook"), file});
        QCOMPARE(migrate.code, 0);
        QVERIFY2(migrate.out.contains(QStringLiteral("nothing changed")), qPrintable(migrate.out));
        const cqtest::CliRun unknown = runCli({QStringLiteral("pricebook"), QStringLiteral("drop")});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("unknown subcommand \"drop\"")), qPrintable(unknown.err));
    }

    void quoteEqualsTheSqliteQuote()
    {
        const QString url = initialisedDatabase(QStringLiteral("quote"));
        QVERIFY2(!url.isEmpty(), qPrintable(m_server.error()));
        const QString file = sqlitePath("quote.sqlite");
        const cqtest::CliRun fromServer = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--json"),
                                                  QStringLiteral("--pricebook"), url});
        const cqtest::CliRun fromFile = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--json"),
                                                QStringLiteral("--pricebook"), file});
        QVERIFY2(fromServer.code == 0, qPrintable(fromServer.err));
        QVERIFY2(fromFile.code == 0, qPrintable(fromFile.err));
        QVERIFY(fromServer.json().contains(QStringLiteral("lines")) || !fromServer.json().isEmpty());
        QCOMPARE(fromServer.out, fromFile.out); // every line, price and total, to the fen
    }

    void twoProcessesIssueNoNumberTwice()
    {
        const QString url = initialisedDatabase(QStringLiteral("numbers"));
        QVERIFY2(!url.isEmpty(), qPrintable(m_server.error()));
        constexpr int kPerProcess = 100;
        QProcess a, b;
        QElapsedTimer timer;
        timer.start();
        for (QProcess *p : {&a, &b})
            p->start(QStringLiteral(CQ_ISSUE_HELPER), {url, QString::number(kPerProcess)});
        QStringList numbers;
        for (QProcess *p : {&a, &b}) {
            QVERIFY(p->waitForFinished(120000));
            const QString out = QString::fromUtf8(p->readAllStandardOutput());
            QVERIFY2(p->exitCode() == 0, qPrintable(out + QString::fromUtf8(p->readAllStandardError())));
            QStringList lines = out.split(u'\n', Qt::SkipEmptyParts);
            QVERIFY2(lines.last().startsWith(QStringLiteral("DONE ")), qPrintable(out));
            qInfo("%s", qPrintable(QStringLiteral("one process: %1 numbers in %2").arg(kPerProcess).arg(lines.takeLast().mid(5) + QStringLiteral(" ms"))));
            numbers << lines;
        }
        qInfo("2 processes x %d quote numbers in %lld ms (process start included)", kPerProcess, timer.elapsed());
        QCOMPARE(numbers.size(), 2 * kPerProcess);
        const QSet<QString> unique(numbers.cbegin(), numbers.cend());
        QCOMPARE(unique.size(), 2 * kPerProcess);
        // The sequence hands out 1..200 with no gap here (nothing failed).
        QVERIFY(unique.contains(QStringLiteral("CQ-2026-0001")));
        QVERIFY(unique.contains(QStringLiteral("CQ-2026-0200")));
    }

    void numberOfAFailedIssueIsNotReused()
    {
        const QString url = initialisedDatabase(QStringLiteral("rollback"));
        QVERIFY2(!url.isEmpty(), qPrintable(m_server.error()));
        const QDate day(2026, 12, 6);
        {
            // An issue that takes a number inside its transaction and then fails (rolled back).
            cq::DatabaseConnection connection;
            QVERIFY2(connection.open(cq::DatabaseLocation::parse(url)), qPrintable(connection.error()));
            QVERIFY(connection.beginWrite());
            cq::QuoteRevisionStore store(connection);
            QCOMPARE(store.nextQuoteNumber(day), QStringLiteral("CQ-2026-0001"));
            connection.rollback();
        }
        cq::PriceBookDatabase database;
        QVERIFY2(database.open(url), qPrintable(database.error()));
        QCOMPARE(database.nextQuoteNumber(day), QStringLiteral("CQ-2026-0002"));
        // A revision stored under it reads back from the server.
        cq::QuoteRevision revision;
        revision.issuedAt = QDateTime(day, QTime(9, 30), Qt::UTC);
        QVERIFY2(database.saveRevision(QStringLiteral("CQ-2026-0002"), &revision), qPrintable(database.error()));
        QList<cq::QuoteRevision> stored;
        QVERIFY(database.revisions(QStringLiteral("CQ-2026-0002"), &stored));
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.first().number, 1);
    }

    void priceEditsOnTheServer()
    {
        const QString url = initialisedDatabase(QStringLiteral("edits"));
        QVERIFY2(!url.isEmpty(), qPrintable(m_server.error()));
        cq::PriceBookDatabase database;
        QVERIFY2(database.open(url), qPrintable(database.error()));
        const cq::PriceItem first = database.priceBook().items.first();
        QVERIFY2(database.updatePriceItem(first.sku, first.region, [](cq::PriceItem &item) { item.price.min += cq::Money(1); item.price.max += cq::Money(1); }),
                 qPrintable(database.error()));
        cq::PriceBookDatabase other;
        QVERIFY2(other.open(url), qPrintable(other.error()));
        QCOMPARE(other.priceBook().items.first().price.min, first.price.min + cq::Money(1));
        // The catalog keeps its order on the server (rowid identity column).
        QCOMPARE(other.priceBook().items.first().sku, first.sku);
        QVERIFY(other.setVat(900, false));
        QString backupPath = QStringLiteral("unset");
        QVERIFY2(other.importPriceItemsCsv(cq::PriceBookCsv::write(other.priceBook().items), &backupPath),
                 qPrintable(other.error()));
        QVERIFY(backupPath.isEmpty()); // no file beside a server; the import is one transaction
    }

    void clearSentencesWhenTheServerIsNotThere()
    {
        const QStringList quote{QStringLiteral("quote"), sample(), QStringLiteral("--pricebook")};
        // No such database on a running server.
        const cqtest::CliRun noDatabase = runCli(quote + QStringList{m_server.url(QStringLiteral("nosuchbook"))});
        QCOMPARE(noDatabase.code, 2);
        QCOMPARE(noDatabase.err, QStringLiteral("Cannot open price book %1: the PostgreSQL server at %2 (port 5432) has no "
                                                "database nosuchbook (create it, then run \"clusterquote pricebook init\").\n")
                                     .arg(m_server.url(QStringLiteral("nosuchbook")), m_server.socketDir()));
        // A server that was there and is stopped.
        cqtest::PgTestServer stopped;
        CQ_START_PG_SERVER(stopped);
        QVERIFY(stopped.stop());
        const QString down = stopped.url(QStringLiteral("postgres"));
        const cqtest::CliRun serverDown = runCli(quote + QStringList{down});
        QCOMPARE(serverDown.code, 2);
        QCOMPARE(serverDown.err, QStringLiteral("Cannot open price book %1: the PostgreSQL server at %2 (port 5432) does "
                                                "not answer (is it running, and is the address right?). No offline copy "
                                                "of it is kept on this computer yet (one is written after each "
                                                "successful connection).\n")
                                     .arg(down, stopped.socketDir()));
        // A socket folder that is not there is named as the problem.
        const QString folder = m_server.socketDir() + QStringLiteral("/not-here");
        const cqtest::CliRun noFolder
            = runCli(quote + QStringList{QStringLiteral("postgresql://postgres@/book?host=%1").arg(folder)});
        QCOMPARE(noFolder.code, 2);
        QVERIFY2(noFolder.err.contains(QStringLiteral("does not answer: the socket folder %1 does not exist").arg(folder)),
                 qPrintable(noFolder.err));
        // No user in the address: the login libpq tried (here PGUSER) is named, not a blank.
        qputenv("PGUSER", "t_nosuchlogin");
        const cqtest::CliRun noUser
            = runCli(quote + QStringList{QStringLiteral("postgresql:///quote?host=%1").arg(m_server.socketDir())});
        qunsetenv("PGUSER");
        QCOMPARE(noUser.code, 2);
        QVERIFY2(noUser.err.contains(QStringLiteral("(port 5432) has no user t_nosuchlogin.")), qPrintable(noUser.err));
        // A password in the address is refused before any connection, and not echoed.
        const cqtest::CliRun password = runCli(
            quote + QStringList{QStringLiteral("postgresql://sales:s3cret@/book?host=%1").arg(m_server.socketDir())});
        QCOMPARE(password.code, 2);
        QVERIFY2(password.err.contains(QStringLiteral("put the password in ~/.pgpass")), qPrintable(password.err));
        QVERIFY(!password.err.contains(QStringLiteral("s3cret")));
        // An option libpq would take but ClusterQuote does not pass on; a URI without a database.
        const cqtest::CliRun option = runCli(quote + QStringList{m_server.url(QStringLiteral("quote"), QStringLiteral("&foo=1"))});
        QVERIFY2(option.err.contains(QStringLiteral("the option \"foo\" is not one ClusterQuote passes")), qPrintable(option.err));
        const cqtest::CliRun noName = runCli(quote + QStringList{QStringLiteral("postgresql://sales@db.example:5433/")});
        QVERIFY2(noName.err.contains(QStringLiteral("it names no database")), qPrintable(noName.err));
        for (const cqtest::CliRun *run : {&noDatabase, &serverDown, &password, &option, &noName}) {
            QVERIFY2(!run->err.contains(QStringLiteral("QPSQL")) && !run->err.contains(QStringLiteral("Unable to connect")),
                     qPrintable(run->err));
        }
    }

    void sslmodeIsPassedThrough()
    {
        // libpq ignores sslmode on a Unix socket: the connection options show it is passed on.
        QVERIFY(!initialisedDatabase(QStringLiteral("ssl")).isEmpty());
        const QString url = m_server.url(QStringLiteral("ssl"), QStringLiteral("&sslmode=require"));
        const cq::DatabaseLocation location = cq::DatabaseLocation::parse(url);
        QVERIFY(location.error().isEmpty());
        QCOMPARE(location.host(), m_server.socketDir());
        QCOMPARE(location.userName(), QStringLiteral("postgres"));
        QCOMPARE(location.databaseName(), QStringLiteral("ssl"));
        QCOMPARE(location.connectOptions(), QStringLiteral("sslmode=require;connect_timeout=5;application_name=clusterquote"));
        cq::PriceBookDatabase database;
        QVERIFY2(database.open(url), qPrintable(database.error()));
        // A value libpq does not know is the address's fault, said before any server is asked
        // (libpq's "invalid sslmode value" read as the server's refusal).
        QVERIFY(!database.open(m_server.url(QStringLiteral("ssl"), QStringLiteral("&sslmode=bogus"))));
        QVERIFY2(database.error().contains(QStringLiteral("cannot be used: the sslmode \"bogus\" is not one of disable, "
                                                          "allow, prefer, require, verify-ca, verify-full.")),
                 qPrintable(database.error()));
        QVERIFY2(!database.error().contains(QStringLiteral("refused")), qPrintable(database.error()));
    }
};

QTEST_MAIN(TestPriceBookPostgres)
#include "tst_pricebookpostgres.moc"
