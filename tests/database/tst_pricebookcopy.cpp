#include "clirun.h"
#include "databaseconnection.h"
#include "databaselocation.h"
#include "pgserver.h"
#include "pricebookdatabase.h"

#include <QDate>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QStandardPaths>
#include <QTest>

using cqtest::runCli;

// Issue #21: `clusterquote pricebook copy` moves a whole price book from SQLite onto the team
// server and back (PgTestServer), verified by counts and totals; the quote is the same from
// all three.
class TestPriceBookCopy : public QObject
{
    Q_OBJECT

    cqtest::PgTestServer m_server;
    QTemporaryDir m_dir;
    QString m_local;

    QString sample() const { return QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"); }
    static cqtest::CliRun copy(const QString &from, const QString &to, bool replace = false)
    {
        QStringList args{QStringLiteral("pricebook"), QStringLiteral("copy"), QStringLiteral("--from"), from,
                         QStringLiteral("--to"), to};
        if (replace)
            args << QStringLiteral("--replace");
        return runCli(args);
    }
    QString quoteFrom(const QString &book) const
    {
        const cqtest::CliRun run = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--json"),
                                           QStringLiteral("--pricebook"), book});
        return run.code == 0 ? run.out : run.err;
    }
    static QString countsOf(const QString &book)
    {
        return runCli({QStringLiteral("pricebook"), QStringLiteral("check"), QStringLiteral("--pricebook"), book})
            .out.section(u'\n', 1);
    }

private slots:
    void initTestCase()
    {
        // The offline copies its in-process CLI runs keep go to a test folder, not the user's.
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        CQ_START_PG_SERVER(m_server);
        // A local book in use: internal costs, two discount rules (one with a target price,
        // one without: NULL target_fen), three quote numbers taken, two revisions issued.
        m_local = m_dir.filePath(QStringLiteral("local.sqlite"));
        cq::PriceBookDatabase local;
        QVERIFY2(local.open(m_local), qPrintable(local.error()));
        cq::PriceBook book = local.priceBook();
        for (int i = 0; i < book.items.size(); ++i)
            book.items[i].cost = cq::Money(100 * (i + 1));
        cq::DiscountRule volume;
        volume.name = QStringLiteral("Volume");
        volume.family = book.items.first().family;
        volume.discountPpm = 50000;
        cq::DiscountRule target;
        target.name = QStringLiteral("Partner price");
        target.sku = book.items.at(1).sku;
        target.targetPrice = book.items.at(1).price.min;
        book.discountRules = {volume, target};
        QVERIFY2(local.savePriceBook(book), qPrintable(local.error()));
        const QDate day(2026, 12, 6);
        for (int i = 0; i < 3; ++i)
            QVERIFY(!local.nextQuoteNumber(day).isEmpty());
        for (const char *number : {"CQ-2026-0001", "CQ-2026-0003"}) {
            cq::QuoteRevision revision;
            revision.issuedAt = QDateTime(day, QTime(9, 30), Qt::UTC);
            revision.priceBook = local.priceBook();
            QVERIFY2(local.saveRevision(QLatin1String(number), &revision), qPrintable(local.error()));
        }
    }

    void sqliteToServerAndBack()
    {
        QVERIFY(m_server.createDatabase(QStringLiteral("team")));
        const QString server = m_server.url(QStringLiteral("team"));
        // An empty server database is initialised by the copy itself.
        const cqtest::CliRun up = copy(m_local, server);
        QVERIFY2(up.code == 0, qPrintable(up.err + up.out));
        QVERIFY2(up.out.startsWith(QStringLiteral("Copied price book %1 to %2 in one transaction; every count and "
                                                  "total matches:").arg(m_local, server)), qPrintable(up.out));
        QVERIFY2(up.out.contains(QStringLiteral("  quote_revisions")), qPrintable(up.out));
        qInfo("%s", qPrintable(up.out));

        const QString back = m_dir.filePath(QStringLiteral("back.sqlite"));
        const cqtest::CliRun down = copy(server, back);
        QVERIFY2(down.code == 0, qPrintable(down.err + down.out));

        // The same rows everywhere, and the same quote to the fen.
        QCOMPARE(countsOf(back), countsOf(m_local));
        QCOMPARE(countsOf(server), countsOf(m_local));
        const QString quote = quoteFrom(m_local);
        QVERIFY2(quote.contains(QStringLiteral("\"total\"")), qPrintable(quote));
        QCOMPARE(quoteFrom(server), quote);
        QCOMPARE(quoteFrom(back), quote);

        cq::PriceBookDatabase local, team, returned;
        QVERIFY(local.open(m_local));
        QVERIFY(team.open(server));
        QVERIFY(returned.open(back));
        for (cq::PriceBookDatabase *copy : {&team, &returned}) {
            QCOMPARE(copy->priceBook().items, local.priceBook().items); // internal costs and their order too
            QCOMPARE(copy->priceBook().discountRules, local.priceBook().discountRules);
            QCOMPARE(copy->priceBook().version, local.priceBook().version);
            QCOMPARE(copy->catalog().servers.size(), local.catalog().servers.size());
            QList<cq::QuoteRevision> revisions;
            QVERIFY(copy->revisions(QStringLiteral("CQ-2026-0003"), &revisions));
            QCOMPARE(revisions.size(), 1);
            QCOMPARE(revisions.first().priceBook.items, local.priceBook().items);
            // The position moved too: the next number follows the three taken.
            QCOMPARE(copy->nextQuoteNumber(QDate(2026, 12, 7)), QStringLiteral("CQ-2026-0004"));
        }
    }

    void aBookInUseIsReplacedOnlyWhenAsked()
    {
        QVERIFY(m_server.createDatabase(QStringLiteral("inuse")));
        const QString server = m_server.url(QStringLiteral("inuse"));
        QCOMPARE(copy(m_local, server).code, 0);
        const cqtest::CliRun again = copy(m_local, server);
        QCOMPARE(again.code, 2);
        QVERIFY2(again.err.startsWith(QStringLiteral("%1 already holds a price book in use (version ").arg(server)),
                 qPrintable(again.err));
        QVERIFY2(again.err.contains(QStringLiteral("2 issued revision(s), 3 quote number(s) taken): nothing copied. Add "
                                                   "--replace to overwrite it with %1.").arg(m_local)),
                 qPrintable(again.err));
        QCOMPARE(copy(m_local, server, true).code, 0);

        // A freshly initialised book (the seed, nothing issued) is not "in use".
        const QString fresh = m_dir.filePath(QStringLiteral("fresh.sqlite"));
        QCOMPARE(runCli({QStringLiteral("pricebook"), QStringLiteral("init"), QStringLiteral("--pricebook"), fresh}).code, 0);
        QCOMPARE(copy(server, fresh).code, 0);
        QCOMPARE(quoteFrom(fresh), quoteFrom(m_local));
    }

    void refusals()
    {
        const cqtest::CliRun missing = copy(m_dir.filePath(QStringLiteral("absent.sqlite")), m_local);
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("there is no price book")), qPrintable(missing.err));
        const cqtest::CliRun same = copy(m_local, m_local);
        QCOMPARE(same.code, 2);
        const cqtest::CliRun noTarget = runCli({QStringLiteral("pricebook"), QStringLiteral("copy"),
                                                QStringLiteral("--from"), m_local});
        QCOMPARE(noTarget.code, 2);
        QVERIFY2(noTarget.err.contains(QStringLiteral("--from A --to B")), qPrintable(noTarget.err));
        // A copy that does not land leaves no new file behind: its seed prices would pass for the copy.
        const QString fresh = m_dir.filePath(QStringLiteral("never-made.sqlite"));
        const cqtest::CliRun noSource = copy(m_server.url(QStringLiteral("nosuchbook")), fresh);
        QCOMPARE(noSource.code, 2);
        QVERIFY(!QFileInfo::exists(fresh));
        // A viewer may not read the internal costs: refused after the new file was created and seeded.
        QVERIFY(m_server.createDatabase(QStringLiteral("viewed")));
        QCOMPARE(runCli({QStringLiteral("pricebook"), QStringLiteral("init"), QStringLiteral("--pricebook"),
                         m_server.url(QStringLiteral("viewed"))}).code, 0);
        {
            cq::DatabaseConnection admin;
            QVERIFY(admin.open(cq::DatabaseLocation::parse(m_server.url(QStringLiteral("viewed")))));
            QSqlQuery create(admin.database());
            QVERIFY(create.exec(QStringLiteral("CREATE ROLE t_copyviewer LOGIN IN ROLE cq_viewer")));
        }
        const cqtest::CliRun viewer
            = copy(QStringLiteral("postgresql://t_copyviewer@/viewed?host=%1").arg(m_server.socketDir()), fresh);
        QCOMPARE(viewer.code, 2);
        QVERIFY2(viewer.err.contains(QStringLiteral("may not read its internal costs")), qPrintable(viewer.err));
        QVERIFY(!QFileInfo::exists(fresh));
    }
};

QTEST_MAIN(TestPriceBookCopy)
#include "tst_pricebookcopy.moc"
