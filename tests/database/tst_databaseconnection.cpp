// Issue #22: the connection split out of PriceBookDatabase (DatabaseConnection), its RAII
// transaction (TransactionGuard) and the per-connection cache of prepared statements.
#include "boundstatement.h"
#include "databaseconnection.h"
#include "pricebookdatabase.h"
#include "transactionguard.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <stdexcept>

using cq::BoundStatement;
using cq::DatabaseConnection;
using cq::PriceBookDatabase;
using cq::TransactionGuard;

class TestDatabaseConnection : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    /** A connection to a new file holding the table t(x INTEGER). */
    bool openScratch(DatabaseConnection *connection, const char *name)
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QString error;
        return connection->open(DatabaseConnection::sqliteDriver(), path)
            && cq::runBoundStatement(*connection, QStringLiteral("CREATE TABLE IF NOT EXISTS t (x INTEGER)"), {}, &error);
    }
    static int rows(DatabaseConnection &connection)
    {
        BoundStatement count(connection, QStringLiteral("SELECT COUNT(*) FROM t"));
        if (!count.exec() || !count.query().next())
            return -1;
        return count.query().value(0).toInt();
    }
    static bool insert(DatabaseConnection &connection, int x)
    {
        QString error;
        return cq::runBoundStatement(connection, QStringLiteral("INSERT INTO t (x) VALUES (?)"), {x}, &error);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // close() must drop every cached query before removeDatabase(); Qt warns otherwise.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("still in use")));
    }

    void failedOpenNamesTheFileAndTheDriversMessage()
    {
        // A file in a folder that does not exist: SQLite's text for SQLITE_CANTOPEN (14) is
        // "unable to open database file" (sqlite.org/rescode.html#cantopen).
        const QString path = m_dir.filePath(QStringLiteral("no-such-folder/x.sqlite"));
        DatabaseConnection connection;
        QVERIFY(!connection.open(DatabaseConnection::sqliteDriver(), path));
        QVERIFY(!connection.isOpen());
        QCOMPARE(connection.reason(), QStringLiteral("unable to open database file"));
        QCOMPARE(connection.error(),
                 QStringLiteral("Cannot open %1: unable to open database file.").arg(QDir::toNativeSeparators(path)));
        QCOMPARE(connection.lastError().nativeErrorCode(), QStringLiteral("14"));
    }

    void missingDriverIsNamed()
    {
        const QString path = m_dir.filePath(QStringLiteral("y.sqlite"));
        DatabaseConnection connection;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("QNOSUCHDRIVER driver not loaded")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("available drivers")));
        QVERIFY(!connection.open(QStringLiteral("QNOSUCHDRIVER"), path));
        QCOMPARE(connection.error(), QStringLiteral("Cannot open %1: the Qt SQL driver QNOSUCHDRIVER is not installed.")
                                         .arg(QDir::toNativeSeparators(path)));
    }

    void priceBookOpenFailureNamesTheFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-such-folder/pricebook.sqlite"));
        PriceBookDatabase database;
        QVERIFY(!database.open(path));
        // The missing folder is named, not SQLite's "unable to open database file".
        QCOMPARE(database.error(), QStringLiteral("Cannot open price book %1: the folder %2 does not exist.")
                                       .arg(QDir::toNativeSeparators(path),
                                            QDir::toNativeSeparators(m_dir.filePath(QStringLiteral("no-such-folder")))));
        // A name of blanks is no name (it made a file called " ").
        QVERIFY(!database.open(QStringLiteral(" ")));
        QCOMPARE(database.error(), QStringLiteral("No price-book file name was given."));
        QVERIFY(!QFileInfo::exists(QStringLiteral(" ")));
    }

    void guardCommits()
    {
        DatabaseConnection connection;
        QVERIFY2(openScratch(&connection, "commit.sqlite"), qPrintable(connection.error()));
        TransactionGuard transaction(connection);
        QVERIFY2(transaction.begin(), qPrintable(transaction.error()));
        QVERIFY(transaction.isActive());
        QVERIFY(insert(connection, 1));
        QVERIFY2(transaction.commit(), qPrintable(transaction.error()));
        QVERIFY(!transaction.isActive());
        QCOMPARE(rows(connection), 1);
    }

    void guardRollsBackOnEarlyReturn()
    {
        DatabaseConnection connection;
        QVERIFY2(openScratch(&connection, "early.sqlite"), qPrintable(connection.error()));
        const auto change = [&](bool giveUp) {
            TransactionGuard transaction(connection);
            if (!transaction.begin() || !insert(connection, 1) || !insert(connection, 2))
                return false;
            if (giveUp)
                return false; // no commit: the guard's destructor rolls back
            return transaction.commit();
        };
        QVERIFY(!change(true));
        QCOMPARE(rows(connection), 0);
        QVERIFY(change(false)); // a new transaction could begin, so none was left open
        QCOMPARE(rows(connection), 2);
    }

    void guardRollsBackOnException()
    {
        DatabaseConnection connection;
        QVERIFY2(openScratch(&connection, "throw.sqlite"), qPrintable(connection.error()));
        bool thrown = false;
        try {
            TransactionGuard transaction(connection);
            QVERIFY(transaction.begin());
            QVERIFY(insert(connection, 7));
            throw std::runtime_error("the edit failed half-way");
        } catch (const std::runtime_error &) {
            thrown = true;
        }
        QVERIFY(thrown);
        QCOMPARE(rows(connection), 0);
        // Another connection to the same file can take the write lock: nothing holds it.
        DatabaseConnection other;
        QVERIFY(openScratch(&other, "throw.sqlite"));
        TransactionGuard transaction(other);
        QVERIFY2(transaction.begin(), qPrintable(transaction.error()));
    }

    void cacheReusesOnePreparedQuery()
    {
        DatabaseConnection connection;
        QVERIFY2(openScratch(&connection, "cache.sqlite"), qPrintable(connection.error()));
        const QString sql = QStringLiteral("INSERT INTO t (x) VALUES (?)");
        const QSqlQuery *first = connection.statement(sql).get();
        QVERIFY(first);
        const int prepared = connection.preparedCount();
        for (int i = 0; i < 5; ++i)
            QVERIFY(insert(connection, i));
        QCOMPARE(connection.statement(sql).get(), first); // the same QSqlQuery object
        QCOMPARE(connection.preparedCount(), prepared);   // five runs, no new prepare
        QCOMPARE(rows(connection), 5);
    }

    void heldQueryIsNotHandedOutTwice()
    {
        DatabaseConnection connection;
        QVERIFY(openScratch(&connection, "held.sqlite"));
        const QString sql = QStringLiteral("SELECT x FROM t");
        const QSqlQuery *kept = nullptr;
        {
            const auto held = connection.statement(sql);
            const auto second = connection.statement(sql); // while the first is still in use
            QVERIFY(held && second);
            QVERIFY(second.get() != held.get());
            kept = held.get();
            // Three prepares: the table's CREATE, the kept SELECT and this second one, which is not kept.
            QCOMPARE(connection.preparedCount(), 3);
        }
        QCOMPARE(connection.statement(sql).get(), kept); // released: the cached one again
        QCOMPARE(connection.preparedCount(), 3);
    }

    void closeClearsTheCache()
    {
        DatabaseConnection connection;
        QVERIFY(openScratch(&connection, "close.sqlite"));
        QVERIFY(insert(connection, 1));
        connection.close(); // failOnWarning: no "still in use" warning
        QVERIFY(!connection.isOpen());
        QVERIFY(!connection.statement(QStringLiteral("SELECT x FROM t")));
        QVERIFY(openScratch(&connection, "close.sqlite"));
        QCOMPARE(connection.preparedCount(), 1); // counted per connection: the CREATE only
        QCOMPARE(rows(connection), 1);
    }

    void priceBookPreparesEachStatementOnce()
    {
        PriceBookDatabase database;
        QVERIFY2(database.open(m_dir.filePath(QStringLiteral("book.sqlite"))), qPrintable(database.error()));
        QVERIFY(database.reload());
        const int afterRead = database.preparedStatementCount();
        QVERIFY(database.reload());
        QCOMPARE(database.preparedStatementCount(), afterRead); // the 8 SELECTs of a read are kept

        cq::PriceItem item = database.priceBook().items.first();
        item.price = cq::MoneyRange::fixed(cq::Money(123456));
        QVERIFY2(database.savePriceItem(item), qPrintable(database.error()));
        const int afterSave = database.preparedStatementCount();
        item = database.priceBook().items.first(); // the row version the first save left (issue #21)
        item.price = cq::MoneyRange::fixed(cq::Money(654321));
        QVERIFY2(database.savePriceItem(item), qPrintable(database.error()));
        QCOMPARE(database.preparedStatementCount(), afterSave);

        cq::QuoteRevision revision;
        revision.issuedAt = QDateTime(QDate(2026, 12, 3), QTime(9, 0), Qt::UTC);
        revision.priceBook = database.priceBook();
        const QString number = database.nextQuoteNumber(QDate(2026, 12, 3));
        QCOMPARE(number, QStringLiteral("CQ-2026-0001"));
        QVERIFY2(database.saveRevision(number, &revision), qPrintable(database.error()));
        const int afterIssue = database.preparedStatementCount();
        QCOMPARE(database.nextQuoteNumber(QDate(2026, 12, 3)), QStringLiteral("CQ-2026-0002"));
        QVERIFY2(database.saveRevision(number, &revision), qPrintable(database.error()));
        QCOMPARE(revision.number, 2);
        QCOMPARE(database.preparedStatementCount(), afterIssue);
    }
};

QTEST_MAIN(TestDatabaseConnection)
#include "tst_databaseconnection.moc"
