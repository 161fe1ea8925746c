#include "acceptance/gpugeneration.h"
#include "acceptance/importkind.h"
#include "acceptance/ncclreader.h"
#include "realoutputs.h"

#include <QtTest>

using namespace cq;

/** nccl-tests reader against ../shared/reference/real-outputs (README.md conclusions). */
class TstNcclReader : public QObject
{
    Q_OBJECT

private slots:
    void realFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("collective");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("hosts");
        QTest::addColumn<int>("nGpus");
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("rows");
        QTest::addColumn<double>("firstBytes");
        QTest::addColumn<double>("lastBytes");
        QTest::addColumn<double>("busbw8G");   // out-of-place busbw @ 8 GiB, GB/s
        QTest::addColumn<double>("inPlace8G");
        QTest::addColumn<double>("busbw1G");   // -1 when the README does not state it
        QTest::addColumn<double>("avg");
        QTest::addColumn<double>("memoryLimit");
        const double G = 1073741824.0;
        QTest::newRow("allreduce-01 old format") << "nccl-allreduce-01.txt" << "all_reduce" << 8 << 1 << 8 << "" << 34
                                                 << 0.0 << 8 * G << 235.26 << 235.03 << 230.29 << 68.4048 << 0.0;
        QTest::newRow("allgather-01 no redop") << "nccl-allgather-01.txt" << "all_gather" << 8 << 1 << 8 << "" << 34
                                               << 0.0 << 8 * G << 223.39 << 230.07 << 212.88 << 58.2651 << 0.0;
        QTest::newRow("reducescatter-01") << "nccl-reducescatter-01.txt" << "reduce_scatter" << 8 << 1 << 8 << "" << 34
                                          << 0.0 << 8 * G << 231.52 << 231.25 << 223.54 << 60.168 << 0.0;
        QTest::newRow("allgather-02 16 ranks, kubectl chatter") << "nccl-allgather-02.txt" << "all_gather" << 16 << 2 << 1
            << "2.26.6+cuda12.8" << 24 << 1024.0 << 8 * G << 260.03 << 259.25 << 248.09 << 59.3638 << 0.0;
        QTest::newRow("allgather-03 2 ranks") << "nccl-allgather-03.txt" << "all_gather" << 2 << 2 << 1 << "2.25.1+cuda12.8"
                                              << 24 << 1024.0 << 8 * G << 32.20 << 33.32 << -1.0 << 15.0709 << 0.0;
        QTest::newRow("allreduce-02 openib warnings") << "nccl-allreduce-02.txt" << "all_reduce" << 2 << 2 << 1 << ""
                                                      << 24 << 1024.0 << 8 * G << 31.89 << 31.88 << -1.0 << 15.5188 << 0.0;
        QTest::newRow("allreduce-03 nGpus 8 per process") << "nccl-allreduce-03.txt" << "all_reduce" << 16 << 2 << 8
            << "2.27.3+cuda12.9" << 32 << 8.0 << 16 * G << 92.35 << 92.33 << -1.0 << 36.2205 << 0.0;
        QTest::newRow("allreduce-04 memory limit") << "nccl-allreduce-04.txt" << "all_reduce" << 2 << 2 << 1
            << "2.27.3+cuda12.9" << 31 << 8.0 << 8 * G << 8.11 << 8.12 << -1.0 << 3.98762 << 15534478677.0;
    }
    void realFiles()
    {
        QFETCH(QString, file);
        QByteArray bytes;
        CQ_READ_REAL_OUTPUT(file, bytes);
        QCOMPARE(detectImportKind(bytes), ImportKind::Nccl);
        const NcclReadResult r = readNcclTests(bytes, file);
        for (const ImportDiagnostic &d : r.diagnostics)
            qWarning("%s", qPrintable(d.toString()));
        QVERIFY(r.diagnostics.isEmpty());
        QCOMPARE(r.runs.size(), 1);
        const NcclRun &run = r.runs.first();
        QTEST(run.collective, "collective");
        QTEST(run.ranks, "ranks");
        QTEST(int(run.hosts.size()), "hosts");
        QTEST(run.gpusPerProcess, "nGpus");
        QFETCH(QString, version);
        if (!version.isEmpty())
            QCOMPARE(run.ncclVersion, version);
        QTEST(int(run.rows.size()), "rows");
        QTEST(run.rows.first().bytes, "firstBytes");
        QTEST(run.largest()->bytes, "lastBytes");
        QVERIFY(run.rowAt(8 * 1073741824.0));
        QTEST(run.rowAt(8 * 1073741824.0)->busbwGBps, "busbw8G");
        QTEST(run.rowAt(8 * 1073741824.0)->inPlaceBusbwGBps, "inPlace8G");
        QFETCH(double, busbw1G);
        if (busbw1G >= 0)
            QCOMPARE(run.rowAt(1073741824.0)->busbwGBps, busbw1G);
        QTEST(run.avgBusbwGBps, "avg");
        QTEST(run.memoryLimitBytes, "memoryLimit");
        if (file.contains(QLatin1String("allgather-03")))
            QCOMPARE(run.rowAt(8 * 1073741824.0)->algbwGBps, 64.41);
        if (file.contains(QLatin1String("allreduce-03")))
            QCOMPARE(run.rowAt(16 * 1073741824.0)->busbwGBps, 92.33);
        QCOMPARE(run.oldFormat, file.endsWith(QLatin1String("-01.txt")));
    }

    void deviceName_data()
    {
        // Rank 0's device as the files print it (old format "[0x00] A100-SXM4-40GB", new format
        // "[0000:8f:00] NVIDIA B200"), and the family accept compares with the design's GPU.
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("family");
        QTest::newRow("allreduce-01 old format") << "nccl-allreduce-01.txt" << "A100-SXM4-40GB" << "A100";
        QTest::newRow("allgather-02 B200") << "nccl-allgather-02.txt" << "NVIDIA B200" << "B200";
        QTest::newRow("allreduce-03 H200, not H20") << "nccl-allreduce-03.txt" << "NVIDIA H200" << "H200";
        QTest::newRow("allreduce-04 L40S, not L40 or L4") << "nccl-allreduce-04.txt" << "NVIDIA L40S" << "L40S";
    }
    void deviceName()
    {
        QFETCH(QString, file);
        QByteArray bytes;
        CQ_READ_REAL_OUTPUT(file, bytes);
        const NcclReadResult r = readNcclTests(bytes, file);
        QCOMPARE(r.runs.size(), 1);
        QTEST(r.runs.first().device, "device");
        QTEST(gpuFamily(r.runs.first().device), "family");
    }

    void gpuFamilies()
    {
        // Catalog names and nvidia-smi names of one GPU meet in one family; memory and form factor do not count.
        QCOMPARE(gpuFamily(QStringLiteral("A100 80G SXM")), QStringLiteral("A100"));
        QCOMPARE(gpuFamily(QStringLiteral("NVIDIA A100-SXM4-80GB")), QStringLiteral("A100"));
        QCOMPARE(gpuFamily(QStringLiteral("NVIDIA H100 80GB HBM3")), QStringLiteral("H100"));
        QCOMPARE(gpuFamily(QStringLiteral("H100 80G PCIe")), QStringLiteral("H100"));
        QCOMPARE(gpuFamily(QStringLiteral("NVIDIA H20")), QStringLiteral("H20"));
        QCOMPARE(gpuFamily(QStringLiteral("RTX 4090 24G")), QStringLiteral("RTX 4090"));
        QCOMPARE(gpuFamily(QStringLiteral("NVIDIA GeForce RTX 4090")), QStringLiteral("RTX 4090"));
        QCOMPARE(gpuFamily(QStringLiteral("NVIDIA GeForce RTX 2080 Ti")), QStringLiteral("RTX 2080 Ti"));
        QCOMPARE(gpuFamily(QStringLiteral("Tesla-like mystery card")), QString());
    }

    void severalRuns()
    {
        // Two runs pasted one after the other keep their own collectives and tables.
        QByteArray one, two;
        CQ_READ_REAL_OUTPUT(QStringLiteral("nccl-allreduce-01.txt"), one);
        CQ_READ_REAL_OUTPUT(QStringLiteral("nccl-allgather-03.txt"), two);
        const NcclReadResult r = readNcclTests(one + two, QStringLiteral("both.txt"));
        QVERIFY(r.diagnostics.isEmpty());
        QCOMPARE(r.runs.size(), 2);
        QCOMPARE(r.runs.at(0).collective, QStringLiteral("all_reduce"));
        QCOMPARE(r.runs.at(1).collective, QStringLiteral("all_gather"));
        QCOMPARE(r.runs.at(1).rows.size(), 24);
    }

    void collectiveFromBanner()
    {
        // Newer nccl-tests announce the binary; its name beats the columns (which say all_reduce here).
        QByteArray bytes;
        CQ_READ_REAL_OUTPUT(QStringLiteral("nccl-allreduce-01.txt"), bytes);
        const NcclReadResult r = readNcclTests("# Collective test starting: reduce_perf\n" + bytes, QStringLiteral("r.txt"));
        QCOMPARE(r.runs.first().collective, QStringLiteral("reduce"));
        QVERIFY(!r.runs.first().collectiveInferred);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        const QByteArray head = "# nThread 1 nGpus 1 minBytes 8 maxBytes 16 step: 2(factor) warmup iters: 5 iters: 20\n"
                                "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n";
        QTest::newRow("garbage") << QByteArray("hello\n") << "bad.txt: ";
        QTest::newRow("binary") << QByteArray("\x00\x01# nThread 1 nGpus 1", 21) << "bad.txt: ";
        QTest::newRow("empty") << QByteArray() << "bad.txt: ";
        QTest::newRow("truncated row") << head + "           8             2     float     sum      -1    59.24    0.00\n" << "bad.txt:3: ";
        QTest::newRow("text in a cell") << head + "           8             2     float     sum      -1    abc    0.00    0.00      0    32.26    0.00    0.00      0\n"
                                        << "bad.txt:3: ";
        QTest::newRow("stray line in table") << head + "Segmentation fault (core dumped)\n" << "bad.txt:3: ";
        QTest::newRow("header without table") << QByteArray("# nThread 1 nGpus 1 minBytes 8\n") << "bad.txt:1: ";
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        const NcclReadResult r = readNcclTests(text, QStringLiteral("bad.txt"));
        QVERIFY(!r.diagnostics.isEmpty());
        QVERIFY2(r.diagnostics.first().toString().startsWith(where), qPrintable(r.diagnostics.first().toString()));
    }
};

QTEST_GUILESS_MAIN(TstNcclReader)
#include "tst_ncclreader.moc"
