#include "pricebookcopy.h"
#include "pricebookdatabase.h"
#include "rawsql.h"
#include "format/pricebookcsv.h"
#include "quote/pricechanges.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * Price-book schema v7 (issue #21): a row version on every price item, and saves that name the
 * version they read. Two PriceBookDatabase objects on one file stand for two engineers: the
 * second save of the same price is refused with theirs and yours, never written over theirs;
 * rows nobody else changed are saved beside it; a v6 file is upgraded; a copy keeps the versions.
 */
class TestPriceBookV7 : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_files = 0;
    QString newFile() { return m_dir.filePath(QStringLiteral("pb%1.sqlite").arg(++m_files)); }

    static inline const QString kA100 = QStringLiteral("SRV-A100-SXM-8-IB");
    static inline const QString kH100 = QStringLiteral("SRV-H100-SXM-8-IB");

    static PriceItem itemOf(const PriceBookDatabase &db, const QString &sku) { return *db.priceBook().item(sku); }
    static int minFenOf(const QString &path, const QString &sku)
    {
        return RawSql::integer(path, QStringLiteral("SELECT min_fen FROM price_items WHERE sku = '%1' AND region = ''").arg(sku));
    }
    static int rowVersionOf(const QString &path, const QString &sku)
    {
        return RawSql::integer(path, QStringLiteral("SELECT row_version FROM price_items WHERE sku = '%1' AND region = ''").arg(sku));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("USER", "alice"); // who a save on an SQLite file records
    }

    void versionSixFileMigrates()
    {
        const QString path = newFile();
        qsizetype items = 0;
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            items = db.priceBook().items.size();
        }
        QVERIFY(!RawSql::downgrade(path, {}, 6).isEmpty());
        QCOMPARE(RawSql::text(path, QStringLiteral("SELECT row_version FROM price_items")), QString()); // no such column
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), 7);
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 7);
        QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
        QCOMPARE(db.priceBook().items.size(), items);
        for (const PriceItem &item : db.priceBook().items) {
            QCOMPARE(item.stored.version, 1); // every row of an upgraded book starts at 1
            QVERIFY(item.stored.changedBy.isEmpty());
            QVERIFY(!item.stored.changedAt.isValid());
        }
    }

    void secondSaveOfTheSamePriceIsRefused()
    {
        const QString path = newFile();
        PriceBookDatabase alice, bob;
        QVERIFY2(alice.open(path), qPrintable(alice.error()));
        QVERIFY2(bob.open(path), qPrintable(bob.error()));
        const int bookVersion = alice.priceBook().version;

        PriceItem hers = itemOf(alice, kA100);
        QCOMPARE(hers.stored.version, 1);
        hers.price = MoneyRange::fixed(Money::yuan(36000));
        QVERIFY2(alice.savePriceItem(hers), qPrintable(alice.error()));
        QCOMPARE(itemOf(alice, kA100).stored.version, 2);
        QCOMPARE(itemOf(alice, kA100).stored.changedBy, QStringLiteral("alice"));
        QVERIFY(itemOf(alice, kA100).stored.changedAt.isValid());

        PriceItem his = itemOf(bob, kA100); // read before alice saved: version 1
        his.price = MoneyRange::fixed(Money::yuan(37000));
        QVERIFY(!bob.savePriceItem(his));
        QVERIFY2(bob.error().contains(QStringLiteral("%1 was changed by alice at").arg(kA100)), qPrintable(bob.error()));
        QCOMPARE(bob.conflicts().size(), 1);
        const PriceConflict conflict = bob.conflicts().first();
        QCOMPARE(conflict.sku, kA100);
        QVERIFY(conflict.theirs && conflict.yours);
        QCOMPARE(conflict.theirs->price.min.fen(), 3600000); // 36,000.00
        QCOMPARE(conflict.theirs->stored.version, 2);
        QCOMPARE(conflict.theirs->stored.changedBy, QStringLiteral("alice"));
        QCOMPARE(conflict.yours->price.min.fen(), 3700000); // 37,000.00
        QCOMPARE(conflict.fields(), QList<PriceField>{PriceField::Price});
        // Nothing of bob's was written, not even the book version.
        QCOMPARE(minFenOf(path, kA100), 3600000);
        QCOMPARE(rowVersionOf(path, kA100), 2);
        QCOMPARE(bob.priceBook().version, bookVersion + 1);
        QCOMPARE(itemOf(bob, kA100).price.min.fen(), 3600000); // bob's snapshot now shows theirs

        // Read again and saved: his price on top of hers.
        PriceItem again = itemOf(bob, kA100);
        again.price = MoneyRange::fixed(Money::yuan(37000));
        QVERIFY2(bob.savePriceItem(again), qPrintable(bob.error()));
        QVERIFY(bob.conflicts().isEmpty());
        QCOMPARE(minFenOf(path, kA100), 3700000);
        QCOMPARE(rowVersionOf(path, kA100), 3);
    }

    void wholeBookSaveKeepsTheRestAndReturnsTheConflicts()
    {
        const QString path = newFile();
        PriceBookDatabase alice, bob;
        QVERIFY2(alice.open(path), qPrintable(alice.error()));
        QVERIFY2(bob.open(path), qPrintable(bob.error()));
        const PriceBook loaded = bob.priceBook();
        const qint64 h100Before = itemOf(bob, kH100).price.min.fen();

        // alice changes the A100 price and removes the IB port fee.
        PriceItem a100 = itemOf(alice, kA100);
        a100.price = MoneyRange::fixed(Money::yuan(36000));
        QVERIFY2(alice.savePriceItem(a100), qPrintable(alice.error()));
        PriceBook withoutPort = alice.priceBook();
        withoutPort.items.removeIf([](const PriceItem &item) { return item.sku == QLatin1String(ServiceSku::IbPort); });
        QVERIFY2(alice.savePriceBook(withoutPort), qPrintable(alice.error()));

        // bob, from his old copy: A100, H100 and the port fee changed, VAT 9 %.
        PriceBook edited = loaded;
        for (PriceItem &item : edited.items) {
            if (item.sku == kA100)
                item.price = MoneyRange::fixed(Money::yuan(37000));
            else if (item.sku == kH100)
                item.price = MoneyRange::fixed(Money::yuan(60000));
            else if (item.sku == QLatin1String(ServiceSku::IbPort))
                item.price.max += Money(100);
        }
        edited.vatBasisPoints = 900;
        QVERIFY(!bob.savePriceBook(edited, loaded));
        const QList<PriceConflict> conflicts = bob.conflicts();
        QCOMPARE(conflicts.size(), 2);
        QCOMPARE(conflicts.at(0).sku, kA100);
        QCOMPARE(conflicts.at(0).theirs->price.min.fen(), 3600000);
        QCOMPARE(conflicts.at(0).yours->price.min.fen(), 3700000);
        QCOMPARE(conflicts.at(1).sku, QLatin1String(ServiceSku::IbPort));
        QVERIFY(!conflicts.at(1).theirs); // removed by alice
        QVERIFY(conflicts.at(1).yours);
        QVERIFY2(bob.error().contains(QStringLiteral("%1 was removed by someone else").arg(QLatin1String(ServiceSku::IbPort))),
                 qPrintable(bob.error()));
        // What nobody else changed is saved: the H100 price and the VAT; alice's A100 stays.
        QVERIFY(h100Before != 6000000);
        QCOMPARE(minFenOf(path, kH100), 6000000);
        QCOMPARE(bob.priceBook().vatBasisPoints, 900);
        QCOMPARE(minFenOf(path, kA100), 3600000);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM price_items WHERE sku = 'SVC-IB-PORT'")), 0);

        // bob overwrites the A100 with his price and leaves the port fee removed (theirs).
        const PriceBook current = bob.priceBook();
        PriceBook resolved = current;
        resolved.items = withRowsFrom(current.items, {{kA100, QString()}}, edited.items);
        QVERIFY2(bob.savePriceBook(resolved, current), qPrintable(bob.error()));
        QCOMPARE(minFenOf(path, kA100), 3700000);
        QCOMPARE(rowVersionOf(path, kA100), 3); // 1, alice's save, bob's overwrite
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM price_items WHERE sku = 'SVC-IB-PORT'")), 0);
    }

    void untouchedRowsKeepSomeoneElsesValue()
    {
        const QString path = newFile();
        PriceBookDatabase alice, bob;
        QVERIFY2(alice.open(path), qPrintable(alice.error()));
        QVERIFY2(bob.open(path), qPrintable(bob.error()));
        const PriceBook loaded = bob.priceBook();
        PriceItem a100 = itemOf(alice, kA100);
        a100.price = MoneyRange::fixed(Money::yuan(36000));
        QVERIFY(alice.savePriceItem(a100));
        // bob's stale copy still holds the old A100 price, but he changed only the H100.
        PriceBook edited = loaded;
        for (PriceItem &item : edited.items) {
            if (item.sku == kH100)
                item.price = MoneyRange::fixed(Money::yuan(60000));
        }
        QVERIFY2(bob.savePriceBook(edited, loaded), qPrintable(bob.error()));
        QVERIFY(bob.conflicts().isEmpty());
        QCOMPARE(minFenOf(path, kA100), 3600000); // alice's price, not overwritten by the stale copy
        QCOMPARE(minFenOf(path, kH100), 6000000);
    }

    void csvImportIsOneTransactionAndBumpsVersions()
    {
        const QString path = newFile();
        PriceBookDatabase alice, bob;
        QVERIFY2(alice.open(path), qPrintable(alice.error()));
        QVERIFY2(bob.open(path), qPrintable(bob.error()));
        QList<PriceItem> items = alice.priceBook().items;
        for (PriceItem &item : items) {
            if (item.sku == kA100)
                item.price = MoneyRange::fixed(Money::yuan(35000));
        }
        QVERIFY2(alice.importPriceItemsCsv(PriceBookCsv::write(items, true)), qPrintable(alice.error()));
        QCOMPARE(rowVersionOf(path, kA100), 2); // the import overwrote it
        QCOMPARE(rowVersionOf(path, kH100), 2); // every row the file names is written
        // bob's copy from before the import: his A100 edit conflicts instead of undoing it.
        PriceItem his = itemOf(bob, kA100);
        his.price = MoneyRange::fixed(Money::yuan(37000));
        QVERIFY(!bob.savePriceItem(his));
        QCOMPARE(bob.conflicts().size(), 1);
        QCOMPARE(minFenOf(path, kA100), 3500000);
        // A bad file changes nothing: same versions, same price.
        QVERIFY(!alice.importPriceItemsCsv(PriceBookCsv::write(items) + "BROKEN,,,\r\n"));
        QCOMPARE(rowVersionOf(path, kA100), 2);
        QCOMPARE(minFenOf(path, kA100), 3500000);
    }

    void copyKeepsTheRowVersions()
    {
        const QString from = newFile(), to = newFile();
        PriceBookDatabase source, target;
        QVERIFY2(source.open(from), qPrintable(source.error()));
        PriceItem a100 = itemOf(source, kA100);
        a100.price = MoneyRange::fixed(Money::yuan(36000));
        QVERIFY(source.savePriceItem(a100));
        QVERIFY2(target.open(to), qPrintable(target.error()));
        PriceBookCopy copy;
        QVERIFY2(copy.copy(source, target, false), qPrintable(copy.error()));
        QCOMPARE(rowVersionOf(to, kA100), 2);
        QCOMPARE(itemOf(target, kA100).stored.version, 2);
        QCOMPARE(itemOf(target, kA100).stored.changedBy, QStringLiteral("alice"));
        QCOMPARE(itemOf(target, kH100).stored.version, 1);
    }
};

QTEST_MAIN(TestPriceBookV7)
#include "tst_pricebookv7.moc"
