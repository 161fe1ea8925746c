#include "clirun.h"
#include "pricebookdatabase.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

/**
 * `clusterquote catalog` (issue #18): --json carries every field with source and retired and a
 * cables array; the text marks retired models; export-csv / import-csv round-trip, and a bad
 * row refuses the file with exit 2 and file:line, leaving the catalog as it was.
 */
class TestCatalogCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    cqtest::CliRun run(QStringList args, const char *book = "pricebook.sqlite") const
    {
        args << QStringLiteral("--pricebook") << path(book);
        return cqtest::runCli(args);
    }
    /** A cable retired in @p book (as when an issued revision used it and it was deleted). */
    bool retireCable(const char *book, const QString &sku) const
    {
        cq::PriceBookDatabase db;
        bool retired = false;
        return db.open(path(book)) && db.catalog().cable(sku)
            && db.removeCableModel(sku, {sku}, &retired) && retired;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void jsonHasEveryFieldAndCables()
    {
        cq::PriceBookDatabase db;
        QVERIFY2(db.open(path("pricebook.sqlite")), qPrintable(db.error()));
        QVERIFY(!db.catalog().cables.isEmpty());
        const QString cable = db.catalog().cables.first().sku;
        db.close();
        QVERIFY(retireCable("pricebook.sqlite", cable));
        const cqtest::CliRun r = run({QStringLiteral("catalog"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject root = r.json();
        const QJsonObject gpu = root.value(QLatin1String("gpus")).toArray().first().toObject();
        for (const char *key : {"vendor", "software_stack", "source", "retired", "tdp_W", "fabric", "intra_bandwidth_GBps"})
            QVERIFY2(gpu.contains(QLatin1String(key)), key);
        const QJsonObject server = root.value(QLatin1String("servers")).toArray().first().toObject();
        for (const char *key : {"ports_per_nic", "fabric_ports", "cpu_cores", "memory_GB", "nvme_TB", "height_U",
                                "manufacturer", "source", "retired"})
            QVERIFY2(server.contains(QLatin1String(key)), key);
        QCOMPARE(server.value(QLatin1String("fabric_ports")).toInt(),
                 server.value(QLatin1String("nics")).toInt() * server.value(QLatin1String("ports_per_nic")).toInt());
        const QJsonObject sw = root.value(QLatin1String("switches")).toArray().first().toObject();
        for (const char *key : {"breakout", "height_U", "manufacturer", "source", "retired"})
            QVERIFY2(sw.contains(QLatin1String(key)), key);
        const QJsonObject first = root.value(QLatin1String("cables")).toArray().first().toObject();
        QCOMPARE(first.value(QLatin1String("sku")).toString(), cable);
        QCOMPARE(first.value(QLatin1String("retired")).toBool(), true);
        for (const char *key : {"name", "kind", "rate_Gbps", "max_length_m", "source"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        // The text listing shows the retired cable, marked.
        const cqtest::CliRun text = run({QStringLiteral("catalog")});
        QCOMPARE(text.code, 0);
        const QString line = text.out.split(u'\n').filter(QStringLiteral("  %1 ").arg(cable)).value(0);
        QVERIFY2(line.endsWith(QLatin1String(" (retired: kept for existing designs, not offered)")), qPrintable(line));
    }

    void exportImportRoundTrip()
    {
        const QString csv = path("catalog.csv");
        const cqtest::CliRun out = run({QStringLiteral("catalog"), QStringLiteral("export-csv"), csv}, "rt.sqlite");
        QCOMPARE(out.code, 0);
        QVERIFY2(out.out.startsWith(QStringLiteral("Wrote %1: ").arg(QDir::toNativeSeparators(csv))), qPrintable(out.out));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray exported = file.readAll();
        file.close();
        QVERIFY(exported.startsWith("table,key,name,source,retired,"));
        const cqtest::CliRun in = run({QStringLiteral("catalog"), QStringLiteral("import-csv"), csv}, "rt.sqlite");
        QCOMPARE(in.code, 0);
        QVERIFY2(in.out.contains(QLatin1String("Backup of the price book before the import: ")), qPrintable(in.out));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("pricebook-backup-*.sqlite")}).size(), 1);
        const QString again = path("again.csv");
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("export-csv"), again}, "rt.sqlite").code, 0);
        QFile second(again);
        QVERIFY(second.open(QIODevice::ReadOnly));
        QCOMPARE(second.readAll(), exported);
    }

    void badRowExitsTwoAndChangesNothing()
    {
        const QString csv = path("bad.csv");
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("table,key,name,port_count,port_rate_gbps,kind,power_w\nswitch,SW-NEW-36,EDR 36,36,100,ib,136\n"
                   "switch,SW-BAD,Bad,0,100,ib,136\n");
        file.close();
        const cqtest::CliRun before = run({QStringLiteral("catalog"), QStringLiteral("--json")}, "bad.sqlite");
        const cqtest::CliRun r = run({QStringLiteral("catalog"), QStringLiteral("import-csv"), csv}, "bad.sqlite");
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, QStringLiteral("The catalog was not imported (nothing changed): bad.csv:3: Switch SW-BAD: "
                                       "the port count must be at least 1 (0).\n"));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("--json")}, "bad.sqlite").out, before.out);
        const cqtest::CliRun missing = run({QStringLiteral("catalog"), QStringLiteral("import-csv")}, "bad.sqlite");
        QCOMPARE(missing.code, 2);
        QCOMPARE(missing.err, QStringLiteral("clusterquote catalog import-csv: name the CSV file\n"));
        const cqtest::CliRun unknown = run({QStringLiteral("catalog"), QStringLiteral("frob")}, "bad.sqlite");
        QCOMPARE(unknown.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCatalogCli)
#include "tst_catalogcli.moc"
