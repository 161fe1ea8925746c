#include "format/designformat.h"
#include "domain/designpower.h"
#include "domain/rackload.h"

#include <QTest>

using namespace cq;

/**
 * The one power figure (domain/designpower.h) and a rack's load against its budget
 * (domain/rackload.h), against hand-worked sums. Per-device figures of the seed catalog
 * (database/pricebookseed.cpp), copied into the bundled samples: 8x A100 SXM 6,500 W (DGX A100
 * maximum), 8x H100 SXM 10,200 W (DGX H100), InfiniBand HDR 40-port 750 W, NDR 64-port 1,720 W.
 */
class TestDesignPower : public QObject
{
    Q_OBJECT
private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("serversW");
        QTest::addColumn<double>("switchesW");
        QTest::addColumn<QString>("kw");
        QTest::newRow("a100-2node") << QStringLiteral("a100-2node-ib.cqd") << 2 * 6500.0 << 750.0
                                    << QStringLiteral("13.75"); // 13,000 + 750 = 13,750 W
        QTest::newRow("a100-4node") << QStringLiteral("a100-4node-ib.cqd") << 4 * 6500.0 << 750.0
                                    << QStringLiteral("26.75"); // 26,000 + 750 = 26,750 W
        QTest::newRow("h100-4node") << QStringLiteral("h100-4node-ib.cqd") << 4 * 10200.0 << 1720.0
                                    << QStringLiteral("42.52"); // 40,800 + 1,720 = 42,520 W
    }

    void samples()
    {
        QFETCH(QString, file);
        QFETCH(double, serversW);
        QFETCH(double, switchesW);
        QFETCH(QString, kw);
        const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        const DesignPower p = designPower(read.design);
        QCOMPARE(p.serversW, serversW);
        QCOMPARE(p.switchesW, switchesW);
        QCOMPARE(p.servers, 2 + 2 * int(file.contains(QLatin1String("4node"))));
        QCOMPARE(p.switches, 1);
        QCOMPARE(p.totalW(), serversW + switchesW);
        QCOMPARE(kwText(p.totalW()), kw);
    }

    void emptyDesignDrawsNothing()
    {
        const DesignPower p = designPower(Design());
        QCOMPARE(p.totalW(), 0.0);
        QCOMPARE(kwText(p.totalW()), QStringLiteral("0.00"));
    }

    void perRack()
    {
        // R1: a 6,500 W server and a 750 W switch = 7,250 W; no rack: a 10,200 W server.
        Design d;
        Rack rack;
        rack.id = QUuid::createUuid();
        d.racks.append(rack);
        Server a;
        a.id = QUuid::createUuid();
        a.powerW = 6500;
        a.rackId = rack.id;
        Server h;
        h.id = QUuid::createUuid();
        h.powerW = 10200;
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.powerW = 750;
        sw.rackId = rack.id;
        d.servers = {a, h};
        d.switches = {sw};
        const QHash<QUuid, double> byRack = powerByRackW(d);
        QCOMPARE(byRack.value(rack.id), 7250.0);
        QCOMPARE(byRack.value(QUuid()), 10200.0);
        QCOMPARE(designPower(d).totalW(), 17450.0); // the racks add up to the design's figure
    }

    void kwTextRounds_data()
    {
        QTest::addColumn<double>("watts");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("text");
        QTest::newRow("two decimals") << 26750.0 << 2 << QStringLiteral("26.75");
        QTest::newRow("half up, one decimal") << 10750.0 << 1 << QStringLiteral("10.8"); // 'f' gives 10.7
        QTest::newRow("half up, two decimals") << 10125.0 << 2 << QStringLiteral("10.13");
        QTest::newRow("whole kW") << 42520.0 << 0 << QStringLiteral("43");
        QTest::newRow("watts as three decimals") << 27101.0 << 3 << QStringLiteral("27.101");
        QTest::newRow("below one kW") << 750.0 << 2 << QStringLiteral("0.75");
        QTest::newRow("a fraction of a watt") << 0.4 << 6 << QStringLiteral("0.000400");
    }

    void kwTextRounds()
    {
        QFETCH(double, watts);
        QFETCH(int, decimals);
        QFETCH(QString, text);
        QCOMPARE(kwText(watts, decimals), text);
    }

    void rackPercentage_data()
    {
        QTest::addColumn<double>("drawW");
        QTest::addColumn<double>("budgetKw");
        QTest::addColumn<int>("percent");
        QTest::addColumn<bool>("over");
        QTest::newRow("6.5 of 20") << 6500.0 << 20.0 << 33 << false;         // 32.5 % -> 33 (half up)
        QTest::newRow("19.5 of 20") << 19500.0 << 20.0 << 98 << false;       // 97.5 % -> 98
        QTest::newRow("26.75 of 27.1") << 26750.0 << 27.1 << 99 << false;    // 98.708 % -> 99
        QTest::newRow("13 of 10") << 13000.0 << 10.0 << 130 << true;         // 130 %
        QTest::newRow("at budget") << 32300.0 << 32.3 << 100 << false;       // 32.3 x 1000 is 32,299.99... in double
        QTest::newRow("a watt over") << 20001.0 << 20.0 << 100 << true;      // 100.005 % -> 100, still over
        QTest::newRow("empty rack") << 0.0 << 20.0 << 0 << false;
        QTest::newRow("no budget") << 6500.0 << 0.0 << -1 << true;           // no percentage of nothing
    }

    void rackPercentage()
    {
        QFETCH(double, drawW);
        QFETCH(double, budgetKw);
        QFETCH(int, percent);
        QFETCH(bool, over);
        const RackLoad load(drawW, budgetKw);
        QCOMPARE(load.percent(), percent);
        QCOMPARE(load.over(), over);
    }

    void rackFiguresReadUnequalWhenUnequal()
    {
        QCOMPARE(RackLoad(6500, 20).drawKwText(), QStringLiteral("6.5")); // one decimal by default
        QCOMPARE(RackLoad(6500, 20).budgetKwText(), QStringLiteral("20.0"));
        const RackLoad close(27125, 27.1); // 27.1 and 27.1 at one decimal
        QCOMPARE(close.decimals(), 2);
        QCOMPARE(close.drawKwText(), QStringLiteral("27.13"));
        QCOMPARE(close.budgetKwText(), QStringLiteral("27.10"));
        const RackLoad equal(27100, 27.1);
        QCOMPARE(equal.decimals(), 1);
        QCOMPARE(equal.drawKwText(), QStringLiteral("27.1"));
    }
};

QTEST_GUILESS_MAIN(TestDesignPower)
#include "tst_designpower.moc"
