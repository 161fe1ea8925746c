#include "pricebookdatabase.h"
#include "rawsql.h"
#include "format/catalogcsv.h"
#include "quote/quotebuilder.h"
#include "quote/quoterevision.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * Price-book schema v6 (issue #18): the provider's catalog. New hardware columns and
 * cable_models, migrated from v5; save/remove of every model kind with validation that
 * names the field; a model an issued revision uses is retired, not deleted, and old designs
 * still quote; the catalog CSV round-trips and a bad row is refused whole.
 */
class TestPriceBookV6 : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString newFile() { return m_dir.filePath(QStringLiteral("pb%1.sqlite").arg(++m_files)); }

    static GpuModel testGpu()
    {
        GpuModel g;
        g.id = QStringLiteral("TEST-GPU");
        g.name = QStringLiteral("Test GPU 96G");
        g.arch = QStringLiteral("Hopper");
        g.memoryGB = 96;
        g.tflopsBf16 = 148;
        g.tdpW = 400;
        g.intraBandwidthGBps = 370.8;
        g.source = QStringLiteral("test datasheet");
        g.vendor = QStringLiteral("NVIDIA");
        return g;
    }
    static ServerModel testServer()
    {
        ServerModel s;
        s.sku = QStringLiteral("SRV-TEST-8");
        s.name = QStringLiteral("8x Test GPU, 4x 400G RoCE dual-port");
        s.gpuId = QStringLiteral("TEST-GPU");
        s.nicCount = 4;
        s.nicRateGbps = 400;
        s.nicKind = LinkKind::RoCE;
        s.portsPerNic = 2;
        s.cpuCores = 112;
        s.memoryGB = 2048;
        s.nvmeTB = 30.72;
        s.heightU = 8;
        s.powerW = 10200;
        s.manufacturer = QStringLiteral("Supermicro");
        return s;
    }
    static SwitchModel testSwitch()
    {
        SwitchModel sw;
        sw.sku = QStringLiteral("SW-TEST-64");
        sw.name = QStringLiteral("Test 64-port 800G Ethernet");
        sw.portCount = 64;
        sw.portRateGbps = 800;
        sw.kind = LinkKind::RoCE;
        sw.breakout = 2;
        sw.heightU = 2;
        sw.powerW = 2200;
        sw.manufacturer = QStringLiteral("NVIDIA");
        return sw;
    }
    static CableModel testCable()
    {
        CableModel c;
        c.sku = QStringLiteral("CBL-TEST-AOC-30");
        c.name = QStringLiteral("Test 400G AOC 30 m");
        c.kind = CableKind::Aoc;
        c.rateGbps = 400;
        c.maxLengthM = 30;
        c.source = QStringLiteral("test");
        return c;
    }
    /** A file with the test GPU, server, switch and cable, the server priced 10,000.00 a month. */
    bool openWithTestModels(PriceBookDatabase *db, const QString &path)
    {
        PriceItem item;
        item.sku = QStringLiteral("SRV-TEST-8");
        item.name = QStringLiteral("Test server");
        item.price = MoneyRange::fixed(Money::yuan(10000));
        PriceItem swItem = item;
        swItem.sku = QStringLiteral("SW-TEST-64");
        swItem.name = QStringLiteral("Test switch");
        return db->open(path) && db->saveGpuModel(testGpu()) && db->saveServerModel(testServer())
            && db->saveSwitchModel(testSwitch()) && db->saveCableModel(testCable()) && db->savePriceItem(item)
            && db->savePriceItem(swItem);
    }
    /** Two test servers, as a design saved before the model was retired. */
    static Design twoTestServers(const Catalog &catalog)
    {
        Design d;
        for (int i = 0; i < 2; ++i) {
            std::optional<Server> s = catalog.makeServer(QStringLiteral("SRV-TEST-8"));
            if (!s)
                return {};
            s->name = QStringLiteral("node%1").arg(i + 1);
            d.servers.append(*s);
        }
        d.quote.publicBandwidthMbps = 0;
        d.quote.date = QDate(2026, 12, 1);
        return d;
    }
    bool issue(PriceBookDatabase *db, const Design &design)
    {
        const QString number = db->nextQuoteNumber(QDate(2026, 12, 1));
        QuoteRevision revision = issueRevision(0, design, db->priceBook(), Term::Monthly, {},
                                               QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC));
        return !number.isEmpty() && db->saveRevision(number, &revision);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void versionFiveFileMigratesWithDefaults()
    {
        const QString path = newFile();
        int servers = 0;
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            servers = int(db.catalog().servers.size());
        }
        QVERIFY(!RawSql::downgrade(path, {}, 5).isEmpty());
        QCOMPARE(RawSql::integer(path, QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = 'cable_models'")), 0);
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), 7); // v5 -> v6 -> v7 (#21: row versions)
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 7);
        QVERIFY2(db.problems().isEmpty(), qPrintable(db.problems().join(QLatin1Char('\n'))));
        QCOMPARE(db.catalog().servers.size(), servers); // every row kept
        QCOMPARE(db.catalog().cables.size(), 12); // the seed's 12 cables (tst_pricebookcablemigration)
        const ServerModel *a100 = db.catalog().server(QStringLiteral("SRV-A100-SXM-8-IB"));
        QVERIFY(a100);
        // Defaults of the v6 columns: one port per NIC, nothing stated, not retired.
        QCOMPARE(a100->portsPerNic, 1);
        QCOMPARE(a100->cpuCores, 0);
        QCOMPARE(a100->heightU, 0);
        QCOMPARE(a100->manufacturer, QString());
        QVERIFY(!a100->retired);
        for (const SwitchModel &sw : db.catalog().switches) {
            QCOMPARE(sw.breakout, 1);
            QCOMPARE(sw.heightU, 1);
        }
        for (const GpuModel &g : db.catalog().gpus)
            QCOMPARE(g.softwareStack, QStringLiteral("CUDA"));
    }

    void checkConstraintsGuardHandEdits()
    {
        const QString path = newFile();
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
        }
        QString error;
        QVERIFY(!RawSql::exec(path, {QStringLiteral("UPDATE switch_models SET breakout = 3")}, &error));
        QVERIFY2(error.contains(QLatin1String("CHECK")), qPrintable(error));
        QVERIFY(!RawSql::exec(path, {QStringLiteral("UPDATE gpu_models SET software_stack = 'ROCm'")}, &error));
        QVERIFY(!RawSql::exec(path, {QStringLiteral("UPDATE server_models SET ports_per_nic = 0")}, &error));
        QVERIFY(!RawSql::exec(path, {QStringLiteral("INSERT INTO cable_models (sku, name, kind, rate_gbps, max_length_m)"
                                                    " VALUES ('X', 'x', 'copper', 100, 3)")}, &error));
    }

    void everyFieldIsSavedAndReadBack()
    {
        const QString path = newFile();
        int version = 0;
        {
            PriceBookDatabase db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            version = db.priceBook().version;
            QVERIFY2(openWithTestModels(&db, path), qPrintable(db.error()));
            // open() once more reads the same file; 4 model saves + 2 price saves bump the version 6 times.
            QCOMPARE(db.priceBook().version, version + 6);
        }
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        const Catalog c = db.catalog();
        const GpuModel *g = c.gpu(QStringLiteral("TEST-GPU"));
        QVERIFY(g);
        QCOMPARE(g->vendor, QStringLiteral("NVIDIA"));
        QCOMPARE(g->intraBandwidthGBps, 370.8);
        const ServerModel *s = c.server(QStringLiteral("SRV-TEST-8"));
        QVERIFY(s);
        QCOMPARE(s->portsPerNic, 2);
        QCOMPARE(s->fabricPorts(), 8); // 4 NICs x 2 ports
        QCOMPARE(s->cpuCores, 112);
        QCOMPARE(s->memoryGB, 2048.0);
        QCOMPARE(s->nvmeTB, 30.72);
        QCOMPARE(s->heightU, 8);
        QCOMPARE(s->manufacturer, QStringLiteral("Supermicro"));
        const SwitchModel *sw = c.switchModel(QStringLiteral("SW-TEST-64"));
        QVERIFY(sw);
        QCOMPARE(sw->breakout, 2);
        QCOMPARE(sw->portsAt(400), 128); // 64 x 800G as 2 x 400G
        QCOMPARE(sw->heightU, 2);
        const CableModel *cable = c.cable(QStringLiteral("CBL-TEST-AOC-30"));
        QVERIFY(cable);
        QCOMPARE(cable->kind, CableKind::Aoc);
        QCOMPARE(cable->maxLengthM, 30.0);
        // An update by key: the same SKU saved again changes the row, adds none.
        const qsizetype servers = c.servers.size();
        ServerModel changed = *s;
        changed.cpuCores = 128;
        QVERIFY2(db.saveServerModel(changed), qPrintable(db.error()));
        QCOMPARE(db.catalog().servers.size(), servers);
        QCOMPARE(db.catalog().server(QStringLiteral("SRV-TEST-8"))->cpuCores, 128);
    }

    void refusalNamesTheField_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::newRow("slots below count") << 0 << QStringLiteral("Server SRV-TEST-8: GPU slots must be at least the GPU count (8 > 4).");
        QTest::newRow("unknown GPU") << 1 << QStringLiteral("Server SRV-TEST-8: GPU \"B300\" is not a GPU model of the catalog.");
        QTest::newRow("empty SKU") << 2 << QStringLiteral("Switch 'Test 64-port 800G Ethernet': the SKU is empty.");
        QTest::newRow("rate 0") << 3 << QStringLiteral("Switch SW-TEST-64: the port rate must be above 0 Gb/s (0).");
        QTest::newRow("breakout 3") << 4 << QStringLiteral("Switch SW-TEST-64: breakout must be 1, 2, 4 or 8 ports per port (3).");
        QTest::newRow("cable length") << 5 << QStringLiteral("Cable CBL-TEST-AOC-30: the longest length must be above 0 and at most 10000 m (0).");
        QTest::newRow("gpu name") << 6 << QStringLiteral("GPU TEST-GPU: the name is empty.");
    }
    void refusalNamesTheField()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        PriceBookDatabase db;
        const QString path = newFile();
        QVERIFY2(openWithTestModels(&db, path), qPrintable(db.error()));
        const int version = db.priceBook().version;
        ServerModel s = testServer();
        SwitchModel sw = testSwitch();
        CableModel c = testCable();
        GpuModel g = testGpu();
        bool saved = true;
        switch (which) {
        case 0: s.gpuSlots = 4; saved = db.saveServerModel(s); break;
        case 1: s.gpuId = QStringLiteral("B300"); saved = db.saveServerModel(s); break;
        case 2: sw.sku.clear(); saved = db.saveSwitchModel(sw); break;
        case 3: sw.portRateGbps = 0; saved = db.saveSwitchModel(sw); break;
        case 4: sw.breakout = 3; saved = db.saveSwitchModel(sw); break;
        case 5: c.maxLengthM = 0; saved = db.saveCableModel(c); break;
        default: g.name = QStringLiteral(" "); saved = db.saveGpuModel(g); break;
        }
        QVERIFY(!saved);
        QCOMPARE(db.error(), QStringLiteral("Cannot save to %1: %2").arg(QDir::toNativeSeparators(path), message));
        QCOMPARE(db.priceBook().version, version); // nothing written
    }

    void unusedModelsAreDeletedAndTheirPricesStay()
    {
        PriceBookDatabase db;
        QVERIFY2(openWithTestModels(&db, newFile()), qPrintable(db.error()));
        bool retired = true;
        // A GPU that a server model names: refused, naming the server.
        QVERIFY(!db.removeGpuModel(QStringLiteral("TEST-GPU"), {}, &retired));
        QVERIFY2(db.error().contains(QLatin1String("server models use it (SRV-TEST-8)")), qPrintable(db.error()));
        QVERIFY(db.catalog().gpu(QStringLiteral("TEST-GPU")));
        const int version = db.priceBook().version;
        QVERIFY2(db.removeSwitchModel(QStringLiteral("SW-TEST-64"), {}, &retired), qPrintable(db.error()));
        QVERIFY(!retired);
        QVERIFY(!db.catalog().switchModel(QStringLiteral("SW-TEST-64")));
        QVERIFY(db.priceBook().item(QStringLiteral("SW-TEST-64"))); // the price item is left alone
        QCOMPARE(db.priceBook().version, version + 1);
        QVERIFY2(db.removeServerModel(QStringLiteral("SRV-TEST-8"), {}, &retired), qPrintable(db.error()));
        QVERIFY(!retired);
        QVERIFY(db.priceBook().item(QStringLiteral("SRV-TEST-8")));
        // Now nothing names the GPU: it goes.
        QVERIFY2(db.removeGpuModel(QStringLiteral("TEST-GPU"), {}, &retired), qPrintable(db.error()));
        QVERIFY(!retired);
        QVERIFY(!db.catalog().gpu(QStringLiteral("TEST-GPU")));
        QVERIFY(!db.removeCableModel(QStringLiteral("CBL-NONE"), {}, &retired));
        QVERIFY2(db.error().contains(QLatin1String("there is no cable model \"CBL-NONE\"")), qPrintable(db.error()));
    }

    void openDesignKeepsAModelAsRetired()
    {
        PriceBookDatabase db;
        QVERIFY2(openWithTestModels(&db, newFile()), qPrintable(db.error()));
        bool retired = false;
        QVERIFY2(db.removeCableModel(QStringLiteral("CBL-TEST-AOC-30"), {QStringLiteral("CBL-TEST-AOC-30")}, &retired),
                 qPrintable(db.error()));
        QVERIFY(retired);
        QVERIFY(db.catalog().cable(QStringLiteral("CBL-TEST-AOC-30"))->retired);
        QVERIFY(!db.catalog().offered().cable(QStringLiteral("CBL-TEST-AOC-30")));
        // Restore: saving it with retired = false offers it again.
        CableModel back = *db.catalog().cable(QStringLiteral("CBL-TEST-AOC-30"));
        back.retired = false;
        QVERIFY2(db.saveCableModel(back), qPrintable(db.error()));
        QVERIFY(db.catalog().offered().cable(QStringLiteral("CBL-TEST-AOC-30")));
    }

    void issuedRevisionRetiresAndOldDesignStillQuotes()
    {
        PriceBookDatabase db;
        QVERIFY2(openWithTestModels(&db, newFile()), qPrintable(db.error()));
        const Design design = twoTestServers(db.catalog());
        QCOMPARE(design.servers.size(), 2);
        QVERIFY2(issue(&db, design), qPrintable(db.error()));

        bool retired = false;
        QVERIFY2(db.removeServerModel(QStringLiteral("SRV-TEST-8"), {}, &retired), qPrintable(db.error()));
        QVERIFY(retired);
        const ServerModel *kept = db.catalog().server(QStringLiteral("SRV-TEST-8"));
        QVERIFY(kept);
        QVERIFY(kept->retired);
        QVERIFY(!db.catalog().offered().server(QStringLiteral("SRV-TEST-8")));
        // The GPU of a used server is in use too: retired, not refused.
        QVERIFY2(db.removeGpuModel(QStringLiteral("TEST-GPU"), {}, &retired), qPrintable(db.error()));
        QVERIFY(retired);
        QVERIFY(db.catalog().gpu(QStringLiteral("TEST-GPU"))->retired);
        QVERIFY(!db.catalog().offered().gpu(QStringLiteral("TEST-GPU")));
        // The old design still opens (its model is in the catalog) and quotes from the price book:
        // 2 servers x 10,000.00 a month = 20,000.00.
        QVERIFY(db.catalog().makeServer(QStringLiteral("SRV-TEST-8")));
        const Quote quote = buildQuote(design, db.priceBook(), Term::Monthly);
        const auto line = std::find_if(quote.lines.cbegin(), quote.lines.cend(),
                                       [](const QuoteLine &l) { return l.sku == QLatin1String("SRV-TEST-8"); });
        QVERIFY(line != quote.lines.cend());
        QCOMPARE(line->quantity, 2.0);
        QCOMPARE(line->amount, MoneyRange::fixed(Money::yuan(20000)));
        QVERIFY2(!quote.warnings.join(QLatin1Char(' ')).contains(QLatin1String("SRV-TEST-8")),
                 qPrintable(quote.warnings.join(QLatin1Char('\n'))));
    }

    void csvRoundTripsWithABackup()
    {
        const QString path = newFile();
        PriceBookDatabase db;
        QVERIFY2(openWithTestModels(&db, path), qPrintable(db.error()));
        const QByteArray csv = db.exportCatalogCsv();
        // The test switch row, by hand: table,key,name,source,retired,manufacturer, 7 GPU columns empty,
        // 10 server-only columns empty, height_u 2, power_w 2200, 64, 800, roce, sharp no, breakout 2, 2 cable columns.
        QVERIFY2(csv.contains("switch,SW-TEST-64,Test 64-port 800G Ethernet,,no,NVIDIA,,,,,,,,,,,,,,,,,,2,2200,64,800,roce,no,2,,\r\n"),
                 csv.constData());
        QString backup;
        QStringList kept;
        QVERIFY2(db.importCatalogCsv(csv, QStringLiteral("catalog.csv"), {}, &backup, &kept), qPrintable(db.error()));
        QVERIFY(QFile::exists(backup));
        QCOMPARE(QFileInfo(backup).dir(), QFileInfo(path).dir());
        QVERIFY(kept.isEmpty());
        QCOMPARE(db.exportCatalogCsv(), csv);
        // The backup is the file as it was: it holds the test server.
        QCOMPARE(RawSql::integer(backup, QStringLiteral("SELECT COUNT(*) FROM server_models WHERE sku = 'SRV-TEST-8'")), 1);
    }

    void badRowRefusesTheWholeFile()
    {
        const QString path = newFile();
        PriceBookDatabase db;
        QVERIFY2(openWithTestModels(&db, path), qPrintable(db.error()));
        const QByteArray before = db.exportCatalogCsv();
        QList<QByteArray> lines = before.split('\n');
        // Drop every other switch (a valid change) and break the cable's length on its line.
        int cableLine = 0;
        for (int i = 0; i < lines.size(); ++i) {
            if (lines[i].startsWith("cable,CBL-TEST-AOC-30,")) {
                lines[i].replace(",400,30\r", ",400,-1\r");
                cableLine = i + 1;
            }
        }
        QVERIFY(cableLine > 0);
        const int files = int(QDir(QFileInfo(path).dir()).entryList({QStringLiteral("pricebook-backup-*")}).size());
        QVERIFY(!db.importCatalogCsv(lines.join('\n'), QStringLiteral("edited.csv")));
        QCOMPARE(db.error(), QStringLiteral("The catalog was not imported (nothing changed): edited.csv:%1: Cable "
                                            "CBL-TEST-AOC-30: the longest length must be above 0 and at most 10000 m (-1).")
                                 .arg(cableLine));
        QCOMPARE(db.exportCatalogCsv(), before);
        // Refused before anything is written: no backup either.
        QCOMPARE(int(QDir(QFileInfo(path).dir()).entryList({QStringLiteral("pricebook-backup-*")}).size()), files);
    }

    void csvDropsUnusedModelsAndRetiresUsedOnes()
    {
        PriceBookDatabase db;
        QVERIFY2(openWithTestModels(&db, newFile()), qPrintable(db.error()));
        QVERIFY2(issue(&db, twoTestServers(db.catalog())), qPrintable(db.error()));
        // Only one switch row and one server row (a seed server): the file replaces both kinds.
        const ServerModel other = *db.catalog().server(QStringLiteral("SRV-A100-SXM-8-IB"));
        Catalog only;
        only.servers = {other};
        only.switches = {testSwitch()};
        QStringList kept;
        QVERIFY2(db.importCatalogCsv(CatalogCsv::write(only), QStringLiteral("two.csv"), {}, nullptr, &kept),
                 qPrintable(db.error()));
        QCOMPARE(kept, QStringList{QStringLiteral("SRV-TEST-8")}); // issued revision uses it
        QCOMPARE(db.catalog().servers.size(), 2);
        QVERIFY(db.catalog().server(QStringLiteral("SRV-TEST-8"))->retired);
        QCOMPARE(db.catalog().switches.size(), 1);
        QVERIFY(db.catalog().cable(QStringLiteral("CBL-TEST-AOC-30"))); // no cable rows: cables untouched
        QVERIFY(db.catalog().gpu(QStringLiteral("TEST-GPU")));           // no GPU rows: GPUs untouched
    }
};

QTEST_GUILESS_MAIN(TestPriceBookV6)
#include "tst_pricebookv6.moc"
