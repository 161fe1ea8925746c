#include "clirun.h"
#include "../views/xlsxreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

/**
 * `clusterquote bom` and `clusterquote cables` in-process on a fresh seeded price book, on the
 * DGX SuperPOD 4-SU fabric from README's `generate` line and on the bundled a100-2node sample.
 * SuperPOD by hand (NVIDIA DGX SuperPOD H100 RA, 4 SU = 128 DGX H100, 8 NDR rails, QM9700
 * 64 ports): 128 x 8 = 1,024 node-leaf cables; 32 down + 32 up per leaf, 1,024 / 32 = 32
 * leaves; 32 x 32 = 1,024 leaf-spine cables on 1,024 / 64 = 16 spines.
 */
class TestBomCli : public QObject
{
    Q_OBJECT

    using Run = cqtest::CliRun;
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    Run run(QStringList args) const
    {
        args << QStringLiteral("--pricebook") << path(QStringLiteral("pricebook.sqlite"));
        return cqtest::runCli(args);
    }
    static QString sample(const char *name) { return QStringLiteral(CQ_SAMPLES_DIR "/") + QLatin1String(name); }
    static QStringList lines(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).split(QStringLiteral("\r\n")) : QStringList();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const Run r = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"),
                           QStringLiteral("--servers"), QStringLiteral("128"), QStringLiteral("--nics-per-server"),
                           QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("400"), QStringLiteral("--fabric"),
                           QStringLiteral("ib"), QStringLiteral("--rail-optimized"), QStringLiteral("--switch-ports"),
                           QStringLiteral("64"), QStringLiteral("-o"), path(QStringLiteral("superpod.cqd"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    void superPodBomJson()
    {
        const Run r = run({QStringLiteral("bom"), path(QStringLiteral("superpod.cqd")), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject o = r.json();
        QCOMPARE(o.value("cablesByTier").toObject().value("server-leaf").toInt(), 1024);
        QCOMPARE(o.value("cablesByTier").toObject().value("leaf-spine").toInt(), 1024);
        QCOMPARE(o.value("cablesByTier").toObject().value("spine-core").toInt(), 0);
        QCOMPARE(o.value("switchesByTier").toObject().value("leaves").toInt(), 32);
        QCOMPARE(o.value("switchesByTier").toObject().value("spines").toInt(), 16);
        QCOMPARE(o.value("cableCount").toInt(), 2048);
        const QJsonArray servers = o.value("servers").toArray();
        QCOMPARE(servers.size(), 1);
        QCOMPARE(servers.first().toObject().value("count").toInt(), 128);
        QCOMPARE(servers.first().toObject().value("nicsEach").toInt(), 8);
        // Seed catalog: the 400G DAC reaches 2 m, so the generator's 3 m node-leaf DAC runs are
        // ordered as 400G AOC (30 m); leaf-spine is 15 m AOC. Spares ceil(1,024 x 2 %) = 21.
        const QJsonArray cables = o.value("cables").toArray();
        QCOMPARE(cables.size(), 2);
        for (const QJsonValue &c : cables) {
            QCOMPARE(c.toObject().value("sku").toString(), QStringLiteral("CBL-AOC-400-30M"));
            QCOMPARE(c.toObject().value("count").toInt(), 1024);
            QCOMPARE(c.toObject().value("spares").toInt(), 21);
            QCOMPARE(c.toObject().value("orderQty").toInt(), 1045);
        }
        QCOMPARE(o.value("mediumChangedCount").toInt(), 1024);
    }

    void sparesOption()
    {
        // 16 cables at 10 %: ceil(1.6) = 2 spares.
        const Run r = run({QStringLiteral("bom"), sample("a100-2node-ib.cqd"), QStringLiteral("--spares"),
                           QStringLiteral("10"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject line = r.json().value("cables").toArray().first().toObject();
        QCOMPARE(line.value("sku").toString(), QStringLiteral("CBL-DAC-200-3M"));
        QCOMPARE(line.value("count").toInt(), 16);
        QCOMPARE(line.value("spares").toInt(), 2);
        const Run bad = run({QStringLiteral("bom"), sample("a100-2node-ib.cqd"), QStringLiteral("--spares"), QStringLiteral("x")});
        QCOMPARE(bad.code, 2);
        QCOMPARE(bad.err.trimmed(), QStringLiteral("--spares: \"x\" is not a percentage from 0 to 100"));
    }

    void bomTextAndCsv()
    {
        const QString csv = path(QStringLiteral("bom.csv"));
        const Run r = run({QStringLiteral("bom"), sample("a100-2node-ib.cqd"), QStringLiteral("--csv"), csv});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("  16 + 1 spare  CBL-DAC-200-3M")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Cables per tier: server-leaf 16, leaf-spine 0, spine-core 0, other 0")),
                 qPrintable(r.out));
        const QStringList rows = lines(csv);
        QCOMPARE(rows.size(), 5); // header, server, switch, cable, empty tail
        QVERIFY2(rows.at(3).startsWith(QStringLiteral("cable,CBL-DAC-200-3M,")), qPrintable(rows.at(3)));
        QVERIFY2(rows.at(3).endsWith(QStringLiteral(",dac,200,3,16,1,17,0,0")), qPrintable(rows.at(3)));
    }

    void cablesNetboxCsv()
    {
        const QString csv = path(QStringLiteral("cables.csv"));
        const Run r = run({QStringLiteral("cables"), path(QStringLiteral("superpod.cqd")), QStringLiteral("--csv"), csv});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("superpod.cqd: cable plan, 2048 cable(s)")), qPrintable(r.out.left(200)));
        const QStringList rows = lines(csv);
        QCOMPARE(rows.size(), 2048 + 2); // header, 2,048 cables, empty tail
        QCOMPARE(rows.first(), QStringLiteral("side_a_device,side_a_type,side_a_name,side_b_device,side_b_type,"
                                              "side_b_name,type,status,label,length,length_unit"));
        // Rail-optimized: node1's NIC k goes to leaf k's first port.
        QCOMPARE(rows.at(1), QStringLiteral("node1,dcim.interface,nic1,leaf1,dcim.interface,p1,aoc,planned,C0001,3,m"));
        QCOMPARE(rows.at(2), QStringLiteral("node1,dcim.interface,nic2,leaf2,dcim.interface,p1,aoc,planned,C0002,3,m"));
        QVERIFY2(rows.at(2048).endsWith(QStringLiteral(",aoc,planned,C2048,15,m")), qPrintable(rows.at(2048)));
    }

    void cablesJsonPortTables()
    {
        const Run r = run({QStringLiteral("cables"), sample("a100-2node-ib.cqd"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray switches = r.json().value("switches").toArray();
        QCOMPARE(switches.size(), 1);
        const QJsonArray ports = switches.first().toObject().value("ports").toArray();
        QCOMPARE(ports.size(), 40);
        QCOMPARE(ports.at(8).toObject().value("cable").toString(), QStringLiteral("C0009"));
        QCOMPARE(ports.at(8).toObject().value("peerDevice").toString(), QStringLiteral("node2"));
        QCOMPARE(ports.at(39).toObject().value("cable").toString(), QString());
    }

    void superPodXlsx()
    {
        // Sheet 1: header, 1 server line, 1 switch line, 2 cable lines (rows 4-5), the total in row 6.
        const QString xlsx = path(QStringLiteral("superpod-bom.xlsx"));
        const Run r = run({QStringLiteral("bom"), path(QStringLiteral("superpod.cqd")), QStringLiteral("--xlsx"), xlsx});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QHash<QString, cqtest::XlsxCell> bom = cqtest::xlsxCells(xlsx, 1);
        QCOMPARE(bom.value("B2").text, QStringLiteral("SRV-H100-SXM-8-IB"));
        QCOMPARE(bom.value("G2").value, QStringLiteral("128"));
        QCOMPARE(bom.value("G3").value, QStringLiteral("48"));
        QCOMPARE(bom.value("B4").text, QStringLiteral("CBL-AOC-400-30M"));
        QCOMPARE(bom.value("F4").value, QStringLiteral("3"));
        QCOMPARE(bom.value("F5").value, QStringLiteral("15"));
        QCOMPARE(bom.value("G6").formula, QStringLiteral("SUM(G4:G5)"));
        QCOMPARE(bom.value("G6").value, QStringLiteral("2048")); // 1,024 + 1,024
        QCOMPARE(bom.value("I6").value, QStringLiteral("2090")); // (1,024 + 21) x 2
        // Sheet 2: the cable plan, header then C0001..C2048.
        const QHash<QString, cqtest::XlsxCell> plan = cqtest::xlsxCells(xlsx, 2);
        QCOMPARE(plan.value("A2").text, QStringLiteral("C0001"));
        QCOMPARE(plan.value("B2").text, QStringLiteral("node1"));
        QCOMPARE(plan.value("E2").text, QStringLiteral("p1"));
        QCOMPARE(plan.value("A2049").text, QStringLiteral("C2048"));
        QCOMPARE(plan.value("I2049").value, QStringLiteral("15"));
    }

    void unreadableDesign()
    {
        const Run r = run({QStringLiteral("cables"), path(QStringLiteral("missing.cqd"))});
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBomCli)
#include "tst_bomcli.moc"
