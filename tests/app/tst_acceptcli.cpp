#include "../common/fixtureguard.h"
#include "../model/ncclfixture.h"
#include "../model/realoutputs.h"
#include "acceptance/performancecheck.h"
#include "clirun.h"
#include "format/designformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

/**
 * `clusterquote import` and `clusterquote accept` in-process: exit codes 0 (read / every
 * check passed), 1 (a check failed), 2 (unreadable input), on the real outputs of
 * ../shared/reference/real-outputs and the bundled a100-2node-ib design (2 x 8 A100 SXM,
 * 8 x HDR 200 Gb/s InfiniBand per server).
 */
class TestAcceptCli : public QObject
{
    Q_OBJECT

    using Run = cqtest::CliRun;
    QTemporaryDir m_dir;
    const QString m_design = QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd");

    static Run run(const QStringList &args)
    {
        return cqtest::runCli(args);
    }
    static QString dataPath(const QString &name)
    {
        return QStringLiteral(CQ_SOURCE_DIR "/tests/data/acceptance/") + name;
    }
    static QString inputPath(const QString &name)
    {
        return name.startsWith(QLatin1String("data:")) ? dataPath(name.mid(5)) : realOutputPath(name);
    }
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return path;
    }
    QString garbage()
    {
        const QString path = m_dir.filePath(QStringLiteral("garbage.txt"));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write("this is not\nany command output\n");
        return path;
    }

private slots:
    void initTestCase()
    {
        CQ_REQUIRE_FIXTURE(QFile::exists(realOutputPath(QStringLiteral("topo-02.txt"))), "needs ../shared beside the clone");
    }

    void importEachKind()
    {
        Run r = run({QStringLiteral("import"), QStringLiteral("topo"), realOutputPath(QStringLiteral("topo-02.txt"))});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("8 GPU(s), 13 NIC(s)")), qPrintable(r.out));
        // The kind is optional: detected from the content.
        r = run({QStringLiteral("import"), realOutputPath(QStringLiteral("ibstat-03.txt"))});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("mlx5_5 port 1: MT4129 Down/Disabled, 40 Gb/s, Ethernet")), qPrintable(r.out));
        r = run({QStringLiteral("import"), QStringLiteral("nccl"), realOutputPath(QStringLiteral("nccl-allreduce-01.txt")),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject run0 = json.value("runs").toArray().first().toObject();
        QCOMPARE(run0.value("collective").toString(), QStringLiteral("all_reduce"));
        QCOMPARE(run0.value("rows").toArray().size(), 34);
        QCOMPARE(run0.value("rows").toArray().last().toObject().value("busbw_GBps").toDouble(), 235.26);
    }

    void importFabricAsDesign()
    {
        const QString out = m_dir.filePath(QStringLiteral("found.cqd"));
        const Run r = run({QStringLiteral("import"), QStringLiteral("ibnetdiscover"),
                           realOutputPath(QStringLiteral("ibnetdiscover-02.txt")), QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("4 switch(es), 3 CA(s), 4 link(s), 2 port(s) without a peer")), qPrintable(r.out));
        const cq::DesignReadResult design = cq::DesignFormat::load(out);
        QVERIFY2(design.ok(), qPrintable(design.error));
        QCOMPARE(design.design.switches.size(), 4);
        QCOMPARE(design.design.servers.size(), 3);
        QCOMPARE(design.design.cables.size(), 4);
    }

    // -o never writes a design that validate refuses: a switch looped to itself, two hosts
    // linked without a switch and a second link on one port are left out, each named file:line.
    void importFabricLeavesOutRefusedLinks()
    {
        const QString in = write(QStringLiteral("looped.txt"),
            "SW  1  1 0x0000000000000001 4x HDR - CA  2  1 0x0000000000000011 ( 'leaf01' - 'node01 HCA-1' )\n"
            "SW  1  2 0x0000000000000001 4x HDR - CA  3  1 0x0000000000000012 ( 'leaf01' - 'node02 HCA-1' )\n"
            "SW  1  3 0x0000000000000001 4x HDR - SW  1  5 0x0000000000000001 ( 'leaf01' - 'leaf01' )\n"
            "CA  6  1 0x0000000000000013 4x HDR - CA  7  1 0x0000000000000014 ( 'node01 HCA-2' - 'node02 HCA-2' )\n"
            "SW  1  2 0x0000000000000001 4x HDR - CA  4  1 0x0000000000000015 ( 'leaf01' - 'node03 HCA-1' )\n");
        const QString out = m_dir.filePath(QStringLiteral("looped.cqd"));
        const Run r = run({QStringLiteral("import"), QStringLiteral("ibnetdiscover"), in, QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("looped.txt:3: link from port 3 of switch \"leaf01\" to its own port 5")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("looped.txt:4: link from \"node01 HCA-2\" port 1 to \"node02 HCA-2\" port 1 "
                                              "joins two hosts without a switch")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("looped.txt:5: port 2 of \"leaf01\" is already linked on line 2")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("looped.txt:5: host \"node03\" has no link to a switch left")), qPrintable(r.err));
        const Run check = run({QStringLiteral("validate"), out});
        QVERIFY2(check.code == 0, qPrintable(check.out)); // no error: node01/02 keep one HCA each
        QVERIFY2(check.out.contains(QLatin1String(": 0 error(s)")), qPrintable(check.out));
        const cq::DesignReadResult design = cq::DesignFormat::load(out);
        QCOMPARE(design.design.cables.size(), 2);
    }

    void importUnreadable()
    {
        Run r = run({QStringLiteral("import"), garbage()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(QLatin1String("garbage.txt: ")), qPrintable(r.err));
        r = run({QStringLiteral("import"), QStringLiteral("nccl"), garbage()});
        QCOMPARE(r.code, 2);
        r = run({QStringLiteral("import"), m_dir.filePath(QStringLiteral("missing.txt"))});
        QCOMPARE(r.code, 2);
    }

    void acceptExitCodes_data()
    {
        QTest::addColumn<QStringList>("inputs");
        QTest::addColumn<int>("code");
        // 8 GPUs with NV12 (A100's 12), 8 x HDR IB active, 235 GB/s all_reduce in one node.
        QTest::newRow("as designed") << QStringList{QStringLiteral("data:topo-a100-nv12.txt"), QStringLiteral("ibstatus-01.txt"),
                                                    QStringLiteral("nccl-allreduce-01.txt")} << 0;
        QTest::newRow("NV18, an H100-class node, fails the A100 design") << QStringList{QStringLiteral("topo-02.txt")} << 1;
        QTest::newRow("steady GPU utilisation") << QStringList{QStringLiteral("data:dmon-node01-steady.txt")} << 0;
        QTest::newRow("GPU3 and GPU5 dip") << QStringList{QStringLiteral("data:dmon-node02-dips.txt")} << 1;
        QTest::newRow("ethtool on an InfiniBand design") << QStringList{QStringLiteral("data:ethtool-node01-8x200g.txt")} << 1;
        QTest::newRow("A800 NV8 fails the NVLink check") << QStringList{QStringLiteral("topo-06.txt")} << 1;
        QTest::newRow("RoCE ports on an IB design") << QStringList{QStringLiteral("ibstat-02.txt")} << 1;
        QTest::newRow("socket transport busbw") << QStringList{QStringLiteral("nccl-allreduce-03.txt")} << 1;
    }
    void acceptExitCodes()
    {
        QFETCH(QStringList, inputs);
        QStringList args{QStringLiteral("accept"), m_design};
        for (const QString &name : inputs)
            args.append(inputPath(name));
        const Run r = run(args);
        QFETCH(int, code);
        QVERIFY2(r.code == code, qPrintable(r.out + r.err));
    }

    void acceptNoPortOfTheDesignsKind()
    {
        // ibstat-03 (12 Ethernet ports, mlx5_5 and mlx5_11 down) against the H100 design's
        // 8 x 400G InfiniBand per server: not "all 0 up" but a failure expecting the 8 NICs.
        // (the CLI loads the English catalogue, so the plural reads "12 Ethernet ports")
        const Run r = run({QStringLiteral("accept"), QStringLiteral(CQ_SAMPLES_DIR "/h100-4node-ib.cqd"), inputPath(QStringLiteral("ibstat-03.txt"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QLatin1String("FAIL [adapters] Compute ports up: expected all 8 up; measured no InfiniBand port at >= 400 Gb/s"))
                     && r.out.contains(QLatin1String("    found instead: 12 Ethernet ports; down: mlx5_11 Down/Polling at 40 Gb/s; mlx5_5 Down/Disabled at 40 Gb/s"))
                     && !r.out.contains(QLatin1String("all 0 up")),
                 qPrintable(r.out));
    }

    void acceptLogFromOtherGpus()
    {
        // An H100 node's all_reduce log held against the A100 design: the GPUs differ, and at
        // the A100's in-node prediction x 1.555 it is faster than the design can deliver.
        const double predicted = cq::expectedNcclBusbw(cq::DesignFormat::load(m_design).design, cq::kQuotedBusbwBytes).inNode.busbwGBps;
        const QString nccl = write(QStringLiteral("nccl-h100.txt"),
                                   cqtest::allReduceOutput(1, 8, 1.555 * predicted, QStringLiteral("NVIDIA H100 80GB HBM3")));
        const Run r = run({QStringLiteral("accept"), m_design, nccl});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QLatin1String("FAIL [performance] all_reduce bus bandwidth"))
                     && r.out.contains(QLatin1String("    the log's GPUs are NVIDIA H100 80GB HBM3, the design's are A100 80G SXM: "
                                                     "not a measurement of this cluster; "))
                     && r.out.contains(QLatin1String("faster than the design can deliver: check that the log is from this cluster")),
                 qPrintable(r.out));
    }

    void unnamedGpuRowsSaidAlike()
    {
        // import and accept say one thing of a CSV without a GPU column, and accept does it:
        // 44 rows alternating 95 / 40 % are GPU0..7 in turn, so the odd GPUs at 40 % are named.
        const QString note = QStringLiteral("the log names no GPU: its rows are the GPUs of one server in turn, GPU0 first in each interval");
        Run r = run({QStringLiteral("import"), dataPath(QStringLiteral("query-alternating.csv"))});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("  (%1)\n").arg(note)), qPrintable(r.out));
        r = run({QStringLiteral("accept"), m_design, dataPath(QStringLiteral("query-alternating.csv"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QLatin1String("measured lowest 40 % (GPU1); 8 GPU(s), 44 sample(s)"))
                     && r.out.contains(QLatin1String("below 80 %: GPU1 40 %, GPU3 40 %, GPU5 40 %, GPU7 40 %;"))
                     && r.out.contains(note) && !r.out.contains(QLatin1String("counted as one")),
                 qPrintable(r.out));
    }

    void importEthtoolAndUtilisation()
    {
        Run r = run({QStringLiteral("import"), dataPath(QStringLiteral("ethtool-node02-faults.txt"))});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QStringLiteral("ethtool-node02-faults.txt:17: cannot read Speed \"200 Gb per second\"\n"));
        QVERIFY2(r.out.contains(QLatin1String("ethtool: 4 interface(s)"))
                     && r.out.contains(QLatin1String("  ens1f0np0: speed unknown, duplex Unknown, link down"))
                     && r.out.contains(QLatin1String("  ens2f0np0: 100 Gb/s, duplex Full, link up")),
                 qPrintable(r.out));
        r = run({QStringLiteral("import"), QStringLiteral("ethtool"), dataPath(QStringLiteral("ethtool-node01-8x200g.txt")),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QJsonObject json = r.json();
        QCOMPARE(json.value("kind").toString(), QStringLiteral("ethtool"));
        QCOMPARE(json.value("ports").toArray().size(), 8);
        QCOMPARE(json.value("ports").toArray().first().toObject().value("speed_Gbps").toDouble(), 200.0);
        QCOMPARE(json.value("ports").toArray().first().toObject().value("link_detected").toBool(), true);
        r = run({QStringLiteral("import"), dataPath(QStringLiteral("dmon-node02-dips.txt"))});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("nvidia-smi dmon: 8 GPU(s), 80 sample(s)"))
                     && r.out.contains(QLatin1String("  GPU3: 10 sample(s), steady 61 %")),
                 qPrintable(r.out));
        r = run({QStringLiteral("import"), QStringLiteral("gpu-util"), dataPath(QStringLiteral("query-node03.csv")), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        json = r.json();
        QCOMPARE(json.value("kind").toString(), QStringLiteral("gpu-util"));
        QCOMPARE(json.value("format").toString(), QStringLiteral("csv"));
        QCOMPARE(json.value("gpus_named").toBool(), false);
        QCOMPARE(json.value("samples").toInt(), 80);
        // A kind given by hand that does not fit: unreadable.
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("ethtool"), dataPath(QStringLiteral("query-node03.csv"))}).code, 2);
    }

    void acceptEthtoolOnRoce()
    {
        cq::DesignReadResult d = cq::DesignFormat::load(m_design);
        for (cq::Server &s : d.design.servers)
            s.nicKind = cq::LinkKind::RoCE;
        const QString roce = m_dir.filePath(QStringLiteral("roce.cqd"));
        QVERIFY(cq::DesignFormat::save(d.design, roce).isEmpty());
        Run r = run({QStringLiteral("accept"), roce, dataPath(QStringLiteral("ethtool-node01-8x200g.txt"))});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.startsWith(QLatin1String("PASS [adapters] Ethernet ports (ethtool): expected 8 x 200 Gb/s RoCE")), qPrintable(r.out));
        r = run({QStringLiteral("accept"), roce, dataPath(QStringLiteral("ethtool-node02-faults.txt")), QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        const QJsonObject check = r.json().value("checks").toArray().first().toObject();
        QCOMPARE(check.value("key").toString(), QStringLiteral("ethtool-ports"));
        QCOMPARE(check.value("measured").toString(), QStringLiteral("0 of 4 port(s) up, full duplex at 200 Gb/s"));
        QCOMPARE(r.json().value("diagnostics").toArray().first().toObject().value("line").toInt(), 17);
    }

    void quoteFiguresAreAcceptsExpectation_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<int>("nodes");
        QTest::newRow("a100-2node") << "a100-2node-ib.cqd" << 2;
        QTest::newRow("a100-4node") << "a100-4node-ib.cqd" << 4;
        QTest::newRow("h100-4node") << "h100-4node-ib.cqd" << 4;
    }
    void quoteFiguresAreAcceptsExpectation()
    {
        // What a customer does: reads the figures off the quote PDF, runs the two all_reduce_perf
        // commands it gives, and hands the outputs to `accept`, whose prediction must be the same.
        QFETCH(QString, sample);
        QFETCH(int, nodes);
        const QString design = QStringLiteral(CQ_SAMPLES_DIR "/") + sample;
        const QString pdf = m_dir.filePath(sample + QStringLiteral(".pdf"));
        Run r = run({QStringLiteral("quote"), design, QStringLiteral("--pdf"), pdf, QStringLiteral("--lang"), QStringLiteral("en"),
                     QStringLiteral("--pricebook"), m_dir.filePath(QStringLiteral("pricebook.sqlite"))});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(20000) && text.exitCode() == 0);
        const QString extracted = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        static const QRegularExpression figure(QStringLiteral("expected bus bandwidth about ([0-9.]+) GB/s at 8 GiB"));
        QStringList quoted;
        for (auto it = figure.globalMatch(extracted); it.hasNext();)
            quoted << it.next().captured(1);
        QCOMPARE(quoted.size(), 2); // one node, all nodes
        for (int i = 0; i < 2; ++i) {
            const int hosts = i == 0 ? 1 : nodes;
            // The customer measures exactly the quoted figure at every size from 1 GiB to 8 GiB.
            const QString nccl = write(QStringLiteral("nccl-%1-%2.txt").arg(sample).arg(hosts),
                                       cqtest::allReduceOutput(hosts, 8, quoted.at(i).toDouble(), cqtest::sampleDevice(sample)));
            r = run({QStringLiteral("accept"), design, nccl});
            QVERIFY2(r.out.contains(QStringLiteral("expected >= 80 % of %1 GB/s predicted at 8 GiB").arg(quoted.at(i))),
                     qPrintable(quoted.at(i) + QStringLiteral(" not in:\n") + r.out));
            QVERIFY2(r.code == 0, qPrintable(r.out)); // 100 % of the prediction at 8 GiB
        }
    }

    void acceptBadInput()
    {
        QCOMPARE(run({QStringLiteral("accept"), m_design, garbage()}).code, 2);
        QCOMPARE(run({QStringLiteral("accept"), m_dir.filePath(QStringLiteral("none.cqd")),
                      realOutputPath(QStringLiteral("topo-02.txt"))}).code, 2);
        QCOMPARE(run({QStringLiteral("accept"), m_design}).code, 2); // no measurement
    }

    void acceptJsonAndPdf()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("acceptance.pdf"));
        const Run r = run({QStringLiteral("accept"), m_design, realOutputPath(QStringLiteral("topo-06.txt")),
                           realOutputPath(QStringLiteral("nccl-allreduce-01.txt")), QStringLiteral("--json"),
                           QStringLiteral("--pdf"), pdf, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(r.code, 1);
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        // gpu-fabric (NV8 < 12), and busbw-all_reduce: the A100 log's 235.26 GB/s against the
        // prediction for NV8 links (8/12 of the NV12 bandwidth) is far above 125 %: the topo
        // (an A800 node) and the nccl-tests log (an A100 node) are not from one cluster.
        QCOMPARE(json.value("failed").toInt(), 2);
        QCOMPARE(json.value("passed").toInt(), 1); // gpu-count
        QCOMPARE(json.value("performance").toArray().first().toObject().value("bytes").toArray().size(), 32);
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        if (text.waitForFinished(20000) && text.exitCode() == 0) {
            const QString extracted = QString::fromUtf8(text.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
            QVERIFY2(extracted.contains(QStringLiteral("验收报告")), qPrintable(extracted.left(400)));
            QVERIFY2(extracted.contains(QStringLiteral("不通过")), qPrintable(extracted.left(400)));
        }
    }
};

QTEST_MAIN(TestAcceptCli)
#include "tst_acceptcli.moc"
