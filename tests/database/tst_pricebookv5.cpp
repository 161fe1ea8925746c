#include "pricebookdatabase.h"
#include "rawsql.h"
#include "quote/quotebuilder.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * Price-book schema v5 (issue 17): annual shares and discount rules in parts per million,
 * with an optional exact target price per rule. A version-4 book (basis points) migrates
 * exactly: x 100, so no price moves by a fen.
 */
class TestPriceBookV5 : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    /** A version-4 file: the seeded file with shares and discounts back in basis points. */
    QString versionFourFile(const char *name, const QStringList &extra)
    {
        const QString path = file(name);
        {
            PriceBookDatabase db;
            if (!db.open(path))
                return {};
        }
        QStringList statements{QStringLiteral("DROP TABLE annual_discounts"),
                               QStringLiteral("CREATE TABLE annual_discounts (family TEXT PRIMARY KEY,"
                                              " share_bp INTEGER NOT NULL CHECK (share_bp > 0 AND share_bp <= 10000))"),
                               QStringLiteral("DROP TABLE discount_rules"),
                               QStringLiteral("CREATE TABLE discount_rules (position INTEGER PRIMARY KEY, name TEXT NOT NULL,"
                                              " family TEXT NOT NULL DEFAULT '', sku TEXT NOT NULL DEFAULT '',"
                                              " term TEXT NOT NULL DEFAULT '', min_quantity BIGINT NOT NULL DEFAULT 0,"
                                              " discount_bp INTEGER NOT NULL)")};
        return RawSql::downgrade(path, statements + extra, 4);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void basisPointsMigrateExactly()
    {
        const QString path = versionFourFile(
            "v4.sqlite",
            {QStringLiteral("INSERT INTO annual_discounts VALUES ('A100', 8000), ('H100', 8333)"),
             QStringLiteral("INSERT INTO discount_rules VALUES (1, 'Partner', 'A100', '', '', 0, 1234)")});
        QVERIFY(!path.isEmpty());
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), 7);
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 7);
        // 80.00 % = 8,000 bp = 800,000 ppm; 83.33 % = 833,300 ppm; 12.34 % off = 123,400 ppm
        QCOMPARE(db.priceBook().annualSharePpm(QStringLiteral("A100")), 800000);
        QCOMPARE(db.priceBook().annualSharePpm(QStringLiteral("H100")), 833300);
        QCOMPARE(db.priceBook().discountRules.size(), 1);
        QCOMPARE(db.priceBook().discountRules.first().discountPpm, 123400);
        QVERIFY(!db.priceBook().discountRules.first().targetPrice);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT share_ppm FROM annual_discounts WHERE family = 'H100'")),
                 833300);
    }

    void fourDecimalsAndTargetsSurviveASave()
    {
        const QString path = file("v5.sqlite");
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        PriceBook book = db.priceBook();
        DiscountRule rule;
        rule.name = QStringLiteral("Target");
        rule.sku = QStringLiteral("SRV-A100-SXM-8-IB");
        rule.targetPrice = Money(3400000); // 34,000.00 a month instead of 35,888.00
        DiscountRule fine;
        fine.name = QStringLiteral("Fine");
        fine.family = QStringLiteral("H100");
        fine.discountPpm = 49180; // 4.918 %
        book.discountRules = {rule, fine};
        book.annualSharesPpm.insert(QStringLiteral("A100"), 834567); // 83.4567 %
        QVERIFY2(db.savePriceBook(book), qPrintable(db.error()));
        PriceBookDatabase again;
        QVERIFY2(again.open(path), qPrintable(again.error()));
        QCOMPARE(again.priceBook().discountRules, book.discountRules);
        QCOMPARE(again.priceBook().annualSharePpm(QStringLiteral("A100")), 834567);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT target_fen FROM discount_rules WHERE name = 'Target'")),
                 3400000);
    }

    void outOfRangeShareIsRefused()
    {
        PriceBookDatabase db;
        QVERIFY2(db.open(file("refuse.sqlite")), qPrintable(db.error()));
        QVERIFY(!db.setAnnualDiscount(QStringLiteral("A100"), 1000001));
        QVERIFY2(db.error().contains(QStringLiteral("100.0001%")), qPrintable(db.error()));
    }
};

QTEST_GUILESS_MAIN(TestPriceBookV5)
#include "tst_pricebookv5.moc"
