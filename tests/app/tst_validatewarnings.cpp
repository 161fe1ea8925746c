#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

/**
 * `clusterquote validate` lists the warnings that follow from the analysis (issue 4:
 * oversubscription above 1:1, RoCE beyond 4 nodes or 32 GPUs, scaling under 80 %) beside the rules'
 * findings, and they do not change the exit status (README "Command line": 0 ok, 1 the
 * design has errors, 2 unusable input). Designs are made by `clusterquote generate` from a
 * fresh seeded price book (8x A100 SXM servers, 8 NICs each).
 */
class TestValidateWarnings : public QObject
{
    Q_OBJECT

    using Run = cqtest::CliRun;
    QTemporaryDir m_dir;
    QString m_lastOut; ///< what the last generate() printed

    QString path(const QString &name) const { return m_dir.filePath(name); }

    Run run(const QStringList &args) const
    {
        return cqtest::runCli(args);
    }

    /** `generate` 8 A100 servers x 8 NICs of 200 Gb/s on @p fabric into @p file, plus @p extra. */
    bool generate(const QString &file, const QString &fabric, int switchPorts, const QStringList &extra = {})
    {
        const Run r = run(QStringList{QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"),
                                      QStringLiteral("--servers"), QStringLiteral("8"), QStringLiteral("--nics-per-server"),
                                      QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("200"),
                                      QStringLiteral("--fabric"), fabric, QStringLiteral("--switch-ports"),
                                      QString::number(switchPorts), QStringLiteral("-o"), path(file),
                                      QStringLiteral("--pricebook"), path(QStringLiteral("pricebook.sqlite"))}
                          + extra);
        if (r.code != 0)
            qWarning("%s", qPrintable(r.err));
        m_lastOut = r.out;
        return r.code == 0;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void roceBeyond32Gpus()
    {
        // 8 x 8 = 64 GPUs; their 64 NICs fit one 64-port RoCE switch (no uplink, no
        // oversubscription). RoCE beyond 32 GPUs: 0.94 x 0.825 = 77.55 % of line rate, printed
        // to one decimal as 77.5 (the double is 77.5499...). Scaling: 7B default run, DP 64,
        // compute 6 x 7e9 x 2^22 / (64 x 312e12 x 0.5) = 17.6 s against about 0.2 s of
        // all_reduce: 99 %, no CQ-SCALE-001. The rules' CQ-FABRIC-002 comes first: 8 x 200 / 8 =
        // 200 Gb/s per GPU, under the guides' 400 from 32 GPUs.
        QVERIFY(generate(QStringLiteral("roce64.cqd"), QStringLiteral("roce"), 64));
        const Run r = run({QStringLiteral("validate"), path(QStringLiteral("roce64.cqd"))});
        QCOMPARE(r.code, 0); // warnings only
        QVERIFY2(r.out.contains(QStringLiteral(
                     "roce64.cqd: warning CQ-ROCE-001: Training cluster \"training\" runs RoCE across 8 nodes and 64 "
                     "GPUs: the guides advise InfiniBand beyond 4 nodes or 32 GPUs, and RoCE up to that size only with "
                     "an engineer for the lossless network (PFC/ECN); RoCE is modelled at 77.5 % of line rate here "
                     "against 94 % for InfiniBand. Move the cluster to InfiniBand, or split it into jobs of at most 4 "
                     "nodes and 32 GPUs.\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("200 Gb/s per GPU; the guides advise 400 Gb/s per GPU at 32 GPUs")),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("CQ-SCALE-001")), qPrintable(r.out));
        QVERIFY2(r.out.endsWith(QStringLiteral("roce64.cqd: 0 error(s), 2 warning(s)\n")), qPrintable(r.out));

        const Run json = run({QStringLiteral("validate"), path(QStringLiteral("roce64.cqd")), QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        QCOMPARE(json.json().value(QLatin1String("warnings")).toInt(), 2);
        const QJsonArray diagnostics = json.json().value(QLatin1String("diagnostics")).toArray();
        QCOMPARE(diagnostics.size(), 2);
        QCOMPARE(diagnostics.at(0).toObject().value(QLatin1String("code")).toString(), QStringLiteral("CQ-FABRIC-002"));
        QCOMPARE(diagnostics.at(1).toObject().value(QLatin1String("code")).toString(), QStringLiteral("CQ-ROCE-001"));
    }

    void oversubscribedLeaves()
    {
        // 64 NICs of 200G on 40-port IB switches asked at 2:1: d = floor(40 x 2 / 3) = 26, so
        // 3 servers (24 server ports) per leaf and 24 / 2 = 12 uplinks (leaf1 and leaf2 full,
        // leaf3 with 2 servers): leaf1 is 24:12 = 2:1. The ring crosses each leaf's uplinks once
        // each way: 12 x 200 / 8 = 300 GB/s for one node's traffic, above the node's own bound
        // min(GPU PCIe 8 x 24 = 192, NICs 200 x 0.94 InfiniBand = 188) = 188 GB/s (300 x 0.94 = 282
        // for the uplinks) -> "188".
        QVERIFY(generate(QStringLiteral("oversub.cqd"), QStringLiteral("ib"), 40,
                         {QStringLiteral("--oversubscription"), QStringLiteral("2")}));
        QVERIFY(m_lastOut.contains(QStringLiteral("leaves 24:12 (2:1 oversubscribed)")));
        const Run r = run({QStringLiteral("validate"), path(QStringLiteral("oversub.cqd"))});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("oversub.cqd: warning CQ-OVERSUB-001: Training cluster \"training\" sends "
                                               "traffic through leaf1, oversubscribed 2:1: a training fabric should be "
                                               "non-blocking (1:1); its ring traffic gets 188 GB/s per node.\n")),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("CQ-ROCE-001")), qPrintable(r.out)); // InfiniBand
    }

    void errorsStillDecideTheExitStatus()
    {
        // The RoCE cluster with one server moved out of every room: CQ-ROOM rules fire as
        // errors (exit 1) and the analysis warning is still listed.
        QVERIFY(generate(QStringLiteral("roce64b.cqd"), QStringLiteral("roce"), 64));
        QFile in(path(QStringLiteral("roce64b.cqd")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
        in.close();
        QJsonArray rooms = root.value(QLatin1String("rooms")).toArray();
        QJsonObject hallB = rooms.at(0).toObject();
        hallB.insert(QStringLiteral("id"), QStringLiteral("11111111-2222-3333-4444-555555555555"));
        hallB.insert(QStringLiteral("name"), QStringLiteral("Hall B"));
        rooms.append(hallB);
        root.insert(QStringLiteral("rooms"), rooms);
        QJsonArray servers = root.value(QLatin1String("servers")).toArray();
        QJsonObject last = servers.last().toObject();
        last.insert(QStringLiteral("room"), hallB.value(QLatin1String("id")));
        last.remove(QStringLiteral("rack"));
        servers.replace(servers.size() - 1, last);
        root.insert(QStringLiteral("servers"), servers);
        QFile out(path(QStringLiteral("roce64b.cqd")));
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(root).toJson());
        out.close();
        const Run r = run({QStringLiteral("validate"), path(QStringLiteral("roce64b.cqd"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("error CQ-ROOM-001")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("warning CQ-ROCE-001")), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestValidateWarnings)
#include "tst_validatewarnings.moc"
