#include "pricebookdatabase.h"
#include "rawsql.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using cq::Money;
using cq::PriceBookDatabase;
using cq::PriceItem;
using cq::PriceKind;
using cq::PriceUnit;

Q_DECLARE_METATYPE(cq::PriceKind)
Q_DECLARE_METATYPE(cq::PriceUnit)

/** A new file is created, versioned and seeded; edits survive a reopen to the fen. */
class TestPriceBookDatabase : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void newFileGetsVersionTwoAndSeed()
    {
        const QString path = file("new.sqlite");
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            QVERIFY(db.error().isEmpty());
            QCOMPARE(db.schemaVersion(), 7); // issue 5: schema v2; issue 4: v3 (SHARP, PCIe switch sharing); #17: v4, v5 (ppm); #18: v6 (catalog); #21: v7 (row versions)
            QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
            // The seed lists (#18 added Ascend 910B, A100 40G, A800, H800, H20, L40S; their servers
            // and an 8x RTX 4090; 5 switches; cables): 5 + 6 = 11 GPUs, 7 + 7 = 14 servers, 4 + 5 = 9
            // switches, 12 cables (4 rates x DAC/AOC/fibre), 47 price items (tst_ascendseed counts them).
            QCOMPARE(db.catalog().gpus.size(), 11);
            QCOMPARE(db.catalog().servers.size(), 14);
            QCOMPARE(db.catalog().switches.size(), 9);
            QCOMPARE(db.catalog().cables.size(), 12);
            QCOMPARE(db.priceBook().items.size(), 47);
        }
        // Read through a separate connection, not through the class under test.
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 7);
        QCOMPARE(RawSql::text(path, QStringLiteral("PRAGMA journal_mode")), QStringLiteral("wal")); // persists in the file
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM price_items")), 47);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT min_fen FROM price_items WHERE sku = 'SRV-A100-SXM-8-IB'")),
                 3588800);
    }

    void seededPrices_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<PriceKind>("kind");
        QTest::addColumn<PriceUnit>("unit");
        QTest::addColumn<qint64>("minFen");
        QTest::addColumn<qint64>("maxFen");
        QTest::addColumn<bool>("included");
        // Fen = CNY x 100, worked by hand from DOMAIN.md's table.
        // 35,888 x 100 = 3,588,800 (list, fixed)
        QTest::newRow("A100 list") << QStringLiteral("SRV-A100-SXM-8-IB") << PriceKind::List << PriceUnit::PerMonth
                                   << qint64(3588800) << qint64(3588800) << false;
        // 59,999 x 100 = 5,999,900
        QTest::newRow("H100 list") << QStringLiteral("SRV-H100-SXM-8-IB") << PriceKind::List << PriceUnit::PerMonth
                                   << qint64(5999900) << qint64(5999900) << false;
        // published list RANGE 80,000..120,000 -> 8,000,000..12,000,000
        QTest::newRow("H100 high-spec list range") << QStringLiteral("SRV-H100-SXM-8-HS") << PriceKind::List << PriceUnit::PerMonth
                                                   << qint64(8000000) << qint64(12000000) << false;
        // 25,000..40,000 -> 2,500,000..4,000,000
        QTest::newRow("A100 estimate") << QStringLiteral("SRV-A100-SXM-8-EST") << PriceKind::Estimate << PriceUnit::PerMonth
                                       << qint64(2500000) << qint64(4000000) << false;
        // "about 20,000" -> 2,000,000 as a one-point estimate
        QTest::newRow("A100 PCIe estimate") << QStringLiteral("SRV-A100-PCIE-4") << PriceKind::Estimate << PriceUnit::PerMonth
                                            << qint64(2000000) << qint64(2000000) << false;
        // 500..1,000 -> 50,000..100,000
        QTest::newRow("25G switch") << QStringLiteral("SW-ETH-25-48") << PriceKind::Estimate << PriceUnit::PerMonth
                                    << qint64(50000) << qint64(100000) << false;
        // 200..400 per port-month -> 20,000..40,000
        QTest::newRow("IB port fee") << QStringLiteral("SVC-IB-PORT") << PriceKind::Estimate << PriceUnit::PerPortMonth
                                     << qint64(20000) << qint64(40000) << false;
        // 2,000+ per 100 Mb/s -> 20..30 per Mb/s -> 2,000..3,000 fen
        QTest::newRow("BGP bandwidth") << QStringLiteral("SVC-BW-BGP") << PriceKind::Estimate << PriceUnit::PerMbpsMonth
                                       << qint64(2000) << qint64(3000) << false;
        // 1..1.5 CNY per kWh -> 100..150 fen, included in rent
        QTest::newRow("power") << QStringLiteral("SVC-POWER") << PriceKind::Estimate << PriceUnit::PerKwh
                               << qint64(100) << qint64(150) << true;
    }
    void seededPrices()
    {
        QFETCH(QString, sku);
        QFETCH(PriceKind, kind);
        QFETCH(PriceUnit, unit);
        QFETCH(qint64, minFen);
        QFETCH(qint64, maxFen);
        QFETCH(bool, included);
        PriceBookDatabase db;
        QVERIFY2(db.open(file("seed.sqlite")), qPrintable(db.error()));
        const cq::PriceBook book = db.priceBook();
        const PriceItem *item = book.item(sku);
        QVERIFY(item);
        QCOMPARE(item->kind, kind);
        QCOMPARE(item->unit, unit);
        QCOMPARE(item->price.min.fen(), minFen);
        QCOMPARE(item->price.max.fen(), maxFen);
        QCOMPARE(item->includedInRent, included);
        QVERIFY(!item->source.isEmpty());
    }

    void seededSettings()
    {
        PriceBookDatabase db;
        QVERIFY2(db.open(file("seed.sqlite")), qPrintable(db.error()));
        const cq::PriceBook book = db.priceBook();
        QCOMPARE(book.currency, QStringLiteral("CNY"));
        QCOMPARE(book.vatBasisPoints, 600); // 6 % = 600 / 10000
        QCOMPARE(book.pricesIncludeVat, false);
        QCOMPARE(book.version, 1);
        QCOMPARE(book.effectiveDate, QDate(2026, 11, 1));
        QCOMPARE(book.annualSharePpm(QStringLiteral("A100")), 800000); // 八折 = 80 %
        QCOMPARE(book.annualSharePpm(QStringLiteral("H100")), 850000); // 八五折 = 85 %
        QCOMPARE(book.annualSharePpm(QStringLiteral("RTX4090")), 1000000); // no rule
        QCOMPARE(book.item(QStringLiteral("SRV-H100-SXM-8-HS"))->nameZh,
                 QStringLiteral("8卡 H100 SXM 整机（NVSwitch，可选 400G IB）"));
    }

    void catalogMakesH100Server()
    {
        PriceBookDatabase db;
        QVERIFY2(db.open(file("seed.sqlite")), qPrintable(db.error()));
        const auto server = db.catalog().makeServer(QStringLiteral("SRV-H100-SXM-8-IB"));
        QVERIFY(server);
        QCOMPARE(server->gpuCount, 8);
        QCOMPARE(server->gpuSlots, 8);
        QCOMPARE(server->gpuModel, QStringLiteral("H100 80G SXM"));
        QCOMPARE(server->gpuArch, QStringLiteral("Hopper"));
        QCOMPARE(server->nicCount, 8);
        QCOMPARE(server->nicRateGbps, 400.0);
        QCOMPARE(server->nicKind, cq::LinkKind::InfiniBand);
        QCOMPARE(server->fabric, cq::IntraFabric::NVSwitch);
        // NCCL SM90: 18 NVLink links x 20.6 GB/s = 370.8 GB/s; exact through a REAL column.
        QCOMPARE(server->intraBandwidthGBps, 370.8);
        QCOMPARE(server->gpuTflopsBf16, 989.0);
        QCOMPARE(server->powerW, 10200.0);
        const auto sw = db.catalog().makeSwitch(QStringLiteral("SW-IB-NDR-64"));
        QVERIFY(sw);
        // 32 OSFP cages x 2 logical ports = 64 ports of 400 Gb/s
        QCOMPARE(sw->portCount, 64);
        QCOMPARE(sw->portRateGbps, 400.0);
        const auto pcie = db.catalog().makeServer(QStringLiteral("SRV-4090-4"));
        QVERIFY(pcie);
        QCOMPARE(pcie->fabric, cq::IntraFabric::PCIeGen4);
        QCOMPARE(pcie->nicKind, cq::LinkKind::Ethernet);
    }

    void reopenKeepsEdits()
    {
        const QString path = file("edit.sqlite");
        // 12,345.67 CNY = 1,234,567 fen; an odd fen figure catches any float round trip.
        const PriceItem added{QStringLiteral("SVC-STORAGE"), QStringLiteral("Parallel storage"),
                              QStringLiteral("并行存储"), QString(), PriceUnit::PerMonth, PriceKind::Estimate,
                              {Money(1234567), Money(1234599)}, false, QStringLiteral("test"), QString(), Money()};
        PriceItem changed;
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            changed = *db.priceBook().item(QStringLiteral("SRV-A100-SXM-8-IB"));
            changed.price = cq::MoneyRange::fixed(Money(3600001)); // 36,000.01 CNY
            changed.nameZh = QStringLiteral("8卡 A100（新价）");
            QVERIFY2(db.savePriceItem(added), qPrintable(db.error()));     // version 1 -> 2
            QVERIFY2(db.savePriceItem(changed), qPrintable(db.error()));   // 2 -> 3
            QVERIFY2(db.setVat(1300, true), qPrintable(db.error()));       // 3 -> 4
            QVERIFY2(db.setAnnualDiscount(QStringLiteral("RTX4090"), 900000), qPrintable(db.error())); // 4 -> 5
            QCOMPARE(db.priceBook().version, 5);
        }
        PriceBookDatabase again;
        QVERIFY2(again.open(path), qPrintable(again.error()));
        const cq::PriceBook book = again.priceBook();
        QCOMPARE(book.items.size(), 48); // 47 seeded + 1 added; the update did not duplicate
        QCOMPARE(*book.item(QStringLiteral("SVC-STORAGE")), added);
        QCOMPARE(*book.item(QStringLiteral("SRV-A100-SXM-8-IB")), changed);
        QCOMPARE(book.item(QStringLiteral("SRV-A100-SXM-8-IB"))->price.min.fen(), 3600001);
        QCOMPARE(book.vatBasisPoints, 1300);
        QCOMPARE(book.pricesIncludeVat, true);
        QCOMPARE(book.annualSharePpm(QStringLiteral("RTX4090")), 900000);
        QCOMPARE(book.annualSharePpm(QStringLiteral("A100")), 800000);
        QCOMPARE(book.version, 5);
    }

    void reloadNeverMovesAFen()
    {
        const QString path = file("stable.sqlite");
        QList<PriceItem> first;
        for (int round = 0; round < 3; ++round) {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            if (round == 0)
                first = db.priceBook().items;
            else
                QCOMPARE(db.priceBook().items, first);
        }
        QCOMPARE(first.size(), 47);
    }

    void invalidEditsAreRefused()
    {
        const QString path = file("refuse.sqlite");
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        PriceItem item = *db.priceBook().item(QStringLiteral("SVC-POWER"));
        item.price = {Money(150), Money(100)};
        QVERIFY(!db.savePriceItem(item));
        QVERIFY2(db.error().contains(QLatin1String("refuse.sqlite")), qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("SVC-POWER")), qPrintable(db.error()));
        QVERIFY(!db.setVat(10001, false));
        QVERIFY(!db.setAnnualDiscount(QStringLiteral("A100"), 0));
        QVERIFY(!db.setAnnualDiscount(QString(), 800000));
        item.sku.clear();
        item.price = {Money(100), Money(150)};
        QVERIFY(!db.savePriceItem(item));
        // Nothing was written: the version is still the seed's 1 and power still 100..150 fen.
        QVERIFY(db.reload());
        QCOMPARE(db.priceBook().version, 1);
        QCOMPARE(db.priceBook().item(QStringLiteral("SVC-POWER"))->price.min.fen(), 100);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT value FROM settings WHERE key = 'version'")), 1);
    }

    void editsOnAClosedDatabaseFail()
    {
        PriceBookDatabase db;
        QVERIFY(!db.setVat(600, false));
        QVERIFY(!db.error().isEmpty());
        QVERIFY(!db.isOpen());
    }

    void twoInstancesShareAFile()
    {
        const QString path = file("shared.sqlite");
        PriceBookDatabase a;
        PriceBookDatabase b;
        QVERIFY2(a.open(path), qPrintable(a.error()));
        QVERIFY2(b.open(path), qPrintable(b.error()));
        QVERIFY2(a.setAnnualDiscount(QStringLiteral("H100"), 830000), qPrintable(a.error()));
        QCOMPARE(b.priceBook().annualSharePpm(QStringLiteral("H100")), 850000); // snapshot until reload
        QVERIFY(b.reload());
        QCOMPARE(b.priceBook().annualSharePpm(QStringLiteral("H100")), 830000);
        QCOMPARE(b.priceBook().version, 2);
    }

    void emptyFileIsSeeded()
    {
        const QString path = file("empty.sqlite");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), 7); // issue 5: schema v2; issue 4: v3; #17: v4, v5; #18: v6; #21: v7
        QCOMPARE(db.priceBook().items.size(), 47);
    }

    void inMemoryDatabaseIsSeeded()
    {
        // The app falls back to ":memory:" when the user's file is refused.
        PriceBookDatabase db;
        QVERIFY2(db.open(QStringLiteral(":memory:")), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), 7); // issue 5: schema v2; issue 4: v3; #17: v4, v5; #18: v6; #21: v7
        QCOMPARE(db.priceBook().items.size(), 47);
        QVERIFY2(db.setVat(1300, false), qPrintable(db.error()));
        QCOMPARE(db.priceBook().version, 2);
    }

    void defaultPathIsInAppData()
    {
        QStandardPaths::setTestModeEnabled(true);
        const QString path = PriceBookDatabase::defaultPath();
        QVERIFY(path.endsWith(QLatin1String("/pricebook.sqlite")));
        QVERIFY(QFileInfo(QFileInfo(path).absolutePath()).isDir());
        QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    }
};

QTEST_GUILESS_MAIN(TestPriceBookDatabase)
#include "tst_pricebookdatabase.moc"
