#include "../model/realoutputs.h"
#include "clirun.h"
#include "format/designformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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
        if (!QFile::exists(realOutputPath(QStringLiteral("topo-02.txt"))))
            QSKIP("needs ../shared beside the clone");
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
        // 8 GPUs with NV18 (>= A100's 12), 8 x HDR IB active, 235 GB/s all_reduce in one node.
        QTest::newRow("as designed") << QStringList{QStringLiteral("topo-02.txt"), QStringLiteral("ibstatus-01.txt"),
                                                    QStringLiteral("nccl-allreduce-01.txt")} << 0;
        QTest::newRow("A800 NV8 fails the NVLink check") << QStringList{QStringLiteral("topo-06.txt")} << 1;
        QTest::newRow("RoCE ports on an IB design") << QStringList{QStringLiteral("ibstat-02.txt")} << 1;
        QTest::newRow("socket transport busbw") << QStringList{QStringLiteral("nccl-allreduce-03.txt")} << 1;
    }
    void acceptExitCodes()
    {
        QFETCH(QStringList, inputs);
        QStringList args{QStringLiteral("accept"), m_design};
        for (const QString &name : inputs)
            args.append(realOutputPath(name));
        const Run r = run(args);
        QFETCH(int, code);
        QVERIFY2(r.code == code, qPrintable(r.out + r.err));
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
        QCOMPARE(json.value("failed").toInt(), 1); // gpu-fabric (NV8 < 12)
        QCOMPARE(json.value("passed").toInt(), 2); // gpu-count, busbw-all_reduce
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
