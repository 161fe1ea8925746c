#include "acceptance/gpuutilreader.h"
#include "acceptance/importkind.h"

#include <QFile>
#include <QtTest>

using namespace cq;

/**
 * readGpuUtil() and steadyUtilisation() on hand-written nvidia-smi logs (tests/data/acceptance):
 * `nvidia-smi dmon` of 8 GPUs over 10 intervals (the header printed twice), and
 * `--query-gpu=utilization.gpu --format=csv -l 1` (no GPU column: 80 rows, 8 per interval).
 */
class TstGpuUtilReader : public QObject
{
    Q_OBJECT

    static QByteArray data(const QString &name)
    {
        QFile file(QStringLiteral(CQ_SOURCE_DIR "/tests/data/acceptance/") + name);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    void steadyIsTheMedianAfterTheRampUp()
    {
        // 10 samples: the first (10 %) dropped; 9 left, sorted 93 94 94 95 95 95 96 96 97: median 95.
        QCOMPARE(steadyUtilisation({0, 95, 96, 94, 97, 95, 93, 96, 95, 94}), 95.0);
        // 20 samples: 2 dropped; 18 left, 9 x 80 then 9 x 90: the middle two (9th, 10th) are 80 and 90: 85.
        QList<double> twenty{0, 0};
        for (int i = 0; i < 9; ++i)
            twenty << 80;
        for (int i = 0; i < 9; ++i)
            twenty << 90;
        QCOMPARE(steadyUtilisation(twenty), 85.0);
        QCOMPARE(steadyUtilisation({70, 50, 60}), 60.0); // 3 samples: none dropped (3 / 10 = 0)
        QCOMPARE(steadyUtilisation({}), 0.0);
    }

    void dmon()
    {
        const QByteArray text = data(QStringLiteral("dmon-node02-dips.txt"));
        QCOMPARE(detectImportKind(text), ImportKind::GpuUtil);
        const GpuUtilReadResult r = readGpuUtil(text, QStringLiteral("node02.txt"));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(r.diagnostics.value(0).toString()));
        QCOMPARE(r.log.format, QStringLiteral("dmon"));
        QVERIFY(r.log.gpusKnown);
        QCOMPARE(r.log.gpus.size(), 8);
        QCOMPARE(r.log.samples(), 80);
        QCOMPARE(r.log.gpus.at(3).gpu, QStringLiteral("GPU3"));
        QCOMPARE(r.log.gpus.at(3).percent, (QList<double>{0, 64, 58, 61, 66, 59, 62, 60, 63, 57}));
        // GPU3: 57 58 59 60 61 62 63 64 66 after the first sample: 61. GPU5: 76 77 78 79 79 80 81 82 85: 79.
        QCOMPARE(steadyUtilisation(r.log.gpus.at(3).percent), 61.0);
        QCOMPARE(steadyUtilisation(r.log.gpus.at(5).percent), 79.0);
    }

    void dmonRowsItCannotRead()
    {
        const QByteArray text = "# gpu     sm    mem    enc    dec\n# Idx      %      %      %      %\n"
                                "    0     91     40      0      0\n    1      -     40      0      0\n"
                                "    0     93     40\n    1    250     40      0      0\n";
        const GpuUtilReadResult r = readGpuUtil(text, QStringLiteral("d.txt"));
        QCOMPARE(r.log.samples(), 1);
        QCOMPARE(r.diagnostics.size(), 3);
        QCOMPARE(r.diagnostics.at(0).toString(), QStringLiteral("d.txt:4: GPU 1 reports no sm utilisation (\"-\")"));
        QCOMPARE(r.diagnostics.at(1).toString(), QStringLiteral("d.txt:5: not an nvidia-smi dmon row of 5 columns: \"0     93     40\""));
        QCOMPARE(r.diagnostics.at(2).toString(), QStringLiteral("d.txt:6: cannot read sm utilisation \"250\""));
    }

    void csvWithoutGpuColumn()
    {
        const QByteArray text = data(QStringLiteral("query-node03.csv"));
        QCOMPARE(detectImportKind(text), ImportKind::GpuUtil);
        const GpuUtilReadResult r = readGpuUtil(text, QStringLiteral("node03.csv"));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(r.diagnostics.value(0).toString()));
        QCOMPARE(r.log.format, QStringLiteral("csv"));
        QVERIFY(!r.log.gpusKnown);
        QCOMPARE(r.log.gpus.size(), 1);
        QCOMPARE(r.log.samples(), 80);
    }

    void unnamedRowsInTurn()
    {
        // 44 rows 95, 40, 95, 40, ... over 8 GPUs: row i is GPU i mod 8, so GPU0 gets rows 0, 8, 16,
        // 24, 32, 40 (all 95) and GPU1 rows 1, 9, 17, 25, 33, 41 (all 40); GPU7 rows 7, 15, 23, 31, 39.
        const GpuUtilLog log = readGpuUtil(data(QStringLiteral("query-alternating.csv")), QStringLiteral("a.csv")).log;
        QVERIFY(!log.gpusKnown);
        const QList<GpuUtilSeries> gpus = gpuSeries(log, 8);
        QCOMPARE(gpus.size(), 8);
        QCOMPARE(gpus.at(0).percent, QList<double>(6, 95));
        QCOMPARE(gpus.at(1).gpu, QStringLiteral("GPU1"));
        QCOMPARE(gpus.at(1).percent, QList<double>(6, 40));
        QCOMPARE(gpus.at(7).percent, QList<double>(5, 40));
        // Named GPUs, or a one-GPU server, are left as read.
        QCOMPARE(gpuSeries(log, 1).size(), 1);
        const GpuUtilLog named = readGpuUtil("index, utilization.gpu [%]\n0, 97 %\n1, 88 %\n", QStringLiteral("i.csv")).log;
        QCOMPARE(gpuSeries(named, 8).size(), 2);
    }

    void csvWithIndexAndTimestamp()
    {
        const QByteArray byIndex = "index, utilization.gpu [%]\n0, 97 %\n1, 88 %\n0, 96 %\n1, [N/A]\n";
        GpuUtilReadResult r = readGpuUtil(byIndex, QStringLiteral("i.csv"));
        QCOMPARE(r.log.gpus.size(), 2);
        QCOMPARE(r.log.gpus.at(0).percent, (QList<double>{97, 96}));
        QCOMPARE(r.log.gpus.at(1).gpu, QStringLiteral("GPU1"));
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics.first().toString(), QStringLiteral("i.csv:5: cannot read utilization.gpu \"[N/A]\""));
        // Timestamps: the rows of one interval are GPU0, GPU1, ... in turn.
        const QByteArray byTime = "timestamp, utilization.gpu [%]\n2026/12/03 10:00:01.001, 90 %\n2026/12/03 10:00:01.001, 80 %\n"
                                  "2026/12/03 10:00:02.002, 91 %\n2026/12/03 10:00:02.002, 81 %\n";
        r = readGpuUtil(byTime, QStringLiteral("t.csv"));
        QVERIFY(r.log.gpusKnown);
        QCOMPARE(r.log.gpus.size(), 2);
        QCOMPARE(r.log.gpus.at(1).percent, (QList<double>{80, 81}));
    }
};

QTEST_GUILESS_MAIN(TstGpuUtilReader)
#include "tst_gpuutilreader.moc"
