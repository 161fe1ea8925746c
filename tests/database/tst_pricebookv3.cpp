#include "pricebookdatabase.h"
#include "rawsql.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * Price-book schema v3 (issue 4): the catalog carries SHARP per switch model and the GPUs per
 * PCIe switch per server model, from the seed (pricebookseed.cpp, sources there) and from a
 * version-2 file upgraded in place.
 */
class TestPriceBookV3 : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    /** A version-2 file: the seeded file with the two v3 columns and the v4 column dropped again. */
    QString versionTwoFile(const char *name, const QStringList &extra = {})
    {
        const QString path = file(name);
        {
            PriceBookDatabase db;
            if (!db.open(path))
                return {};
        }
        // Undo v5 first (shares and discounts in ppm back to basis points), then v4 and v3.
        QStringList statements{QStringLiteral("ALTER TABLE annual_discounts RENAME COLUMN share_ppm TO share_bp"),
                               QStringLiteral("UPDATE annual_discounts SET share_bp = share_bp / 100"),
                               QStringLiteral("ALTER TABLE discount_rules RENAME COLUMN discount_ppm TO discount_bp"),
                               QStringLiteral("UPDATE discount_rules SET discount_bp = discount_bp / 100"),
                               QStringLiteral("ALTER TABLE switch_models DROP COLUMN sharp"),
                               QStringLiteral("ALTER TABLE server_models DROP COLUMN gpus_per_pcie_switch"),
                               QStringLiteral("ALTER TABLE price_items DROP COLUMN includes")};
        return RawSql::downgrade(path, statements + extra, 2);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void seedMarksSharpSwitches()
    {
        PriceBookDatabase db;
        QVERIFY2(db.open(file("seed.sqlite")), qPrintable(db.error()));
        QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
        const Catalog c = db.catalog();
        // Quantum HDR (QM8700 class): SHARPv2; Quantum-2 NDR (QM9700 class): SHARPv3;
        // Spectrum RoCE and plain Ethernet: none.
        QVERIFY(c.switchModel(QStringLiteral("SW-IB-HDR-40"))->sharp);
        QVERIFY(c.switchModel(QStringLiteral("SW-IB-NDR-64"))->sharp);
        QVERIFY(!c.switchModel(QStringLiteral("SW-ROCE-200-64"))->sharp);
        QVERIFY(!c.switchModel(QStringLiteral("SW-ETH-25-48"))->sharp);
        // A placed switch starts with SHARP off even where the model can (NCCL's default,
        // NCCL_COLLNET_ENABLE=0); the inspector turns it on.
        QVERIFY(!c.makeSwitch(QStringLiteral("SW-IB-NDR-64"))->sharp);
        QVERIFY(!c.makeSwitch(QStringLiteral("SW-ROCE-200-64"))->sharp);
    }

    void seedSharesPcieSwitchesOnlyWhereAssumed()
    {
        PriceBookDatabase db;
        QVERIFY2(db.open(file("seed2.sqlite")), qPrintable(db.error()));
        const Catalog c = db.catalog();
        // 8 H100 PCIe boards + 4 NICs = 12 x16 devices > 10 x16 root ports: GPUs in pairs.
        QCOMPARE(c.server(QStringLiteral("SRV-H100-PCIE-8"))->gpusPerPcieSwitch, 2);
        QCOMPARE(c.makeServer(QStringLiteral("SRV-H100-PCIE-8"))->gpusPerPcieSwitch, 2);
        // topo-08 (8x RTX 4090: every GPU pair SYS) and topo-02 (SXM: NICk PIX to GPUk): 1.
        QCOMPARE(c.makeServer(QStringLiteral("SRV-4090-4"))->gpusPerPcieSwitch, 1);
        QCOMPARE(c.makeServer(QStringLiteral("SRV-A100-SXM-8-IB"))->gpusPerPcieSwitch, 1);
        QCOMPARE(c.makeServer(QStringLiteral("SRV-H100-SXM-8-IB"))->gpusPerPcieSwitch, 1);
    }

    void versionTwoFileIsUpgraded()
    {
        // A switch the user added in v2 is not assumed to have SHARP; the seed's SKUs are marked.
        const QString path = versionTwoFile(
            "v2.sqlite", {QStringLiteral("INSERT INTO switch_models (sku, name, port_count, port_rate_gbps, kind,"
                                         " power_w) VALUES ('SW-IB-OTHER', 'Other IB', 36, 100, 'ib', 300)")});
        QVERIFY(!path.isEmpty());
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 2);
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), 7);
        QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
        const Catalog c = db.catalog();
        QVERIFY(c.switchModel(QStringLiteral("SW-IB-HDR-40"))->sharp);
        QVERIFY(c.switchModel(QStringLiteral("SW-IB-NDR-64"))->sharp);
        QVERIFY(!c.switchModel(QStringLiteral("SW-ROCE-200-64"))->sharp);
        QVERIFY(!c.switchModel(QStringLiteral("SW-IB-OTHER"))->sharp);
        QCOMPARE(c.server(QStringLiteral("SRV-H100-PCIE-8"))->gpusPerPcieSwitch, 2);
        QCOMPARE(c.server(QStringLiteral("SRV-A100-PCIE-4"))->gpusPerPcieSwitch, 1);
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 7);
    }

    void badFlagIsReportedNotGuessed()
    {
        const QString path = file("bad.sqlite");
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
        }
        QString error;
        // A hand edit past the CHECK constraints (as another tool might write it).
        QVERIFY2(RawSql::exec(path, {QStringLiteral("PRAGMA ignore_check_constraints = ON"),
                                     QStringLiteral("UPDATE switch_models SET sharp = 2 WHERE sku = 'SW-IB-NDR-64'"),
                                     QStringLiteral("UPDATE server_models SET gpus_per_pcie_switch = 0"
                                                    " WHERE sku = 'SRV-4090-4'")},
                              &error),
                 qPrintable(error));
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        const QString problems = db.problems().join(QLatin1Char('\n'));
        QVERIFY2(problems.contains(QStringLiteral("switch_models row 'SW-IB-NDR-64' skipped: sharp 2 is not 0 or 1.")),
                 qPrintable(problems));
        QVERIFY2(problems.contains(QStringLiteral("server_models row 'SRV-4090-4' skipped: gpus_per_pcie_switch is 0,"
                                                  " not a whole number >= 1.")),
                 qPrintable(problems));
        QVERIFY(!db.catalog().switchModel(QStringLiteral("SW-IB-NDR-64")));
    }
};

QTEST_GUILESS_MAIN(TestPriceBookV3)
#include "tst_pricebookv3.moc"
