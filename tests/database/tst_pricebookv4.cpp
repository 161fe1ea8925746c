#include "pricebookdatabase.h"
#include "pricebookschema.h"
#include "rawsql.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * Price-book schema v4 (issue 17): what a server SKU's price includes (price_items.includes).
 * DOMAIN.md: 35,888 is an "InfiniBand 组网官网价" (2 x A100 "with an IB switch" = 71,776 in
 * all), so the seed's two networked list prices include their NIC ports and fabric switches;
 * every seeded server includes power (SVC-POWER is "included in server rent") and operations.
 */
class TestPriceBookV4 : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    static Inclusions includesOf(const PriceBook &book, const char *sku)
    {
        const PriceItem *item = book.item(QString::fromLatin1(sku));
        return item ? item->inclusions : Inclusions(0x80); // 0x80: no such item
    }

    /** A version-3 file: the seeded file without the v4 column, plus @p extra statements. */
    QString versionThreeFile(const char *name, const QStringList &extra = {})
    {
        const QString path = file(name);
        {
            PriceBookDatabase db;
            if (!db.open(path))
                return {};
        }
        // Undo v5 first (shares and discounts in ppm back to basis points), then v4's column.
        QStringList statements{QStringLiteral("ALTER TABLE annual_discounts RENAME COLUMN share_ppm TO share_bp"),
                               QStringLiteral("UPDATE annual_discounts SET share_bp = share_bp / 100"),
                               QStringLiteral("ALTER TABLE discount_rules RENAME COLUMN discount_ppm TO discount_bp"),
                               QStringLiteral("UPDATE discount_rules SET discount_bp = discount_bp / 100"),
                               QStringLiteral("ALTER TABLE price_items DROP COLUMN includes")};
        return RawSql::downgrade(path, statements + extra, 3);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void seedDeclaresWhatEachPriceIncludes_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<QString>("includes");
        QTest::newRow("A100 networked") << "SRV-A100-SXM-8-IB" << "nic-ports,fabric-switches,power,operations";
        QTest::newRow("H100 networked") << "SRV-H100-SXM-8-IB" << "nic-ports,fabric-switches,power,operations";
        QTest::newRow("A100 whole-server estimate") << "SRV-A100-SXM-8-EST" << "power,operations";
        QTest::newRow("H100 IB optional") << "SRV-H100-SXM-8-HS" << "power,operations";
        QTest::newRow("RTX 4090") << "SRV-4090-4" << "power,operations";
        QTest::newRow("switch") << "SW-IB-HDR-40" << "";
        QTest::newRow("port fee") << "SVC-IB-PORT" << "";
    }
    void seedDeclaresWhatEachPriceIncludes()
    {
        QFETCH(QString, sku);
        QFETCH(QString, includes);
        PriceBookDatabase db;
        QVERIFY2(db.open(file("seed.sqlite")), qPrintable(db.error()));
        QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
        QCOMPARE(inclusionsKey(includesOf(db.priceBook(), qPrintable(sku))), includes);
        // Stored as text in the file, read here through a separate connection.
        QCOMPARE(RawSql::text(file("seed.sqlite"),
                              QStringLiteral("SELECT includes FROM price_items WHERE sku = '%1'").arg(sku)),
                 includes);
        QCOMPARE(db.priceBook().defaultBandwidthMbps, 100); // DOMAIN.md: dedicated 100 Mb/s BGP
    }

    void versionThreeFileIsUpgraded()
    {
        // A server the user added in v3 keeps power (SVC-POWER included) and operations, but is
        // not assumed networked; the seed's two networked SKUs are.
        const QString path = versionThreeFile(
            "v3.sqlite",
            {QStringLiteral("INSERT INTO server_models (sku, name, gpu_id, gpu_slots, gpu_count, nic_count,"
                            " nic_rate_gbps, nic_kind, power_w) VALUES ('SRV-OWN', 'Own', 'A100-80G-SXM', 8, 8, 8,"
                            " 200, 'ib', 6500)"),
             QStringLiteral("INSERT INTO price_items (sku, name, unit, kind, min_fen, max_fen) VALUES ('SRV-OWN',"
                            " 'Own server', 'month', 'list', 3000000, 3000000)")});
        QVERIFY(!path.isEmpty());
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), 7);
        QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
        const PriceBook book = db.priceBook();
        QCOMPARE(inclusionsKey(includesOf(book, "SRV-A100-SXM-8-IB")),
                 QStringLiteral("nic-ports,fabric-switches,power,operations"));
        QCOMPARE(inclusionsKey(includesOf(book, "SRV-A100-SXM-8-EST")), QStringLiteral("power,operations"));
        QCOMPARE(inclusionsKey(includesOf(book, "SRV-OWN")), QStringLiteral("power,operations"));
        QCOMPARE(inclusionsKey(includesOf(book, "SVC-IB-PORT")), QString());
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 7);
    }

    void powerStaysChargedWhereTheOldBookChargedIt()
    {
        // An old book whose SVC-POWER was not included in rent: its servers do not include power.
        const QString path = versionThreeFile(
            "v3-power.sqlite", {QStringLiteral("UPDATE price_items SET included_in_rent = 0 WHERE sku = 'SVC-POWER'")});
        QVERIFY(!path.isEmpty());
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(inclusionsKey(includesOf(db.priceBook(), "SRV-H100-SXM-8-IB")),
                 QStringLiteral("nic-ports,fabric-switches,operations"));
        QVERIFY(!db.priceBook().includes(QStringLiteral("SRV-4090-4"), Inclusion::Power));
    }

    void unknownIncludesKeyIsReported()
    {
        const QString path = file("bad.sqlite");
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
        }
        QVERIFY(RawSql::exec(path, {QStringLiteral("UPDATE price_items SET includes = 'power,cooling'"
                                                   " WHERE sku = 'SRV-4090-4'")}));
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        const QString problems = db.problems().join(QLatin1Char('\n'));
        QVERIFY2(problems.contains(QStringLiteral("price_items row 'SRV-4090-4' skipped: includes is 'power,cooling'")),
                 qPrintable(problems));
        QVERIFY(!db.priceBook().item(QStringLiteral("SRV-4090-4")));
    }

    void bandwidthDefaultIsASetting()
    {
        const QString path = file("bandwidth.sqlite");
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
        }
        QVERIFY(RawSql::exec(path, {QStringLiteral("UPDATE settings SET value = '200'"
                                                   " WHERE key = 'default_bandwidth_mbps'")}));
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.priceBook().defaultBandwidthMbps, 200);
    }
};

QTEST_GUILESS_MAIN(TestPriceBookV4)
#include "tst_pricebookv4.moc"
