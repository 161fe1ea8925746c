#include "viewsfixture.h"

#include "panels/analysispanel.h"
#include "panels/collectivechart.h"
#include "panels/trainingform.h"
#include "engine/analyzer.h"
#include "format/designformat.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QTabWidget>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>
#include <QDoubleSpinBox>

using namespace cq;

namespace {
/**
 * Two 8x A100 nodes under leaf1 (16 x 200 Gb/s down, 8 x 200 Gb/s up: 3200 / 1600 = 2:1)
 * and a single-tier leaf2. all_reduce of 1 GiB = 1,073,741,824 B over n = 16 ranks with
 * B = 25 GB/s (one 200 Gb/s NIC per GPU) and alpha = 60 µs:
 *   beta term = 2(n-1)/n x S / B = 1.875 x 1,073,741,824 / 25e9 s = 80,530.6368 µs
 *   time      = 60 + 80,530.6368 = 80,590.6368 µs             -> "80.59 ms"
 *   algbw     = S / t = 1,073,741,824 / 80,590.6368 µs = 13.3234 GB/s -> "13.3 GB/s"
 *   busbw     = algbw x 1.875 = 24.9814 GB/s                 -> "25 GB/s"
 */
DesignAnalysis handAnalysis()
{
    DesignAnalysis a;
    a.messageBytes = 1073741824.0;
    a.switches.append(SwitchLoad{QUuid::createUuid(), QStringLiteral("leaf1"), 18, 40, 3200, 1600, 2.0});
    a.switches.append(SwitchLoad{QUuid::createUuid(), QStringLiteral("leaf2"), 8, 40, 1600, 0, 0});
    // Two 8x A100 servers at 6,500 W and the two 750 W HDR switches: 13,000 + 1,500 = 14,500 W.
    a.power = DesignPower{13000, 1500, 2, 2};
    ClusterAnalysis c;
    c.cluster = QStringLiteral("training");
    c.nodes = 2;
    c.gpusPerNode = 8;
    c.gpus = 16;
    c.intraNodeGBps = 240;
    c.networkGBps = 200;            // 8 x 200 Gb/s = 1600 Gb/s = 200 GB/s per node
    c.worstOversubscription = 2.0;
    c.peakTflopsBf16 = 4992;        // 16 x 312
    c.crossNode = true;
    c.allReduce.bytes = 1073741824.0;
    c.allReduce.ranks = 16;
    c.allReduce.latencyUs = 60;
    c.allReduce.bandwidthUs = 80530.6368;
    c.allReduce.timeUs = 80590.6368;
    c.allReduce.algbwGBps = 13.323406621847168;
    c.allReduce.busbwGBps = 24.98138741596344;
    c.allReduce.bottleneckGBps = 25;
    c.allReduce.bottleneck = QStringLiteral("NIC: 8 x 200 Gb/s InfiniBand");
    // Two collectives x three sizes for the chart (figures only need to be positive and distinct).
    for (const QString &name : {QStringLiteral("all_reduce"), QStringLiteral("all_gather")}) {
        for (double bytes : {8.0, 1048576.0, 1073741824.0}) {
            CollectiveEstimate e;
            e.collective = name;
            e.bytes = bytes;
            e.busbwGBps = bytes / 1e7;  // 8e-7, 0.1048576, 107.3741824 GB/s
            e.timeUs = 10 + bytes / 1e4; // 10.0008, 114.8576, 107384.1824 us
            c.sweep.append(e);
        }
    }
    // A run of exactly 730 h (one month of rent): compute 10 s + exposed 2 s = 12 s a step,
    // 4,194,304 / 12 = 349,525.33 tokens/s, scaling 10 / 12 = 83.3 %.
    c.training.plan.dataParallel = 16;
    c.training.computeSeconds = 10;
    c.training.exposedCommSeconds = 2;
    c.training.stepSeconds = 12;
    c.training.tokensPerSecond = 4194304.0 / 12;
    c.training.trainSeconds = 730 * 3600.0;
    c.training.scalingEfficiency = 10.0 / 12;
    c.training.allReduceText = QStringLiteral("ring / Simple over 16 ranks, busbw 25.0 GB/s");
    a.clusters.append(c);
    a.fabric.tiers = 2;
    a.fabric.servers = 4;
    a.fabric.bisectionGbps = 1600;
    a.fabric.idealBisectionGbps = 3200;
    a.fabric.bisectionMethod = QStringLiteral("max-flow");
    a.fabric.diameterSwitchHops = 3;
    a.fabric.averageSwitchHops = 2;
    a.fabric.spineFailure = FailureImpact{true, QStringLiteral("spine"), {}, 0, 100, QStringLiteral("leaves cut off")};
    a.fabric.linkFailure = FailureImpact{true, QStringLiteral("uplink"), {}, 1400, 12.5, QStringLiteral("leaf1 2:1 -> 2.29:1")};
    a.tiers.append(TierLoad{1, 2, 4800, 1600, 3});
    return a;
}

/** The value in column 1 of the first row labelled @p label under @p parent (depth first). */
QString valueOf(const QTreeWidgetItem *parent, const QString &label)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        const QTreeWidgetItem *child = parent->child(i);
        if (child->text(0) == label)
            return child->text(1);
        const QString nested = valueOf(child, label);
        if (!nested.isNull())
            return nested;
    }
    return {};
}
} // namespace

/** AnalysisPanel shows a hand-built DesignAnalysis and asks for other message sizes. */
class TestAnalysisPanel : public QObject
{
    Q_OBJECT
private slots:
    void switchTable()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        auto *table = panel.findChild<QTableWidget *>(QStringLiteral("switchTable"));
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("leaf1"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("18 / 40"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("3200"));
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("1600"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("2:1"));
        QCOMPARE(table->item(1, 4)->text(), QStringLiteral("\u2014 (single tier)"));
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Down Gb/s"));
    }

    void clusterRows()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        auto *tree = panel.findChild<QTreeWidget *>(QStringLiteral("clusterTree"));
        QCOMPARE(tree->topLevelItemCount(), 2); // the cluster, then the design's power
        QCOMPARE(tree->topLevelItem(1)->text(0), QStringLiteral("Power at full load"));
        QCOMPARE(tree->topLevelItem(1)->text(1), QStringLiteral("14.50 kW, servers and switches"));
        const QTreeWidgetItem *top = tree->topLevelItem(0);
        QCOMPARE(top->text(0), QStringLiteral("training"));
        QCOMPARE(top->text(1), QStringLiteral("2 nodes x 8 GPUs = 16 GPUs"));
        QCOMPARE(valueOf(top, QStringLiteral("Intra-node, per GPU")), QStringLiteral("240 GB/s"));
        QCOMPARE(valueOf(top, QStringLiteral("Network, per node")), QStringLiteral("200 GB/s"));
        QCOMPARE(valueOf(top, QStringLiteral("Worst oversubscription")), QStringLiteral("2:1"));
        QCOMPARE(valueOf(top, QStringLiteral("Peak BF16")), QStringLiteral("4992 TFLOPS"));
        QCOMPARE(valueOf(top, QStringLiteral("all_reduce of 1 GiB")), QStringLiteral("80.59 ms"));
        QCOMPARE(valueOf(top, QStringLiteral("algbw")), QStringLiteral("13.3 GB/s"));
        QCOMPARE(valueOf(top, QStringLiteral("busbw")), QStringLiteral("25 GB/s"));
        QCOMPARE(valueOf(top, QStringLiteral("Latency term (alpha)")), QStringLiteral("60.0 \u00b5s"));
        QCOMPARE(valueOf(top, QStringLiteral("Bandwidth term (beta)")), QStringLiteral("80.53 ms"));
        QCOMPARE(valueOf(top, QStringLiteral("Bottleneck")), QStringLiteral("NIC: 8 x 200 Gb/s InfiniBand (B = 25 GB/s)"));
        QCOMPARE(valueOf(top, QStringLiteral("Algorithm / protocol")), QStringLiteral("ring / Simple, 16 ranks"));
        QCOMPARE(valueOf(top, QStringLiteral("Scope")), QStringLiteral("crosses the network"));
    }

    void singleNodeAndSingleGpu()
    {
        DesignAnalysis a = handAnalysis();
        a.clusters[0].crossNode = false;
        ClusterAnalysis one = a.clusters[0];
        one.cluster = QStringLiteral("inference");
        one.allReduce.ranks = 1;
        a.clusters.append(one);
        AnalysisPanel panel;
        panel.setAnalysis(a);
        auto *tree = panel.findChild<QTreeWidget *>(QStringLiteral("clusterTree"));
        QCOMPARE(valueOf(tree->topLevelItem(0), QStringLiteral("Scope")), QStringLiteral("intra-node only"));
        QCOMPARE(valueOf(tree->topLevelItem(1), QStringLiteral("all_reduce of 1 GiB")),
                 QStringLiteral("\u2014 (one GPU: nothing to reduce)"));
        panel.setAnalysis({});
        QCOMPARE(tree->topLevelItemCount(), 0);
    }

    void messageSizeSelector()
    {
        AnalysisPanel panel;
        auto *combo = panel.findChild<QComboBox *>(QStringLiteral("messageSize"));
        QCOMPARE(combo->count(), 15); // 1 MiB, 2 MiB, ... 16 GiB: 2^20 .. 2^34
        QCOMPARE(combo->itemText(0), QStringLiteral("1 MiB"));
        QCOMPARE(combo->itemText(14), QStringLiteral("16 GiB"));
        QCOMPARE(combo->currentText(), QStringLiteral("1 GiB"));
        QCOMPARE(panel.messageBytes(), 1073741824.0);
        QSignalSpy spy(&panel, &AnalysisPanel::messageBytesChanged);
        combo->setCurrentIndex(combo->findText(QStringLiteral("16 MiB")));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toDouble(), 16777216.0); // 16 x 2^20
        panel.setMessageBytes(3e6); // nearest on a log scale: 2 MiB (log2 ratio 0.52) vs 4 MiB (0.48)
        QCOMPARE(combo->currentText(), QStringLiteral("4 MiB"));
        QCOMPARE(spy.count(), 1); // set by the program: no signal
    }

    void chartShowsEverySweepCurve()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        CollectiveChart *chart = panel.chart();
        QCOMPARE(chart->curveCount(), 2);
        QCOMPARE(chart->title(), QStringLiteral("training: 16 GPUs on 2 nodes, crosses the network (InfiniBand)"));
        QCustomPlot *plot = chart->plot();
        QCOMPARE(plot->graph(0)->name(), QStringLiteral("all_reduce"));
        QCOMPARE(plot->graph(0)->data()->size(), 3);
        QCOMPARE(plot->graph(0)->data()->at(2)->key, 1073741824.0);
        QCOMPARE(plot->graph(0)->data()->at(2)->value, 107.3741824);
        QCOMPARE(plot->graph(1)->data()->at(0)->value, 10.0008); // time pane, 8 B
        QCOMPARE(chart->busbwRect()->axis(QCPAxis::atBottom)->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(chart->busbwRect()->axis(QCPAxis::atLeft)->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(chart->timeRect()->axis(QCPAxis::atLeft)->scaleType(), QCPAxis::stLogarithmic);
        // busbw axis spans the positive values widened by 1.5: 8e-7 / 1.5 .. 107.3741824 x 1.5.
        QCOMPARE(chart->busbwRect()->axis(QCPAxis::atLeft)->range().upper, 107.3741824 * 1.5);
        panel.setAnalysis({});
        QCOMPARE(chart->curveCount(), 0);
    }

    void fabricSummaryText()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        auto *label = panel.findChild<QLabel *>(QStringLiteral("fabricSummary"));
        // 1600 of 3200 Gb/s = 50 %. Failures against the 1600: 0 is -1600 Gb/s, -100 %;
        // 1400 is -200 Gb/s, -200 / 1600 = -12.5 %.
        QCOMPARE(label->text(), QStringLiteral("2 tier(s), 4 GPU servers. Bisection 1600 Gb/s of 3200 Gb/s (50 %); "
                                               "diameter 3 switches, average 2.\n"
                                               "max-flow\n"
                                               "if spine fails: bisection 0 Gb/s (-1600 Gb/s, -100 %); leaves cut off\n"
                                               "if uplink fails: bisection 1400 Gb/s (-200 Gb/s, -12.5 %); leaf1 2:1 -> 2.29:1\n"
                                               "Tier 1: 2 switches, 4800 Gb/s down, 1600 Gb/s up, 3:1"));
    }

    void trainingEstimateAndRunCost()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        // 143,552.00 a month and a run of 730 h: the run costs one month, 143,552.00.
        panel.setMonthlyTotal(MoneyRange::fixed(Money::yuan(143552)));
        QCOMPARE(panel.trainingForm()->resultText(),
                 QStringLiteral("Cluster \"training\": DP 16 x TP 1 x PP 1. Step 12 s = compute 10 s + exposed all_reduce "
                                "2 s (ring / Simple over 16 ranks, busbw 25.0 GB/s). 349525 tokens/s; 30.4 days to train; "
                                "scaling 83.3 %; one run costs CNY 143,552.00 at 143,552.00 a month."));
    }

    void optionsFollowTheForm()
    {
        AnalysisPanel panel;
        QSignalSpy spy(&panel, &AnalysisPanel::optionsChanged);
        QCOMPARE(panel.options().training, TrainingInputs::preset7B());
        QCOMPARE(panel.options().messageBytes, 1073741824.0);
        auto *preset = panel.findChild<QComboBox *>(QStringLiteral("trainingPreset"));
        preset->setCurrentIndex(TrainingForm::Preset70B);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(panel.options().training, TrainingInputs::preset70B());
        // Any edit makes the inputs custom: MFU 40 %.
        panel.findChild<QDoubleSpinBox *>(QStringLiteral("mfu"))->setValue(40);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(preset->currentIndex(), int(TrainingForm::Custom));
        QCOMPARE(panel.options().training.mfu, 0.4);
        auto *combo = panel.findChild<QComboBox *>(QStringLiteral("messageSize"));
        combo->setCurrentIndex(combo->findText(QStringLiteral("16 MiB")));
        QCOMPARE(spy.count(), 3);
        QCOMPARE(panel.options().messageBytes, 16777216.0);
    }

    void progressAndTopTier()
    {
        AnalysisPanel panel;
        panel.show();
        auto *progress = panel.findChild<QProgressBar *>(QStringLiteral("analysisProgress"));
        QVERIFY(!progress->isVisible());
        panel.setBusy(true);
        panel.setProgress(40);
        QVERIFY(progress->isVisible());
        QCOMPARE(progress->value(), 40);
        panel.setBusy(false);
        QVERIFY(!progress->isVisible());
        DesignAnalysis a = handAnalysis();
        a.switches.append(SwitchLoad{QUuid::createUuid(), QStringLiteral("spine"), 16, 64, 3200, 0, 0, 2});
        panel.setAnalysis(a);
        auto *table = panel.findChild<QTableWidget *>(QStringLiteral("switchTable"));
        QCOMPARE(table->item(2, 4)->text(), QStringLiteral("\u2014 (top tier)"));
        QCOMPARE(table->item(2, 5)->text(), QStringLiteral("2"));
    }

    void realSampleScreenshots()
    {
        // The bundled 4 x 8x H100 sample through the real engine: seven curves, one per collective,
        // 32 sizes each, and a title saying the collectives cross the network.
        const DesignReadResult file = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/h100-4node-ib.cqd"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        AnalysisPanel panel;
        panel.setAnalysis(analyze(file.design, panel.options()));
        panel.setMonthlyTotal(MoneyRange::fixed(Money::yuan(239996)));
        QCOMPARE(panel.chart()->curveCount(), 7);
        QCOMPARE(panel.chart()->plot()->graph(0)->data()->size(), 32);
        QCOMPARE(panel.chart()->title(), QStringLiteral("training: 32 GPUs on 4 nodes, crosses the network (InfiniBand)"));
        panel.resize(640, 760);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *tabs = panel.findChild<QTabWidget *>(QStringLiteral("analysisTabs"));
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            cqtest::saveShot(panel.grab().toImage(), QStringLiteral("analysis-h100-tab%1").arg(i));
        }
    }

    void busyLabelAndScreenshot()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        panel.resize(620, 720);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *busy = panel.findChild<QLabel *>(QStringLiteral("busyLabel"));
        QVERIFY(!busy->isVisible());
        panel.setBusy(true);
        QVERIFY(busy->isVisible());
        QCOMPARE(busy->text(), QStringLiteral("Analyzing\u2026"));
        cqtest::saveShot(panel.grab().toImage(), QStringLiteral("analysis"));
        panel.setBusy(false);
        QVERIFY(!busy->isVisible());
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
