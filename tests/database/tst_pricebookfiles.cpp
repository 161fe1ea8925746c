#include "pricebookdatabase.h"
#include "rawsql.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using cq::PriceBookDatabase;

/** Files that must be refused, and hand-edited rows that must be skipped with a problem. */
class TestPriceBookFiles : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_fileCounter = 0;

    /** A fresh, seeded price-book file closed again. */
    QString seededFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("seeded-%1.sqlite").arg(++m_fileCounter));
        PriceBookDatabase db;
        if (!db.open(path))
            qWarning("%s", qPrintable(db.error()));
        return path;
    }
    static bool writeBytes(const QString &path, const QByteArray &bytes, qint64 offset = 0)
    {
        QFile f(path);
        if (!f.open(offset == 0 ? QIODevice::WriteOnly : QIODevice::ReadWrite) || !f.seek(offset))
            return false;
        return f.write(bytes) == bytes.size();
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void garbageFileIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("garbage.sqlite"));
        // 4 KiB of text: longer than SQLite's 100-byte header, so SQLite must judge the magic string.
        const QByteArray garbage = QByteArray("this is a price list, not a database\n").repeated(110);
        QVERIFY(writeBytes(path, garbage));
        PriceBookDatabase db;
        QVERIFY(!db.open(path));
        QVERIFY(!db.isOpen());
        QVERIFY2(db.error().contains(QLatin1String("garbage.sqlite")), qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("not an SQLite")), qPrintable(db.error()));
        QVERIFY(!db.error().contains(QLatin1Char('\n')));
        // The refused file is left exactly as it was: nothing was seeded into it.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), garbage);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void newerSchemaIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("future.sqlite"));
        QVERIFY(RawSql::exec(path, {QStringLiteral("CREATE TABLE price_items (sku TEXT PRIMARY KEY)"),
                                    QStringLiteral("PRAGMA user_version = 99")}));
        PriceBookDatabase db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.error().contains(QLatin1String("newer")), qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("99")), qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("future.sqlite")), qPrintable(db.error()));
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 99); // untouched
    }

    void foreignUnversionedFileIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("other-app.sqlite"));
        QVERIFY(RawSql::exec(path, {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")}));
        PriceBookDatabase db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.error().contains(QLatin1String("other-app.sqlite")), qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("not a ClusterQuote price book")), qPrintable(db.error()));
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM sqlite_master")), 1); // nothing added
    }

    void missingTableIsRefused()
    {
        const QString path = seededFile();
        QVERIFY(RawSql::exec(path, {QStringLiteral("DROP TABLE annual_discounts")}));
        PriceBookDatabase db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.error().contains(QLatin1String("annual_discounts")), qPrintable(db.error()));
    }

    void damagedFileIsRefused()
    {
        const QString path = seededFile();
        const int pageSize = RawSql::integer(path, QStringLiteral("PRAGMA page_size"));
        QVERIFY(pageSize > 0);
        QVERIFY(RawSql::exec(path, {QStringLiteral("PRAGMA journal_mode = DELETE")})); // no -wal beside it
        // Overwrite the b-tree pages after page 1 (the header and schema stay readable).
        QVERIFY(writeBytes(path, QByteArray(pageSize * 3, '\x5a'), pageSize));
        PriceBookDatabase db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.error().contains(QFileInfo(path).fileName()), qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("damaged: the integrity check reports")), qPrintable(db.error()));
        QVERIFY2(!db.error().contains(QLatin1Char('\n')), qPrintable(db.error()));
    }

    void checkConstraintsHold()
    {
        // Without ignore_check_constraints the schema itself refuses min > max and unknown kinds.
        const QString path = seededFile();
        QString error;
        QVERIFY(!RawSql::exec(path, {QStringLiteral("INSERT INTO price_items (sku, name, unit, kind, min_fen, max_fen)"
                                                    " VALUES ('X', 'x', 'month', 'list', 500, 100)")}, &error));
        QVERIFY2(error.contains(QLatin1String("CHECK")), qPrintable(error));
        QVERIFY(!RawSql::exec(path, {QStringLiteral("INSERT INTO price_items (sku, name, unit, kind, min_fen, max_fen)"
                                                    " VALUES ('X', 'x', 'month', 'quote', 100, 100)")}));
        QVERIFY(!RawSql::exec(path, {QStringLiteral("INSERT INTO price_items (sku, name, unit, kind, min_fen, max_fen)"
                                                    " VALUES ('X', 'x', 'month', 'list', -1, 100)")}));
    }

    void handEditedRowsAreSkipped_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QStringList>("problems"); // one fragment per expected problem line, in order
        QTest::addColumn<int>("items");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("servers");
        const QString bypass = QStringLiteral("PRAGMA ignore_check_constraints = ON");
        const auto insert = [](const char *sku, const char *unit, const char *kind, int minFen, int maxFen) {
            return QStringLiteral("INSERT INTO price_items (sku, name, unit, kind, min_fen, max_fen)"
                                  " VALUES ('%1', 'hand edit', '%2', '%3', %4, %5)")
                .arg(QLatin1String(sku), QLatin1String(unit), QLatin1String(kind))
                .arg(minFen)
                .arg(maxFen);
        };
        // Seed: 47 items, 11 GPUs, 14 servers (the issue #18 catalog, counted in tst_ascendseed).
        QTest::newRow("min above max") << QStringList{bypass, insert("BAD-RANGE", "month", "list", 500, 100)}
                                       << QStringList{"'BAD-RANGE' skipped: min_fen 500 is greater than max_fen 100"}
                                       << 47 << 11 << 14;
        QTest::newRow("unknown unit") << QStringList{insert("BAD-UNIT", "fortnight", "list", 100, 100)}
                                      << QStringList{"'BAD-UNIT' skipped: unknown unit 'fortnight'"} << 47 << 11 << 14;
        QTest::newRow("unknown kind") << QStringList{bypass, insert("BAD-KIND", "month", "quote", 1, 2)}
                                      << QStringList{"'BAD-KIND' skipped: unknown kind 'quote'"} << 47 << 11 << 14;
        // 100.5 fen cannot be a money amount: the seeded power item is dropped (47 - 1 = 46).
        QTest::newRow("fractional fen")
            << QStringList{QStringLiteral("UPDATE price_items SET min_fen = 100.5 WHERE sku = 'SVC-POWER'")}
            << QStringList{"'SVC-POWER' skipped: min_fen is 100.5"} << 46 << 11 << 14;
        // The RTX 4090 GPU row goes, and with it the two servers built on it (11 - 1, 14 - 2).
        QTest::newRow("unknown fabric")
            << QStringList{QStringLiteral("UPDATE gpu_models SET fabric = 'nvlink9' WHERE id = 'RTX-4090'")}
            << QStringList{"gpu_models row 'RTX-4090' skipped: unknown fabric 'nvlink9'",
                           "server_models row 'SRV-4090-4' skipped: unknown GPU model 'RTX-4090'",
                           "server_models row 'SRV-4090-8' skipped: unknown GPU model 'RTX-4090'"}
            << 47 << 10 << 12;
        QTest::newRow("unknown nic kind")
            << QStringList{QStringLiteral("UPDATE server_models SET nic_kind = 'omnipath' WHERE sku = 'SRV-A100-PCIE-4'")}
            << QStringList{"'SRV-A100-PCIE-4' skipped: unknown nic_kind 'omnipath'"} << 47 << 11 << 13;
        QTest::newRow("bad vat setting")
            << QStringList{QStringLiteral("UPDATE settings SET value = 'six' WHERE key = 'vat_bp'")}
            << QStringList{"Setting 'vat_bp' is 'six'"} << 47 << 11 << 14;
    }
    void handEditedRowsAreSkipped()
    {
        QFETCH(QStringList, statements);
        QFETCH(QStringList, problems);
        QFETCH(int, items);
        QFETCH(int, gpus);
        QFETCH(int, servers);
        const QString path = seededFile();
        QString error;
        QVERIFY2(RawSql::exec(path, statements, &error), qPrintable(error));

        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        const QStringList got = db.problems();
        QCOMPARE(got.size(), problems.size());
        for (int i = 0; i < problems.size(); ++i)
            QVERIFY2(got.at(i).contains(problems.at(i)), qPrintable(got.at(i)));
        QCOMPARE(db.priceBook().items.size(), items);
        QCOMPARE(db.catalog().gpus.size(), gpus);
        QCOMPARE(db.catalog().servers.size(), servers);
        QCOMPARE(db.priceBook().vatBasisPoints, 600); // the seed's 6 %, or its fallback
        QVERIFY(!db.priceBook().item(QStringLiteral("BAD-RANGE")));
    }
};

QTEST_GUILESS_MAIN(TestPriceBookFiles)
#include "tst_pricebookfiles.moc"
