#include "format/catalogcsv.h"
#include "catalog/catalogvalidation.h"

#include <QTest>

using namespace cq;

/**
 * The catalog's pure model code (issue #18): CatalogValidation names the model and the field,
 * and CatalogCsv reads what a spreadsheet gives back, refusing a bad row as file:line.
 */
class TestCatalogCsv : public QObject
{
    Q_OBJECT
private:
    static GpuModel gpu()
    {
        GpuModel g;
        g.id = QStringLiteral("G1");
        g.name = QStringLiteral("GPU one");
        g.memoryGB = 64;
        g.tflopsBf16 = 320;
        g.intraBandwidthGBps = 196;
        g.softwareStack = QStringLiteral("CANN");
        return g;
    }
    static QByteArray header() { return CatalogCsv::header().join(u',').toUtf8() + "\r\n"; }
    /** A CSV with only the named columns (they may come in any order). */
    static QByteArray csv(const QByteArray &columns, const QList<QByteArray> &rows)
    {
        QByteArray out = columns + "\n";
        for (const QByteArray &row : rows)
            out += row + "\n";
        return out;
    }

private slots:
    void validationNamesTheField_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::newRow("gpu memory") << 0 << QStringLiteral("GPU G1: memory must be above 0 GB (0).");
        QTest::newRow("gpu stack") << 1 << QStringLiteral("GPU G1: the software stack must be CUDA or CANN, not \"ROCm\".");
        QTest::newRow("server ports per NIC") << 2 << QStringLiteral("Server S1: ports per NIC must be 1 to 8 (0).");
        QTest::newRow("server height") << 3 << QStringLiteral("Server S1: the height must be 0 to 20 U (42).");
        QTest::newRow("server nic rate") << 4 << QStringLiteral("Server S1: the NIC rate must be above 0 Gb/s (-100).");
        QTest::newRow("switch breakout divides") << 5 << QStringLiteral("Switch W1: breakout 8 must divide the port rate into whole Gb/s (100 / 8).");
        QTest::newRow("cable rate") << 6 << QStringLiteral("Cable C1: the rate must be above 0 Gb/s (0).");
        QTest::newRow("empty cable name") << 7 << QStringLiteral("Cable C1: the name is empty.");
        // 150 Gb/s is no InfiniBand rate (IBTA: 10, 20, 40, 56, 100, 200, 400, 800).
        QTest::newRow("server ib rate") << 8 << QStringLiteral("Server S1: nic_rate_gbps 150 is not an InfiniBand rate "
                                                                "(10, 20, 40, 56, 100, 200, 400 or 800 Gb/s).");
        QTest::newRow("switch ib rate") << 9 << QStringLiteral("Switch W1: port_rate_gbps 150 is not an InfiniBand rate "
                                                                "(10, 20, 40, 56, 100, 200, 400 or 800 Gb/s).");
    }
    void validationNamesTheField()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        GpuModel g = gpu();
        ServerModel s;
        s.sku = QStringLiteral("S1");
        s.name = QStringLiteral("Server one");
        s.gpuId = g.id;
        SwitchModel w;
        w.sku = QStringLiteral("W1");
        w.name = QStringLiteral("Switch one");
        CableModel c;
        c.sku = QStringLiteral("C1");
        c.name = QStringLiteral("Cable one");
        QVERIFY(CatalogValidation::gpuProblem(g).isEmpty());
        QVERIFY(CatalogValidation::serverProblem(s, {g}).isEmpty());
        QVERIFY(CatalogValidation::switchProblem(w).isEmpty());
        QVERIFY(CatalogValidation::cableProblem(c).isEmpty());
        QString got;
        switch (which) {
        case 0: g.memoryGB = 0; got = CatalogValidation::gpuProblem(g); break;
        case 1: g.softwareStack = QStringLiteral("ROCm"); got = CatalogValidation::gpuProblem(g); break;
        case 2: s.portsPerNic = 0; got = CatalogValidation::serverProblem(s, {g}); break;
        case 3: s.heightU = 42; got = CatalogValidation::serverProblem(s, {g}); break;
        case 4: s.nicRateGbps = -100; got = CatalogValidation::serverProblem(s, {g}); break;
        case 5: w.portRateGbps = 100; w.breakout = 8; got = CatalogValidation::switchProblem(w); break; // 12.5 Gb/s
        case 6: c.rateGbps = 0; got = CatalogValidation::cableProblem(c); break;
        case 8: s.nicKind = LinkKind::InfiniBand; s.nicRateGbps = 150; got = CatalogValidation::serverProblem(s, {g}); break;
        case 9: w.kind = LinkKind::InfiniBand; w.portRateGbps = 150; got = CatalogValidation::switchProblem(w); break;
        default: c.name = QStringLiteral("  "); got = CatalogValidation::cableProblem(c); break;
        }
        QCOMPARE(got, message);
    }

    void duplicateKeyIsNamed()
    {
        Catalog catalog;
        catalog.gpus = {gpu(), gpu()};
        QCOMPARE(CatalogValidation::catalogProblem(catalog), QStringLiteral("GPU G1 appears twice."));
    }

    void columnsByNameInAnyOrder()
    {
        // A provider's own sheet: fewer columns, another order; empty cells take the defaults.
        const QByteArray text = csv("key,table,name,port_count,port_rate_gbps,kind,breakout,power_w",
                                    {"SW-36,switch,EDR 36-port,36,100,ib,,136", "SW-800,switch,800G 64-port,64,800,roce,2,1600"});
        Catalog c;
        QStringList kinds;
        QString error;
        QVERIFY2(CatalogCsv::read(text, QStringLiteral("s.csv"), {}, &c, &kinds, &error), qPrintable(error));
        QCOMPARE(kinds, QStringList{QStringLiteral("switch")});
        QCOMPARE(c.switches.size(), 2);
        QCOMPARE(c.switches.at(0).portsAt(100), 36);
        QCOMPARE(c.switches.at(0).breakout, 1);
        QCOMPARE(c.switches.at(1).portsAt(400), 128); // 64 x 2
        QCOMPARE(c.switches.at(1).kind, LinkKind::RoCE);
    }

    void badRowsAreNamedByLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown column") << csv("table,key,name,colour", {"cable,C,c,red"})
                                        << QStringLiteral("f.csv:1: unknown column \"colour\"");
        QTest::newRow("no key column") << csv("table,name", {"cable,c"})
                                       << QStringLiteral("f.csv:1: the columns \"table\" and \"key\" are required");
        QTest::newRow("unknown table") << csv("table,key,name", {"rack,R1,r"})
                                       << QStringLiteral("f.csv:2: table \"rack\" is not gpu, server, switch or cable");
        QTest::newRow("not a number") << csv("table,key,name,kind,rate_gbps,max_length_m",
                                             {"cable,C1,c,dac,400,3", "cable,C2,c,dac,fast,3"})
                                      << QStringLiteral("f.csv:3: rate_gbps \"fast\" is not a number");
        QTest::newRow("unknown cable kind") << csv("table,key,name,kind,rate_gbps,max_length_m", {"cable,C1,c,copper,400,3"})
                                            << QStringLiteral("f.csv:2: kind \"copper\" is not one of dac, aoc, fiber");
        QTest::newRow("twice") << csv("table,key,name,kind,rate_gbps,max_length_m",
                                      {"cable,C1,c,dac,400,3", "cable,C1,c,aoc,400,30"})
                               << QStringLiteral("f.csv:3: cable C1 appears twice (first on line 2)");
        QTest::newRow("retired not yes/no") << csv("table,key,name,kind,rate_gbps,max_length_m,retired",
                                                   {"cable,C1,c,dac,400,3,1"})
                                            << QStringLiteral("f.csv:2: retired is \"1\", not yes or no");
        // A server whose GPU is neither in the file nor in the price book: refused on its own line.
        QTest::newRow("unknown GPU") << csv("table,key,name,gpu_id,gpu_slots,gpu_count,nic_count,nic_rate_gbps,nic_kind,"
                                            "power_w", {"server,S1,s,G9,8,8,8,200,ib,6500"})
                                     << QStringLiteral("f.csv:2: Server S1: GPU \"G9\" is not a GPU model of the catalog.");
        // A deleted column would reset every row (power_w to 0 W): the file is refused, naming it.
        QTest::newRow("missing power_w") << csv("table,key,name,gpu_id,gpu_count,nic_count,nic_rate_gbps,nic_kind,"
                                                "port_count,port_rate_gbps,kind",
                                                {"server,S1,s,G1,8,8,200,ib,,,", "switch,W1,w,,,,,,36,200,ib"})
                                         << QStringLiteral("f.csv: the file lacks the column(s) power_w, which its "
                                                           "server rows need (export-csv writes every column)");
        QTest::newRow("missing cable columns") << csv("table,key,name,kind", {"cable,C1,c,dac"})
                                               << QStringLiteral("f.csv: the file lacks the column(s) rate_gbps, "
                                                                 "max_length_m, which its cable rows need (export-csv "
                                                                 "writes every column)");
        QTest::newRow("ib 150 Gb/s") << csv("table,key,name,port_count,port_rate_gbps,kind,power_w",
                                            {"switch,W1,w,36,150,ib,300"})
                                     << QStringLiteral("f.csv:2: Switch W1: port_rate_gbps 150 is not an InfiniBand "
                                                       "rate (10, 20, 40, 56, 100, 200, 400 or 800 Gb/s).");
        QTest::newRow("only a header") << header() << QStringLiteral("f.csv:1: the file has no catalog rows");
    }
    void badRowsAreNamedByLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        Catalog c;
        c.cables.append(CableModel{}); // left untouched on failure
        QStringList kinds;
        QString got;
        QVERIFY(!CatalogCsv::read(text, QStringLiteral("f.csv"), {gpu()}, &c, &kinds, &got));
        QCOMPARE(got, error);
        QCOMPARE(c.cables.size(), 1);
    }

    void serverFindsAKnownGpu()
    {
        // A file of servers only: its GPU is one the price book already has.
        Catalog c;
        QStringList kinds;
        QString error;
        QVERIFY2(CatalogCsv::read(csv("table,key,name,gpu_id,gpu_slots,gpu_count,nic_count,nic_rate_gbps,nic_kind,"
                                      "ports_per_nic,cpu_cores,memory_gb,nvme_tb,height_u,power_w,retired",
                                      {"server,S1,Server one,G1,8,8,4,400,roce,2,192,2048,15.36,4,5600,yes"}),
                                  QStringLiteral("f.csv"), {gpu()}, &c, &kinds, &error),
                 qPrintable(error));
        QCOMPARE(c.servers.size(), 1);
        const ServerModel &s = c.servers.first();
        QCOMPARE(s.fabricPorts(), 8); // 4 NICs x 2 ports
        QCOMPARE(s.cpuCores, 192);
        QCOMPARE(s.nvmeTB, 15.36);
        QCOMPARE(s.heightU, 4);
        QVERIFY(s.retired);
    }

    void writeThenReadGivesTheSameFile()
    {
        Catalog c;
        c.gpus = {gpu()};
        ServerModel s;
        s.sku = QStringLiteral("S1");
        s.name = QStringLiteral("Server, \"one\""); // quoted in CSV
        s.gpuId = QStringLiteral("G1");
        s.memoryGB = 1024;
        c.servers = {s};
        CableModel cable;
        cable.sku = QStringLiteral("C1");
        cable.name = QStringLiteral("=cmd"); // neutralised as a formula, restored on read
        cable.kind = CableKind::Fiber;
        cable.maxLengthM = 0.5;
        c.cables = {cable};
        const QByteArray text = CatalogCsv::write(c);
        QVERIFY(text.startsWith(header()));
        QVERIFY2(text.contains("cable,C1,'=cmd,,no,,,,,,,,,,,,,,,,,,,,,,,fiber,,,400,0.5\r\n"), text.constData());
        Catalog back;
        QStringList kinds;
        QString error;
        QVERIFY2(CatalogCsv::read(text, QStringLiteral("f.csv"), {}, &back, &kinds, &error), qPrintable(error));
        QCOMPARE(kinds, (QStringList{QStringLiteral("gpu"), QStringLiteral("server"), QStringLiteral("cable")}));
        QCOMPARE(back.servers.first().name, s.name);
        QCOMPARE(back.cables.first().name, QStringLiteral("=cmd"));
        QCOMPARE(back.gpus.first().softwareStack, QStringLiteral("CANN"));
        QCOMPARE(CatalogCsv::write(back), text);
    }
};

QTEST_GUILESS_MAIN(TestCatalogCsv)
#include "tst_catalogcsv.moc"
