#include "pricebookdatabase.h"
#include "rawsql.h"
#include "format/pricebookcsv.h"
#include "quote/quotebuilder.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

namespace {

/** The version-1 schema exactly as ClusterQuote 1 created it (written out by hand). */
QStringList v1Schema()
{
    return {
        QStringLiteral("CREATE TABLE gpu_models (id TEXT PRIMARY KEY, name TEXT NOT NULL, arch TEXT NOT NULL,"
                       " memory_gb DOUBLE PRECISION NOT NULL, tflops_bf16 DOUBLE PRECISION NOT NULL,"
                       " tdp_w DOUBLE PRECISION NOT NULL, fabric TEXT NOT NULL,"
                       " intra_bandwidth_gbps DOUBLE PRECISION NOT NULL, source TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE server_models (sku TEXT PRIMARY KEY, name TEXT NOT NULL, gpu_id TEXT NOT NULL"
                       " REFERENCES gpu_models (id), gpu_slots INTEGER NOT NULL, gpu_count INTEGER NOT NULL,"
                       " nic_count INTEGER NOT NULL, nic_rate_gbps DOUBLE PRECISION NOT NULL, nic_kind TEXT NOT NULL,"
                       " power_w DOUBLE PRECISION NOT NULL, source TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE switch_models (sku TEXT PRIMARY KEY, name TEXT NOT NULL, port_count INTEGER NOT"
                       " NULL, port_rate_gbps DOUBLE PRECISION NOT NULL, kind TEXT NOT NULL,"
                       " power_w DOUBLE PRECISION NOT NULL, source TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE price_items (sku TEXT PRIMARY KEY, name TEXT NOT NULL, name_zh TEXT NOT NULL"
                       " DEFAULT '', family TEXT NOT NULL DEFAULT '', unit TEXT NOT NULL, kind TEXT NOT NULL,"
                       " min_fen BIGINT NOT NULL, max_fen BIGINT NOT NULL, included_in_rent INTEGER NOT NULL"
                       " DEFAULT 0, source TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE annual_discounts (family TEXT PRIMARY KEY, share_bp INTEGER NOT NULL)"),
        QStringLiteral("INSERT INTO price_items VALUES ('SRV-A100-SXM-8-IB', '8x A100', '8卡 A100', 'A100', 'month',"
                       " 'list', 3588800, 3588800, 0, 'v1 file')"),
        QStringLiteral("INSERT INTO price_items VALUES ('SVC-BW-BGP', 'BGP', '', '', 'mbps-month', 'estimate', 2000,"
                       " 3000, 0, '')"),
        QStringLiteral("INSERT INTO annual_discounts VALUES ('A100', 8000)"),
        QStringLiteral("INSERT INTO settings VALUES ('currency', 'CNY'), ('vat_bp', '600'),"
                       " ('prices_include_vat', '0'), ('version', '7'), ('effective_date', '2026-11-01')"),
        QStringLiteral("PRAGMA user_version = 1"),
    };
}

Design twoA100()
{
    Design d;
    for (int i = 0; i < 2; ++i) {
        Server s;
        s.id = QUuid::createUuid();
        s.sku = QStringLiteral("SRV-A100-SXM-8-IB");
        s.name = QStringLiteral("node%1").arg(i + 1);
        d.servers.append(s);
    }
    d.quote.publicBandwidthMbps = 0;
    d.quote.date = QDate(2026, 3, 5);
    return d;
}

} // namespace

/** Schema v2: the v1 -> v2 migration, discount rules, regions, CSV import, revisions. */
class TestPriceBookV2 : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString newFile() { return m_dir.filePath(QStringLiteral("pb%1.sqlite").arg(++m_files)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void versionOneFileIsMigrated()
    {
        const QString path = newFile();
        QString error;
        QVERIFY2(RawSql::exec(path, v1Schema(), &error), qPrintable(error));
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            QCOMPARE(db.schemaVersion(), 7); // v1 -> v2 -> v3 -> v4 -> v5 -> v6 -> v7
            QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
            const PriceBook book = db.priceBook();
            QCOMPARE(book.items.size(), 2);
            const PriceItem *a100 = book.item(QStringLiteral("SRV-A100-SXM-8-IB"));
            QVERIFY(a100);
            QCOMPARE(a100->price, MoneyRange::fixed(Money(3588800))); // 35,888.00 kept to the fen
            QCOMPARE(a100->nameZh, QStringLiteral("8卡 A100"));
            QCOMPARE(a100->region, QString());
            QCOMPARE(a100->cost, Money());
            QCOMPARE(book.version, 7);                                 // settings kept
            QCOMPARE(book.roundingPolicy, RoundingPolicy::PerLine);    // new settings get their defaults
            QCOMPARE(book.cnyPerUsdE4, qint64(72000));
            QVERIFY(book.discountRules.isEmpty());
        }
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 7); // v1 -> v2 -> v3 -> v4 -> v5 -> v6 -> v7
        // The same SKU may now have a regional price beside the default one.
        QVERIFY2(RawSql::exec(path, {QStringLiteral("INSERT INTO price_items (sku, region, name, unit, kind, min_fen,"
                                                    " max_fen) VALUES ('SRV-A100-SXM-8-IB', 'Singapore', 'x', 'month',"
                                                    " 'list', 4000000, 4000000)")}, &error), qPrintable(error));
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.priceBook().item(QStringLiteral("SRV-A100-SXM-8-IB"), QStringLiteral("Singapore"))->price.min,
                 Money(4000000));
    }

    void failedMigrationLeavesTheFileAlone()
    {
        const QString path = newFile();
        QStringList schema = v1Schema();
        // A table the migration wants to create already exists: the step fails, nothing changes.
        schema.insert(0, QStringLiteral("CREATE TABLE discount_rules (x INTEGER)"));
        QVERIFY(RawSql::exec(path, schema));
        PriceBookDatabase db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.error().contains(QLatin1String("from schema version 1 to 7")), qPrintable(db.error()));
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 1);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM price_items")), 2);
    }

    void storedDiscountNeverMovesAFen()
    {
        // 33.33 % off one A100: 35,888.00 x 66.67 % = 23,926.5296 -> 23,926.53, before and after a reload.
        const QString path = newFile();
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        PriceBook book = db.priceBook();
        book.discountRules = {{QStringLiteral("Partner"), QStringLiteral("A100"), {}, false, Term::Monthly, 1, 333300}}; // 33.33 %
        book.roundingPolicy = RoundingPolicy::PerDocument;
        book.cnyPerUsdE4 = 71234;
        Design d = twoA100();
        d.servers.removeLast();
        const MoneyRange before = buildQuote(d, book, Term::Monthly).subtotal;
        QCOMPARE(before, MoneyRange::fixed(Money(2392653)));
        QVERIFY2(db.savePriceBook(book), qPrintable(db.error()));
        PriceBookDatabase again;
        QVERIFY2(again.open(path), qPrintable(again.error()));
        const PriceBook reloaded = again.priceBook();
        QCOMPARE(reloaded.discountRules, book.discountRules);
        QCOMPARE(reloaded.roundingPolicy, RoundingPolicy::PerDocument);
        QCOMPARE(reloaded.cnyPerUsdE4, qint64(71234));
        QCOMPARE(reloaded.version, book.version + 1);
        QCOMPARE(buildQuote(d, reloaded, Term::Monthly).subtotal, before);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT discount_ppm FROM discount_rules")), 333300); // 33.33 %
    }

    void csvImportBacksUpFirstAndRejectsBadFilesWhole()
    {
        const QString path = newFile();
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        const QList<PriceItem> seed = db.priceBook().items;
        QList<PriceItem> edited = seed;
        edited.first().price = MoneyRange::fixed(Money(3700050)); // 37,000.50
        edited.first().cost = Money(2500000);                      // internal 25,000.00
        QString backupPath;
        QVERIFY2(db.importPriceItemsCsv(PriceBookCsv::write(edited), &backupPath), qPrintable(db.error()));
        QCOMPARE(db.priceBook().items, edited);
        QVERIFY(QFile::exists(backupPath));
        // The backup holds the prices from before the import.
        QCOMPARE(RawSql::integer(backupPath, QStringLiteral("SELECT min_fen FROM price_items WHERE sku ="
                                                            " 'SRV-A100-SXM-8-IB'")), 3588800);

        QByteArray bad = PriceBookCsv::write(seed);
        bad.append("BROKEN,Broken,,,,month,list,abc,1.00,no,,,\r\n"); // 13 fields (v4: includes)
        const int lines = int(bad.count('\n'));
        QVERIFY(!db.importPriceItemsCsv(bad));
        QVERIFY2(db.error().contains(QStringLiteral("line %1: price_min \"abc\"").arg(lines)), qPrintable(db.error()));
        QCOMPARE(db.priceBook().items, edited); // nothing changed
    }

    void revisionsAreImmutable()
    {
        const QString path = newFile();
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        const QString number = db.nextQuoteNumber(QDate(2026, 3, 5));
        QCOMPARE(number, QStringLiteral("CQ-2026-0001"));
        QCOMPARE(db.nextQuoteNumber(QDate(2026, 3, 5)), QStringLiteral("CQ-2026-0002"));

        QuoteExtras extras;
        extras.manualLines.append({QStringLiteral("Storage"), QStringLiteral("存储"), 2250, PriceUnit::PerMonth,
                                   PriceKind::List, MoneyRange::fixed(Money(6422)), 0, std::nullopt, false, QuoteBlock::Services});
        QuoteRevision first = issueRevision(0, twoA100(), db.priceBook(), Term::Monthly, extras,
                                            QDateTime(QDate(2026, 3, 5), QTime(10, 0), Qt::UTC));
        QVERIFY2(db.saveRevision(number, &first), qPrintable(db.error()));
        QCOMPARE(first.number, 1);
        // 2 x 35,888.00 + 2.25 x 64.22 (144.495 -> 144.50) = 71,920.50; VAT 4,306.56 + 8.67 = 4,315.23
        // (144.50 x 6 % = 8.67); total 76,235.73.
        const MoneyRange issuedTotal = MoneyRange::fixed(Money(7623573));
        QCOMPARE(first.quote().total, issuedTotal);

        // Prices change after issue.
        PriceItem a100 = *db.priceBook().item(QStringLiteral("SRV-A100-SXM-8-IB"));
        a100.price = MoneyRange::fixed(Money::yuan(50000));
        QVERIFY(db.savePriceItem(a100));

        QuoteRevision second = issueRevision(0, twoA100(), db.priceBook(), Term::Monthly, {},
                                             QDateTime(QDate(2026, 3, 6), QTime(10, 0), Qt::UTC));
        QVERIFY2(db.saveRevision(number, &second), qPrintable(db.error()));
        QCOMPARE(second.number, 2);

        PriceBookDatabase reopened;
        QVERIFY2(reopened.open(path), qPrintable(reopened.error()));
        QList<QuoteRevision> stored;
        QVERIFY2(reopened.revisions(number, &stored), qPrintable(reopened.error()));
        QCOMPARE(stored.size(), 2);
        QCOMPARE(stored.at(0).quote().total, issuedTotal);          // still the issued figure
        QCOMPARE(stored.at(0).extras, extras);
        QCOMPARE(stored.at(0).quote().settings.quoteNumber, number);
        // 2 x 50,000.00 = 100,000.00 + 6 % = 106,000.00
        QCOMPARE(stored.at(1).quote().total, MoneyRange::fixed(Money::yuan(106000)));
        const RevisionDiff diff = diffRevisions(stored.at(0), stored.at(1));
        QVERIFY(diff.changes.contains(QStringLiteral("unit price of SRV-A100-SXM-8-IB: 35888.00 -> 50000.00")));
        QVERIFY(diff.changes.contains(QStringLiteral("-1 manual line(s)")));
        // 106,000.00 - 76,235.73 = 29,764.27
        QCOMPARE(diff.totalDelta, MoneyRange::fixed(Money(2976427)));
    }

    void hourlyAndUsdSettingsRoundTrip()
    {
        const QString path = newFile();
        {
            PriceBookDatabase seeded;
            QVERIFY2(seeded.open(path), qPrintable(seeded.error()));
        }
        // A file written before these settings existed reads them as defaults, silently.
        QString error;
        QVERIFY2(RawSql::exec(path, {QStringLiteral("DELETE FROM settings WHERE key IN ('hours_per_month',"
                                                    " 'usd_rate_date')")}, &error), qPrintable(error));
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.priceBook().hoursPerMonth, 730);
        QVERIFY(!db.priceBook().usdRateDate.isValid());
        QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
        PriceBook book = db.priceBook();
        book.hoursPerMonth = 720;
        book.cnyPerUsdE4 = 71234;
        book.usdRateDate = QDate(2026, 11, 28);
        QVERIFY2(db.savePriceBook(book), qPrintable(db.error()));

        // An hourly revision issued at 720 h keeps it after the book moves to 700 h.
        const QString number = db.nextQuoteNumber(QDate(2026, 3, 5));
        QuoteRevision hourly = issueRevision(0, twoA100(), db.priceBook(), Term::Hourly, {},
                                             QDateTime(QDate(2026, 3, 5), QTime(10, 0), Qt::UTC));
        QVERIFY2(db.saveRevision(number, &hourly), qPrintable(db.error()));
        book = db.priceBook();
        book.hoursPerMonth = 700;
        QVERIFY2(db.savePriceBook(book), qPrintable(db.error()));

        PriceBookDatabase reopened;
        QVERIFY2(reopened.open(path), qPrintable(reopened.error()));
        QCOMPARE(reopened.priceBook().hoursPerMonth, 700);
        QCOMPARE(reopened.priceBook().cnyPerUsdE4, qint64(71234));
        QCOMPARE(reopened.priceBook().usdRateDate, QDate(2026, 11, 28));
        QVERIFY(reopened.problems().isEmpty());
        QList<QuoteRevision> stored;
        QVERIFY2(reopened.revisions(number, &stored), qPrintable(reopened.error()));
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.at(0).term, Term::Hourly);
        // 35,888.00 / 720 = 49.8444... -> 49.84 per server-hour (700 h would give 51.27)
        QCOMPARE(stored.at(0).quote().lines.at(0).unitPrice, MoneyRange::fixed(Money(4984)));
    }
};

QTEST_GUILESS_MAIN(TestPriceBookV2)
#include "tst_pricebookv2.moc"
