#include "acceptance/ibnetdiscoverreader.h"
#include "acceptance/importkind.h"
#include "realoutputs.h"

#include <QtTest>

using namespace cq;

/** ibnetdiscover reader: the -p files of ../shared/reference/real-outputs, and the default format. */
class TstIbNetDiscoverReader : public QObject
{
    Q_OBJECT

    static QString describe(const IbFabric &f, const IbLink &l)
    {
        QString a = QStringLiteral("%1/%2").arg(f.nodes.at(l.nodeA).name).arg(l.portA);
        QString b = QStringLiteral("%1/%2").arg(f.nodes.at(l.nodeB).name).arg(l.portB);
        if (b < a)
            std::swap(a, b);
        return QStringLiteral("%1-%2 %3x%4").arg(a, b).arg(l.width).arg(l.speed);
    }
    static QString lids(const IbFabric &f)
    {
        QStringList list;
        for (const IbNode &n : f.nodes)
            list.append(QStringLiteral("%1=%2").arg(n.name).arg(n.lid));
        list.sort();
        return list.join(u';');
    }

private slots:
    void realFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("cas");
        QTest::addColumn<int>("switches");
        QTest::addColumn<QString>("links");     // sorted, "a/port-b/port WxSPEED", ";"-joined
        QTest::addColumn<QString>("openPorts"); // "name/port WxSPEED"
        QTest::addColumn<QString>("lidsSubset");
        QTest::addColumn<double>("firstRateGbps");
        QTest::newRow("ibnetdiscover-02 EDR -p") << "ibnetdiscover-02.txt" << 3 << 4
            << "leaf01/1-spine01/1 4xEDR;leaf01/10-node01 HCA-1/1 4xEDR;leaf01/11-node02 HCA-1/1 4xEDR;"
               "leaf02/35-node03 HCA-1/1 4xEDR"
            << "leaf02/37 4x???;spine02/80 4xSDR"
            << "leaf01=1719;leaf02=2052;node01 HCA-1=134;node02 HCA-1=133;node03 HCA-1=1432;spine01=1516;spine02=1781"
            << 100.0; // 4 lanes x 25 Gb/s EDR
        QTest::newRow("ibnetdiscover-03 HDR, spaces in names") << "ibnetdiscover-03.txt" << 2 << 5
            << "Mellanox Technologies Aggregation Node/1-rack1-leaf-IB01/81 4xHDR;"
               "Mellanox Technologies Aggregation Node/1-rack2-spine-IB03/81 4xHDR;"
               "node01 mlx5_3/1-rack1-leaf-IB01/79 4xHDR"
            << "rack2-spine-IB01/1 4xSDR;rack2-spine-IB02/1 4xSDR;Infiniscale-IV Mellanox Technologies/22 4xQDR"
            << "" << 200.0; // 4 x 50 Gb/s HDR
    }
    void realFiles()
    {
        QFETCH(QString, file);
        QByteArray bytes;
        CQ_READ_REAL_OUTPUT(file, bytes);
        QCOMPARE(detectImportKind(bytes), ImportKind::IbNetDiscover);
        const IbNetDiscoverReadResult r = readIbNetDiscover(bytes, file);
        for (const ImportDiagnostic &d : r.diagnostics)
            qWarning("%s", qPrintable(d.toString()));
        QVERIFY(r.diagnostics.isEmpty());
        const IbFabric &f = r.fabric;
        QTEST(f.count(IbNodeType::Ca), "cas");
        QTEST(f.count(IbNodeType::Switch), "switches");
        QStringList links;
        for (const IbLink &l : f.links)
            links.append(describe(f, l));
        links.sort();
        QTEST(links.join(u';'), "links");
        QStringList open;
        for (const IbOpenPort &p : f.openPorts)
            open.append(QStringLiteral("%1/%2 %3x%4").arg(f.nodes.at(p.node).name).arg(p.port).arg(p.width).arg(p.speed));
        QTEST(open.join(u';'), "openPorts");
        QFETCH(QString, lidsSubset);
        if (!lidsSubset.isEmpty())
            QCOMPARE(lids(f), lidsSubset);
        QTEST(f.links.first().rateGbps, "firstRateGbps");
        if (file.contains(QLatin1String("03"))) {
            QCOMPARE(f.nodes.at(f.links.first().nodeB).lid, 51); // rack1-leaf-IB01
            QVERIFY(f.nodeIndex(QStringLiteral("0x0000000000000005")) >= 0);
            QCOMPARE(f.nodes.at(f.nodeIndex(QStringLiteral("0x0000000000000005"))).name, QStringLiteral("rack2-spine-IB02"));
        }
    }

    void defaultFormat()
    {
        // The topology-file format (ibnetdiscover without -p), as its man page shows it: one switch,
        // two HCAs at 4x HDR, each link printed from both ends.
        const QByteArray text =
            "#\n# Topology file: generated on Tue Dec  1 10:00:00 2026\n#\n"
            "vendid=0x2c9\ndevid=0xd2f0\nsysimgguid=0xb8cef6030000aa00\n"
            "switchguid=0xb8cef6030000aa00(b8cef6030000aa00)\n"
            "Switch\t40 \"S-b8cef6030000aa00\"\t\t# \"leaf01\" enhanced port 0 lid 7 lmc 0\n"
            "[1]\t\"H-b8cef6030000bb00\"[1](b8cef6030000bb01) \t\t# \"node01 mlx5_0\" lid 11 4xHDR\n"
            "[2]\t\"H-b8cef6030000cc00\"[1](b8cef6030000cc01) \t\t# \"node02 mlx5_0\" lid 12 4xHDR\n"
            "\n"
            "vendid=0x2c9\ndevid=0x101b\nsysimgguid=0xb8cef6030000bb00\ncaguid=0xb8cef6030000bb00\n"
            "Ca\t1 \"H-b8cef6030000bb00\"\t\t# \"node01 mlx5_0\"\n"
            "[1](b8cef6030000bb01) \t\"S-b8cef6030000aa00\"[1]\t\t# lid 11 lmc 0 \"leaf01\" lid 7 4xHDR\n";
        QCOMPARE(detectImportKind(text), ImportKind::IbNetDiscover);
        const IbNetDiscoverReadResult r = readIbNetDiscover(text, QStringLiteral("topo.txt"));
        QVERIFY(r.diagnostics.isEmpty());
        QCOMPARE(r.fabric.count(IbNodeType::Switch), 1);
        QCOMPARE(r.fabric.count(IbNodeType::Ca), 2);
        QCOMPARE(r.fabric.links.size(), 2); // node01's link appears twice and is counted once
        const IbNode &leaf = r.fabric.nodes.at(r.fabric.nodeIndex(QStringLiteral("0xb8cef6030000aa00")));
        QCOMPARE(leaf.name, QStringLiteral("leaf01"));
        QCOMPARE(leaf.lid, 7);
        QCOMPARE(leaf.ports, 40);
        QCOMPARE(r.fabric.nodes.at(r.fabric.links.at(1).nodeB).name, QStringLiteral("node02 mlx5_0"));
        QCOMPARE(r.fabric.nodes.at(r.fabric.links.at(1).nodeB).lid, 12);
        QCOMPARE(r.fabric.links.at(0).rateGbps, 200.0);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        QTest::newRow("garbage") << QByteArray("some text\n") << "bad.txt:1: ";
        QTest::newRow("binary") << QByteArray("\x00\x00SW 1 1 0x1 4x EDR", 18) << "bad.txt: ";
        QTest::newRow("empty") << QByteArray() << "bad.txt: ";
        QTest::newRow("truncated -p line") << QByteArray("SW  1719 10 0x0000000000000002 4x EDR - CA   134  1 0x00000000\n")
                                           << "bad.txt:1: ";
        QTest::newRow("port line before any node") << QByteArray("[1]\t\"H-0001\"[1]\t# \"x\" lid 1 4xHDR\n") << "bad.txt:1: ";
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        const IbNetDiscoverReadResult r = readIbNetDiscover(text, QStringLiteral("bad.txt"));
        QVERIFY(!r.diagnostics.isEmpty());
        QVERIFY2(r.diagnostics.first().toString().startsWith(where), qPrintable(r.diagnostics.first().toString()));
    }
};

QTEST_GUILESS_MAIN(TstIbNetDiscoverReader)
#include "tst_ibnetdiscoverreader.moc"
