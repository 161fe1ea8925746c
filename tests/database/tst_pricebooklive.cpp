#include "databaselocation.h"
#include "pgserver.h"
#include "pricebookchangewatch.h"
#include "pricebookdatabase.h"
#include "pricebookversion.h"
#include "sessionpasswords.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using cq::Money;
using cq::PriceBookChangeWatch;
using cq::PriceBookDatabase;
using cq::PriceItem;

// Issue #21: another client's price edit reaches an open price book without reopening it: a
// version check (one SELECT) on an SQLite file, LISTEN/NOTIFY on a PostgreSQL server.
class TestPriceBookLive : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    cqtest::PgTestServer m_server;

    /** 1,234,567.89 per month: a price no seed item has, set by hand. */
    static constexpr qint64 kNewFen = 123456789;

    /** Sets the first item's list price to kNewFen on @p writer; its SKU. */
    static QString editFirstPrice(PriceBookDatabase &writer)
    {
        const PriceItem first = writer.priceBook().items.first();
        const bool ok = writer.updatePriceItem(first.sku, first.region, [](PriceItem &item) {
            item.price.min = Money(kNewFen);
            item.price.max = Money(kNewFen);
        });
        return ok ? first.sku : QString();
    }

    static qint64 priceOf(const PriceBookDatabase &book, const QString &sku)
    {
        for (const PriceItem &item : book.priceBook().items) {
            if (item.sku == sku)
                return item.price.max.fen();
        }
        return -1;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void sqliteVersionCheckSeesAnotherConnection()
    {
        const QString path = m_dir.filePath(QStringLiteral("shared.sqlite"));
        PriceBookDatabase reader, writer;
        QVERIFY2(reader.open(path), qPrintable(reader.error()));
        QVERIFY2(writer.open(path), qPrintable(writer.error()));
        const int before = reader.priceBook().version;
        QCOMPARE(writer.priceBook().version, before);

        PriceBookChangeWatch watch(&reader);
        QSignalSpy reloaded(&watch, &PriceBookChangeWatch::reloaded);
        QVERIFY(!watch.listen()); // an SQLite file has no notifications: the check is all
        QVERIFY(!watch.checkNow()); // nothing changed yet
        QCOMPARE(reloaded.count(), 0);

        const QString sku = editFirstPrice(writer);
        QVERIFY2(!sku.isEmpty(), qPrintable(writer.error()));
        QVERIFY(priceOf(reader, sku) != kNewFen); // the reader's snapshot is the old one until it checks

        QVERIFY(watch.checkNow());
        QCOMPARE(reloaded.count(), 1);
        // One edit bumps the version by exactly one.
        QCOMPARE(reloaded.at(0).at(0).toInt(), before);
        QCOMPARE(reloaded.at(0).at(1).toInt(), before + 1);
        QCOMPARE(reader.priceBook().version, before + 1);
        QCOMPARE(priceOf(reader, sku), kNewFen);

        QVERIFY(!watch.checkNow()); // current now: no second reload
        QCOMPARE(reloaded.count(), 1);
    }

    void cliRefreshReloadsAStaleSnapshot()
    {
        const QString path = m_dir.filePath(QStringLiteral("cli.sqlite"));
        PriceBookDatabase reader, writer;
        QVERIFY(reader.open(path));
        QVERIFY(writer.open(path));
        const int before = reader.priceBook().version;
        QVERIFY(!editFirstPrice(writer).isEmpty());
        QVERIFY(!editFirstPrice(writer).isEmpty()); // the same price again: still an edit, a second bump
        int from = 0, to = 0;
        QString error;
        QVERIFY2(PriceBookChangeWatch::refresh(&reader, &from, &to, &error), qPrintable(error));
        QCOMPARE(from, before);
        QCOMPARE(to, before + 2);
        QCOMPARE(reader.priceBook().version, before + 2);
    }

    void closedBookCannotBeChecked()
    {
        PriceBookDatabase closed;
        int from = 0, to = 0;
        QString error;
        QVERIFY(!PriceBookChangeWatch::refresh(&closed, &from, &to, &error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot check")), qPrintable(error));
    }

    void sessionPasswordsStayInMemoryPerServer()
    {
        const cq::DatabaseLocation alice
            = cq::DatabaseLocation::parse(QStringLiteral("postgresql://alice@db.example.com:5432/pricebook"));
        const cq::DatabaseLocation bob
            = cq::DatabaseLocation::parse(QStringLiteral("postgresql://bob@db.example.com:5432/pricebook"));
        QVERIFY(cq::SessionPasswords::password(alice).isEmpty());
        cq::SessionPasswords::setPassword(alice, QStringLiteral("typed-once"));
        QCOMPARE(cq::SessionPasswords::password(alice), QStringLiteral("typed-once"));
        QVERIFY(cq::SessionPasswords::password(bob).isEmpty()); // another user of the same server
        // libpq's words when the server wants a password it did not get.
        const QSqlError noPassword(QStringLiteral("fe_sendauth: no password supplied"), QString(),
                                   QSqlError::ConnectionError);
        cq::SessionPasswords::noteOpenResult(bob, noPassword);
        QVERIFY(cq::SessionPasswords::passwordWanted(bob));
        QVERIFY(!cq::SessionPasswords::passwordWanted(alice));
        cq::SessionPasswords::noteOpenResult(bob, QSqlError());
        QVERIFY(!cq::SessionPasswords::passwordWanted(bob));
        cq::SessionPasswords::forget(alice);
        QVERIFY(cq::SessionPasswords::password(alice).isEmpty());
    }

    void postgresNotificationReachesAnotherClient()
    {
        CQ_START_PG_SERVER(m_server);
        QVERIFY2(m_server.createDatabase(QStringLiteral("live")), qPrintable(m_server.error()));
        const QString url = m_server.url(QStringLiteral("live"));
        {
            PriceBookDatabase owner;
            QVERIFY2(owner.open(url, PriceBookDatabase::SchemaChange::Create), qPrintable(owner.error()));
        }
        PriceBookDatabase listener, writer;
        QVERIFY2(listener.open(url), qPrintable(listener.error()));
        QVERIFY2(writer.open(url), qPrintable(writer.error()));
        const int before = listener.priceBook().version;

        PriceBookChangeWatch watch(&listener);
        QSignalSpy reloaded(&watch, &PriceBookChangeWatch::reloaded);
        QVERIFY2(watch.listen(), qPrintable(watch.error()));
        QVERIFY(watch.isListening());

        const QString sku = editFirstPrice(writer);
        QVERIFY2(!sku.isEmpty(), qPrintable(writer.error()));
        // Delivered at the writer's COMMIT through the listener's socket: no checkNow() here.
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.count(), 1, 30000);
        QCOMPARE(reloaded.at(0).at(0).toInt(), before);
        QCOMPARE(reloaded.at(0).at(1).toInt(), before + 1);
        QCOMPARE(priceOf(listener, sku), kNewFen);

        // A refused edit (min above max) is rolled back: its NOTIFY is never delivered.
        // A second, real edit afterwards arrives alone, so only one more reload is counted.
        const PriceItem first = writer.priceBook().items.first();
        QVERIFY(!writer.updatePriceItem(first.sku, first.region, [](PriceItem &item) {
            item.price.min = Money(kNewFen + 100);
        }));
        QVERIFY(writer.updatePriceItem(first.sku, first.region, [](PriceItem &item) {
            item.price.min = Money(kNewFen - 100);
        }));
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.count(), 2, 30000);
        QCOMPARE(reloaded.at(1).at(1).toInt(), before + 2);
        QCOMPARE(listener.priceBook().version, before + 2);

        // Reopened (a switch, a reconnect): the watch subscribes again on the new connection.
        QVERIFY(listener.open(url));
        QVERIFY(!watch.isListening());
        QVERIFY(!watch.checkNow()); // current, and listening again
        QVERIFY(watch.isListening());
        QVERIFY2(!editFirstPrice(writer).isEmpty(), qPrintable(writer.error()));

        QTRY_COMPARE_WITH_TIMEOUT(reloaded.count(), 3, 30000);
        QCOMPARE(reloaded.at(2).at(1).toInt(), before + 3);
    }
};

QTEST_MAIN(TestPriceBookLive)
#include "tst_pricebooklive.moc"
