#include "clirun.h"
#include "documentlanguagescope.h"
#include "../views/xlsxreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <functional>

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
        // Seed catalog: the 400G DAC reaches 2 m, so generate types its 3 m node-leaf runs AOC and
        // they are ordered as 400G AOC (30 m); leaf-spine is 15 m AOC. Spares ceil(1,024 x 2 %) = 21.
        const QJsonArray cables = o.value("cables").toArray();
        QCOMPARE(cables.size(), 2);
        for (const QJsonValue &c : cables) {
            QCOMPARE(c.toObject().value("sku").toString(), QStringLiteral("CBL-AOC-400-30M"));
            QCOMPARE(c.toObject().value("count").toInt(), 1024);
            QCOMPARE(c.toObject().value("spares").toInt(), 21);
            QCOMPARE(c.toObject().value("orderQty").toInt(), 1045);
        }
        // The file already says AOC where the BOM orders AOC: no medium changed on ordering.
        QCOMPARE(o.value("mediumChangedCount").toInt(), 0);
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
        QVERIFY2(rows.at(3).endsWith(QStringLiteral(",dac,200,3,16,1,17,0,0,,,")), qPrintable(rows.at(3)));
    }

    void cablesNetboxCsv()
    {
        const QString csv = path(QStringLiteral("cables.csv"));
        const Run r = run({QStringLiteral("cables"), path(QStringLiteral("superpod.cqd")), QStringLiteral("--csv"), csv});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // Without a catalogue (no UI language) the source text, the count grouped: 1,024 + 1,024 = 2,048.
        QVERIFY2(r.out.startsWith(QStringLiteral("superpod.cqd: cable plan, 2,048 cable(s)")), qPrintable(r.out.left(200)));
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
        // Sheet 1: header, 1 server line, a switch line per tier (32 leaves, 16 spines), 2 cable
        // lines (rows 5-6), the total in row 7; the device rows order no transceivers.
        const QString xlsx = path(QStringLiteral("superpod-bom.xlsx"));
        const Run r = run({QStringLiteral("bom"), path(QStringLiteral("superpod.cqd")), QStringLiteral("--xlsx"), xlsx});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QHash<QString, cqtest::XlsxCell> bom = cqtest::xlsxCells(xlsx, 1);
        QCOMPARE(bom.value("B2").text, QStringLiteral("SRV-H100-SXM-8-IB"));
        QCOMPARE(bom.value("G2").value, QStringLiteral("128"));
        QCOMPARE(bom.value("A3").text, QStringLiteral("Switch, leaf"));
        QCOMPARE(bom.value("G3").value, QStringLiteral("32"));
        QCOMPARE(bom.value("A4").text, QStringLiteral("Switch, spine"));
        QCOMPARE(bom.value("G4").value, QStringLiteral("16"));
        QVERIFY(!bom.contains("J3"));
        QCOMPARE(bom.value("B5").text, QStringLiteral("CBL-AOC-400-30M"));
        QCOMPARE(bom.value("F5").value, QStringLiteral("3"));
        QCOMPARE(bom.value("F6").value, QStringLiteral("15"));
        QCOMPARE(bom.value("G7").formula, QStringLiteral("SUM(G5:G6)"));
        QCOMPARE(bom.value("G7").value, QStringLiteral("2048")); // 1,024 + 1,024
        QCOMPARE(bom.value("I7").value, QStringLiteral("2090")); // (1,024 + 21) x 2
        // No notes under the total: every run is typed as the medium it is ordered as.
        QVERIFY(!bom.contains("A9"));
        // Sheet 2: the cable plan, header then C0001..C2048.
        const QHash<QString, cqtest::XlsxCell> plan = cqtest::xlsxCells(xlsx, 2);
        QCOMPARE(plan.value("A2").text, QStringLiteral("C0001"));
        QCOMPARE(plan.value("B2").text, QStringLiteral("node1"));
        QCOMPARE(plan.value("E2").text, QStringLiteral("p1"));
        QCOMPARE(plan.value("A2049").text, QStringLiteral("C2048"));
        QCOMPARE(plan.value("I2049").value, QStringLiteral("15"));
    }

    void countTextsGroupedWithPlurals()
    {
        // The UI in English (its catalogue holds the plural forms), then in Chinese. SuperPOD by
        // hand: 1,024 cables a line, spares ceil(1,024 x 2 %) = ceil(20.48) = 21; 2,048 in all.
        const QString superpod = path(QStringLiteral("superpod.cqd"));
        {
            const cq::DocumentLanguageScope english(QStringLiteral("en"));
            const Run bom = run({QStringLiteral("bom"), superpod});
            QVERIFY2(bom.code == 0, qPrintable(bom.err));
            for (const QString &line : {
                     QStringLiteral("  128 x SRV-H100-SXM-8-IB  8x H100 80G SXM, 8x NDR 400G IB \u00b7 8 NICs each\n"),
                     QStringLiteral("  1,024 + 21 spare  CBL-AOC-400-30M \u00b7 AOC (active optical) \u00b7 400 Gb/s \u00b7 3 m each\n"),
                     QStringLiteral("Cables per tier: server-leaf 1,024, leaf-spine 1,024, spine-core 0, other 0\n"),
                     QStringLiteral("Cables per rate: 400 Gb/s: 2,048\n")})
                QVERIFY2(bom.out.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + bom.out));
            QVERIFY2(!bom.out.contains(QLatin1String("(s)")) && !bom.out.contains(QLatin1String("1024")), qPrintable(bom.out));
            const Run plan = run({QStringLiteral("cables"), superpod});
            QVERIFY2(plan.out.startsWith(QStringLiteral("superpod.cqd: cable plan, 2,048 cables\n")), qPrintable(plan.out.left(200)));
            // The 2-node sample: 2 x 8 = 16 cables, ceil(16 x 2 %) = ceil(0.32) = 1 spare, singular.
            const Run small = run({QStringLiteral("bom"), sample("a100-2node-ib.cqd")});
            QVERIFY2(small.out.contains(QStringLiteral("  16 + 1 spare  CBL-DAC-200-3M")), qPrintable(small.out));
            // One server with one NIC on one switch: 1 cable.
            const QString one = path(QStringLiteral("one-cable.cqd"));
            const Run made = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"),
                                  QStringLiteral("--servers"), QStringLiteral("1"), QStringLiteral("--nics-per-server"),
                                  QStringLiteral("1"), QStringLiteral("--nic-rate"), QStringLiteral("200"),
                                  QStringLiteral("--fabric"), QStringLiteral("ib"), QStringLiteral("-o"), one});
            QVERIFY2(made.code == 0, qPrintable(made.err));
            const Run onePlan = run({QStringLiteral("cables"), one});
            QVERIFY2(onePlan.out.startsWith(QStringLiteral("one-cable.cqd: cable plan, 1 cable\n")), qPrintable(onePlan.out.left(200)));
        }
        {
            const cq::DocumentLanguageScope chinese(QStringLiteral("zh_CN"));
            const Run bom = run({QStringLiteral("bom"), superpod});
            QVERIFY2(bom.out.contains(QStringLiteral("  1,024 + \u5907\u4ef6 21  CBL-AOC-400-30M")), qPrintable(bom.out));
            const Run plan = run({QStringLiteral("cables"), superpod});
            QVERIFY2(plan.out.startsWith(QStringLiteral("superpod.cqd\uff1a\u5e03\u7ebf\u8868\uff0c2,048 \u6839\u7ebf\u7f06")),
                     qPrintable(plan.out.left(200)));
        }
    }

    /** The 2-node sample's design with @p edit applied to its JSON, saved as @p name. */
    QString editedSample(const QString &name, const std::function<void(QJsonObject &)> &edit) const
    {
        QFile in(sample("a100-2node-ib.cqd"));
        if (!in.open(QIODevice::ReadOnly))
            return {};
        QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
        edit(o);
        QFile out(path(name));
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write(QJsonDocument(o).toJson());
        return out.fileName();
    }

    void designErrorsExit1()
    {
        // A 17th cable from node1's nic2 onto leaf1 p1, which cable 1 already holds: CQ-PORT-002
        // twice (the switch port and the NIC). bom and cables write their files and exit 1, as quote.
        const QString file = editedSample(QStringLiteral("two-on-p1.cqd"), [](QJsonObject &o) {
            QJsonArray cables = o.value("cables").toArray();
            QJsonObject extra = cables.at(1).toObject();
            extra.insert("id", QUuid::createUuid().toString(QUuid::WithoutBraces));
            extra.insert("b", cables.at(0).toObject().value("b"));
            cables.append(extra);
            o.insert("cables", cables);
        });
        QVERIFY(!file.isEmpty());
        const QString csv = path(QStringLiteral("two-on-p1.csv"));
        const Run plan = run({QStringLiteral("cables"), file, QStringLiteral("--csv"), csv});
        QCOMPARE(plan.code, 1);
        QVERIFY2(plan.err.contains(QStringLiteral("two-on-p1.cqd: the design has 2 error(s)")), qPrintable(plan.err));
        const QStringList rows = lines(csv);
        QCOMPARE(rows.size(), 17 + 2); // header, 17 cables (both on p1 kept: nothing the user made is lost), tail
        QCOMPARE(rows.filter(QStringLiteral(",leaf1,dcim.interface,p1,")).size(), 2);
        const QString bomCsv = path(QStringLiteral("two-on-p1-bom.csv"));
        const Run bom = run({QStringLiteral("bom"), file, QStringLiteral("--csv"), bomCsv});
        QCOMPARE(bom.code, 1);
        QVERIFY2(bom.err.contains(QStringLiteral("the design has 2 error(s)")), qPrintable(bom.err));
        QVERIFY(lines(bomCsv).size() > 2);
        QCOMPARE(run({QStringLiteral("bom"), sample("a100-2node-ib.cqd")}).code, 0);
    }

    void noCables()
    {
        // One server and the switch, no cables: no rule broken (exit 0), the NetBox CSV is the
        // header alone (the file is there, no stale older export stands in for it) and stderr says
        // why; the switch reaches no server, so it is no leaf and the text names it.
        const QString file = editedSample(QStringLiteral("no-cables.cqd"), [](QJsonObject &o) {
            o.insert("servers", QJsonArray{o.value("servers").toArray().first()});
            o.insert("cables", QJsonArray());
        });
        const QString csv = path(QStringLiteral("no-cables.csv"));
        const Run plan = run({QStringLiteral("cables"), file, QStringLiteral("--csv"), csv});
        QVERIFY2(plan.code == 0, qPrintable(plan.err));
        QCOMPARE(plan.err.trimmed(), QStringLiteral("note: no-cables.cqd has no cables: %1 holds only the header row").arg(csv));
        QCOMPARE(lines(csv), (QStringList{QStringLiteral("side_a_device,side_a_type,side_a_name,side_b_device,"
                                                         "side_b_type,side_b_name,type,status,label,length,length_unit"),
                                          QString()}));
        const Run bom = run({QStringLiteral("bom"), file});
        QVERIFY2(bom.code == 0, qPrintable(bom.err));
        for (const QString &line : {
                 QStringLiteral("Switches: leaves 0, spines 0, cores 0\n"),
                 QStringLiteral("  1 x SW-IB-HDR-40  InfiniBand HDR 40-port (Quantum QM8700 class) \u00b7 no server reaches it\n"),
                 QStringLiteral("Cables and optics\n  none\n"),
                 QStringLiteral("note: The design has no cables: nothing to cable is ordered.\n"),
                 QStringLiteral("note: 1 switch(es) no server reaches through cables, so in no tier: leaf1.\n")})
            QVERIFY2(bom.out.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + bom.out));
        const QJsonObject json = run({QStringLiteral("bom"), file, QStringLiteral("--json")}).json();
        QCOMPARE(json.value("switchesByTier").toObject().value("unreached").toInt(), 1);
        QCOMPARE(json.value("unreachedSwitches").toArray(), QJsonArray{QStringLiteral("leaf1")});
        QCOMPARE(json.value("switches").toArray().first().toObject().value("tier").toString(), QStringLiteral("unreached"));
    }

    void threeTierTransceiversOnce()
    {
        // generate --gpu a100-sxm-80g --servers 32 --nics-per-server 8 --nic-rate 400 --switch-ports 16, by
        // hand: 32 x 8 = 256 NICs; 16-port leaves non-blocking 8 down + 8 up: 32 leaves, 256 up;
        // 32 spines (8 down + 8 up), 256 spine-core runs on 256 / 16 = 16 cores. The 50 m
        // spine-core runs are fibre: 256 DR4 pairs = 512 transceivers, counted once (the fibre
        // line); in ports 8 each in a spine (32 x 8 = 256), 16 in a core (16 x 16 = 256), 0 in a leaf.
        const QString file = path(QStringLiteral("three-tier.cqd"));
        const Run made = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"),
                              QStringLiteral("--servers"), QStringLiteral("32"), QStringLiteral("--nics-per-server"),
                              QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("400"),
                              QStringLiteral("--fabric"), QStringLiteral("ib"), QStringLiteral("--switch-ports"),
                              QStringLiteral("16"), QStringLiteral("-o"), file});
        QVERIFY2(made.code == 0, qPrintable(made.err));
        const QString csv = path(QStringLiteral("three-tier.csv"));
        const Run r = run({QStringLiteral("bom"), file, QStringLiteral("--json"), QStringLiteral("--csv"), csv});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject o = r.json();
        QCOMPARE(o.value("transceiverCount").toInt(), 512);
        const QJsonArray switches = o.value("switches").toArray();
        QCOMPARE(switches.size(), 3);
        const QStringList tiers{QStringLiteral("leaf"), QStringLiteral("spine"), QStringLiteral("core")};
        const int counts[] = {32, 32, 16};
        const int each[] = {0, 8, 16};
        for (int t = 0; t < 3; ++t) {
            const QJsonObject sw = switches.at(t).toObject();
            QCOMPARE(sw.value("tier").toString(), tiers.at(t));
            QCOMPARE(sw.value("count").toInt(), counts[t]);
            QVERIFY(sw.value("transceiversEach").isDouble());
            QCOMPARE(sw.value("transceiversEach").toDouble(), double(each[t])); // a whole number, never 6.4
            QCOMPARE(sw.value("transceiversInPorts").toInt(), counts[t] * each[t]);
            QVERIFY(!sw.contains("transceivers"));
        }
        // The CSV's transceivers column (the 10th) sums to 512: only the fibre row holds them.
        int summed = 0;
        for (const QString &row : lines(csv).mid(1)) {
            const QStringList cells = row.split(u',');
            if (cells.size() >= 14 && (cells.first() == QLatin1String("cable") || cells.first() == QLatin1String("switch")
                                       || cells.first() == QLatin1String("server")))
                summed += cells.at(cells.size() - 5).toInt(); // from the end: names may hold commas
        }
        QCOMPARE(summed, 512);
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
