#include "pricebookdatabase.h"
#include "rawsql.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * A price book made before schema v6 had no cable_models table; the v5 -> v6 migration
 * creates it and fills it with the seed's cables (database/pricebookseed.cpp seedCables()),
 * so `bom` on an upgraded book finds the same parts as on a new one. A v6 book whose
 * provider removed every cable is opened as it is, not refilled.
 */
class TestPriceBookCableMigration : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString newFile() { return m_dir.filePath(QStringLiteral("pb%1.sqlite").arg(++m_files)); }

    /** A new book taken back to schema @p version (5: no cable_models, no v6 columns). */
    QString oldBook(int version)
    {
        const QString path = newFile();
        {
            PriceBookDatabase db;
            if (!db.open(path))
                return {};
        }
        return RawSql::downgrade(path, {}, version);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void versionFiveBookGetsTheSeedCables()
    {
        const QString path = oldBook(5);
        QVERIFY(!path.isEmpty());
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = 'cable_models'")), 0);
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), 7);
        QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
        // The seed list by hand: DAC, AOC and transceivers + fibre at each of 100, 200, 400 and
        // 800 Gb/s, 3 media x 4 rates = 12 models, none retired.
        QCOMPARE(db.catalog().cables.size(), 12);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM cable_models WHERE retired = 0")), 12);
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(DISTINCT rate_gbps) FROM cable_models")), 4);
        for (const char *kind : {"dac", "aoc", "fiber"})
            QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM cable_models WHERE kind = '%1'")
                                               .arg(QLatin1String(kind))), 4);
        // The SuperPOD's 400G runs: AOC up to 30 m, DAC up to 2 m, DR4 optics up to 500 m.
        const CableModel *aoc = db.catalog().cable(QStringLiteral("CBL-AOC-400-30M"));
        QVERIFY(aoc);
        QCOMPARE(aoc->kind, CableKind::Aoc);
        QCOMPARE(aoc->rateGbps, 400.0);
        QCOMPARE(aoc->maxLengthM, 30.0);
        QVERIFY(!aoc->retired);
        const CableModel *dac = db.catalog().cable(QStringLiteral("CBL-DAC-400-2M"));
        QVERIFY(dac);
        QCOMPARE(dac->kind, CableKind::Dac);
        QCOMPARE(dac->maxLengthM, 2.0);
        const CableModel *fibre = db.catalog().cable(QStringLiteral("CBL-FIB-800-500M"));
        QVERIFY(fibre);
        QCOMPARE(fibre->kind, CableKind::Fiber);
        QCOMPARE(fibre->rateGbps, 800.0);
        QCOMPARE(fibre->maxLengthM, 500.0);
    }

    void providerWithoutCablesIsNotRefilled()
    {
        const QString path = newFile();
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            QCOMPARE(db.catalog().cables.size(), 12);
        }
        QVERIFY(RawSql::exec(path, {QStringLiteral("DELETE FROM cable_models")}));
        for (int reopen = 0; reopen < 2; ++reopen) {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            QCOMPARE(db.schemaVersion(), 7);
            QVERIFY(db.catalog().cables.isEmpty());
        }
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM cable_models")), 0);
    }
};

QTEST_GUILESS_MAIN(TestPriceBookCableMigration)
#include "tst_pricebookcablemigration.moc"
