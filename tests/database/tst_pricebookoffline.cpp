#include "clirun.h"
#include "databaseconnection.h"
#include "format/designformat.h"
#include "pgserver.h"
#include "pricebookdatabase.h"
#include "pricebookofflinecopy.h"
#include "quote/quotebuilder.h"
#include "quote/quotenotes.h"
#include "format/pricebookcsv.h"
#include "mainwindow.h"
#include "panels/quotetablewidget.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using cqtest::runCli;

// Issue #21, "When the server is not there": a server restart survived by reconnecting, an edit
// made while the server is down neither lost nor half written, the offline copy opened at start
// without the server, and refused logins as plain sentences. One throw-away PostgreSQL cluster
// (pgserver.h), stopped and started again by the tests.
class TestPriceBookOffline : public QObject
{
    Q_OBJECT

    cqtest::PgTestServer m_server;
    QTemporaryDir m_dir;

    static QString sample() { return QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"); }

    /** A new database @p name on the server with the price book initialised; its URI. */
    QString initialised(const QString &name, const QString &query = {})
    {
        if (!m_server.createDatabase(name))
            return {};
        const QString url = m_server.url(name, query);
        const cqtest::CliRun init = runCli({QStringLiteral("pricebook"), QStringLiteral("init"),
                                            QStringLiteral("--pricebook"), m_server.url(name)});
        return init.code == 0 ? url : QString();
    }

    /** "... does not answer ..." as DatabaseConnection words a stopped server (the socket folder is its address). */
    QString doesNotAnswer() const
    {
        return QStringLiteral("the PostgreSQL server at %1 (port 5432) does not answer (is it running, and is the "
                              "address right?)").arg(m_server.socketDir());
    }

    /** The QuoteLine amounts of @p quote, to the fen. */
    static QList<cq::MoneyRange> amounts(const cq::Quote &quote)
    {
        QList<cq::MoneyRange> out;
        for (const cq::QuoteLine &line : quote.lines)
            out << line.amount;
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The offline copies go to a test folder (~/.qttest/...), emptied first.
        QStandardPaths::setTestModeEnabled(true);
        QDir(cq::PriceBookOfflineCopy::folder()).removeRecursively();
        CQ_START_PG_SERVER(m_server);
    }

    void init()
    {
        // A test that stopped the server and failed before starting it again leaves it stopped.
        if (!m_server.isRunning())
            QVERIFY2(m_server.start(), qPrintable(m_server.error()));
        // A cached statement freed on the lost connection must not print Qt's warning.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("Unable to free statement|database not open")));
    }

    void readsAndWritesAfterARestart()
    {
        const QString url = initialised(QStringLiteral("restart"));
        QVERIFY(!url.isEmpty());
        cq::PriceBookDatabase database;
        QVERIFY2(database.open(url), qPrintable(database.error()));
        const cq::PriceItem first = database.priceBook().items.first();
        const int version = database.priceBook().version;

        QVERIFY(m_server.stop());
        QVERIFY2(m_server.start(), qPrintable(m_server.error()));
        // The connection opened before the restart is gone; the next read and write reopen it.
        QVERIFY2(database.reload(), qPrintable(database.error()));
        QCOMPARE(database.priceBook().items.first().price.min, first.price.min);
        QVERIFY2(database.updatePriceItem(first.sku, first.region, [](cq::PriceItem &item) {
                     item.price.min += cq::Money(100);
                     item.price.max += cq::Money(100);
                 }), qPrintable(database.error()));

        cq::PriceBookDatabase other;
        QVERIFY2(other.open(url), qPrintable(other.error()));
        QCOMPARE(other.priceBook().items.first().price.min, first.price.min + cq::Money(100)); // 1.00 yuan more
        QCOMPARE(other.priceBook().version, version + 1);
        // A statement of another kind after the restart: a quote number from the SEQUENCE.
        QVERIFY(m_server.stop());
        QVERIFY2(m_server.start(), qPrintable(m_server.error()));
        QCOMPARE(database.nextQuoteNumber(QDate(2026, 12, 6)), QStringLiteral("CQ-2026-0001"));
    }

    void aReconnectListensAgain()
    {
        // LISTEN (the change notification of other clients' price edits) belongs to the lost connection.
        cq::DatabaseConnection connection;
        QVERIFY(connection.open(cq::DatabaseLocation::parse(m_server.url(QStringLiteral("postgres")))));
        QSqlDriver *driver = connection.database().driver();
        QVERIFY(driver->subscribeToNotification(QStringLiteral("pricebook_changed")));
        QVERIFY(m_server.stop());
        QVERIFY2(m_server.start(), qPrintable(m_server.error()));
        QVERIFY(connection.isConnectionLost());
        QVERIFY2(connection.reconnect(), qPrintable(connection.error()));
        QCOMPARE(connection.database().driver(), driver);
        QCOMPARE(driver->subscribedToNotifications(), QStringList{QStringLiteral("pricebook_changed")});
        QSignalSpy notified(driver, &QSqlDriver::notification);
        cq::DatabaseConnection other;
        QVERIFY(other.open(cq::DatabaseLocation::parse(m_server.url(QStringLiteral("postgres")))));
        QSqlQuery notify(other.database());
        QVERIFY(notify.exec(QStringLiteral("NOTIFY pricebook_changed")));
        QTRY_COMPARE(notified.size(), 1);
        QCOMPARE(notified.first().first().toString(), QStringLiteral("pricebook_changed"));
    }

    void anEditWhileTheServerIsDownIsKeptAndRetried()
    {
        const QString url = initialised(QStringLiteral("down"));
        QVERIFY(!url.isEmpty());
        cq::PriceBookDatabase database;
        QVERIFY2(database.open(url), qPrintable(database.error()));
        const cq::PriceItem first = database.priceBook().items.first();
        const int version = database.priceBook().version;
        const auto addOneFen = [](cq::PriceItem &item) {
            item.price.min += cq::Money(1);
            item.price.max += cq::Money(1);
        };

        QVERIFY(m_server.stop());
        QVERIFY(!database.updatePriceItem(first.sku, first.region, addOneFen));
        const QString unsaved = QStringLiteral("Cannot save to %1: the team server was not reachable: %2. Your change was "
                                               "not saved and is kept; try again.").arg(url, doesNotAnswer());
        QCOMPARE(database.error(), unsaved);
        QVERIFY(!database.setVat(900, false));
        QCOMPARE(database.error(), unsaved);
        QCOMPARE(database.priceBook().items.first().price.min, first.price.min); // the snapshot read before stays

        QVERIFY2(m_server.start(), qPrintable(m_server.error()));
        cq::PriceBookDatabase other;
        QVERIFY2(other.open(url), qPrintable(other.error()));
        QCOMPARE(other.priceBook().items.first().price.min, first.price.min); // nothing written
        QCOMPARE(other.priceBook().vatBasisPoints, 600);
        QCOMPARE(other.priceBook().version, version);
        // The same edit again, now that the server is back, on the same object.
        QVERIFY2(database.updatePriceItem(first.sku, first.region, addOneFen), qPrintable(database.error()));
        QVERIFY(other.reload());
        QCOMPARE(other.priceBook().items.first().price.min, first.price.min + cq::Money(1));
        QCOMPARE(other.priceBook().version, version + 1);
    }

    void aServerStoppedInsideATransactionWritesNothingOfIt()
    {
        const QString url = initialised(QStringLiteral("midway"));
        QVERIFY(!url.isEmpty());
        cq::PriceBookDatabase database;
        QVERIFY2(database.open(url), qPrintable(database.error()));
        const cq::PriceItem first = database.priceBook().items.first();
        const int version = database.priceBook().version;
        // The item is read under the write lock, then the server goes before the UPDATE reaches it.
        int calls = 0;
        QVERIFY(!database.updatePriceItem(first.sku, first.region, [&](cq::PriceItem &item) {
            if (++calls == 1)
                m_server.stop();
            item.price.min += cq::Money(1);
            item.price.max += cq::Money(1);
        }));
        QCOMPARE(calls, 1); // not run again while the server is down
        QVERIFY2(database.error().endsWith(QStringLiteral("Your change was not saved and is kept; try again.")),
                 qPrintable(database.error()));
        QVERIFY2(m_server.start(), qPrintable(m_server.error()));
        cq::PriceBookDatabase other;
        QVERIFY2(other.open(url), qPrintable(other.error()));
        QCOMPARE(other.priceBook().items.first().price.min, first.price.min);
        QCOMPARE(other.priceBook().version, version);

        // Another connection ends ours inside the transaction while the server stays up: the
        // server rolled it back, so the edit is run once more on a new connection, and lands once.
        calls = 0;
        QVERIFY2(database.updatePriceItem(first.sku, first.region, [&](cq::PriceItem &item) {
                     if (++calls == 1) {
                         cq::DatabaseConnection killer;
                         if (killer.open(cq::DatabaseLocation::parse(m_server.url(QStringLiteral("postgres"))))) {
                             QSqlQuery query(killer.database());
                             query.exec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                                                       "datname = 'midway' AND pid <> pg_backend_pid()"));
                         }
                     }
                     item.price.min += cq::Money(1);
                     item.price.max += cq::Money(1);
                 }), qPrintable(database.error()));
        QCOMPARE(calls, 2);
        QVERIFY(other.reload());
        QCOMPARE(other.priceBook().items.first().price.min, first.price.min + cq::Money(1));
        QCOMPARE(other.priceBook().version, version + 1);
    }

    void theOfflineCopyOpensWhenTheServerDoesNot()
    {
        const QString url = initialised(QStringLiteral("offline"));
        QVERIFY(!url.isEmpty());
        const cq::Design design = cq::DesignFormat::load(sample()).design;
        QVERIFY(!design.servers.isEmpty());

        const QDateTime before = QDateTime::currentDateTimeUtc().addMSecs(-1);
        cq::PriceBookDatabase online;
        QVERIFY2(online.openWithRecovery(url), qPrintable(online.error()));
        const QDateTime after = QDateTime::currentDateTimeUtc().addMSecs(1);
        QVERIFY(!online.isOffline());
        QVERIFY(online.offlineCopyProblem().isEmpty());
        const cq::PriceBookOfflineCopy::Info copy = cq::PriceBookOfflineCopy::info(url);
        QVERIFY(copy.exists);
        QCOMPARE(copy.address, url);
        QCOMPARE(copy.version, online.priceBook().version);
        QCOMPARE(copy.role, QStringLiteral("postgres")); // the superuser the test logs in as
        QVERIFY2(copy.syncedAt >= before && copy.syncedAt <= after, qPrintable(copy.syncedAt.toString(Qt::ISODateWithMs)));
        const cq::Quote onlineQuote = cq::buildQuote(design, online.priceBook(), cq::Term::Monthly);
        QVERIFY(onlineQuote.priceBookNote.isEmpty());
        online.close();

        QVERIFY(m_server.stop());
        cq::PriceBookDatabase offline;
        QVERIFY2(offline.openWithRecovery(url), qPrintable(offline.error()));
        QVERIFY(offline.isOffline());
        QCOMPARE(offline.path(), url);
        QCOMPARE(offline.offlineAsOf(), copy.syncedAt);
        QCOMPARE(offline.priceBook().pricesAsOf, copy.syncedAt);
        const QString asOf = cq::priceBookTimeText(copy.syncedAt);
        QVERIFY2(offline.recoveryNotice().startsWith(
                     QStringLiteral("Cannot open price book %1: %2. ClusterQuote opened the offline copy of that price "
                                    "book instead, read-only: prices as of %3 (less than a minute old).")
                         .arg(url, doesNotAnswer(), asOf)),
                 qPrintable(offline.recoveryNotice()));

        // Quoting works, to the fen, and says where the prices come from.
        const cq::Quote offlineQuote = cq::buildQuote(design, offline.priceBook(), cq::Term::Monthly);
        QCOMPARE(offlineQuote.total, onlineQuote.total);
        QCOMPARE(amounts(offlineQuote), amounts(onlineQuote));
        const QString note = QStringLiteral("Prices as of %1 (offline copy of the team price book).").arg(asOf);
        QCOMPARE(offlineQuote.priceBookNote, note);
        QCOMPARE(offlineQuote.assumptions.value(0), note);
        QCOMPARE(offlineQuote.assumptions.mid(1), onlineQuote.assumptions);

        // Changes and issuing wait for the server, in one sentence each.
        const QString waits = QStringLiteral("the team server (%1): not reachable since %2; prices as of %3")
                                  .arg(url, cq::priceBookTimeText(offline.unreachableSince()), asOf);
        const cq::PriceBookCapabilities can = offline.capabilities();
        QCOMPARE(can.refusal(cq::PriceBookCapabilities::Action::EditPrices), QStringLiteral("editing prices waits for ") + waits);
        QCOMPARE(can.refusal(cq::PriceBookCapabilities::Action::EditCatalog),
                 QStringLiteral("editing the hardware catalog waits for ") + waits);
        QCOMPARE(can.refusal(cq::PriceBookCapabilities::Action::Issue),
                 QStringLiteral("issuing a quote revision waits for ") + waits);
        QVERIFY(!offline.savePriceItem(offline.priceBook().items.first()));
        QCOMPARE(offline.error(), QStringLiteral("Cannot change %1: editing prices waits for %2.").arg(url, waits));
        QVERIFY(!offline.saveGpuModel(offline.catalog().gpus.first()));
        QCOMPARE(offline.error(), QStringLiteral("Cannot change %1: editing the hardware catalog waits for %2.").arg(url, waits));
        QVERIFY(offline.nextQuoteNumber(QDate(2026, 12, 6)).isEmpty());
        QCOMPARE(offline.error(), QStringLiteral("Cannot change %1: issuing a quote revision waits for %2.").arg(url, waits));
        QString backup = QStringLiteral("unset");
        QVERIFY(!offline.importPriceItemsCsv(cq::PriceBookCsv::write(offline.priceBook().items), &backup));
        QVERIFY(backup.isEmpty()); // no backup file was written beside anything
        QCOMPARE(QDir(cq::PriceBookOfflineCopy::folder()).entryList({QStringLiteral("pricebook-backup-*")}, QDir::Files).size(), 0);
        // The copy is unchanged by all that: the same version, the same time.
        QCOMPARE(cq::PriceBookOfflineCopy::info(url).syncedAt, copy.syncedAt);
        QCOMPARE(offline.offlineStatus(copy.syncedAt.addSecs(3 * 3600 + 60)),
                 QStringLiteral("Offline: the team server is not reachable; prices as of %1 (3 hours old), read-only.")
                     .arg(asOf));
    }

    // One copy per server book, however its address is spelled, and only its owner may read it
    // (a sales role's copy holds internal costs).
    void oneCopyPerBookReadableByItsOwnerOnly()
    {
        const QString url = initialised(QStringLiteral("spelling"));
        QVERIFY(!url.isEmpty());
        cq::PriceBookDatabase database;
        QVERIFY2(database.openWithRecovery(url), qPrintable(database.error()));
        QVERIFY(cq::PriceBookOfflineCopy::info(url).exists);
        // The same server, database and user: options reordered, the folder with a trailing '/',
        // the Connection dialog's sslmode, a timeout, the short scheme.
        const QString respelled = QStringLiteral("postgres://postgres@/spelling?port=5432&host=%1/&sslmode=prefer&connect_timeout=3")
                                      .arg(m_server.socketDir());
        QCOMPARE(cq::PriceBookOfflineCopy::pathFor(respelled), cq::PriceBookOfflineCopy::pathFor(url));
        QVERIFY(cq::PriceBookOfflineCopy::info(respelled).exists);
        // Another user's or another database's copy is another file.
        QVERIFY(cq::PriceBookOfflineCopy::pathFor(QStringLiteral("postgresql://alice@/spelling?host=%1").arg(m_server.socketDir()))
                != cq::PriceBookOfflineCopy::pathFor(url));
        QVERIFY(cq::PriceBookOfflineCopy::pathFor(QStringLiteral("postgresql://postgres@/other?host=%1").arg(m_server.socketDir()))
                != cq::PriceBookOfflineCopy::pathFor(url));
        const QFileDevice::Permissions owner = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
        const QFileDevice::Permissions others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther
            | QFileDevice::WriteOther | QFileDevice::ExeGroup | QFileDevice::ExeOther;
        const QFileDevice::Permissions file = QFile::permissions(cq::PriceBookOfflineCopy::pathFor(url));
        QCOMPARE(file & (owner | others), owner);
        QCOMPARE(QFile::permissions(cq::PriceBookOfflineCopy::folder()) & others, QFileDevice::Permissions());

        // A copy of the same book under an older name (named after the address as typed) is
        // removed when the copy is next rewritten; a file that is no copy stays.
        const QDir folder(cq::PriceBookOfflineCopy::folder());
        const QString older = folder.filePath(QStringLiteral("0123456789abcdef.sqlite"));
        const QString unrelated = folder.filePath(QStringLiteral("notes.sqlite"));
        QFile::remove(older);
        QVERIFY(QFile::copy(cq::PriceBookOfflineCopy::pathFor(url), older));
        QFile notes(unrelated);
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.close();
        cq::PriceBook newer = database.priceBook();
        newer.version += 1;
        cq::PriceBookOfflineCopy keeper;
        QVERIFY2(keeper.keep(url, QStringLiteral("postgres"), database.catalog(), newer, QDateTime::currentDateTimeUtc()),
                 qPrintable(keeper.error()));
        QVERIFY(keeper.rewrote());
        QVERIFY(!QFileInfo::exists(older));
        QVERIFY(QFileInfo::exists(unrelated));
        QFile::remove(unrelated);
    }

    void theCopyIsRewrittenOnlyWhenTheVersionChanges()
    {
        const QString url = initialised(QStringLiteral("cheap"));
        QVERIFY(!url.isEmpty());
        cq::PriceBookDatabase database;
        QVERIFY2(database.openWithRecovery(url), qPrintable(database.error()));
        const QString path = cq::PriceBookOfflineCopy::pathFor(url);
        const QDateTime firstSync = cq::PriceBookOfflineCopy::info(url).syncedAt;
        QVERIFY(firstSync.isValid());
        // Same version: a reload only moves the time on (the file's rows are not rewritten).
        cq::PriceBookOfflineCopy keeper;
        const QDateTime later = firstSync.addSecs(60);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(keeper.keep(url, QStringLiteral("postgres"), database.catalog(), database.priceBook(), later));
        const qint64 touchNs = timer.nsecsElapsed();
        QVERIFY(!keeper.rewrote());
        QCOMPARE(cq::PriceBookOfflineCopy::info(url).syncedAt, later);
        // Another role's copy is written whole (measured, not asserted), then the superuser's again.
        timer.restart();
        QVERIFY(keeper.keep(url, QStringLiteral("cq_viewer"), database.catalog(), database.priceBook(), later));
        const qint64 rewriteNs = timer.nsecsElapsed();
        QVERIFY(keeper.rewrote());
        QVERIFY(keeper.keep(url, QStringLiteral("postgres"), database.catalog(), database.priceBook(), later));
        qInfo("offline copy: time only %.1f ms, whole copy (%lld items, %lld server models) %.1f ms",
              touchNs / 1e6, qint64(database.priceBook().items.size()), qint64(database.catalog().servers.size()),
              rewriteNs / 1e6);
        // A price edit bumps the version: the copy is written anew and holds the new price.
        const cq::PriceItem first = database.priceBook().items.first();
        QVERIFY2(database.updatePriceItem(first.sku, first.region, [](cq::PriceItem &item) {
                     item.price.min += cq::Money(5);
                     item.price.max += cq::Money(5);
                 }), qPrintable(database.error()));
        const cq::PriceBookOfflineCopy::Info after = cq::PriceBookOfflineCopy::info(url);
        QCOMPARE(after.version, database.priceBook().version);
        cq::PriceBookDatabase file;
        QVERIFY2(file.open(path), qPrintable(file.error()));
        QCOMPARE(file.priceBook().items.first().price.min, first.price.min + cq::Money(5));
        QCOMPARE(file.priceBook().items.size(), database.priceBook().items.size());
        QCOMPARE(file.catalog().servers.size(), database.catalog().servers.size());
    }

    void theCommandLineQuotesFromTheCopy()
    {
        const QString url = initialised(QStringLiteral("cli"));
        QVERIFY(!url.isEmpty());
        const QStringList book{QStringLiteral("--pricebook"), url};
        const QString onlineCsv = m_dir.filePath(QStringLiteral("online.csv"));
        const QString offlineCsv = m_dir.filePath(QStringLiteral("offline.csv"));
        const cqtest::CliRun online = runCli(QStringList{QStringLiteral("quote"), sample(), QStringLiteral("--json"),
                                                         QStringLiteral("--csv"), onlineCsv} + book);
        QVERIFY2(online.code == 0, qPrintable(online.err));
        QVERIFY(online.err.isEmpty());

        QVERIFY(m_server.stop());
        const QString pdf = m_dir.filePath(QStringLiteral("offline.pdf"));
        const cqtest::CliRun offline = runCli(QStringList{QStringLiteral("quote"), sample(), QStringLiteral("--json"),
                                                          QStringLiteral("--csv"), offlineCsv, QStringLiteral("--pdf"), pdf,
                                                          QStringLiteral("--lang"), QStringLiteral("en")} + book);
        QVERIFY2(offline.code == 0, qPrintable(offline.err));
        const QString asOf = cq::priceBookTimeText(cq::PriceBookOfflineCopy::info(url).syncedAt);
        QVERIFY2(offline.err.startsWith(QStringLiteral("Cannot open price book %1: %2. ClusterQuote opened the offline "
                                                       "copy of that price book instead, read-only: prices as of %3")
                                            .arg(url, doesNotAnswer(), asOf)),
                 qPrintable(offline.err));
        // JSON: the same lines and totals; the note first among the assumptions.
        QJsonObject a = online.json(), b = offline.json();
        const QString note = QStringLiteral("Prices as of %1 (offline copy of the team price book).").arg(asOf);
        QJsonArray offlineAssumptions = b.take(QStringLiteral("assumptions")).toArray();
        const QJsonArray onlineAssumptions = a.take(QStringLiteral("assumptions")).toArray();
        QCOMPARE(offlineAssumptions.first().toString(), note);
        offlineAssumptions.removeFirst();
        QCOMPARE(offlineAssumptions, onlineAssumptions);
        QCOMPARE(b, a);
        // CSV: the same rows, then the note.
        QFile onlineFile(onlineCsv), offlineFile(offlineCsv);
        QVERIFY(onlineFile.open(QIODevice::ReadOnly) && offlineFile.open(QIODevice::ReadOnly));
        const QString onlineText = QString::fromUtf8(onlineFile.readAll()), offlineText = QString::fromUtf8(offlineFile.readAll());
        QVERIFY2(offlineText.startsWith(onlineText), qPrintable(offlineText.right(300)));
        QCOMPARE(offlineText.mid(onlineText.size()).trimmed(), QStringLiteral(",%1").arg(note));
        // PDF: the note among the assumptions (pdftotext from poppler-utils).
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        if (pdftotext.waitForFinished(30000) && pdftotext.exitCode() == 0) {
            // NFKC: pdftotext gives the "ffl" of "offline" as one ligature character.
            const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput())
                                     .normalized(QString::NormalizationForm_KC).simplified();
            QVERIFY2(text.contains(note), qPrintable(text.right(2000)));
        } else {
            QVERIFY2(!cqtest::PgTestServer::underCi(), "pdftotext (poppler-utils) is missing");
        }
        // The text output says it too.
        const cqtest::CliRun text = runCli(QStringList{QStringLiteral("quote"), sample()} + book);
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("  note: ") + note), qPrintable(text.out));

        // pricebook check fails (it checks the server) and says what quotes use meanwhile.
        const cqtest::CliRun check = runCli(QStringList{QStringLiteral("pricebook"), QStringLiteral("check")} + book);
        QCOMPARE(check.code, 2);
        QVERIFY2(check.err.contains(QStringLiteral("The offline copy of %1 on this computer holds prices as of %2 (less "
                                                   "than a minute old, price-book version 1, file %3); quotes use it, "
                                                   "read-only, until the server is back.")
                                        .arg(url, asOf, QDir::toNativeSeparators(cq::PriceBookOfflineCopy::pathFor(url)))),
                 qPrintable(check.err));
    }

    void theWindowSaysItQuotesFromTheCopy()
    {
        const QString url = initialised(QStringLiteral("window"));
        QVERIFY(!url.isEmpty());
        {
            cq::PriceBookDatabase online; // keeps the copy, as a first start with the server does
            QVERIFY2(online.openWithRecovery(url), qPrintable(online.error()));
        }
        QVERIFY(m_server.stop());
        cq::MainWindow window(url);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(sample()));
        const QString asOf = cq::priceBookTimeText(cq::PriceBookOfflineCopy::info(url).syncedAt);
        auto *status = window.findChild<QLabel *>(QStringLiteral("offlineNotice"));
        QVERIFY(status);
        QVERIFY(status->isVisible());
        QCOMPARE(status->text(), QStringLiteral("Offline: the team server is not reachable; prices as of %1 "
                                                "(less than a minute old), read-only.").arg(asOf));
        QVERIFY(status->toolTip().contains(url)); // the start-up notice names the server
        auto *note = window.findChild<QLabel *>(QStringLiteral("quotePriceBookNote"));
        QVERIFY(note);
        QVERIFY(note->isVisible());
        QCOMPARE(note->text(), QStringLiteral("Prices as of %1 (offline copy of the team price book).").arg(asOf));
        QCOMPARE(window.currentQuote().priceBookNote, note->text());
        const QString shots = qEnvironmentVariable("CQ_TEST_SHOTS");
        if (!shots.isEmpty())
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("offline-window.png"))));
    }

    void refusedLoginsNameTheServerNeverThePassword()
    {
        // A login that needs a password; the right one first (the copy is kept), then a wrong one.
        QVERIFY(!initialised(QStringLiteral("secured")).isEmpty());
        {
            cq::DatabaseConnection owner;
            QVERIFY(owner.open(cq::DatabaseLocation::parse(m_server.url(QStringLiteral("secured")))));
            QSqlQuery query(owner.database());
            QVERIFY(query.exec(QStringLiteral("CREATE ROLE t_pw LOGIN PASSWORD 'right-horse-42'")));
            QVERIFY(query.exec(QStringLiteral("GRANT cq_sales TO t_pw")));
        }
        QVERIFY2(m_server.requirePassword(QStringLiteral("t_pw")), qPrintable(m_server.error()));
        const QString passfile = m_dir.filePath(QStringLiteral("pgpass"));
        const auto writePassword = [&passfile](const char *password) {
            QFile file(passfile);
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
                return false;
            file.write(QByteArray("*:*:*:t_pw:") + password + '\n');
            file.close();
            return file.setPermissions(QFile::ReadOwner | QFile::WriteOwner); // libpq ignores a readable one
        };
        const QString url = QStringLiteral("postgresql://t_pw@/secured?host=%1&passfile=%2").arg(m_server.socketDir(), passfile);
        QVERIFY(writePassword("right-horse-42"));
        cq::PriceBookDatabase database;
        // pg_ctl reload is asynchronous: the first logins may still be trusted, which is fine here.
        QVERIFY2(database.openWithRecovery(url), qPrintable(database.error()));
        QCOMPARE(database.capabilities().role, QStringLiteral("cq_sales"));
        database.close();

        QVERIFY(writePassword("wrong-battery-17"));
        QString refused;
        for (int i = 0; i < 50 && refused.isEmpty(); ++i) { // until the reload has taken effect
            cq::PriceBookDatabase attempt;
            if (!attempt.open(url))
                refused = attempt.error();
            else
                QThread::msleep(100);
        }
        QCOMPARE(refused, QStringLiteral("Cannot open price book %1: the PostgreSQL server at %2 (port 5432) refused the "
                                         "login of user t_pw (is the password in ~/.pgpass or the service file?).")
                              .arg(url, m_server.socketDir()));
        // At start the offline copy stands in, read-only, and the notice names the server, not the password.
        QVERIFY2(database.openWithRecovery(url), qPrintable(database.error()));
        QVERIFY(database.isOffline());
        QVERIFY(database.recoveryNotice().startsWith(refused));
        QVERIFY(!database.capabilities().allows(cq::PriceBookCapabilities::Action::Issue));
        for (const QString &text : {refused, database.recoveryNotice(),
                                    database.capabilities().refusal(cq::PriceBookCapabilities::Action::Issue)})
            QVERIFY2(!text.contains(QStringLiteral("wrong-battery")) && !text.contains(QStringLiteral("right-horse")),
                     qPrintable(text));

        // A host that does not answer at all: a port nothing listens on.
        const QString nowhere = QStringLiteral("postgresql://sales@127.0.0.1:1/book");
        cq::PriceBookDatabase unreachable;
        QVERIFY(!unreachable.openWithRecovery(nowhere)); // no copy of it was ever kept
        QCOMPARE(unreachable.error(), QStringLiteral("Cannot open price book %1: the PostgreSQL server at 127.0.0.1 (port 1) "
                                                     "does not answer (is it running, and is the address right?). No "
                                                     "offline copy of it is kept on this computer yet (one is written "
                                                     "after each successful connection).")
                                          .arg(nowhere));
    }
};

QTEST_MAIN(TestPriceBookOffline)
#include "tst_pricebookoffline.moc"
